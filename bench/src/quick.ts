/**
 * BENCH_QUICK=1, CI's form of the bench: every figure, every budget and every retry of the full
 * bench, each figure measured in fewer or shorter rounds (the data, and so what each ratio
 * compares, are the same). `npm run bench` alone runs the full rounds, whose medians are steadier.
 */
export const QUICK = process.env.BENCH_QUICK === '1';

/** `full`, or `quick` in the bench's quick form. */
export const fullOrQuick = (full: number, quick: number): number => (QUICK ? quick : full);

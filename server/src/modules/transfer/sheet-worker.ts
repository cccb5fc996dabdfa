// Runs in a worker thread: reads workbooks' first sheets (readSheet) off the server's event loop,
// one job after another, each answered with its id.
import { parentPort } from 'node:worker_threads';
import type { SheetColumn } from '@ews/contract';
import { readSheet, SheetFormatError, TooManyRows } from './sheets.ts';

export interface SheetJob {
  file: Uint8Array;
  columns: readonly SheetColumn[];
  maxRows: number;
}

export type SheetAnswer = { rows: Awaited<ReturnType<typeof readSheet>> } | { refused: 'format' | 'tooManyRows' } | { failed: string };

async function answerOf({ file, columns, maxRows }: SheetJob): Promise<SheetAnswer> {
  try {
    return { rows: await readSheet(file, columns, maxRows) };
  } catch (error) {
    if (error instanceof TooManyRows) return { refused: 'tooManyRows' };
    if (error instanceof SheetFormatError) return { refused: 'format' };
    return { failed: String(error) };
  }
}

let queue = Promise.resolve();
parentPort!.on('message', ({ id, job }: { id: number; job: SheetJob }) => {
  queue = queue.then(async () => parentPort!.postMessage({ id, answer: await answerOf(job) }));
});

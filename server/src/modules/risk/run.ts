import type { RecomputeProgress, RecomputeResult } from '@ews/contract';
import { nowIso, type Db } from '../../db/connection.ts';

/*
 * The one full recompute that may run at a time, as a row every instance reads: whichever
 * instance is asked, a second request joins the running one instead of starting another.
 */

/** A run that has not reported for this long died with its instance: another may take over. */
const STALE_AFTER_MS = 60_000;
/** How often a request that joined a run looks whether it has finished. */
const JOIN_POLL_MS = 250;

type RunRow = Awaited<ReturnType<typeof readRun>>;

const readRun = (db: Db) => db.selectFrom('riskRecompute').selectAll().where('runId', '=', 1).executeTakeFirstOrThrow();

const isLive = (run: RunRow, now = Date.now()) => run.running === 1 && run.heartbeatAt >= now - STALE_AFTER_MS;

/** Takes the recompute for `username`, unless a live run holds it: true when taken. */
export async function claimRun(db: Db, username: string, now = Date.now()): Promise<boolean> {
  const { numUpdatedRows } = await db
    .updateTable('riskRecompute')
    .set({ running: 1, done: 0, total: 0, startedAt: new Date(now).toISOString(), finishedAt: '', startedBy: username, heartbeatAt: now, joined: 0, result: '' })
    .where('runId', '=', 1)
    .where((eb) => eb.or([eb('running', '=', 0), eb('heartbeatAt', '<', now - STALE_AFTER_MS)]))
    .executeTakeFirst();
  return Number(numUpdatedRows) === 1;
}

/** Counts a request that waits for the running recompute's result instead of starting one. */
export async function joinRun(db: Db): Promise<void> {
  await db.updateTable('riskRecompute').set((eb) => ({ joined: eb('joined', '+', 1) })).where('runId', '=', 1).where('running', '=', 1).execute();
}

/** The claimed run's progress, which also tells the other instances it is alive. */
export async function reportProgress(db: Db, done: number, total: number): Promise<void> {
  await db.updateTable('riskRecompute').set({ done, total, heartbeatAt: Date.now() }).where('runId', '=', 1).execute();
}

/** Ends the claimed run with its result, or without one when it failed. */
export async function finishRun(db: Db, result: RecomputeResult | undefined): Promise<void> {
  await db
    .updateTable('riskRecompute')
    .set({ running: 0, finishedAt: nowIso(), result: result ? JSON.stringify(result) : '' })
    .where('runId', '=', 1)
    .execute();
}

/** The latest run: running, or the last one finished. */
export async function runProgress(db: Db): Promise<RecomputeProgress> {
  const run = await readRun(db);
  return { running: isLive(run), done: run.done, total: run.total, startedAt: run.startedAt, finishedAt: run.finishedAt, startedBy: run.startedBy, joined: run.joined };
}

/**
 * Waits until no live run holds the recompute. Answers the result of the run it waited for,
 * or undefined when that run failed or died, or none was running.
 */
export async function waitForRun(db: Db): Promise<RecomputeResult | undefined> {
  for (;;) {
    const run = await readRun(db);
    if (!isLive(run)) return run.result ? (JSON.parse(run.result) as RecomputeResult) : undefined;
    await new Promise((resolve) => setTimeout(resolve, JOIN_POLL_MS));
  }
}

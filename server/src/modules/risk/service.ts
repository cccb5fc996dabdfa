import { FOCUS_TYPE_KEYS, type RecomputeResult, type RiskRule, type riskRuleSaveSchema } from '@ews/contract';
import { formatThresholdSource, parseThresholdSource } from '@ews/contract/schemas/surveillance';
import type { z } from 'zod';
import { chunks } from '../../db/chunks.ts';
import { changeWatch } from '../../db/change-watch.ts';
import { embeddedFileOf, nowIso, type Db } from '../../db/connection.ts';
import type { EngineRules } from '../../engine/evaluate.ts';
import { percentileRank } from '../../engine/rules.ts';
import { THRESHOLD_DEFAULTS } from '../../engine/thresholds.ts';
import { signedIn, type RequestContext } from '../../http/context.ts';
import { assertUpdated, notFound } from '../../http/errors.ts';
import {
  allSourceIds,
  findThreshold,
  insertThreshold,
  listThresholds,
  lockSourcePoint,
  pointRowsRead,
  readPointRows,
  saveAlerts,
  setDensityThreshold,
  setPointRisks,
  staleRiskSourceIds,
  storedThresholds,
  countMeasured,
  rankedMeasures,
  thresholdFocusTypes,
  updateThreshold,
  type SurveyRef,
} from './queries.ts';
import { judgePoints, type Judgement, type JudgeOptions } from './judge.ts';
import type { JudgeJob } from './judge-worker.ts';
import { keptWorker } from '../../worker-thread.ts';
import { queueNotifications } from '../notifications/queries.ts';
import { assertWholeCountry } from '../scope/service.ts';
import { claimRun, finishRun, joinRun, reportProgress, waitForRun } from './run.ts';
import { openOutbreakSignals, recentOutbreaks } from './outbreak-signals.ts';

/** Inserts the seeded thresholds of focus types that have none (idempotent). */
export async function seedThresholds(db: Db): Promise<void> {
  const present = await thresholdFocusTypes(db);
  const at = nowIso();
  for (const focusType of FOCUS_TYPE_KEYS.filter((type) => !present.has(type))) await insertThreshold(db, focusType, THRESHOLD_DEFAULTS[focusType], at);
}

/**
 * Focus types without a literature threshold start at the 90th percentile of their own history,
 * measured as their threshold is (host density per hectare, or capture rate). While nobody has
 * edited such a threshold it follows the history: each full recompute sets it again from every
 * survey so far, and stamps it changed only when its value or its count of surveys moved.
 */
export async function thresholdsFromHistory(db: Db): Promise<void> {
  for (const { focusType, version, source, densityUnit, hostDensity } of await listThresholds(db)) {
    const origin = parseThresholdSource(source);
    if (version !== 1 || !origin || !('provisional' in origin)) continue;
    const measure = densityUnit === 'captureRate' ? 'captureRate' : 'hostDensity';
    const surveys = await countMeasured(db, focusType, measure);
    if (surveys === 0) continue;
    const { low, high, weight } = percentileRank(surveys, 90);
    const [lowValue = 0, highValue = lowValue] = await rankedMeasures(db, focusType, measure, low, high, surveys);
    const value = Math.round((lowValue + (highValue - lowValue) * weight) * 100) / 100;
    const followed = formatThresholdSource({ provisional: true, surveys });
    if (value !== hostDensity || followed !== source) await setDensityThreshold(db, focusType, value, followed);
  }
}

/** The rules as stored now; `windowDays` comes from RISK_WINDOW_DAYS (30 days unless configured). */
export async function engineRules(db: Db, windowDays: number): Promise<EngineRules> {
  return { thresholds: await storedThresholds(db), windowDays };
}

export interface EvaluationResult {
  alertsOpened: number;
  surveys: number;
}

/** Writes what judging points decided, and queues the new alerts' notifications, in the caller's transaction. */
async function writeJudgement(db: Db, { changed, risks, surveys }: Judgement): Promise<EvaluationResult> {
  const opened = await saveAlerts(db, changed);
  await queueNotifications(db, opened);
  await setPointRisks(db, risks);
  return { alertsOpened: opened.length, surveys };
}

/**
 * Evaluates a point's surveys (all of them, or just `only`) against the rules, opens or extends
 * alerts, and keeps its risk level current: what a survey write runs for the point it writes to.
 * Runs inside the caller's transaction, holding the point's lock, and queues the new alerts'
 * notifications in it. Idempotent. The point, its surveys and its alerts are read in one statement,
 * the rules run in memory. Its risk is written with the time of its assessment, which its form shows.
 */
export async function evaluateSource(db: Db, sourceId: number, rules: EngineRules, only?: readonly SurveyRef[], today = nowIso().slice(0, 10)): Promise<EvaluationResult> {
  const rows = await readPointRows(db, [sourceId], only);
  return writeJudgement(db, judgePoints(rows, { rules, onlySurveyIds: only?.map((survey) => survey.surveyId), today, now: nowIso(), skipCurrentRisks: false }));
}

/**
 * An outbreak record's recent cases as signals (openOutbreakSignals), their notifications queued
 * and its point's risk kept current, in the caller's transaction, which holds the point's lock
 * (lockSourcePoints). Idempotent; answers how many signals it opened. `added`: the cases an edit just added (openOutbreakSignals).
 */
export async function signalOutbreak(db: Db, outbreakId: number, rules: EngineRules, today = nowIso().slice(0, 10), added = 0): Promise<number> {
  const { opened, sourceId } = await openOutbreakSignals(db, outbreakId, rules.windowDays, today, added);
  await queueNotifications(db, opened);
  if (sourceId !== null && opened.length > 0) await evaluateSource(db, sourceId, rules, [], today);
  return opened.length;
}

/** Every outbreak record with its onset inside the alert window, each in a transaction of its own (or the caller's) behind its point's lock. */
async function signalRecentOutbreaks(db: Db, rules: EngineRules, today: string): Promise<number> {
  let opened = 0;
  for (const { outbreakId, sourceId } of await recentOutbreaks(db, rules.windowDays, today)) {
    opened += await inTransaction(db, async (trx) => {
      if (sourceId !== null) await lockSourcePoint(trx, sourceId);
      return signalOutbreak(trx, outbreakId, rules, today);
    });
  }
  return opened;
}

/** Distinct source point ids in ascending order: the order every evaluation locks points in. */
export const ascending = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b);

/**
 * Takes the points' locks, in ascending order, before their surveys are written. Writing a survey
 * first would share-lock its point through the foreign key; two writers on one point would then
 * each wait for the other to let go of that share lock before their evaluation's lock (deadlock).
 */
export async function lockSourcePoints(db: Db, sourceIds: number[]): Promise<void> {
  for (const sourceId of ascending(sourceIds)) await lockSourcePoint(db, sourceId);
}

/** Runs `work` in a transaction of its own, or in the caller's when `db` already is one. */
function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

export interface RecomputeOptions {
  /**
   * Called before the first point, and after each batch in the batch's transaction (`db`): points
   * evaluated so far, of how many.
   */
  onProgress?(done: number, total: number, db: Db): Promise<void> | void;
  /** Points evaluated per transaction: short transactions let other requests in between. */
  batchSize?: number;
  today?: string;
  /** RISK_WINDOW_DAYS. */
  windowDays: number;
}

/** How many batches of a recompute are in the judges' hands ahead of the one it writes: two each. */
const JUDGED_AHEAD = 4;

/** Two judges: reading and judging a batch takes about twice as long as writing it, and the machine has two cores. */
const judges = [0, 1].map(() => keptWorker<JudgeJob, Judgement>('./judge-worker', import.meta.url));

/** A promise awaited later, whose failure meanwhile is not an unhandled rejection: it fails where it is awaited. */
const awaitedLater = <T>(promise: Promise<T>) => {
  promise.catch(() => undefined);
  return promise;
};

/**
 * A recompute's batches on the embedded database `file`, each read and judged by one of the judges'
 * threads (judge-worker.ts) on a connection of its own, JUDGED_AHEAD batches before this thread
 * writes it. Should a judge fail, the batch is read and judged on this thread: the recompute goes
 * on, slower. A batch read outside its transaction may be out of date by the time it is written:
 * its writer is handed the judgement only if nobody else wrote since before it was read (see
 * changeWatch), and the recompute's own writes do not count.
 */
function judgedAhead(db: Db, file: string, batches: readonly number[][], judging: () => JudgeOptions) {
  const watch = changeWatch();
  const judge = async (index: number) => {
    const batch = batches[index]!;
    const mark = await watch.mark(db);
    const job: JudgeJob = { file, read: pointRowsRead('sqlite', batch), options: judging() };
    const judged = judges[index % judges.length]!(job).catch(async () => judgePoints(await readPointRows(db, batch), job.options));
    return { mark, judged: awaitedLater(judged) };
  };
  const queue: ReturnType<typeof judge>[] = [];
  let next = 0;
  return async () => {
    while (queue.length < JUDGED_AHEAD && next < batches.length) queue.push(awaitedLater(judge(next++)));
    const { mark, judged } = await queue.shift()!;
    const judgement = await judged;
    /** Writes the batch in `trx` with `work`, given its judgement, or nothing when somebody else wrote since it was read. */
    return <T>(trx: Db, work: (judgement?: Judgement) => Promise<T>) => watch.write(trx, mark, (unchanged) => work(unchanged ? judgement : undefined));
  };
}

/**
 * Every source point, every survey: what rules-screen saves and the recompute button run.
 * Idempotent. Outside a transaction each batch of points commits on its own, so a long
 * recompute neither holds the database nor loses what it did if stopped (run it again). A risk
 * already stored today is left as it is, as writing it would change nothing but the time of day.
 * On SQLite the batches are read and judged ahead in other threads (judgedAhead); a batch that somebody
 * else wrote to meanwhile is read and judged again in its transaction, as every batch is on PostgreSQL.
 */
export async function recomputeAll(db: Db, { onProgress, batchSize = 50, today = nowIso().slice(0, 10), windowDays }: RecomputeOptions): Promise<EvaluationResult & { sourcePoints: number }> {
  await thresholdsFromHistory(db);
  const rules = await engineRules(db, windowDays);
  const sources = await allSourceIds(db);
  const judging = (): JudgeOptions => ({ rules, today, now: nowIso(), skipCurrentRisks: true });
  const batches = [...chunks(sources, batchSize)];
  const file = embeddedFileOf(db);
  const ahead = file ? judgedAhead(db, file, batches, judging) : undefined;
  const totals = { sourcePoints: sources.length, surveys: 0, alertsOpened: 0 };
  let done = 0;
  await onProgress?.(done, sources.length, db);
  for (const batch of batches) {
    const writeJudged = await ahead?.();
    await inTransaction(db, async (trx) => {
      const write = async (judged?: Judgement) => {
        const judgement = judged ?? judgePoints(await readPointRows(trx, batch), judging());
        const { surveys, alertsOpened } = await writeJudgement(trx, judgement);
        totals.surveys += surveys;
        totals.alertsOpened += alertsOpened;
        done += batch.length;
        await onProgress?.(done, sources.length, trx);
      };
      await (writeJudged ? writeJudged(trx, write) : write());
    });
  }
  // Outbreak records with recent onsets are cases: a signal each, as their saves raise them.
  totals.alertsOpened += await signalRecentOutbreaks(db, rules, today);
  return totals;
}

/**
 * A point's risk falls as its alerts leave the window (RISK_WINDOW_DAYS), without any write to
 * trigger it: re-evaluates the points whose risk was last set before `today` and is not none.
 */
export async function refreshStaleRisk(db: Db, windowDays: number, today = nowIso().slice(0, 10)): Promise<number> {
  const stale = await staleRiskSourceIds(db, today);
  if (stale.length === 0) return 0;
  const rules = await engineRules(db, windowDays);
  await inTransaction(db, async (trx) => {
    for (const sourceId of stale) await evaluateSource(trx, sourceId, rules, [], today);
  });
  return stale.length;
}

export async function riskRules(db: Db): Promise<RiskRule[]> {
  const rows = await listThresholds(db);
  const order = new Map(FOCUS_TYPE_KEYS.map((key, index) => [key as string, index]));
  return rows.sort((a, b) => (order.get(a.focusType) ?? 99) - (order.get(b.focusType) ?? 99));
}

/** The thresholds of one focus type now, if it has any. */
export async function riskRuleOf(db: Db, focusType: string): Promise<RiskRule | undefined> {
  return (await riskRules(db)).find((rule) => rule.focusType === focusType);
}

/**
 * Saving thresholds recomputes every source point (issue 6). The thresholds commit first; the
 * recompute follows in batches, reported by risk/recomputeProgress like the recompute button's.
 */
export async function saveRiskRules(input: z.output<typeof riskRuleSaveSchema>, ctx: RequestContext) {
  assertWholeCountry(ctx);
  const actor = signedIn(ctx).username;
  await ctx.db.transaction().execute(async (trx) => {
    for (const rule of input.rules) {
      const before = await findThreshold(trx, rule.focusType);
      if (!before) throw notFound();
      await assertUpdated(await updateThreshold(trx, rule, actor), async () => true);
      await ctx.audit({ action: 'update', entity: 'riskRule', entityId: rule.focusType, before, after: rule }, trx);
    }
  });
  const { sourcePoints, alertsOpened } = await recomputeOnce(ctx, false);
  return { rules: await riskRules(ctx.db), recomputed: sourcePoints, alertsOpened };
}

/**
 * A full recompute, run once whichever instance is asked: while another runs, `join` answers
 * that run's result when it finishes; otherwise (thresholds just saved, which the running one
 * may not have read) this one waits for it, then runs. risk/recomputeProgress reports either.
 */
async function recomputeOnce(ctx: RequestContext, join: boolean): Promise<RecomputeResult> {
  for (;;) {
    if (await claimRun(ctx.db, signedIn(ctx).username)) return claimedRecompute(ctx);
    if (join) await joinRun(ctx.db);
    const joined = await waitForRun(ctx.db);
    if (join && joined) return joined;
  }
}

async function claimedRecompute(ctx: RequestContext): Promise<RecomputeResult> {
  const started = performance.now();
  let result: RecomputeResult | undefined;
  try {
    const counts = await recomputeAll(ctx.db, {
      windowDays: ctx.config.riskWindowDays,
      onProgress: (done, total, db) => reportProgress(db, done, total),
    });
    result = { ...counts, ms: Math.round(performance.now() - started) };
    return result;
  } finally {
    await finishRun(ctx.db, result);
  }
}

export async function recompute(ctx: RequestContext): Promise<RecomputeResult> {
  assertWholeCountry(ctx);
  const result = await recomputeOnce(ctx, true);
  await ctx.audit({ action: 'recompute', entity: 'risk', after: result });
  return result;
}

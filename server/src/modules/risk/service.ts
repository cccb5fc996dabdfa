import { FOCUS_TYPE_KEYS, type FocusType, type RecomputeResult, type RiskRule, type riskRuleSaveSchema } from '@ews/contract';
import { formatThresholdSource, parseThresholdSource } from '@ews/contract/schemas/surveillance';
import type { z } from 'zod';
import { chunks } from '../../db/chunks.ts';
import { nowIso, type Db } from '../../db/connection.ts';
import { evaluatePoint, pointRisk, type EngineRules, type PointRisk } from '../../engine/evaluate.ts';
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
  pointsToEvaluate,
  saveAlerts,
  setDensityThreshold,
  setPointRisks,
  staleRiskSourceIds,
  storedThresholds,
  countMeasured,
  rankedMeasures,
  thresholdFocusTypes,
  updateThreshold,
  type ChangedAlert,
  type PointRiskUpdate,
  type PointToEvaluate,
  type SurveyRef,
} from './queries.ts';
import { queueNotifications } from '../notifications/queries.ts';
import { assertWholeCountry } from '../scope/service.ts';
import { claimRun, finishRun, joinRun, reportProgress, waitForRun } from './run.ts';

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

/** Whether the point's stored risk is what it should be, written today: writing it again would change nothing but the time of day. */
const riskCurrent = (stored: PointToEvaluate['stored'], risk: PointRisk, lastSurveyOn: string, now: string) =>
  stored.level === risk.level &&
  stored.rank === risk.rank &&
  stored.score === risk.score &&
  stored.reason === risk.reason &&
  stored.lastSurveyOn === lastSurveyOn &&
  stored.updatedAt.slice(0, 10) === now.slice(0, 10);

/**
 * Evaluates surveys of source points (all of them, or just `only`) against the rules,
 * opens or extends alerts, and keeps each point's risk level current. Runs inside the caller's
 * transaction, holding the points' locks, and queues the new alerts' notifications in it. Idempotent.
 * The points, their surveys and their alerts are read in one statement, the rules run in memory,
 * and the new alerts of all the points are written together. A point's risk is written with the
 * time of its assessment, which its form shows; with `skipCurrentRisks` (a recompute of every
 * point) a risk already stored today is left as it is, as writing it would change nothing but that time.
 */
async function evaluateSources(db: Db, sourceIds: readonly number[], rules: EngineRules, only: readonly SurveyRef[] | undefined, today: string, skipCurrentRisks = false): Promise<EvaluationResult> {
  const points = await pointsToEvaluate(db, sourceIds, only);
  const onlySurveyIds = only?.map((survey) => survey.surveyId);
  const changed: ChangedAlert[] = [];
  const risks: PointRiskUpdate[] = [];
  const now = nowIso();
  let surveys = 0;
  for (const { sourceId, focusType, stored, history, latestSurveyOn: lastSurveyOn, alerts } of points) {
    const limits = rules.thresholds.get(focusType) ?? THRESHOLD_DEFAULTS[focusType as FocusType];
    surveys += evaluatePoint(history, alerts, limits, onlySurveyIds);
    for (const alert of alerts) if (alert.changed) changed.push({ ...alert, sourceId });
    const risk = pointRisk(alerts, today, rules.windowDays);
    if (!skipCurrentRisks || !riskCurrent(stored, risk, lastSurveyOn, now)) risks.push({ sourceId, risk, lastSurveyOn, stored });
  }
  const opened = await saveAlerts(db, changed);
  await queueNotifications(db, opened);
  await setPointRisks(db, risks);
  return { alertsOpened: opened.length, surveys };
}

/** evaluateSources for one point: what a survey write runs for the point it writes to. */
export function evaluateSource(db: Db, sourceId: number, rules: EngineRules, only?: readonly SurveyRef[], today = nowIso().slice(0, 10)): Promise<EvaluationResult> {
  return evaluateSources(db, [sourceId], rules, only, today);
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
  /** Called before the first point and after each batch: points evaluated so far, of how many. */
  onProgress?(done: number, total: number): Promise<void> | void;
  /** Points evaluated per transaction: short transactions let other requests in between. */
  batchSize?: number;
  today?: string;
  /** RISK_WINDOW_DAYS. */
  windowDays: number;
}

/**
 * Every source point, every survey: what rules-screen saves and the recompute button run.
 * Idempotent. Outside a transaction each batch of points commits on its own, so a long
 * recompute neither holds the database nor loses what it did if stopped (run it again).
 */
export async function recomputeAll(db: Db, { onProgress, batchSize = 50, today = nowIso().slice(0, 10), windowDays }: RecomputeOptions): Promise<EvaluationResult & { sourcePoints: number }> {
  await thresholdsFromHistory(db);
  const rules = await engineRules(db, windowDays);
  const sources = await allSourceIds(db);
  let alertsOpened = 0;
  let surveys = 0;
  let done = 0;
  await onProgress?.(done, sources.length);
  for (const batch of chunks(sources, batchSize)) {
    await inTransaction(db, async (trx) => {
      const result = await evaluateSources(trx, batch, rules, undefined, today, true);
      alertsOpened += result.alertsOpened;
      surveys += result.surveys;
    });
    done += batch.length;
    await onProgress?.(done, sources.length);
  }
  return { sourcePoints: sources.length, surveys, alertsOpened };
}

/**
 * A point's level falls as its alerts leave the window (RISK_WINDOW_DAYS), without any write to
 * trigger it: re-evaluates the points whose level was last set before `today` and is not none.
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
      onProgress: (done, total) => reportProgress(ctx.db, done, total),
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

import { LEVEL_RANK, evaluateSurvey, percentile, riskLevelOf, routeTriggers, type AlertFacts, type SurveyFacts, type Thresholds, type Trigger } from './rules.ts';
import { FOCUS_TYPE_KEYS, formatRiskReason, type FocusType } from '@ews/contract';
import { formatThresholdSource } from '@ews/contract/schemas/surveillance';
import type { Insertable, Selectable } from 'kysely';
import { dialectOf, nowIso, type Db } from '../db/connection.ts';
import type { AlertTable } from '../db/schema.ts';
import { PROVISIONAL, THRESHOLD_DEFAULTS } from './thresholds.ts';

/** Inserts the seeded thresholds of focus types that have none (idempotent). */
export async function seedThresholds(db: Db): Promise<void> {
  const present = new Set((await db.selectFrom('riskThreshold').select('focusType').execute()).map((row) => row.focusType));
  const at = nowIso();
  for (const focusType of FOCUS_TYPE_KEYS.filter((type) => !present.has(type))) {
    await db.insertInto('riskThreshold').values({ focusType, ...THRESHOLD_DEFAULTS[focusType], updatedAt: at, updatedBy: 'system', version: 1 }).execute();
  }
}

/**
 * DESIGN §6: focus types without a literature threshold start at the 90th percentile of their
 * own history. Sets that for each such type that has survey history and was never edited.
 */
export async function thresholdsFromHistory(db: Db): Promise<string[]> {
  const updated: string[] = [];
  const rows = await db.selectFrom('riskThreshold').select(['focusType', 'version']).where('source', '=', PROVISIONAL).execute();
  for (const { focusType, version } of rows) {
    if (version !== 1) continue;
    const history = await db
      .selectFrom('survey as v')
      .innerJoin('sourcePoint as s', 's.sourceId', 'v.sourceId')
      .select(['v.hostDensity', 'v.fleaIndex'])
      .where('s.focusType', '=', focusType)
      .execute();
    const densities = history.map((row) => row.hostDensity).filter((value): value is number => value !== null);
    if (densities.length === 0) continue;
    await db
      .updateTable('riskThreshold')
      .set({ hostDensity: Math.round(percentile(densities, 90) * 100) / 100, source: formatThresholdSource({ provisional: true, surveys: densities.length }), updatedAt: nowIso() })
      .where('focusType', '=', focusType)
      .execute();
    updated.push(focusType);
  }
  return updated;
}

/** What an evaluation judges by: the thresholds per focus type, and the days an alert keeps raising its point's level. */
export interface EngineRules {
  thresholds: Map<string, Thresholds>;
  windowDays: number;
}

/** The rules as stored now; `windowDays` comes from RISK_WINDOW_DAYS (DESIGN §6: 30, configurable). */
export async function engineRules(db: Db, windowDays: number): Promise<EngineRules> {
  const rows = await db.selectFrom('riskThreshold').select(['focusType', 'hostDensity', 'fleaIndex', 'densityUnit']).execute();
  const thresholds = new Map(rows.map((row) => [row.focusType, { hostDensity: row.hostDensity, fleaIndex: row.fleaIndex, densityUnit: row.densityUnit as Thresholds['densityUnit'] }]));
  return { thresholds, windowDays };
}

const surveyFactColumns = ['surveyId', 'surveyDate', 'hostDensity', 'captureRate', 'fleaIndex', 'isolatesHost', 'isolatesVector', 'deadRodentsPositive', 'seraPositive', 'suspectedHumanCases'] as const;

const riskScore = (level: string) => (level === 'none' ? 0 : LEVEL_RANK[level as keyof typeof LEVEL_RANK] * 25);

/**
 * Takes the source point's row lock (PostgreSQL) for the rest of the caller's transaction, so two
 * evaluations of one point (a survey write and a recompute, say) cannot both open the same alert.
 * SQLite lets one writer in at a time anyway. Answers the point's focus type, undefined if gone.
 */
export async function lockSourcePoint(db: Db, sourceId: number): Promise<string | undefined> {
  const query = db.selectFrom('sourcePoint').select('focusType').where('sourceId', '=', sourceId);
  const row = await (dialectOf(db) === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
  return row?.focusType;
}

export interface EvaluationResult {
  alertsOpened: number;
  surveys: number;
}

/** An alert while a source point is evaluated: stored or new, with its evidence parsed once. */
interface WorkingAlert {
  stored?: Selectable<AlertTable>;
  rule: Trigger['rule'];
  level: AlertFacts['level'];
  status: AlertFacts['status'];
  triggeredAt: string;
  lastTriggeredAt: string;
  observed: number;
  threshold: number;
  surveyIds: number[];
  changed: boolean;
}

const working = (row: Selectable<AlertTable>): WorkingAlert => ({
  stored: row,
  rule: row.rule as Trigger['rule'],
  level: row.level as AlertFacts['level'],
  status: row.status as AlertFacts['status'],
  triggeredAt: row.triggeredAt,
  lastTriggeredAt: row.lastTriggeredAt,
  observed: row.observed,
  threshold: row.threshold,
  surveyIds: JSON.parse(row.surveyIds) as number[],
  changed: false,
});

const opening = (survey: SurveyFacts, trigger: Trigger): WorkingAlert => ({
  ...trigger,
  status: 'new',
  triggeredAt: survey.surveyDate,
  lastTriggeredAt: survey.surveyDate,
  surveyIds: [survey.surveyId],
  changed: true,
});

/** A later trigger of the same rule joins the open alert: its evidence, latest date and highest value. */
function absorb(alert: WorkingAlert, survey: SurveyFacts, trigger: Trigger): void {
  alert.surveyIds.push(survey.surveyId);
  if (survey.surveyDate > alert.lastTriggeredAt) alert.lastTriggeredAt = survey.surveyDate;
  alert.observed = Math.max(alert.observed, trigger.observed);
  alert.changed = true;
}

const alreadyRecorded = (alerts: readonly WorkingAlert[], trigger: Trigger, surveyId: number) =>
  alerts.some((alert) => alert.rule === trigger.rule && alert.surveyIds.includes(surveyId));

const INSERT_BATCH = 500;

/** Writes what the evaluation changed: one insert for the new alerts, one update per extended one. */
async function saveAlerts(db: Db, sourceId: number, alerts: readonly WorkingAlert[]): Promise<number> {
  const at = nowIso();
  const fresh: Insertable<AlertTable>[] = [];
  for (const alert of alerts.filter((candidate) => candidate.changed)) {
    const evidence = { lastTriggeredAt: alert.lastTriggeredAt, observed: alert.observed, surveyIds: JSON.stringify(alert.surveyIds) };
    if (alert.stored) {
      await db.updateTable('alert').set(evidence).where('alertId', '=', alert.stored.alertId).execute();
      continue;
    }
    const { rule, level, status, triggeredAt, threshold } = alert;
    fresh.push({ sourceId, rule, level, status, triggeredAt, threshold, ...evidence, createdAt: at, createdBy: 'engine', updatedAt: at, updatedBy: 'engine', version: 1 });
  }
  for (let start = 0; start < fresh.length; start += INSERT_BATCH) await db.insertInto('alert').values(fresh.slice(start, start + INSERT_BATCH)).execute();
  return fresh.length;
}

/** The surveys dated before `date` (history is sorted by date). */
function historyBefore(history: readonly SurveyFacts[], date: string): SurveyFacts[] {
  const end = history.findIndex((survey) => survey.surveyDate >= date);
  return end === -1 ? [...history] : history.slice(0, end);
}

/**
 * Evaluates surveys of one source point (all of them, or just `onlySurveyIds`) against the
 * rules, opens or extends alerts, and keeps the point's risk level current. Runs inside the
 * caller's transaction. Idempotent: a survey already recorded under an alert of the same rule
 * is not counted again. The rules run in memory; the writes come at the end, one per alert.
 */
export async function evaluateSource(db: Db, sourceId: number, rules: EngineRules, onlySurveyIds?: number[], today = nowIso().slice(0, 10)): Promise<EvaluationResult> {
  const focusType = await lockSourcePoint(db, sourceId);
  if (focusType === undefined) return { alertsOpened: 0, surveys: 0 };
  const history: SurveyFacts[] = await db.selectFrom('survey').select(surveyFactColumns).where('sourceId', '=', sourceId).orderBy('surveyDate').orderBy('surveyId').execute();
  const alerts = (await db.selectFrom('alert').selectAll().where('sourceId', '=', sourceId).orderBy('alertId').execute()).map(working);
  const limits = rules.thresholds.get(focusType) ?? THRESHOLD_DEFAULTS[focusType as FocusType];
  const targets = onlySurveyIds ? history.filter((survey) => onlySurveyIds.includes(survey.surveyId)) : history;
  for (const survey of targets) {
    const triggers = evaluateSurvey(survey, historyBefore(history, survey.surveyDate), limits).filter((trigger) => !alreadyRecorded(alerts, trigger, survey.surveyId));
    const { absorbed, fresh } = routeTriggers(alerts, triggers);
    for (const { alert, trigger } of absorbed) absorb(alert, survey, trigger);
    for (const trigger of fresh) alerts.push(opening(survey, trigger));
  }
  const alertsOpened = await saveAlerts(db, sourceId, alerts);
  await updateRisk(db, sourceId, alerts, history.at(-1)?.surveyDate ?? '', today, rules.windowDays);
  return { alertsOpened, surveys: targets.length };
}

async function updateRisk(db: Db, sourceId: number, alerts: readonly WorkingAlert[], lastSurveyOn: string, today: string, windowDays: number): Promise<void> {
  const level = riskLevelOf(alerts.map((alert) => ({ ...alert, triggeredAt: alert.lastTriggeredAt })), today, windowDays);
  const top = alerts
    .filter((alert) => alert.level === level && alert.status !== 'discarded')
    .sort((a, b) => b.lastTriggeredAt.localeCompare(a.lastTriggeredAt))[0];
  await db
    .updateTable('sourcePoint')
    .set({
      riskLevel: level,
      riskRank: level === 'none' ? 0 : LEVEL_RANK[level],
      riskScore: riskScore(level),
      riskReason: formatRiskReason(top),
      riskUpdatedAt: nowIso(),
      lastSurveyOn,
    })
    .where('sourceId', '=', sourceId)
    .execute();
}

/** Runs `work` in a transaction of its own, or in the caller's when `db` already is one. */
function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

export interface RecomputeOptions {
  /** Called before the first point and after each batch: points evaluated so far, of how many. */
  onProgress?(done: number, total: number): void;
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
export async function recomputeAll(db: Db, { onProgress, batchSize = 50, today, windowDays }: RecomputeOptions): Promise<EvaluationResult & { sourcePoints: number }> {
  const rules = await engineRules(db, windowDays);
  const sources = await db.selectFrom('sourcePoint').select('sourceId').orderBy('sourceId').execute();
  let alertsOpened = 0;
  let surveys = 0;
  onProgress?.(0, sources.length);
  for (let start = 0; start < sources.length; start += batchSize) {
    const batch = sources.slice(start, start + batchSize);
    await inTransaction(db, async (trx) => {
      for (const { sourceId } of batch) {
        const result = await evaluateSource(trx, sourceId, rules, undefined, today);
        alertsOpened += result.alertsOpened;
        surveys += result.surveys;
      }
    });
    onProgress?.(start + batch.length, sources.length);
  }
  return { sourcePoints: sources.length, surveys, alertsOpened };
}

/**
 * A point's level falls as its alerts leave the window (RISK_WINDOW_DAYS), without any write to
 * trigger it: re-evaluates the points whose level was last set before `today` and is not none.
 */
export async function refreshStaleRisk(db: Db, windowDays: number, today = nowIso().slice(0, 10)): Promise<number> {
  const stale = await db.selectFrom('sourcePoint').select('sourceId').where('riskLevel', '!=', 'none').where('riskUpdatedAt', '<', today).orderBy('sourceId').execute();
  if (stale.length === 0) return 0;
  const rules = await engineRules(db, windowDays);
  await inTransaction(db, async (trx) => {
    for (const { sourceId } of stale) await evaluateSource(trx, sourceId, rules, [], today);
  });
  return stale.length;
}

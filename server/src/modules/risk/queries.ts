import type { RiskRule } from '@ews/contract';
import { sql, type Insertable, type Selectable } from 'kysely';
import { dialectOf, nowIso, type Db } from '../../db/connection.ts';
import type { AlertTable, RiskThresholdTable } from '../../db/schema.ts';
import type { PointRisk, WorkingAlert } from '../../engine/evaluate.ts';
import type { SurveyFacts, Thresholds } from '../../engine/rules.ts';
import type { ThresholdDefault } from '../../engine/thresholds.ts';

/** The thresholds as stored now, per focus type. */
export async function storedThresholds(db: Db): Promise<Map<string, Thresholds>> {
  const rows = await db.selectFrom('riskThreshold').select(['focusType', 'hostDensity', 'fleaIndex', 'densityUnit']).execute();
  return new Map(rows.map((row) => [row.focusType, { hostDensity: row.hostDensity, fleaIndex: row.fleaIndex, densityUnit: row.densityUnit as Thresholds['densityUnit'] }]));
}

/** Every stored threshold row (the rules screen's), in no particular order. */
export function listThresholds(db: Db): Promise<RiskRule[]> {
  return db.selectFrom('riskThreshold').selectAll().execute() as Promise<RiskRule[]>;
}

export function findThreshold(db: Db, focusType: string): Promise<Selectable<RiskThresholdTable> | undefined> {
  return db.selectFrom('riskThreshold').selectAll().where('focusType', '=', focusType).executeTakeFirst();
}

/** A person's edit of one focus type's thresholds, guarded by `version = ?`. */
export function updateThreshold(db: Db, rule: { focusType: string; hostDensity: number; fleaIndex: number; version: number }, actor: string) {
  return db
    .updateTable('riskThreshold')
    .set({ hostDensity: rule.hostDensity, fleaIndex: rule.fleaIndex, updatedAt: nowIso(), updatedBy: actor, version: sql`version + 1` })
    .where('focusType', '=', rule.focusType)
    .where('version', '=', rule.version)
    .executeTakeFirst();
}

export async function thresholdFocusTypes(db: Db): Promise<Set<string>> {
  return new Set((await db.selectFrom('riskThreshold').select('focusType').execute()).map((row) => row.focusType));
}

export async function insertThreshold(db: Db, focusType: string, defaults: ThresholdDefault, at: string): Promise<void> {
  await db.insertInto('riskThreshold').values({ focusType, ...defaults, updatedAt: at, updatedBy: 'system', version: 1 }).execute();
}

export type Measure = 'hostDensity' | 'captureRate';

function measuredAt(db: Db, focusType: string, measure: Measure) {
  return db.selectFrom('survey as v').innerJoin('sourcePoint as s', 's.sourceId', 'v.sourceId').where('s.focusType', '=', focusType).where(`v.${measure}`, 'is not', null);
}

/** How many surveys at points of a focus type recorded a measure. */
export async function countMeasured(db: Db, focusType: string, measure: Measure): Promise<number> {
  const { n } = await measuredAt(db, focusType, measure).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(n);
}

/** `limit` recorded values of a measure from `offset` on, smallest first: the database sorts them. */
export async function sortedMeasures(db: Db, focusType: string, measure: Measure, offset: number, limit: number): Promise<number[]> {
  const rows = await measuredAt(db, focusType, measure).select(`v.${measure} as value`).orderBy(`v.${measure}`).limit(limit).offset(offset).execute();
  return rows.map((row) => Number(row.value));
}

/** Sets a focus type's density threshold and its source without counting as a person's edit (the version stays). */
export async function setDensityThreshold(db: Db, focusType: string, hostDensity: number, source: string): Promise<void> {
  await db.updateTable('riskThreshold').set({ hostDensity, source, updatedAt: nowIso() }).where('focusType', '=', focusType).execute();
}

/**
 * Takes the source points' row locks (PostgreSQL), in ascending id order, for the rest of the
 * caller's transaction, so two evaluations of one point (a survey write and a recompute, say)
 * cannot both open the same alert. SQLite lets one writer in at a time anyway. Answers the focus
 * type of each point that exists.
 */
export async function lockSourcePointsOf(db: Db, sourceIds: readonly number[]): Promise<Map<number, string>> {
  if (sourceIds.length === 0) return new Map();
  const query = db.selectFrom('sourcePoint').select(['sourceId', 'focusType']).where('sourceId', 'in', sourceIds).orderBy('sourceId');
  const rows = await (dialectOf(db) === 'postgres' ? query.forUpdate() : query).execute();
  return new Map(rows.map((row) => [row.sourceId, row.focusType]));
}

/** lockSourcePointsOf for one point: its focus type, undefined if gone. */
export async function lockSourcePoint(db: Db, sourceId: number): Promise<string | undefined> {
  return (await lockSourcePointsOf(db, [sourceId])).get(sourceId);
}

const snakeCase = (column: string) => column.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

const surveyFactColumns = ['surveyId', 'surveyDate', 'hostDensity', 'captureRate', 'fleaIndex', 'isolatesHost', 'isolatesVector', 'deadRodentsPositive', 'seraPositive', 'suspectedHumanCases'] as const;

/** Rows ordered by point, grouped by it: every point asked for gets a list, empty if it has no rows. */
function byPoint<R extends { sourceId: number }, T>(sourceIds: readonly number[], rows: readonly R[], as: (row: R) => T): Map<number, T[]> {
  const grouped = new Map(sourceIds.map((sourceId) => [sourceId, [] as T[]]));
  for (const row of rows) grouped.get(row.sourceId)?.push(as(row));
  return grouped;
}

/**
 * What the rules read of the points' surveys, each point's sorted by date: one ordered pass over
 * them all. A full recompute reads every survey here; the columns are named as the rules read them
 * in the SQL itself, and the query runs without the case-mapping plugin, which would otherwise
 * rename every key of every row (a good part of a recompute).
 */
export async function surveyFactsOfPoints(db: Db, sourceIds: readonly number[]): Promise<Map<number, SurveyFacts[]>> {
  if (sourceIds.length === 0) return new Map();
  const columns = sql.join(['sourceId', ...surveyFactColumns].map((column) => sql`${sql.ref(snakeCase(column))} as ${sql.ref(column)}`));
  const { rows } = await sql<SurveyFacts & { sourceId: number }>`select ${columns} from survey where source_id in (${sql.join(sourceIds)}) order by source_id, survey_date, survey_id`.execute(
    db.withoutPlugins(),
  );
  // Each row keeps its sourceId beside the facts: copying 600 000 rows to drop it costs more than it is worth.
  return byPoint(sourceIds, rows, (facts) => facts);
}

const working = (row: Selectable<AlertTable>): WorkingAlert => ({
  alertId: row.alertId,
  rule: row.rule as WorkingAlert['rule'],
  level: row.level as WorkingAlert['level'],
  status: row.status as WorkingAlert['status'],
  triggeredAt: row.triggeredAt,
  lastTriggeredAt: row.lastTriggeredAt,
  observed: row.observed,
  threshold: row.threshold,
  surveyIds: JSON.parse(row.surveyIds) as number[],
  changed: false,
});

/** The points' stored alerts, each point's oldest first, as the engine works on them. */
export async function alertsOfPoints(db: Db, sourceIds: readonly number[]): Promise<Map<number, WorkingAlert[]>> {
  if (sourceIds.length === 0) return new Map();
  const rows = await db.selectFrom('alert').selectAll().where('sourceId', 'in', sourceIds).orderBy('sourceId').orderBy('alertId').execute();
  return byPoint(sourceIds, rows, working);
}

const INSERT_BATCH = 500;

/** Writes what an evaluation changed: one insert for the new alerts, one update per extended one. Answers the new ones. */
export async function saveAlerts(db: Db, sourceId: number, alerts: readonly WorkingAlert[]): Promise<{ alertId: number; level: string }[]> {
  const at = nowIso();
  const fresh: Insertable<AlertTable>[] = [];
  for (const alert of alerts.filter((candidate) => candidate.changed)) {
    const evidence = { lastTriggeredAt: alert.lastTriggeredAt, observed: alert.observed, surveyIds: JSON.stringify(alert.surveyIds) };
    if (alert.alertId !== undefined) {
      await db.updateTable('alert').set(evidence).where('alertId', '=', alert.alertId).execute();
      continue;
    }
    const { rule, level, status, triggeredAt, threshold } = alert;
    fresh.push({ sourceId, rule, level, status, triggeredAt, threshold, ...evidence, createdAt: at, createdBy: 'engine', updatedAt: at, updatedBy: 'engine', version: 1 });
  }
  const inserted: { alertId: number; level: string }[] = [];
  for (let start = 0; start < fresh.length; start += INSERT_BATCH) {
    inserted.push(...(await db.insertInto('alert').values(fresh.slice(start, start + INSERT_BATCH)).returning(['alertId', 'level']).execute()));
  }
  return inserted;
}

export async function setPointRisk(db: Db, sourceId: number, risk: PointRisk, lastSurveyOn: string): Promise<void> {
  await db
    .updateTable('sourcePoint')
    .set({ riskLevel: risk.level, riskRank: risk.rank, riskScore: risk.score, riskReason: risk.reason, riskUpdatedAt: nowIso(), lastSurveyOn })
    .where('sourceId', '=', sourceId)
    .execute();
}

/** Every source point's id, ascending (the order evaluations lock points in). */
export async function allSourceIds(db: Db): Promise<number[]> {
  return (await db.selectFrom('sourcePoint').select('sourceId').orderBy('sourceId').execute()).map((row) => row.sourceId);
}

/** The points whose level is not none and was last set before `today`, ascending. */
export async function staleRiskSourceIds(db: Db, today: string): Promise<number[]> {
  return (await db.selectFrom('sourcePoint').select('sourceId').where('riskLevel', '!=', 'none').where('riskUpdatedAt', '<', today).orderBy('sourceId').execute()).map((row) => row.sourceId);
}

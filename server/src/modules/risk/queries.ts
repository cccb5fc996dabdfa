import type { RiskRule } from '@ews/contract';
import { sql, type Selectable } from 'kysely';
import { chunks } from '../../db/chunks.ts';
import { dialectOf, nowIso, type Db, type Dialect } from '../../db/connection.ts';
import { placeholders, runPlainSql } from '../../db/plain-sql.ts';
import type { RiskThresholdTable } from '../../db/schema.ts';
import type { FreshAlert } from '../notifications/queries.ts';
import type { PointRisk } from '../../engine/evaluate.ts';
import { anomalyWindows, type SeasonalWindow, type Thresholds } from '../../engine/rules.ts';
import type { ThresholdDefault } from '../../engine/thresholds.ts';
import type { ChangedAlert, PointRiskUpdate, PointRow } from './judge.ts';

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

/**
 * The recorded values of a measure at ranks `low`…`high` (from 0, smallest first) of the `count`
 * recorded. The database sorts them, from whichever end is nearer: its sorter keeps the rows up to
 * the offset and the limit, so the 90th percentile read from the top keeps a tenth of them (ten
 * focus types of 46 000 surveys each: 680 → 340 ms, half of a recompute's thresholds from history).
 */
export async function rankedMeasures(db: Db, focusType: string, measure: Measure, low: number, high: number, count: number): Promise<number[]> {
  const fromTop = count - 1 - high < low;
  const rows = await measuredAt(db, focusType, measure)
    .select(`v.${measure} as value`)
    .orderBy(`v.${measure}`, (order) => (fromTop ? order.desc() : order.asc()))
    .limit(high - low + 1)
    .offset(fromTop ? count - 1 - high : low)
    .execute();
  const values = rows.map((row) => Number(row.value));
  return fromTop ? values.reverse() : values;
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

/** A survey to evaluate, by id and date. */
export interface SurveyRef {
  surveyId: number;
  surveyDate: string;
}

/**
 * Which of a point's surveys an evaluation reads: all of them, or for `only` those surveys and
 * the seasons of earlier years the anomaly rule compares each with (a write's evaluation reads a
 * few of the point's surveys rather than its whole history), or none for an empty `only`. Each
 * alternative names the point, so that each is a seek of its own in (source_id, survey_date) rather
 * than a filter over all of the point's surveys (a third of the read, at five seasons of history).
 * Answers the condition's text for `only`'s surveys and their `windows` (parameters in that order).
 */
function historyFilter(only: readonly SurveyRef[] | undefined, windows: readonly SeasonalWindow[]): string {
  const ofPoint = 'v.source_id = s.source_id';
  if (only === undefined) return ofPoint;
  if (only.length === 0) return '1 = 0';
  const inWindows = windows.map(() => `(${ofPoint} and v.survey_date between ? and ?)`);
  return `(${ofPoint} and v.survey_id in (${placeholders(only.length)})) or ${inWindows.join(' or ')}`;
}

/** The seasons of earlier years that judging `only`'s surveys reads. */
const windowsOf = (only: readonly SurveyRef[] | undefined) => (only ? [...new Set(only.map((survey) => survey.surveyDate))].flatMap((date) => anomalyWindows(date)) : []);

/** Each database's JSON functions: an array, an aggregate of rows, and an alert's evidence (JSON text) as JSON, not as a string to parse again. */
const JSON_FUNCTIONS = {
  postgres: ['json_build_array', 'json_agg', 'cast(a.survey_ids as json)'],
  sqlite: ['json_array', 'json_group_array', 'json(a.survey_ids)'],
} as const;

/**
 * The text of pointsToEvaluate's statement, one string per shape: SQLite's statements are kept by
 * their text, and a string built afresh for each write was hashed and compared in full each time.
 */
const evaluationReads = new Map<string, string>();
const EVALUATION_READS_KEPT = 200;

function evaluationRead(dialect: Dialect, points: number, only: readonly SurveyRef[] | undefined, windows: readonly SeasonalWindow[]): string {
  const shape = `${dialect} ${points} ${only?.length ?? 'all'} ${windows.length}`;
  let text = evaluationReads.get(shape);
  if (text !== undefined) return text;
  const [array, arrays, surveyIds] = JSON_FUNCTIONS[dialect];
  // A partial history does not end at the latest survey: its date is read on its own (an index seek).
  const latest = only === undefined ? 'null' : '(select max(v.survey_date) from survey v where v.source_id = s.source_id)';
  text = `select s.source_id as "sourceId", s.focus_type as "focusType", s.risk_level as "level", s.risk_rank as "rank", s.risk_score as "score",
      s.risk_reason as "reason", s.risk_updated_at as "updatedAt", s.last_survey_on as "lastSurveyOn", ${latest} as "latestSurveyOn",
      s.province_code as "provinceCode", s.prefecture_code as "prefectureCode", s.county_code as "countyCode", s.county_name as "countyName",
      (select ${arrays}(${array}(v.survey_id, v.survey_date, v.host_density, v.capture_rate, v.flea_index, v.isolates_host, v.isolates_vector,
        v.dead_rodents_positive, v.sera_positive, v.suspected_human_cases, v.dead_rodents_pending)) from survey v where ${historyFilter(only, windows)}) as "history",
      (select ${arrays}(${array}(a.alert_id, a.rule, a.priority, a.status, a.triggered_at, a.last_triggered_at, a.observed, a.threshold, ${surveyIds}))
        from alert a where a.source_id = s.source_id) as "alerts"
    from source_point s where s.source_id in (${placeholders(points)}) order by s.source_id`;
  if (evaluationReads.size >= EVALUATION_READS_KEPT) evaluationReads.clear();
  evaluationReads.set(shape, text);
  return text;
}

/**
 * Everything an evaluation of the points reads, in one statement: each point's row with its
 * surveys (see historyFilter) and its alerts as JSON arrays of arrays, in ascending id order. A
 * full recompute reads 600 000 surveys here; as one row per point, with the surveys in a JSON
 * text the engine parses, they cost a third of what 600 000 rows did through the driver, which
 * builds an object per row. The aggregates are not ordered in SQL: each sorted its rows in a
 * temporary B-tree, which cost more than the rest of a write's read; judgePoints puts them in
 * order. On PostgreSQL the points' row locks are taken first, by a statement of their own (see lockSourcePointsOf), so that this one's snapshot sees what a writer that held
 * them committed. Written as text (runPlainSql): every survey write runs it.
 */
export async function readPointRows(db: Db, sourceIds: readonly number[], only?: readonly SurveyRef[]): Promise<PointRow[]> {
  if (sourceIds.length === 0) return [];
  const dialect = dialectOf(db);
  if (dialect === 'postgres') await lockSourcePointsOf(db, sourceIds);
  const { text, parameters } = pointRowsRead(dialect, sourceIds, only);
  return runPlainSql<PointRow>(db, text, parameters);
}

/** readPointRows's statement, as text and parameters: the recompute's judges run it on a connection of their own. */
export function pointRowsRead(dialect: Dialect, sourceIds: readonly number[], only?: readonly SurveyRef[]): { text: string; parameters: unknown[] } {
  const windows = windowsOf(only);
  const parameters: unknown[] = [];
  for (const survey of only ?? []) parameters.push(survey.surveyId);
  for (const { from, to } of windows) parameters.push(from, to);
  parameters.push(...sourceIds);
  return { text: evaluationRead(dialect, sourceIds.length, only, windows), parameters };
}

/** Alerts per insert: 500 rows of 18 values, well inside both databases' limits on a statement's parameters. */
const INSERT_BATCH = 500;

const ALERT_COLUMNS =
  'source_id, rule, priority, status, triggered_at, last_triggered_at, observed, threshold, survey_ids, created_at, created_by, updated_at, updated_by, version, province_code, prefecture_code, county_code, county_name';
const ALERT_ROW = `(${placeholders(18)})`;

/**
 * Inserts new alerts in multi-row statements written as text (runPlainSql), in the order given, so
 * each point's get ascending ids: a recompute from nothing opens tens of thousands, and Kysely
 * built a node for each of their values, a fifth of the recompute's writes.
 */
async function insertAlerts(db: Db, alerts: readonly ChangedAlert[], at: string): Promise<FreshAlert[]> {
  const inserted: FreshAlert[] = [];
  for (const rows of chunks(alerts, INSERT_BATCH)) {
    const values: unknown[] = [];
    for (const alert of rows) {
      values.push(alert.sourceId, alert.rule, alert.priority, alert.status, alert.triggeredAt, alert.lastTriggeredAt, alert.observed, alert.threshold);
      values.push(JSON.stringify(alert.surveyIds), at, 'engine', at, 'engine', 1, alert.provinceCode, alert.prefectureCode, alert.countyCode, alert.countyName);
    }
    const text = `insert into alert (${ALERT_COLUMNS}) values ${`${ALERT_ROW},`.repeat(rows.length - 1)}${ALERT_ROW} returning alert_id as "alertId", priority`;
    inserted.push(...(await runPlainSql<FreshAlert>(db, text, values)));
  }
  return inserted;
}

/**
 * Writes what evaluations changed: the new alerts (see insertAlerts), each with its point's place as
 * its own, one update per extended one. Answers the new ones.
 */
export async function saveAlerts(db: Db, alerts: readonly ChangedAlert[]): Promise<FreshAlert[]> {
  const fresh: ChangedAlert[] = [];
  for (const alert of alerts) {
    if (alert.alertId === undefined) {
      fresh.push(alert);
      continue;
    }
    if (alert.resolvedFrom !== undefined) await closeResolved(db, alert.alertId, alert.resolvedFrom);
    // Written as text, not built: a survey that meets an open alert extends it on every write.
    await runPlainSql(db, 'update alert set last_triggered_at = ?, observed = ?, threshold = ?, survey_ids = ? where alert_id = ?', [
      alert.lastTriggeredAt,
      alert.observed,
      alert.threshold,
      JSON.stringify(alert.surveyIds),
      alert.alertId,
    ]);
  }
  return insertAlerts(db, fresh, nowIso());
}

/** A signal its results resolved (dead animals no longer pending): closed by the engine, with an event that says why. */
async function closeResolved(db: Db, alertId: number, from: string): Promise<void> {
  const at = nowIso();
  await db.updateTable('alert').set({ status: 'closed', updatedAt: at, updatedBy: 'engine', version: sql`version + 1` }).where('alertId', '=', alertId).execute();
  await db.insertInto('alertEvent').values({ alertId, fromStatus: from, toStatus: 'closed', note: 'event.resultsCame', username: 'engine', at }).execute();
}

const sameRisk = (a: PointRisk, b: PointRisk) => a.level === b.level && a.rank === b.rank && a.score === b.score && a.reason === b.reason;

/**
 * Sets the points' risk in one statement (a recompute sets 50 at a time), written as text
 * (runPlainSql): on a survey write this is one of the two statements the engine adds to the insert,
 * and building it cost more than running it. The values arrive untyped on PostgreSQL, hence the casts.
 */
export async function setPointRisks(db: Db, updates: readonly PointRiskUpdate[]): Promise<void> {
  if (updates.length === 0) return;
  const at = nowIso();
  if (updates.length === 1) {
    // A survey write's one point: a plain update costs half of the join below; and when the risk
    // itself is unchanged, as most writes find it, its columns are left alone, and with them the
    // risk_rank index, whose page the commit would otherwise write again.
    const [{ sourceId, risk, lastSurveyOn, stored }] = updates as [PointRiskUpdate];
    const stamp = [at, lastSurveyOn, sourceId];
    if (sameRisk(risk, stored)) await runPlainSql(db, 'update source_point set risk_updated_at = ?, last_survey_on = ? where source_id = ?', stamp);
    else {
      const columns = 'risk_level = ?, risk_rank = ?, risk_score = ?, risk_reason = ?, risk_updated_at = ?, last_survey_on = ?';
      await runPlainSql(db, `update source_point set ${columns} where source_id = ?`, [risk.level, risk.rank, risk.score, risk.reason, ...stamp]);
    }
    return;
  }
  const rows = updates.flatMap(({ sourceId, risk, lastSurveyOn }) => [sourceId, risk.level, risk.rank, risk.score, risk.reason, lastSurveyOn]);
  await runPlainSql(
    db,
    `with risk(source_id, level, rank, score, reason, last_survey_on) as (values ${updates.map(() => '(?, ?, ?, ?, ?, ?)').join(', ')})
    update source_point set risk_level = risk.level, risk_rank = cast(risk.rank as integer), risk_score = cast(risk.score as double precision),
      risk_reason = risk.reason, risk_updated_at = ?, last_survey_on = risk.last_survey_on
    from risk where source_point.source_id = cast(risk.source_id as integer)`,
    [...rows, at],
  );
}

/** Every source point's id, ascending (the order evaluations lock points in). */
export async function allSourceIds(db: Db): Promise<number[]> {
  return (await db.selectFrom('sourcePoint').select('sourceId').orderBy('sourceId').execute()).map((row) => row.sourceId);
}

/** The points whose risk is not none and was last set before `today`, ascending. */
export async function staleRiskSourceIds(db: Db, today: string): Promise<number[]> {
  return (await db.selectFrom('sourcePoint').select('sourceId').where('riskLevel', '!=', 'none').where('riskUpdatedAt', '<', today).orderBy('sourceId').execute()).map((row) => row.sourceId);
}

import { LEVEL_RANK, OPEN_STATUSES, evaluateSurvey, percentile, riskLevelOf, routeTriggers, type AlertFacts, type SurveyFacts, type Thresholds, type Trigger } from './rules.ts';
import { FOCUS_TYPE_KEYS, type FocusType } from '@ews/contract';
import type { Selectable } from 'kysely';
import { nowIso, type Db } from '../db/connection.ts';
import type { AlertTable } from '../db/schema.ts';
import { PERCENTILE_NOTE, THRESHOLD_DEFAULTS } from './thresholds.ts';

type AlertRow = Selectable<AlertTable>;

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
  const rows = await db.selectFrom('riskThreshold').select(['focusType', 'version']).where('source', '=', PERCENTILE_NOTE).execute();
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
      .set({ hostDensity: Math.round(percentile(densities, 90) * 100) / 100, source: `${PERCENTILE_NOTE} Set from ${densities.length} surveys.`, updatedAt: nowIso() })
      .where('focusType', '=', focusType)
      .execute();
    updated.push(focusType);
  }
  return updated;
}

export async function thresholdsOf(db: Db): Promise<Map<string, Thresholds>> {
  const rows = await db.selectFrom('riskThreshold').select(['focusType', 'hostDensity', 'fleaIndex', 'densityUnit']).execute();
  return new Map(rows.map((row) => [row.focusType, { hostDensity: row.hostDensity, fleaIndex: row.fleaIndex, densityUnit: row.densityUnit as Thresholds['densityUnit'] }]));
}

const surveyFactColumns = ['surveyId', 'surveyDate', 'hostDensity', 'captureRate', 'fleaIndex', 'isolatesHost', 'isolatesVector', 'deadRodentsPositive', 'seraPositive', 'suspectedHumanCases'] as const;

const riskScore = (level: string) => (level === 'none' ? 0 : LEVEL_RANK[level as keyof typeof LEVEL_RANK] * 25);

export interface EvaluationResult {
  alertsOpened: number;
  surveys: number;
}

function alreadyRecorded(alerts: AlertRow[], trigger: Trigger, surveyId: number): boolean {
  return alerts.some((alert) => alert.rule === trigger.rule && (JSON.parse(alert.surveyIds) as number[]).includes(surveyId));
}

/**
 * Evaluates surveys of one source point (all of them, or just `onlySurveyIds`) against the
 * rules, opens or extends alerts, and keeps the point's risk level current. Runs inside the
 * caller's transaction. Idempotent: a survey already recorded under an alert of the same rule
 * is not counted again.
 */
export async function evaluateSource(db: Db, sourceId: number, thresholds: Map<string, Thresholds>, onlySurveyIds?: number[], today = nowIso().slice(0, 10)): Promise<EvaluationResult> {
  const source = await db.selectFrom('sourcePoint').select(['focusType']).where('sourceId', '=', sourceId).executeTakeFirst();
  if (!source) return { alertsOpened: 0, surveys: 0 };
  const history: SurveyFacts[] = await db.selectFrom('survey').select(surveyFactColumns).where('sourceId', '=', sourceId).orderBy('surveyDate').orderBy('surveyId').execute();
  const alerts = await db.selectFrom('alert').selectAll().where('sourceId', '=', sourceId).orderBy('alertId').execute();
  const limits = thresholds.get(source.focusType) ?? THRESHOLD_DEFAULTS[source.focusType as FocusType];
  const targets = onlySurveyIds ? history.filter((survey) => onlySurveyIds.includes(survey.surveyId)) : history;
  let opened = 0;
  const at = nowIso();
  for (const survey of targets) {
    const before = history.filter((past) => past.surveyDate < survey.surveyDate);
    const triggers = evaluateSurvey(survey, before, limits).filter((trigger) => !alreadyRecorded(alerts, trigger, survey.surveyId));
    const { absorbed, fresh } = routeTriggers(alerts as (AlertRow & { rule: Trigger['rule']; status: AlertFacts['status'] })[], triggers);
    for (const { alert, trigger } of absorbed) {
      const surveyIds = [...(JSON.parse(alert.surveyIds) as number[]), survey.surveyId];
      const update = { surveyIds: JSON.stringify(surveyIds), lastTriggeredAt: survey.surveyDate > alert.lastTriggeredAt ? survey.surveyDate : alert.lastTriggeredAt, observed: Math.max(alert.observed, trigger.observed) };
      await db.updateTable('alert').set(update).where('alertId', '=', alert.alertId).execute();
      Object.assign(alert, update);
    }
    for (const trigger of fresh) {
      const values = {
        sourceId,
        rule: trigger.rule,
        level: trigger.level,
        status: 'new',
        triggeredAt: survey.surveyDate,
        lastTriggeredAt: survey.surveyDate,
        observed: trigger.observed,
        threshold: trigger.threshold,
        surveyIds: JSON.stringify([survey.surveyId]),
        createdAt: at,
        createdBy: 'engine',
        updatedAt: at,
        updatedBy: 'engine',
        version: 1,
      };
      const { alertId } = await db.insertInto('alert').values(values).returning('alertId').executeTakeFirstOrThrow();
      alerts.push({ ...values, alertId });
      opened++;
    }
  }
  await updateRisk(db, sourceId, alerts, history.at(-1)?.surveyDate ?? '', today);
  return { alertsOpened: opened, surveys: targets.length };
}

async function updateRisk(db: Db, sourceId: number, alerts: AlertRow[], lastSurveyOn: string, today: string): Promise<void> {
  const facts = alerts.map((alert) => ({ rule: alert.rule, level: alert.level, status: alert.status, triggeredAt: alert.lastTriggeredAt }) as AlertFacts);
  const level = riskLevelOf(facts, today);
  const top = alerts
    .filter((alert) => alert.level === level && (OPEN_STATUSES.includes(alert.status as AlertFacts['status']) || alert.status === 'closed'))
    .sort((a, b) => b.lastTriggeredAt.localeCompare(a.lastTriggeredAt))[0];
  await db
    .updateTable('sourcePoint')
    .set({
      riskLevel: level,
      riskRank: level === 'none' ? 0 : LEVEL_RANK[level],
      riskScore: riskScore(level),
      riskReason: top ? `${top.rule}:${top.observed}/${top.threshold}` : '',
      riskUpdatedAt: nowIso(),
      lastSurveyOn,
    })
    .where('sourceId', '=', sourceId)
    .execute();
}

/** Every source point, every survey: what rules-screen saves and the recompute button run. */
export async function recomputeAll(db: Db): Promise<EvaluationResult & { sourcePoints: number }> {
  const thresholds = await thresholdsOf(db);
  const sources = await db.selectFrom('sourcePoint').select('sourceId').orderBy('sourceId').execute();
  let alertsOpened = 0;
  let surveys = 0;
  for (const { sourceId } of sources) {
    const result = await evaluateSource(db, sourceId, thresholds);
    alertsOpened += result.alertsOpened;
    surveys += result.surveys;
  }
  return { sourcePoints: sources.length, surveys, alertsOpened };
}

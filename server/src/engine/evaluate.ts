/**
 * One source point's evaluation in memory: its surveys, its alerts and its thresholds in; the
 * alerts opened or extended and the point's risk out. No database, no clock: the risk module
 * reads what this needs and writes what it answers.
 */
import { formatRiskReason } from '@ews/contract';
import { LEVEL_RANK, evaluateSurvey, riskLevelOf, routeTriggers, toldOf, type AlertFacts, type AlertLevel, type SurveyFacts, type Thresholds, type Trigger } from './rules.ts';

/** What an evaluation judges by: the thresholds per focus type, and the days an alert keeps raising its point's level. */
export interface EngineRules {
  thresholds: Map<string, Thresholds>;
  windowDays: number;
}

/** An alert while a source point is evaluated: stored (with its id) or new, with its evidence parsed once. */
export interface WorkingAlert {
  alertId?: number;
  rule: Trigger['rule'];
  level: AlertFacts['level'];
  status: AlertFacts['status'];
  triggeredAt: string;
  lastTriggeredAt: string;
  observed: number;
  threshold: number;
  surveyIds: number[];
  /** Opened or extended by this evaluation: to be written. */
  changed: boolean;
}

/** Named field by field: spreading the trigger took as long as the rest of opening a recompute's alerts. */
const opening = (survey: SurveyFacts, trigger: Trigger): WorkingAlert => ({
  rule: trigger.rule,
  level: trigger.level,
  observed: trigger.observed,
  threshold: trigger.threshold,
  status: 'new',
  triggeredAt: survey.surveyDate,
  lastTriggeredAt: survey.surveyDate,
  surveyIds: [survey.surveyId],
  changed: true,
});

/**
 * Whether `trigger` read further past its threshold than the alert's figures do. A rule may read
 * several measures (the anomaly rule: flea index, host density, capture rate), so a value and its
 * threshold are kept as a pair: the highest value alone set a host density of 252.7 against a flea
 * index's 0.804. Compared by cross-multiplying, as a threshold may be 0; for one measure's
 * threshold it is the higher value.
 */
const readsFurther = (trigger: Trigger, alert: WorkingAlert) => trigger.observed * alert.threshold > alert.observed * trigger.threshold || (trigger.threshold === alert.threshold && trigger.observed > alert.observed);

/** A later trigger of the same rule joins the open alert: its evidence, latest date, and the reading furthest past its threshold. */
export function absorb(alert: WorkingAlert, survey: SurveyFacts, trigger: Trigger): void {
  alert.surveyIds.push(survey.surveyId);
  if (survey.surveyDate > alert.lastTriggeredAt) alert.lastTriggeredAt = survey.surveyDate;
  if (readsFurther(trigger, alert)) {
    alert.observed = trigger.observed;
    alert.threshold = trigger.threshold;
  }
  alert.changed = true;
}

/** toldOf first: it is a comparison, while an alert's evidence may list a season's worth of surveys to search. */
const alreadyRecorded = (alerts: readonly WorkingAlert[], trigger: Trigger, surveyId: number) =>
  alerts.some((alert) => toldOf(alert.rule, alert.level, trigger) && alert.surveyIds.includes(surveyId));

/**
 * Evaluates surveys of one source point (all of its `history`, sorted by date, or just
 * `onlySurveyIds`) against the rules: opens alerts in `alerts` or extends them, marking each
 * one it touches as changed. Idempotent: a survey already recorded under an alert that told of
 * the same thing (toldOf) is not counted again. Answers how many surveys it evaluated.
 */
export function evaluatePoint(history: readonly SurveyFacts[], alerts: WorkingAlert[], limits: Thresholds, onlySurveyIds?: readonly number[]): number {
  const targets = onlySurveyIds ? history.filter((survey) => onlySurveyIds.includes(survey.surveyId)) : history;
  for (const survey of targets) {
    // The whole history, not a copy of what precedes the survey: the rules read only the seasons of earlier years from it.
    const triggers = evaluateSurvey(survey, history, limits).filter((trigger) => !alreadyRecorded(alerts, trigger, survey.surveyId));
    const { absorbed, fresh } = routeTriggers(alerts, triggers);
    for (const { alert, trigger } of absorbed) absorb(alert, survey, trigger);
    for (const trigger of fresh) alerts.push(opening(survey, trigger));
  }
  return targets.length;
}

/** A source point's risk as it is stored: level, its rank and score for sorting, and the alert that set it. */
export interface PointRisk {
  level: AlertLevel | 'none';
  rank: number;
  score: number;
  /** formatRiskReason of the latest alert at that level ('' for none). */
  reason: string;
}

/** The risk `alerts` give their point on `today`: the alerts count while open or within `windowDays` of their last trigger. */
export function pointRisk(alerts: readonly WorkingAlert[], today: string, windowDays: number): PointRisk {
  const level = riskLevelOf(alerts.map((alert) => ({ ...alert, triggeredAt: alert.lastTriggeredAt })), today, windowDays);
  const top = alerts
    .filter((alert) => alert.level === level && alert.status !== 'discarded')
    .sort((a, b) => b.lastTriggeredAt.localeCompare(a.lastTriggeredAt))[0];
  const rank = level === 'none' ? 0 : LEVEL_RANK[level];
  return { level, rank, score: rank * 25, reason: formatRiskReason(top) };
}

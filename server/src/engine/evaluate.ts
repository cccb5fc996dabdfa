/**
 * One source point's evaluation in memory: its surveys, its alerts and its thresholds in; the
 * alerts opened or extended and the point's risk out. No database, no clock: the risk module
 * reads what this needs and writes what it answers.
 */
import { formatRiskReason, PRIORITY_RANK, type RiskLevel } from '@ews/contract';
import { OPEN_STATUSES, evaluateSurvey, riskLevelOf, routeTriggers, toldOf, weighsOnRisk, type AlertFacts, type SurveyFacts, type Thresholds, type Trigger } from './rules.ts';

/** What an evaluation judges by: the thresholds per focus type, and the days an alert keeps raising its point's risk. */
export interface EngineRules {
  thresholds: Map<string, Thresholds>;
  windowDays: number;
}

/** An alert while a source point is evaluated: stored (with its id) or new, with its evidence parsed once. */
export interface WorkingAlert {
  alertId?: number;
  rule: Trigger['rule'];
  priority: AlertFacts['priority'];
  status: AlertFacts['status'];
  triggeredAt: string;
  lastTriggeredAt: string;
  observed: number;
  threshold: number;
  surveyIds: number[];
  /** Opened or extended by this evaluation: to be written. */
  changed: boolean;
  /** Closed by this evaluation because the results it waited for came: the status it had, for the event that says so. */
  resolvedFrom?: AlertFacts['status'];
}

/** Named field by field: spreading the trigger took as long as the rest of opening a recompute's alerts. */
const opening = (survey: SurveyFacts, trigger: Trigger): WorkingAlert => ({
  rule: trigger.rule,
  priority: trigger.priority,
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
  alerts.some((alert) => toldOf(alert.rule, alert.priority, trigger) && alert.surveyIds.includes(surveyId));

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
    const all = evaluateSurvey(survey, history, limits);
    const cases = all.find((trigger) => trigger.rule === 'humanCase');
    if (cases) signalEachCase(alerts, survey, cases);
    const triggers = all.filter((trigger) => trigger.rule !== 'humanCase' && !alreadyRecorded(alerts, trigger, survey.surveyId));
    const { absorbed, fresh } = routeTriggers(alerts, triggers);
    for (const { alert, trigger } of absorbed) absorb(alert, survey, trigger);
    for (const trigger of fresh) alerts.push(opening(survey, trigger));
    if (survey.deadRodentsPending === 0) resolvePendingDeadAnimals(alerts, survey.surveyId);
  }
  return targets.length;
}

/**
 * One signal per suspected case a survey counts, each of its own (DESIGN §6 rule 1): the survey's
 * case signals are counted, so that evaluating it again opens none and an edit from n cases to
 * n + 1 opens one. Fewer cases take none back: a signal raised stays, to be verified.
 */
function signalEachCase(alerts: WorkingAlert[], survey: SurveyFacts, cases: Trigger): void {
  let signalled = alerts.filter((alert) => alert.rule === 'humanCase' && alert.surveyIds.includes(survey.surveyId)).length;
  for (; signalled < cases.observed; signalled++) alerts.push(opening(survey, { ...cases, observed: 1 }));
}

/** A survey's dead animals no longer wait for results: its open dead-animal signal is closed, by the results (no person closes it). */
function resolvePendingDeadAnimals(alerts: WorkingAlert[], surveyId: number): void {
  for (const alert of alerts) {
    if (alert.rule !== 'deadAnimals' || !OPEN_STATUSES.includes(alert.status) || !alert.surveyIds.includes(surveyId)) continue;
    alert.resolvedFrom = alert.status;
    alert.status = 'closed';
    alert.changed = true;
  }
}

/** A source point's risk as it is stored: its most urgent signal's priority (or none), its rank and score for sorting, and the alert that set it. */
export interface PointRisk {
  level: RiskLevel;
  rank: number;
  score: number;
  /** formatRiskReason of the latest alert at that priority ('' for none). */
  reason: string;
}

/** The risk `alerts` give their point on `today`: the alerts count while open or within `windowDays` of their last trigger. */
export function pointRisk(alerts: readonly WorkingAlert[], today: string, windowDays: number): PointRisk {
  const level = riskLevelOf(alerts.map((alert) => ({ ...alert, triggeredAt: alert.lastTriggeredAt })), today, windowDays);
  const top = alerts
    .filter((alert) => alert.priority === level && weighsOnRisk(alert))
    .sort((a, b) => b.lastTriggeredAt.localeCompare(a.lastTriggeredAt))[0];
  const rank = level === 'none' ? 0 : PRIORITY_RANK[level];
  return { level, rank, score: rank * 25, reason: formatRiskReason(top) };
}

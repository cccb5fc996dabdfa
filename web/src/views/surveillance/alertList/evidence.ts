import type { AlertDetail, Survey } from '@ews/contract';

type Rule = AlertDetail['rule'];
type EvidenceColumn = 'density' | 'fleaIndex' | 'isolates' | 'serology' | 'deadRodents' | 'deadPending' | 'humanCases';

interface Limits {
  hostDensity: number;
  fleaIndex: number;
  /** The reading the anomaly alert records: the one furthest past its season's 90th percentile. */
  anomalyReading: number;
  density(survey: Survey): number | null;
}

const reaches = (value: number | null, threshold: number) => value !== null && value >= threshold;

/**
 * The survey values each rule reads; the evidence table marks the ones that fired. The anomaly
 * rule compares each survey's value with that survey's own season of earlier years, a percentile
 * the alert keeps only for its furthest reading (of one measure: flea index, host density or
 * capture rate): the cell marked is that reading, not every value above a threshold of another
 * measure (a host density of 252.7 was marked against a flea index's 0.804).
 */
const FIRED_BY: Record<Rule, (survey: Survey, limits: Limits) => Partial<Record<EvidenceColumn, boolean>>> = {
  humanCase: (survey) => ({ humanCases: survey.suspectedHumanCases > 0 }),
  isolate: (survey) => ({ isolates: survey.isolatesHost + survey.isolatesVector > 0, deadRodents: survey.deadRodentsPositive > 0 }),
  serology: (survey) => ({ serology: survey.seraPositive > 0 }),
  deadAnimals: (survey) => ({ deadPending: survey.deadRodentsPending > 0 }),
  fleaAndDensity: (survey, limits) => ({ fleaIndex: reaches(survey.fleaIndex, limits.fleaIndex), density: reaches(limits.density(survey), limits.hostDensity) }),
  fleaIndex: (survey, limits) => ({ fleaIndex: reaches(survey.fleaIndex, limits.fleaIndex) }),
  hostDensity: (survey, limits) => ({ density: reaches(limits.density(survey), limits.hostDensity) }),
  anomaly: (survey, limits) => ({ fleaIndex: survey.fleaIndex === limits.anomalyReading, density: limits.density(survey) === limits.anomalyReading }),
};

/** The density column's value: the capture rate where the focus type's rule reads that, else the host density. */
export function densityReading(alert: AlertDetail, survey: Survey): number | null {
  return alert.thresholds?.densityUnit === 'captureRate' ? survey.captureRate : survey.hostDensity;
}

function limitsOf(alert: AlertDetail): Limits {
  return {
    hostDensity: alert.thresholds?.hostDensity ?? Number.POSITIVE_INFINITY,
    fleaIndex: alert.thresholds?.fleaIndex ?? Number.POSITIVE_INFINITY,
    anomalyReading: alert.observed,
    density: (survey) => densityReading(alert, survey),
  };
}

/** Which of a survey's evidence cells the alert's rule fired on. */
export function firedCells(alert: AlertDetail, survey: Survey): Partial<Record<EvidenceColumn, boolean>> {
  return FIRED_BY[alert.rule](survey, limitsOf(alert));
}

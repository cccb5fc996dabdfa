/**
 * Judging source points as the database hands them over: their rows in, the alerts to open or
 * extend and the risks to store out. No database and no clock (the times come in), so that a full
 * recompute can run it in worker threads (judge-worker.ts) while the server's thread writes.
 */
import type { FocusType } from '@ews/contract';
import { inOrder } from '../../db/in-order.ts';
import { evaluatePoint, pointRisk, type EngineRules, type PointRisk, type WorkingAlert } from '../../engine/evaluate.ts';
import type { SurveyFacts } from '../../engine/rules.ts';
import { THRESHOLD_DEFAULTS } from '../../engine/thresholds.ts';

type SurveyFactsRow = [number, string, number | null, number | null, number | null, number, number, number, number, number, number];
type AlertRow = [number, string, string, string, string, string, number, number, number[]];

/** A point's row as the evaluation read gives it: its place, its surveys and alerts as JSON arrays of arrays (text from SQLite, parsed by pg). */
export type PointRow = PointRisk & AlertPlace & {
  sourceId: number;
  focusType: string;
  updatedAt: string;
  lastSurveyOn: string;
  latestSurveyOn: string | null;
  history: string | SurveyFactsRow[] | null;
  alerts: string | AlertRow[] | null;
};

/** Read by index, not by destructuring the array: this runs for each of a recompute's surveys, and destructuring walks an iterator. */
const surveyFacts = (row: SurveyFactsRow): SurveyFacts => ({
  surveyId: row[0],
  surveyDate: row[1],
  hostDensity: row[2],
  captureRate: row[3],
  fleaIndex: row[4],
  isolatesHost: row[5],
  isolatesVector: row[6],
  deadRodentsPositive: row[7],
  seraPositive: row[8],
  suspectedHumanCases: row[9],
  deadRodentsPending: row[10],
});

const workingAlert = (row: AlertRow): WorkingAlert => ({
  alertId: row[0],
  rule: row[1] as WorkingAlert['rule'],
  priority: row[2] as WorkingAlert['priority'],
  status: row[3] as WorkingAlert['status'],
  triggeredAt: row[4],
  lastTriggeredAt: row[5],
  observed: row[6],
  threshold: row[7],
  surveyIds: row[8],
  changed: false,
});

/** A JSON array as the database hands it over: text from SQLite, parsed by pg, null from PostgreSQL's json_agg of no rows. */
const jsonRows = <T>(value: string | T[] | null): T[] => (typeof value === 'string' ? (JSON.parse(value) as T[]) : (value ?? []));

const bySurveyDate = (a: SurveyFacts, b: SurveyFacts) => (a.surveyDate < b.surveyDate ? -1 : a.surveyDate > b.surveyDate ? 1 : a.surveyId - b.surveyId);
const byAlertId = (a: WorkingAlert, b: WorkingAlert) => a.alertId! - b.alertId!;

/** Where a signal lies: its own divisions, copied from its point when it opens there. */
export interface AlertPlace {
  provinceCode: string;
  prefectureCode: string;
  countyCode: string;
  countyName: string;
}

/** An alert an evaluation changed, with its point and its place. */
export type ChangedAlert = WorkingAlert & AlertPlace & { sourceId: number };

/** A point's risk as an evaluation sets it, with the date of its latest survey, and the risk stored before. */
export interface PointRiskUpdate {
  sourceId: number;
  risk: PointRisk;
  lastSurveyOn: string;
  stored: PointRisk;
}

/** What judging a batch of points decided, to be written in one transaction. */
export interface Judgement {
  changed: ChangedAlert[];
  risks: PointRiskUpdate[];
  /** How many surveys were evaluated. */
  surveys: number;
}

export interface JudgeOptions {
  rules: EngineRules;
  /** The surveys to evaluate when not every survey read (a write's), by id. */
  onlySurveyIds?: readonly number[];
  today: string;
  /** The time of the assessment, as stored with each risk. */
  now: string;
  /**
   * A recompute of every point: a risk already stored today is left as it is, as writing it again
   * would change nothing but the time of day.
   */
  skipCurrentRisks: boolean;
}

/** Whether the point's stored risk is what it should be, written today. */
const riskCurrent = (stored: PointRow, risk: PointRisk, lastSurveyOn: string, now: string) =>
  stored.level === risk.level &&
  stored.rank === risk.rank &&
  stored.score === risk.score &&
  stored.reason === risk.reason &&
  stored.lastSurveyOn === lastSurveyOn &&
  stored.updatedAt.slice(0, 10) === now.slice(0, 10);

/**
 * Evaluates the points' surveys against the rules: the alerts each opens or extends and the risk
 * each point takes. The surveys and alerts of a row come in the order of the index the database
 * read, which SQL does not promise: they are put in order here (see inOrder).
 */
export function judgePoints(rows: readonly PointRow[], { rules, onlySurveyIds, today, now, skipCurrentRisks }: JudgeOptions): Judgement {
  const judgement: Judgement = { changed: [], risks: [], surveys: 0 };
  for (const row of rows) {
    const { sourceId } = row;
    const history = inOrder(jsonRows(row.history).map(surveyFacts), bySurveyDate);
    const alerts = inOrder(jsonRows(row.alerts).map(workingAlert), byAlertId);
    // A partial history (a write's) does not end at the latest survey: the read gives its date.
    const lastSurveyOn = onlySurveyIds === undefined ? (history.at(-1)?.surveyDate ?? '') : (row.latestSurveyOn ?? '');
    const limits = rules.thresholds.get(row.focusType) ?? THRESHOLD_DEFAULTS[row.focusType as FocusType];
    judgement.surveys += evaluatePoint(history, alerts, limits, onlySurveyIds);
    const { provinceCode, prefectureCode, countyCode, countyName } = row;
    for (const alert of alerts) if (alert.changed) judgement.changed.push({ ...alert, sourceId, provinceCode, prefectureCode, countyCode, countyName });
    const risk = pointRisk(alerts, today, rules.windowDays);
    const { level, rank, score, reason } = row;
    if (!skipCurrentRisks || !riskCurrent(row, risk, lastSurveyOn, now)) judgement.risks.push({ sourceId, risk, lastSurveyOn, stored: { level, rank, score, reason } });
  }
  return judgement;
}

/**
 * The early-warning rules as pure functions: no database, no clock. The risk module's service
 * feeds them a survey, the site's history and the thresholds of its focus type.
 */
import { PRIORITY_RANK, type AlertRule, type RiskLevel, type SignalPriority } from '@ews/contract/domain';

export type RuleId = AlertRule;

/** The part of a survey record the rules read. */
export interface SurveyFacts {
  surveyId: number;
  surveyDate: string;
  hostDensity: number | null;
  /** % of traps, the density measure of commensal-rat foci. */
  captureRate: number | null;
  fleaIndex: number | null;
  isolatesHost: number;
  isolatesVector: number;
  deadRodentsPositive: number;
  /** Dead animals found whose laboratory results are not back yet (三报). */
  deadRodentsPending: number;
  seraPositive: number;
  suspectedHumanCases: number;
}

export interface Thresholds {
  /** Host density (animals/hm², or capture rate % for commensal rats) that counts as high. */
  hostDensity: number;
  /** Which survey measure `hostDensity` applies to. */
  densityUnit: 'perHectare' | 'captureRate';
  /** Flea index (fleas per host) that counts as high. */
  fleaIndex: number;
}

export interface Trigger {
  rule: RuleId;
  priority: SignalPriority;
  observed: number;
  threshold: number;
}

/** 1. Single events fire at once, as China's CIDARS does for plague. */
export function fixedTriggers(survey: SurveyFacts): Trigger[] {
  const triggers: Trigger[] = [];
  if (survey.suspectedHumanCases > 0) triggers.push({ rule: 'humanCase', priority: 'urgent', observed: survey.suspectedHumanCases, threshold: 1 });
  const isolates = survey.isolatesHost + survey.isolatesVector + survey.deadRodentsPositive;
  if (isolates > 0) triggers.push({ rule: 'isolate', priority: 'high', observed: isolates, threshold: 1 });
  if (survey.seraPositive > 0) triggers.push({ rule: 'serology', priority: 'moderate', observed: survey.seraPositive, threshold: 1 });
  if (survey.deadRodentsPending > 0) triggers.push({ rule: 'deadAnimals', priority: 'high', observed: survey.deadRodentsPending, threshold: 1 });
  return triggers;
}

/**
 * Rules whose every trigger is a signal of its own, never absorbed into an open one (DESIGN §6):
 * each suspected case is its own report, and each survey's dead animals wait for their own results.
 */
export const NEVER_ABSORBED: readonly RuleId[] = ['humanCase', 'deadAnimals'];

/** Whether an alert still weighs on its point's risk: a discarded one never does, nor dead animals whose results came (closed by them). */
export const weighsOnRisk = (alert: Pick<AlertFacts, 'rule' | 'status'>) => alert.status !== 'discarded' && !(alert.status === 'closed' && alert.rule === 'deadAnimals');

/** 2. Flea index and host density at or above the focus type's thresholds: both → moderate, one → low. */
export function thresholdTriggers(survey: SurveyFacts, thresholds: Thresholds): Trigger[] {
  const fleaHigh = survey.fleaIndex !== null && survey.fleaIndex >= thresholds.fleaIndex;
  const density = thresholds.densityUnit === 'captureRate' ? survey.captureRate : survey.hostDensity;
  const densityHigh = density !== null && density >= thresholds.hostDensity;
  if (fleaHigh && densityHigh) return [{ rule: 'fleaAndDensity', priority: 'moderate', observed: survey.fleaIndex!, threshold: thresholds.fleaIndex }];
  if (fleaHigh) return [{ rule: 'fleaIndex', priority: 'low', observed: survey.fleaIndex!, threshold: thresholds.fleaIndex }];
  if (densityHigh) return [{ rule: 'hostDensity', priority: 'low', observed: density, threshold: thresholds.hostDensity }];
  return [];
}

/** The rules that read one signal, the survey's flea index and host density, at different priorities. */
const THRESHOLD_RULES: readonly RuleId[] = ['fleaAndDensity', 'fleaIndex', 'hostDensity'];

/**
 * Whether an alert of rule `earlier` at `earlierPriority` already tells of what `trigger` says
 * about the same survey: the same rule, or another reading of the same flea and density figures at
 * the same priority or above. After a change of thresholds an old survey may fire flea index (low)
 * where it fired flea and density (moderate): it was told of, and raising it again would be a
 * duplicate. A reading above the earlier one (low then moderate) is news, and is raised.
 */
export function toldOf(earlier: RuleId, earlierPriority: SignalPriority, trigger: Trigger): boolean {
  if (earlier === trigger.rule) return true;
  return THRESHOLD_RULES.includes(earlier) && THRESHOLD_RULES.includes(trigger.rule) && PRIORITY_RANK[earlierPriority] >= PRIORITY_RANK[trigger.priority];
}

/** The p-th percentile (0–100) with linear interpolation between closest ranks (R's type 7, Excel's PERCENTILE.INC). */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) throw new Error('percentile of nothing');
  const sorted = sortedNumbers(values);
  const { low, high, weight } = percentileRank(sorted.length, p);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * weight;
}

/**
 * `values` ascending, in a new array. The anomaly rule asks for a percentile of every survey's few
 * seasonal values (3 to 15), half a million times in a recompute: an insertion sort of so few is
 * several times quicker than Array.prototype.sort with a comparator, which was a tenth of the recompute.
 */
function sortedNumbers(values: readonly number[]): number[] {
  if (values.length > 32) return [...values].sort((a, b) => a - b);
  const sorted = values.slice();
  for (let index = 1; index < sorted.length; index++) {
    const value = sorted[index]!;
    let at = index - 1;
    for (; at >= 0 && sorted[at]! > value; at--) sorted[at + 1] = sorted[at]!;
    sorted[at + 1] = value;
  }
  return sorted;
}

/**
 * Where the p-th percentile of `count` sorted values lies: the indexes of the two values around it
 * and how far between them, so that a database can sort and hand over just those two.
 */
export function percentileRank(count: number, p: number): { low: number; high: number; weight: number } {
  const rank = (p / 100) * (count - 1);
  const low = Math.floor(rank);
  return { low, high: Math.ceil(rank), weight: rank - low };
}

const DAY_MS = 86_400_000;

const days = new Map<string, number>();
const DAYS_KEPT = 100_000;

/**
 * Milliseconds of a 'YYYY-MM-DD' date at UTC midnight. The engine reads every survey's date for
 * every survey of its site, and that was most of a recompute's time: dates are read by hand
 * (Date.parse is slower still) and remembered, a few thousand distinct ones in practice.
 */
function dayOf(date: string): number {
  let day = days.get(date);
  if (day === undefined) {
    if (days.size >= DAYS_KEPT) days.clear();
    day = Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
    days.set(date, day);
  }
  return day;
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export interface SeasonalWindow {
  from: string;
  to: string;
}

interface SeasonOptions {
  days: number;
  maxYears: number;
}

const SEASON: SeasonOptions = { days: 14, maxYears: 5 };

/** Windows by date, per options object: the rules always pass the same one, so no key is built per survey. */
const windowsByOptions = new WeakMap<SeasonOptions, Map<string, SeasonalWindow[]>>();

/** The ± `days` windows around `date` in each of the `maxYears` years before it, oldest first, as 'YYYY-MM-DD' bounds. */
function windowsOf(date: string, options: SeasonOptions): SeasonalWindow[] {
  let byDate = windowsByOptions.get(options);
  if (byDate === undefined) {
    byDate = new Map();
    windowsByOptions.set(options, byDate);
  }
  let windows = byDate.get(date);
  if (windows === undefined) {
    if (byDate.size >= DAYS_KEPT) byDate.clear();
    const [year, month, day] = [Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))];
    windows = Array.from({ length: options.maxYears }, (_, index) => {
      const centre = Date.UTC(year - options.maxYears + index, month, day);
      return { from: isoDay(centre - options.days * DAY_MS), to: isoDay(centre + options.days * DAY_MS) };
    });
    byDate.set(date, windows);
  }
  return windows;
}

/** The windows of earlier years the anomaly rule reads for a survey dated `date`: what a history must hold to judge it. */
export const anomalyWindows = (date: string): readonly SeasonalWindow[] => windowsOf(date, SEASON);

/** The index of the first survey of `history` (sorted by date) dated `date` or later. */
function firstFrom(history: readonly SurveyFacts[], date: string): number {
  let low = 0;
  let high = history.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (history[middle]!.surveyDate < date) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Same calendar window (± `days`) in each of the `maxYears` years before `date`, from `history`
 * sorted by date. Every survey of a site is checked against the seasons of every other, which was
 * most of a recompute's time: the windows are worked out once per date, and each is found in the
 * history by binary search, so a survey reads only the surveys of its seasons. Every window ends
 * before `date`, so `history` may hold the site's later surveys too: they are in none.
 */
export function seasonalHistory(history: readonly SurveyFacts[], date: string, options = SEASON): { values: SurveyFacts[]; years: number } {
  const values: SurveyFacts[] = [];
  let years = 0;
  for (const { from, to } of windowsOf(date, options)) {
    const before = values.length;
    for (let index = firstFrom(history, from); index < history.length && history[index]!.surveyDate <= to; index++) values.push(history[index]!);
    if (values.length > before) years++;
  }
  return { values, years };
}

const ANOMALY_FIELDS = ['fleaIndex', 'hostDensity', 'captureRate'] as const;

/**
 * 3. A value above the 90th percentile of the same ±2 weeks in the previous 3–5 years at that
 * site → IV. Skipped with under 3 years of such history. `history` is sorted by date.
 */
export function anomalyTriggers(survey: SurveyFacts, history: readonly SurveyFacts[], minYears = 3): Trigger[] {
  const { values, years } = seasonalHistory(history, survey.surveyDate);
  if (years < minYears) return [];
  // The first field above its percentile is the one trigger: the later ones are not worked out.
  for (const field of ANOMALY_FIELDS) {
    const observed = survey[field];
    if (observed === null) continue;
    const past: number[] = [];
    for (const facts of values) {
      const value = facts[field];
      if (value !== null) past.push(value);
    }
    if (past.length === 0) continue;
    const threshold = percentile(past, 90);
    if (observed > threshold) return [{ rule: 'anomaly', priority: 'low', observed, threshold }];
  }
  return [];
}

/** Every rule on one survey; each rule fires at most once per survey. `history` is the site's, sorted by date, of which the anomaly rule reads the seasons of earlier years. */
export function evaluateSurvey(survey: SurveyFacts, history: readonly SurveyFacts[], thresholds: Thresholds): Trigger[] {
  return fixedTriggers(survey).concat(thresholdTriggers(survey, thresholds), anomalyTriggers(survey, history));
}

export interface AlertFacts {
  rule: RuleId;
  priority: SignalPriority;
  status: 'new' | 'verifying' | 'confirmed' | 'responding' | 'closed' | 'discarded' | 'discardPending' | 'closePending';
  /** When the alert last fired (it may have absorbed later triggers). */
  triggeredAt: string;
}

/** A discard or a closure waiting for its second person is still open: the point keeps its priority meanwhile. */
export const OPEN_STATUSES: readonly AlertFacts['status'][] = ['new', 'verifying', 'confirmed', 'responding', 'discardPending', 'closePending'];

/**
 * A source point's risk: the most urgent priority among its alerts that are open or fired within
 * `windowDays` of `today` (30 days unless RISK_WINDOW_DAYS says otherwise); 'none' otherwise. Discarded alerts do not count.
 */
export function riskLevelOf(alerts: readonly AlertFacts[], today: string, windowDays = 30): RiskLevel {
  const since = dayOf(today) - windowDays * DAY_MS;
  let best: RiskLevel = 'none';
  for (const alert of alerts) {
    if (!weighsOnRisk(alert)) continue;
    const counts = OPEN_STATUSES.includes(alert.status) || dayOf(alert.triggeredAt.slice(0, 10)) >= since;
    if (counts && (best === 'none' || PRIORITY_RANK[alert.priority] > PRIORITY_RANK[best])) best = alert.priority;
  }
  return best;
}

/**
 * Splits triggers into those an open alert of the same rule absorbs and those that open a new
 * alert: while an alert for the same source point and rule is open, a new trigger attaches to it,
 * unless its rule is never absorbed (NEVER_ABSORBED).
 */
export function routeTriggers<T extends { rule: RuleId; status: AlertFacts['status'] }>(open: readonly T[], triggers: readonly Trigger[]): { absorbed: { alert: T; trigger: Trigger }[]; fresh: Trigger[] } {
  const absorbed: { alert: T; trigger: Trigger }[] = [];
  const fresh: Trigger[] = [];
  for (const trigger of triggers) {
    const alert = NEVER_ABSORBED.includes(trigger.rule) ? undefined : open.find((candidate) => candidate.rule === trigger.rule && OPEN_STATUSES.includes(candidate.status));
    if (alert) absorbed.push({ alert, trigger });
    else fresh.push(trigger);
  }
  return { absorbed, fresh };
}

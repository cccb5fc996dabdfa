import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  anomalyTriggers,
  evaluateSurvey,
  fixedTriggers,
  percentile,
  riskLevelOf,
  routeTriggers,
  seasonalHistory,
  thresholdTriggers,
  toldOf,
  type AlertFacts,
  type SurveyFacts,
  type Thresholds,
} from '../../src/engine/rules.ts';
import { absorb, evaluatePoint, type WorkingAlert } from '../../src/engine/evaluate.ts';

const quiet: SurveyFacts = {
  surveyId: 0,
  surveyDate: '2024-07-01',
  hostDensity: 0.5,
  captureRate: null,
  fleaIndex: 0.4,
  isolatesHost: 0,
  isolatesVector: 0,
  deadRodentsPositive: 0,
  deadRodentsPending: 0,
  seraPositive: 0,
  suspectedHumanCases: 0,
};
const survey = (change: Partial<SurveyFacts>): SurveyFacts => ({ ...quiet, ...change });
const dauria = { hostDensity: 1, fleaIndex: 1, densityUnit: 'perHectare' as const }; // Li et al. 1999: Daurian ground squirrel 1/hm²

describe('fixed triggers', () => {
  it('a suspected human case is urgent, an isolate or a positive dead rodent high, an F1-positive serum moderate', () => {
    expect(fixedTriggers(survey({ suspectedHumanCases: 1 }))).toEqual([{ rule: 'humanCase', priority: 'urgent', observed: 1, threshold: 1 }]);
    expect(fixedTriggers(survey({ isolatesVector: 2 }))).toEqual([{ rule: 'isolate', priority: 'high', observed: 2, threshold: 1 }]);
    expect(fixedTriggers(survey({ deadRodentsPositive: 1 }))[0]?.priority).toBe('high');
    expect(fixedTriggers(survey({ seraPositive: 3 }))).toEqual([{ rule: 'serology', priority: 'moderate', observed: 3, threshold: 1 }]);
    expect(fixedTriggers(quiet)).toEqual([]);
  });
});

describe('thresholds', () => {
  it('flea index ≥ 1 with density ≥ the focus type’s threshold is moderate; one alone is low; none is nothing', () => {
    expect(thresholdTriggers(survey({ fleaIndex: 1, hostDensity: 1 }), dauria)).toEqual([{ rule: 'fleaAndDensity', priority: 'moderate', observed: 1, threshold: 1 }]);
    expect(thresholdTriggers(survey({ fleaIndex: 1.2, hostDensity: 0.9 }), dauria)).toEqual([{ rule: 'fleaIndex', priority: 'low', observed: 1.2, threshold: 1 }]);
    expect(thresholdTriggers(survey({ fleaIndex: 0.99, hostDensity: 1.5 }), dauria)).toEqual([{ rule: 'hostDensity', priority: 'low', observed: 1.5, threshold: 1 }]);
    expect(thresholdTriggers(survey({ fleaIndex: null, hostDensity: null }), dauria)).toEqual([]);
    // Mongolian gerbil: 50/hm²
    expect(thresholdTriggers(survey({ fleaIndex: 0.2, hostDensity: 49.9 }), { hostDensity: 50, fleaIndex: 1, densityUnit: 'perHectare' })).toEqual([]);
  });

  it('reads capture rate, not density, in rat foci', () => {
    const rats = { hostDensity: 5, fleaIndex: 1, densityUnit: 'captureRate' as const };
    expect(thresholdTriggers(survey({ hostDensity: 99, captureRate: 4, fleaIndex: 0.2 }), rats)).toEqual([]);
    expect(thresholdTriggers(survey({ hostDensity: null, captureRate: 6, fleaIndex: 1.3 }), rats)).toEqual([{ rule: 'fleaAndDensity', priority: 'moderate', observed: 1.3, threshold: 1 }]);
  });
});

describe('percentile (linear between closest ranks)', () => {
  it('matches hand-computed values', () => {
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 90)).toBeCloseTo(9.1, 10); // rank 8.1
    expect(percentile([50, 15, 40, 20, 35], 40)).toBeCloseTo(29, 10); // sorted 15 20 35 40 50, rank 1.6
    expect(percentile([7], 90)).toBe(7);
    expect(() => percentile([], 90)).toThrow();
  });

  it('agrees with a sort of the values, for few values and many, and leaves its input as it was', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: -1e6, max: 1e6, noNaN: true }), { minLength: 1, maxLength: 80 }), fc.integer({ min: 0, max: 100 }), (values, p) => {
        const given = [...values];
        const sorted = [...values].sort((a, b) => a - b);
        const rank = (p / 100) * (sorted.length - 1);
        const [low, high] = [sorted[Math.floor(rank)]!, sorted[Math.ceil(rank)]!];
        expect(percentile(values, p)).toBeCloseTo(low + (high - low) * (rank - Math.floor(rank)), 6);
        expect(values).toEqual(given);
      }),
    );
  });
});

describe('seasonal history and the anomaly rule', () => {
  const past = (date: string, fleaIndex: number) => survey({ surveyDate: date, fleaIndex, hostDensity: null });
  // The rules read a site's history sorted by date, as the engine hands it over; written here in any order.
  const byDate = (surveys: SurveyFacts[]) => [...surveys].sort((x, y) => x.surveyDate.localeCompare(y.surveyDate));

  it('keeps the same ±2 weeks of each of the previous five years', () => {
    const history = byDate([past('2023-07-10', 1), past('2022-06-20', 1), past('2021-08-01', 1), past('2019-07-05', 1), past('2018-07-01', 1), past('2024-06-25', 1), past('2024-07-10', 1)]);
    const { values, years } = seasonalHistory(history, '2024-07-01');
    expect(values.map((v) => v.surveyDate)).toEqual(['2019-07-05', '2022-06-20', '2023-07-10']);
    expect(years).toBe(3);
  });

  it('finds by binary search exactly the surveys a reading of the whole history finds', () => {
    const day = fc.integer({ min: Date.UTC(2010, 0, 1), max: Date.UTC(2025, 11, 31) }).map((ms) => new Date(ms).toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, fc.array(fc.oneof(fc.integer({ min: -7 * 366, max: 60 }), fc.tuple(fc.integer({ min: 0, max: 6 }), fc.integer({ min: -16, max: 16 })).map(([back, jitter]) => -back * 365 + jitter)), { maxLength: 80 }), (date, offsets) => {
        // Around the same season of earlier years as often as anywhere else in them.
        const history = byDate(offsets.map((offset) => past(new Date(Date.parse(date) + offset * 86_400_000).toISOString().slice(0, 10), 1)));
        const year = Number(date.slice(0, 4));
        // Each of the five years before: the same month and day (1 March for a leap day), ± 14 days.
        const inSeason = (at: string) =>
          [1, 2, 3, 4, 5].some((back) => {
            const centre = Date.UTC(year - back, Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
            return Math.abs(Date.parse(at) - centre) <= 14 * 86_400_000;
          });
        const expected = history.filter((facts) => inSeason(facts.surveyDate));
        const { values, years } = seasonalHistory(history, date);
        expect(values).toEqual(expected);
        expect(years).toBe(new Set(expected.map((facts) => Math.round((Date.parse(date) - Date.parse(facts.surveyDate)) / (365.25 * 86_400_000)))).size);
      }),
    );
  });

  it('skips with under three years of history, however many surveys those years hold', () => {
    const history = byDate([past('2023-07-01', 0.1), past('2023-07-08', 0.1), past('2022-07-01', 0.1), past('2022-06-20', 0.1)]);
    expect(anomalyTriggers(survey({ fleaIndex: 5 }), history)).toEqual([]);
    // A third year, and the same survey fires.
    expect(anomalyTriggers(survey({ fleaIndex: 5 }), byDate([...history, past('2020-07-01', 0.1)]))).toMatchObject([{ rule: 'anomaly', priority: 'low', observed: 5 }]);
  });

  it('takes the 90th percentile of five seasons of a site, several surveys a season', () => {
    const history = byDate([
      past('2023-06-20', 0.3),
      past('2023-07-12', 0.5),
      past('2023-08-01', 9), // 31 days after 1 July: another season
      past('2022-07-01', 0.2),
      past('2021-06-25', 0.9),
      past('2020-07-10', 0.4),
      past('2019-07-14', 1.0),
      past('2019-07-16', 9), // 15 days out
      past('2018-07-01', 9), // six years back
    ]);
    // In the windows: 0.2 0.3 0.4 0.5 0.9 1.0 → rank 0.9 × 5 = 4.5 → 0.9 + 0.1 × 0.5 = 0.95
    const [fired] = anomalyTriggers(survey({ fleaIndex: 0.96, hostDensity: null }), history);
    expect(fired?.threshold).toBeCloseTo(0.95, 10);
    expect(anomalyTriggers(survey({ fleaIndex: 0.95, hostDensity: null }), history)).toEqual([]);
  });

  it('reads host density when the flea index is ordinary, and a leap day finds its season', () => {
    const history = [2021, 2022, 2023].map((year) => survey({ surveyDate: `${year}-02-28`, fleaIndex: 1, hostDensity: 2 }));
    // Flea index 1 is not above the 90th percentile of 1 1 1; density 3 is above that of 2 2 2.
    expect(anomalyTriggers(survey({ surveyDate: '2024-02-29', fleaIndex: 1, hostDensity: 3 }), history)).toEqual([{ rule: 'anomaly', priority: 'low', observed: 3, threshold: 2 }]);
  });

  it('fires a low-priority signal above the 90th percentile of that history, not at or below it', () => {
    const history = byDate([past('2023-07-01', 0.2), past('2022-07-03', 0.4), past('2021-06-28', 0.6), past('2020-07-01', 0.8)]);
    // sorted 0.2 0.4 0.6 0.8 → rank 2.7 → 0.6 + 0.2 × 0.7 = 0.74
    const [fired] = anomalyTriggers(survey({ fleaIndex: 0.75 }), history);
    expect(fired).toMatchObject({ rule: 'anomaly', priority: 'low', observed: 0.75 });
    expect(fired?.threshold).toBeCloseTo(0.74, 10);
    expect(anomalyTriggers(survey({ fleaIndex: 0.74 }), history)).toEqual([]);
  });

  it('combines every rule for one survey', () => {
    const rules = evaluateSurvey(survey({ isolatesHost: 1, fleaIndex: 2, hostDensity: 3 }), [], dauria).map((t) => `${t.rule}:${t.priority}`);
    expect(rules).toEqual(['isolate:high', 'fleaAndDensity:moderate']);
  });
});

describe('risk of a source point', () => {
  const alert = (priority: AlertFacts['priority'], status: AlertFacts['status'], triggeredAt: string): AlertFacts => ({ rule: 'isolate', priority, status, triggeredAt });

  it('is the most urgent priority among open alerts and those fired in the last 30 days', () => {
    expect(riskLevelOf([alert('low', 'new', '2024-01-01'), alert('high', 'closed', '2024-06-21')], '2024-07-01')).toBe('high');
    expect(riskLevelOf([alert('low', 'verifying', '2024-01-01'), alert('high', 'closed', '2024-05-01')], '2024-07-01')).toBe('low');
    expect(riskLevelOf([alert('urgent', 'discarded', '2024-06-30')], '2024-07-01')).toBe('none');
    expect(riskLevelOf([], '2024-07-01')).toBe('none');
    expect(riskLevelOf([alert('moderate', 'closed', '2024-06-01')], '2024-07-01')).toBe('moderate'); // exactly 30 days
    expect(riskLevelOf([alert('moderate', 'closed', '2024-05-31')], '2024-07-01')).toBe('none');
  });
});

describe('an open alert absorbs later triggers of the same rule', () => {
  it('attaches to the open alert, opens a new one otherwise', () => {
    const open = [{ id: 1, rule: 'isolate' as const, status: 'verifying' as const }, { id: 2, rule: 'serology' as const, status: 'closed' as const }];
    const triggers = fixedTriggers(survey({ isolatesHost: 1, seraPositive: 1 }));
    const { absorbed, fresh } = routeTriggers(open, triggers);
    expect(absorbed.map((a) => a.alert.id)).toEqual([1]);
    expect(fresh.map((t) => t.rule)).toEqual(['serology']);
  });
});

describe('an open alert keeps the reading furthest past its threshold, value and threshold together', () => {
  const open = (observed: number, threshold: number): WorkingAlert => ({
    alertId: 1, rule: 'anomaly', priority: 'low', status: 'new', triggeredAt: '2024-05-01', lastTriggeredAt: '2024-05-01', observed, threshold, surveyIds: [1], changed: false,
  });
  const anomaly = (observed: number, threshold: number) => ({ rule: 'anomaly' as const, priority: 'low' as const, observed, threshold });

  it('takes a host density reading further past its own percentile than the flea index that opened the alert, with that percentile', () => {
    const alert = open(0.9, 0.804);
    absorb(alert, survey({ surveyId: 2, surveyDate: '2024-06-01' }), anomaly(252.7, 180));
    expect(alert).toMatchObject({ observed: 252.7, threshold: 180, lastTriggeredAt: '2024-06-01', surveyIds: [1, 2], changed: true });
    // A reading less far past its threshold joins the evidence and leaves the figures.
    absorb(alert, survey({ surveyId: 3, surveyDate: '2024-06-15' }), anomaly(0.85, 0.804));
    expect(alert).toMatchObject({ observed: 252.7, threshold: 180, surveyIds: [1, 2, 3] });
  });

  it('keeps the highest value of one threshold, as before, and a reading past a threshold of 0 over any other', () => {
    const alert = open(1.2, 1);
    absorb(alert, survey({ surveyId: 2 }), anomaly(1.1, 1));
    absorb(alert, survey({ surveyId: 3 }), anomaly(1.5, 1));
    expect(alert).toMatchObject({ observed: 1.5, threshold: 1 });
    absorb(alert, survey({ surveyId: 4 }), anomaly(0.2, 0));
    expect(alert).toMatchObject({ observed: 0.2, threshold: 0 });
  });
});

describe('a change of thresholds does not raise again what an alert already told of', () => {
  const flea = survey({ surveyId: 7, surveyDate: '2021-06-01', fleaIndex: 1.4, hostDensity: 1.2 });
  const closedAlertOf = (limits: Thresholds): WorkingAlert[] => {
    const alerts: WorkingAlert[] = [];
    evaluatePoint([flea], alerts, limits);
    return alerts.map((alert) => ({ ...alert, alertId: 1, status: 'closed' as const, changed: false }));
  };

  it('a survey that fired flea and density (moderate) fires nothing new when a higher density threshold leaves flea index (low)', () => {
    const alerts = closedAlertOf(dauria);
    expect(alerts.map((alert) => [alert.rule, alert.priority])).toEqual([['fleaAndDensity', 'moderate']]);
    evaluatePoint([flea], alerts, { ...dauria, hostDensity: 2 });
    expect(alerts.filter((alert) => alert.changed)).toEqual([]);
  });

  it('a survey that fired flea index (low) raises flea and density (moderate) when a lower density threshold reads it higher', () => {
    const alerts = closedAlertOf({ ...dauria, hostDensity: 2 });
    expect(alerts.map((alert) => [alert.rule, alert.priority])).toEqual([['fleaIndex', 'low']]);
    evaluatePoint([flea], alerts, dauria);
    expect(alerts.filter((alert) => alert.changed).map((alert) => [alert.rule, alert.priority])).toEqual([['fleaAndDensity', 'moderate']]);
  });

  it('an alert of another signal does not cover a threshold reading of the same survey', () => {
    expect(toldOf('serology', 'moderate', { rule: 'fleaIndex', priority: 'low', observed: 2, threshold: 1 })).toBe(false);
    expect(toldOf('hostDensity', 'low', { rule: 'fleaIndex', priority: 'low', observed: 2, threshold: 1 })).toBe(true);
  });
});

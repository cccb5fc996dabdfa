import { describe, expect, it } from 'vitest';
import { evaluatePoint, pointRisk, type WorkingAlert } from '../../src/engine/evaluate.ts';
import { fixedTriggers, riskLevelOf, routeTriggers, type SurveyFacts } from '../../src/engine/rules.ts';

/*
 * Issue 41 in the engine: each suspected case is a signal of its own, never absorbed; dead animals
 * with results pending raise a signal that only results resolve; a discard waiting for its second
 * person keeps the point's priority.
 */

const quiet: SurveyFacts = {
  surveyId: 1,
  surveyDate: '2026-07-01',
  hostDensity: 0.2,
  captureRate: null,
  fleaIndex: 0.1,
  isolatesHost: 0,
  isolatesVector: 0,
  deadRodentsPositive: 0,
  deadRodentsPending: 0,
  seraPositive: 0,
  suspectedHumanCases: 0,
};
const survey = (change: Partial<SurveyFacts>): SurveyFacts => ({ ...quiet, ...change });
const limits = { hostDensity: 1, fleaIndex: 1, densityUnit: 'perHectare' as const };
const stored = (alert: Partial<WorkingAlert>): WorkingAlert => ({
  alertId: 1,
  rule: 'humanCase',
  priority: 'urgent',
  status: 'new',
  triggeredAt: '2026-07-01',
  lastTriggeredAt: '2026-07-01',
  observed: 1,
  threshold: 1,
  surveyIds: [1],
  changed: false,
  ...alert,
});

describe('one signal per suspected case', () => {
  it('opens n urgent signals for a survey of n suspected cases, one case each', () => {
    const alerts: WorkingAlert[] = [];
    evaluatePoint([survey({ suspectedHumanCases: 3 })], alerts, limits);
    expect(alerts).toHaveLength(3);
    expect(alerts.every((alert) => alert.rule === 'humanCase' && alert.priority === 'urgent' && alert.observed === 1 && alert.surveyIds.join() === '1')).toBe(true);
  });

  it('opens one more when the survey goes from n to n + 1, and none when it is evaluated again', () => {
    const alerts = [stored({ alertId: 1 }), stored({ alertId: 2 })];
    evaluatePoint([survey({ suspectedHumanCases: 2 })], alerts, limits);
    expect(alerts).toHaveLength(2);
    evaluatePoint([survey({ suspectedHumanCases: 3 })], alerts, limits);
    expect(alerts.filter((alert) => alert.changed)).toHaveLength(1);
    evaluatePoint([survey({ suspectedHumanCases: 3 })], alerts, limits);
    expect(alerts).toHaveLength(3);
  });

  it('never lets an open case signal absorb another survey’s case', () => {
    const alerts = [stored({ status: 'verifying' })];
    evaluatePoint([survey({ surveyId: 1, suspectedHumanCases: 1 }), survey({ surveyId: 2, suspectedHumanCases: 1 })], alerts, limits);
    expect(alerts).toHaveLength(2);
    expect(alerts[0]!.surveyIds).toEqual([1]);
    expect(alerts[1]!.surveyIds).toEqual([2]);
    const { absorbed, fresh } = routeTriggers(alerts, [{ rule: 'humanCase', priority: 'urgent', observed: 1, threshold: 1 }]);
    expect(absorbed).toEqual([]);
    expect(fresh).toHaveLength(1);
  });

  it('still lets an open isolate signal absorb a later isolate', () => {
    const alerts = [stored({ rule: 'isolate', priority: 'high' })];
    evaluatePoint([survey({ surveyId: 2, isolatesHost: 1 })], alerts, limits);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.surveyIds).toEqual([1, 2]);
  });
});

describe('dead animals with results pending', () => {
  it('raise a high-priority signal of the survey’s own', () => {
    expect(fixedTriggers(survey({ deadRodentsPending: 25 }))).toEqual([{ rule: 'deadAnimals', priority: 'high', observed: 25, threshold: 1 }]);
    const alerts = [stored({ rule: 'deadAnimals', priority: 'high', surveyIds: [1] })];
    evaluatePoint([survey({ surveyId: 2, deadRodentsPending: 3 })], alerts, limits);
    expect(alerts).toHaveLength(2);
  });

  it('are resolved by the results: the signal is closed, saying from where, and no longer weighs on the point', () => {
    const alerts = [stored({ rule: 'deadAnimals', priority: 'high', status: 'verifying' })];
    evaluatePoint([survey({ deadRodentsPending: 0 })], alerts, limits);
    expect(alerts[0]).toMatchObject({ status: 'closed', resolvedFrom: 'verifying', changed: true });
    expect(pointRisk(alerts, '2026-07-02', 30).level).toBe('none');
  });

  it('leave a signal still waiting while results are pending, and another survey’s results do not resolve it', () => {
    const alerts = [stored({ rule: 'deadAnimals', priority: 'high' })];
    evaluatePoint([survey({ deadRodentsPending: 5 }), survey({ surveyId: 2 })], alerts, limits);
    expect(alerts[0]!.status).toBe('new');
    expect(pointRisk(alerts, '2026-07-02', 30).level).toBe('high');
  });
});

describe('a discard waiting for its second person', () => {
  it('keeps the point at the signal’s priority, open whatever its age; discarded, it no longer counts', () => {
    expect(riskLevelOf([{ rule: 'humanCase', priority: 'urgent', status: 'discardPending', triggeredAt: '2025-01-01' }], '2026-07-01')).toBe('urgent');
    expect(riskLevelOf([{ rule: 'humanCase', priority: 'urgent', status: 'discarded', triggeredAt: '2026-07-01' }], '2026-07-01')).toBe('none');
  });
});

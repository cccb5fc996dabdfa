import type { AlertDetail, Survey } from '@ews/contract';
import { describe, expect, it } from 'vitest';
import { densityReading, firedCells } from './evidence.ts';

const survey = (values: Partial<Survey>): Survey => ({ hostDensity: null, captureRate: null, fleaIndex: null, isolatesHost: 0, isolatesVector: 0, seraPositive: 0, deadRodentsPositive: 0, suspectedHumanCases: 0, ...values }) as Survey;
const alert = (values: Partial<AlertDetail>): AlertDetail =>
  ({ rule: 'anomaly', observed: 0, threshold: 0, thresholds: { focusType: 'himalayanMarmot', hostDensity: 10, fleaIndex: 1, densityUnit: 'hostDensity' }, surveys: [], events: [], ...values }) as AlertDetail;

describe('the alert evidence cells marked as fired', () => {
  it('marks an anomaly’s recorded reading, not a value of another measure above its percentile', () => {
    // A flea-index anomaly (1.2 against its season's 0.804): the host density of 252.7 is not what fired.
    const fleaAnomaly = alert({ observed: 1.2, threshold: 0.804 });
    expect(firedCells(fleaAnomaly, survey({ fleaIndex: 1.2, hostDensity: 252.7 }))).toEqual({ fleaIndex: true, density: false });
    // Another survey the alert absorbed, judged against its own season: not its recorded reading.
    expect(firedCells(fleaAnomaly, survey({ fleaIndex: 0.9, hostDensity: 3 }))).toEqual({ fleaIndex: false, density: false });
    const densityAnomaly = alert({ observed: 252.7, threshold: 150 });
    expect(firedCells(densityAnomaly, survey({ fleaIndex: 1.2, hostDensity: 252.7 }))).toEqual({ fleaIndex: false, density: true });
  });

  it('marks the values at or above the focus type’s thresholds for the threshold rules, in the unit it reads', () => {
    expect(firedCells(alert({ rule: 'fleaAndDensity' }), survey({ fleaIndex: 1, hostDensity: 9.9 }))).toEqual({ fleaIndex: true, density: false });
    const byCaptureRate = alert({ rule: 'hostDensity', thresholds: { focusType: 'himalayanMarmot', hostDensity: 5, fleaIndex: 1, densityUnit: 'captureRate' } as AlertDetail['thresholds'] });
    expect(densityReading(byCaptureRate, survey({ hostDensity: 1, captureRate: 6 }))).toBe(6);
    expect(firedCells(byCaptureRate, survey({ hostDensity: 1, captureRate: 6 }))).toEqual({ density: true });
  });
});

import { endpoints, type FocusType } from '@ews/contract';
import { parseThresholdSource } from '@ews/contract/schemas/surveillance';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../support/harness.ts';

/** The 90th percentile as a spreadsheet's PERCENTILE.INC computes it (linear between ranks). */
function ninetieth(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = 0.9 * (sorted.length - 1);
  const low = sorted[Math.floor(rank)]!;
  return low + (sorted[Math.ceil(rank)]! - low) * (rank - Math.floor(rank));
}

describe('provisional thresholds follow the focus type’s own history until someone edits them', () => {
  let server: TestServer;
  let token: string;
  const sites: Partial<Record<FocusType, number>> = {};
  const rule = async (focusType: FocusType) => (await server.call(endpoints.riskRules, {}, { token })).find((row) => row.focusType === focusType)!;
  const survey = (focusType: FocusType, day: number, values: { hostDensity?: number; captureRate?: number }) =>
    server.call(endpoints.surveySave, { sourceId: sites[focusType]!, surveyDate: `2025-0${day}-01`, animalsExamined: 20, fleaIndex: 0.1, ...values }, { token });

  beforeAll(async () => {
    server = await startServer();
    token = await server.signIn();
    for (const [index, focusType] of (['greyMarmot', 'chevriersFieldMouse'] as const).entries()) {
      const saved = await server.call(
        endpoints.sourceSave,
        { code: `XJ-650102-10${index}`, name: `History site ${index}`, focusType, provinceCode: '650000', prefectureCode: '650100', countyCode: '650102', longitude: 87.6, latitude: 43.8, discoveredOn: '1990-05-01', status: 'active' },
        { token },
      );
      sites[focusType] = saved.sourceId;
    }
  });
  afterAll(() => server.close());

  it('a fresh install keeps the seeded value until a recompute has history to set it from', async () => {
    expect(parseThresholdSource((await rule('greyMarmot')).source)).toEqual({ provisional: true });
    // Two surveys: the ranks around the percentile are read from the bottom; from five on, from the top.
    for (const day of [1, 2]) await survey('greyMarmot', day, { hostDensity: day * 0.5 });
    await server.call(endpoints.riskRecompute, {}, { token });
    expect((await rule('greyMarmot')).hostDensity).toBeCloseTo(ninetieth([0.5, 1]), 2);
    for (const day of [3, 4, 5]) await survey('greyMarmot', day, { hostDensity: day * 0.5 });
    await server.call(endpoints.riskRecompute, {}, { token });
    const marmot = await rule('greyMarmot');
    expect(marmot.hostDensity).toBeCloseTo(ninetieth([0.5, 1, 1.5, 2, 2.5]), 2);
    expect(parseThresholdSource(marmot.source)).toEqual({ provisional: true, surveys: 5 });

    await survey('greyMarmot', 6, { hostDensity: 9 });
    await server.call(endpoints.riskRecompute, {}, { token });
    expect((await rule('greyMarmot')).hostDensity).toBeCloseTo(ninetieth([0.5, 1, 1.5, 2, 2.5, 9]), 2);
  });

  it('a recompute that finds the same history leaves the threshold as it was, not stamped changed again', async () => {
    const before = await rule('greyMarmot');
    await server.call(endpoints.riskRecompute, {}, { token });
    expect(await rule('greyMarmot')).toEqual(before);
  });

  it('a focus type judged by capture rate takes the percentile of capture rates, not of densities', async () => {
    expect((await rule('chevriersFieldMouse')).densityUnit).toBe('captureRate');
    const rates = [2, 4, 6, 8, 30];
    for (const [index, captureRate] of rates.entries()) await survey('chevriersFieldMouse', index + 1, { captureRate, hostDensity: 500 + index });
    await server.call(endpoints.riskRecompute, {}, { token });
    const mouse = await rule('chevriersFieldMouse');
    expect(mouse.hostDensity).toBeCloseTo(ninetieth(rates), 2);
    expect(parseThresholdSource(mouse.source)).toEqual({ provisional: true, surveys: 5 });
  });

  it('a threshold a person has set stays as they set it', async () => {
    const marmot = await rule('greyMarmot');
    await server.call(endpoints.riskSaveRules, { rules: [{ focusType: 'greyMarmot', hostDensity: 3, fleaIndex: 1, version: marmot.version }] }, { token });
    await survey('greyMarmot', 7, { hostDensity: 40 });
    await server.call(endpoints.riskRecompute, {}, { token });
    expect(await rule('greyMarmot')).toMatchObject({ hostDensity: 3, version: marmot.version + 1 });
  });
});

describe('a change of thresholds and the alerts already raised', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startServer();
    token = await server.signIn();
  });
  afterAll(() => server.close());

  it('a higher density threshold does not raise a flea index IV alert on surveys that already raised flea and density III', async () => {
    const site = { code: 'XJ-650102-201', name: 'Threshold site', focusType: 'greyMarmot', provinceCode: '650000', prefectureCode: '650100', countyCode: '650102', longitude: 87.6, latitude: 43.8 } as const;
    const { sourceId } = await server.call(endpoints.sourceSave, site, { token });
    const marmot = (await server.call(endpoints.riskRules, {}, { token })).find((row) => row.focusType === 'greyMarmot')!;
    const edited = await server.call(endpoints.riskSaveRules, { rules: [{ focusType: 'greyMarmot', hostDensity: 3, fleaIndex: 1, version: marmot.version }] }, { token });
    for (const month of [5, 6]) await server.call(endpoints.surveySave, { sourceId, surveyDate: `2025-0${month}-01`, animalsExamined: 20, fleaIndex: 1.5, hostDensity: 4 }, { token });
    const alertsOf = async () => (await server.call(endpoints.alertList, { page: 1, limit: 100 }, { token })).list.filter((alert) => alert.sourceId === sourceId).map((alert) => [alert.rule, alert.priority]);
    expect(await alertsOf()).toEqual([['fleaAndDensity', 'moderate']]);

    const version = edited.rules.find((row) => row.focusType === 'greyMarmot')!.version;
    await server.call(endpoints.riskSaveRules, { rules: [{ focusType: 'greyMarmot', hostDensity: 6, fleaIndex: 1, version }] }, { token });
    await server.call(endpoints.riskRecompute, {}, { token });
    expect(await alertsOf()).toEqual([['fleaAndDensity', 'moderate']]);
  });
});

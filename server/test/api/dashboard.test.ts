import { Codes, endpoints, parseThresholdSource } from '@ews/contract';
import { dashboardPointsOf, publicPointsOf } from '@ews/contract/protocol/map-points';
import type { PublicPoint } from '@ews/contract/schemas/public';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSurveyCalendar } from '../../src/bootstrap/seed/demo.ts';
import { weekOf } from '../../src/modules/dashboard/queries.ts';
import { codeOf } from '../support/codes.ts';
import { startServer, type TestServer } from '../support/harness.ts';
import { insertUser } from '../support/users.ts';

const DEMO_PASSWORD = 'Demo-pass-2026';

describe('dashboard summary', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ SEED_DEMO: 'true', DEMO_PASSWORD });
  });
  afterAll(() => server.close());

  it('weeks start on Monday', () => {
    expect(weekOf('2026-11-22')).toBe('2026-11-16'); // a Sunday
    expect(weekOf('2026-11-16')).toBe('2026-11-16');
    expect(weekOf('2026-11-17T10:00:00Z')).toBe('2026-11-16');
  });

  it('starts focus types without a literature threshold at the 90th percentile of their history', async () => {
    const token = await server.signIn();
    const rules = await server.call(endpoints.riskRules, {}, { token });
    const marmot = rules.find((rule) => rule.focusType === 'himalayanMarmot')!;
    const rows = await server.db
      .selectFrom('survey as v')
      .innerJoin('sourcePoint as s', 's.sourceId', 'v.sourceId')
      .select('v.hostDensity')
      .where('s.focusType', '=', 'himalayanMarmot')
      .execute();
    const sorted = rows.map((row) => row.hostDensity!).sort((a, b) => a - b);
    const rank = 0.9 * (sorted.length - 1);
    const expected = sorted[Math.floor(rank)]! + (sorted[Math.ceil(rank)]! - sorted[Math.floor(rank)]!) * (rank - Math.floor(rank));
    expect(marmot.hostDensity).toBeCloseTo(expected, 2);
    expect(parseThresholdSource(marmot.source)).toEqual({ provisional: true, surveys: rows.length });
    const dauria = rules.find((rule) => rule.focusType === 'dauriaGroundSquirrel')!;
    expect(dauria.hostDensity).toBe(1); // literature value kept
    expect(parseThresholdSource(dauria.source)).toEqual({ citation: 'li1999DauriaGroundSquirrel' });
  });

  it('agrees with the records it summarises', async () => {
    const token = await server.signIn();
    const summary = await server.call(endpoints.dashboardSummary, {}, { token });
    expect(Object.values(summary.sourcesByRisk).reduce((a, b) => a + b, 0)).toBe(300);
    expect(summary.openAlerts).toBe((await server.call(endpoints.alertList, { open: 'true' }, { token })).total);
    const month = new Date().toISOString().slice(0, 7);
    expect(summary.surveysThisMonth).toBe((await server.call(endpoints.surveyList, { from: `${month}-01` }, { token })).total);
    expect(summary.alertsPerWeek).toHaveLength(26);
    expect(summary.outbreaksPerDecade.reduce((sum, decade) => sum + decade.outbreaks, 0)).toBe(100);
    expect(summary.fleaIndexTrend.length).toBeGreaterThan(0);
    expect(summary.fleaIndexTrend.every((point) => point.fleaIndex >= 0 && point.fleaIndex <= 1.05)).toBe(true);
  });

  it('needs dashboard:view, which every seeded role has: a signed-in user without it gets 40300', async () => {
    await insertUser(server.db, { username: 'noroles', password: 'No-roles-2026' });
    const token = await server.signIn('noroles', 'No-roles-2026');
    expect(await codeOf(server.call(endpoints.dashboardSummary, {}, { token }))).toBe(Codes.FORBIDDEN);
    expect(await codeOf(server.call(endpoints.dashboardMap, {}, { token }))).toBe(Codes.FORBIDDEN);
    for (const role of ['operator', 'analyst', 'viewer']) {
      const demo = await server.signIn(role, DEMO_PASSWORD);
      expect(await codeOf(server.call(endpoints.dashboardSummary, {}, { token: demo })), role).toBe(200);
    }
  });

  it('shows the demo’s latest season being handled: some alerts confirmed or in response, which colour the public pages, some still new or being verified, earlier seasons closed', async () => {
    const alerts = await server.db.selectFrom('alert').select(['alertId', 'status', 'triggeredAt']).execute();
    const { latestSeasonStart } = demoSurveyCalendar(new Date().toISOString().slice(0, 10));
    const earlier = alerts.filter((alert) => alert.triggeredAt < latestSeasonStart);
    expect(earlier.length).toBeGreaterThan(0);
    expect(earlier.every((alert) => alert.status === 'closed')).toBe(true);
    const season = new Set(alerts.filter((alert) => alert.triggeredAt >= latestSeasonStart).map((alert) => alert.status));
    for (const status of ['new', 'verifying', 'confirmed', 'responding']) expect(season, status).toContain(status);
    // Each step an alert took is in its history, as the alert screen shows it.
    const confirmed = alerts.find((alert) => alert.status === 'confirmed')!;
    const steps = await server.db.selectFrom('alertEvent').select(['fromStatus', 'toStatus']).where('alertId', '=', confirmed.alertId).orderBy('eventId').execute();
    expect(steps).toEqual([
      { fromStatus: 'new', toStatus: 'verifying' },
      { fromStatus: 'verifying', toStatus: 'confirmed' },
    ]);
    const monitor = await server.call(endpoints.publicMonitor, {});
    expect(monitor.openAlerts).toBeGreaterThan(0);
    expect(publicPointsOf((await server.call(endpoints.publicMap, {})).points).filter((point) => point.riskLevel !== 'none').length).toBeGreaterThan(0);
  });

  it('maps every point with its name for signed-in users only', async () => {
    expect(await codeOf(server.call(endpoints.dashboardMap, {}))).toBe(Codes.NOT_SIGNED_IN);
    // The demo analyst's scope is the whole country (scope.test.ts maps narrower ones).
    const token = await server.signIn('analyst', DEMO_PASSWORD);
    const map = await server.call(endpoints.dashboardMap, {}, { token });
    const publicMap = await server.call(endpoints.publicMap, {});
    // Both come by column (ids as steps, enums and places as indices, and the dashboard's names): turned back, the same points.
    const points = dashboardPointsOf(map.points);
    expect(points).toHaveLength(300);
    // The same records as the public map, which shows places only to about a kilometre.
    expect(map.outbreaks.map(({ year, cases, deaths }) => [year, cases, deaths])).toEqual(publicMap.outbreaks.map(({ year, cases, deaths }) => [year, cases, deaths]));
    const { list } = await server.call(endpoints.sourceList, { limit: 1 }, { token });
    const listed = list[0]!;
    expect(points.find((point) => point.id === listed.sourceId)).toMatchObject({ name: listed.name, code: listed.code, riskLevel: listed.riskLevel });
    // Their levels may differ: the public one counts confirmed alerts only (public.test.ts).
    const shown = ({ id, code, focusType, status, provinceCode, provinceName, countyCode, countyName }: PublicPoint) => [id, code, focusType, status, provinceCode, provinceName, countyCode, countyName];
    expect(points.map(shown)).toEqual(publicPointsOf(publicMap.points).map(shown));
  });
});

import { Codes, PRIORITY_RANK, RISK_LEVELS, endpoints, type Alert, type SignalPriority } from '@ews/contract';
import { dashboardPointsOf, publicPointsOf } from '@ews/contract/protocol/map-points';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf } from '../support/codes.ts';
import { startServer, type TestServer } from '../support/harness.ts';

/** Every key anywhere in a JSON value. */
function keysOf(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => keysOf(item, found));
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      found.add(key);
      keysOf(inner, found);
    }
  }
  return found;
}

/** What the public pages count as open: alerts an analyst has confirmed and not yet closed. */
const VERIFIED_OPEN: readonly string[] = ['confirmed', 'responding'];
const VERIFIED: readonly string[] = ['confirmed', 'responding', 'closed'];

/** All alerts through the paged list, as an analyst would page through them. */
async function everyAlert(server: TestServer, token: string): Promise<Alert[]> {
  const alerts: Alert[] = [];
  for (let page = 1; ; page++) {
    const { list, total } = await server.call(endpoints.alertList, { page, limit: 100 }, { token });
    alerts.push(...list);
    if (alerts.length >= total || list.length === 0) return alerts;
  }
}

const PERSONAL = ['name', 'title', 'contactName', 'contactPhone', 'monitoringUnit', 'username', 'userId', 'createdBy', 'updatedBy', 'phone', 'email', 'notes', 'description', 'place'];

describe('public map and monitor data', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ SEED_DEMO: 'true' });
    const token = await server.signIn();
    const { list } = await server.call(endpoints.sourceList, { limit: 1 }, { token });
    // A contact on a real-looking record, to prove it does not leak.
    await server.call(endpoints.sourceSave, { ...list[0]!, sourceId: list[0]!.sourceId, contactName: '王小明', contactPhone: '13800138000' }, { token });
  });
  afterAll(() => server.close());

  it('answers without a token and carries no personal fields or values', async () => {
    const map = await server.call(endpoints.publicMap, {});
    expect(publicPointsOf(map.points)).toHaveLength(300);
    expect(map.outbreaks.length).toBeGreaterThan(90);
    const monitor = await server.call(endpoints.publicMonitor, {});
    expect(monitor.sourcePoints).toBe(300);
    expect(Object.values(monitor.byFocusType).reduce((a, b) => a + b, 0)).toBe(300);
    expect(monitor.outbreaksByDecade.reduce((sum, decade) => sum + decade.outbreaks, 0)).toBe(100);
    expect(monitor.latestAlerts.length).toBeGreaterThan(0);
    for (const payload of [map, monitor]) {
      const keys = keysOf(payload);
      for (const field of PERSONAL) expect(keys.has(field), field).toBe(false);
      const text = JSON.stringify(payload);
      expect(text).not.toContain('王小明');
      expect(text).not.toContain('13800138000');
      expect(text).not.toMatch(/admin|operator|analyst|疾病预防控制中心/);
    }
  });

  it('marks each point with its most urgent confirmed open signal and lists the newest confirmed alerts: none still new or being verified', async () => {
    const token = await server.signIn();
    // An analyst confirms two new alerts: only those, not the ones still new, reach the public pages.
    for (const alert of (await server.call(endpoints.alertList, { status: 'new', limit: 2 }, { token })).list) {
      const verifying = await server.call(endpoints.alertTransition, { alertId: alert.alertId, to: 'verifying', note: 'checking', version: alert.version }, { token });
      await server.call(endpoints.alertTransition, { alertId: alert.alertId, to: 'confirmed', note: 'lab confirmed', version: verifying.version }, { token });
    }
    const all = await everyAlert(server, token);
    expect(all.some((alert) => alert.status === 'new' || alert.status === 'verifying')).toBe(true);
    // The demo's signals were raised by a full recompute: each took its point's place as its own.
    expect(all.filter((alert) => !/^\d{6}$/.test(alert.provinceCode) || alert.sourceId === null)).toEqual([]);
    const open = all.filter((alert) => VERIFIED_OPEN.includes(alert.status));
    const expected = new Map<number, SignalPriority>();
    for (const alert of open) {
      const known = alert.sourceId === null ? undefined : expected.get(alert.sourceId);
      if (alert.sourceId !== null && (!known || PRIORITY_RANK[alert.priority] > PRIORITY_RANK[known])) expected.set(alert.sourceId, alert.priority);
    }
    expect(expected.size).toBeGreaterThan(0);
    const map = await server.call(endpoints.publicMap, {});
    expect(new Map(publicPointsOf(map.points).filter((point) => point.openPriority).map((point) => [point.id, point.openPriority]))).toEqual(expected);

    const monitor = await server.call(endpoints.publicMonitor, {});
    expect(monitor.openAlerts).toBe(open.length);
    const newest = all.filter((alert) => VERIFIED.includes(alert.status)).sort((a, b) => b.triggeredAt.localeCompare(a.triggeredAt) || b.alertId - a.alertId).slice(0, 20);
    expect(monitor.latestAlerts.map((alert) => alert.alertId)).toEqual(newest.map((alert) => alert.alertId));
    expect(monitor.latestAlerts[0]).toMatchObject({ priority: newest[0]!.priority, sourceCode: newest[0]!.sourceCode, countyName: newest[0]!.countyName });
    // Readers who do not read the characters get the county in pinyin, where it is not ''.
    expect(monitor.latestAlerts.every((alert) => /^[A-Za-z' -]*$/.test(alert.countyLatin))).toBe(true);
    expect(monitor.latestAlerts.some((alert) => alert.countyName !== '' && alert.countyLatin !== '')).toBe(true);
  });

  it('colours and counts points by confirmed alerts only: an alert still new or being verified changes no public risk', async () => {
    const token = await server.signIn();
    const tally = (points: { riskLevel: string }[]) => Object.fromEntries(RISK_LEVELS.map((level) => [level, points.filter((point) => point.riskLevel === level).length]));
    const publicView = async () => {
      const [map, monitor] = await Promise.all([server.call(endpoints.publicMap, {}), server.call(endpoints.publicMonitor, {})]);
      const points = publicPointsOf(map.points);
      expect(monitor.byRiskLevel).toEqual(tally(points));
      return { risks: new Map(points.map((point) => [point.id, point.riskLevel])), byRiskLevel: monitor.byRiskLevel };
    };
    const before = await publicView();
    const quiet = dashboardPointsOf((await server.call(endpoints.dashboardMap, {}, { token })).points).find((point) => point.riskLevel === 'none')!;
    await server.call(endpoints.surveySave, { sourceId: quiet.id, surveyDate: new Date().toISOString().slice(0, 10), suspectedHumanCases: 1 }, { token });
    const raised = (await everyAlert(server, token)).find((alert) => alert.sourceId === quiet.id && alert.status === 'new');
    expect(raised).toMatchObject({ priority: 'urgent' });
    expect(dashboardPointsOf((await server.call(endpoints.dashboardMap, {}, { token })).points).find((point) => point.id === quiet.id)!.riskLevel).toBe('urgent');

    const unconfirmed = await publicView();
    expect(unconfirmed.risks.get(quiet.id)).toBe('none');
    expect(unconfirmed.byRiskLevel).toEqual(before.byRiskLevel);

    const verifying = await server.call(endpoints.alertTransition, { alertId: raised!.alertId, to: 'verifying', note: 'checking', version: raised!.version }, { token });
    expect((await publicView()).risks.get(quiet.id)).toBe('none');
    await server.call(endpoints.alertTransition, { alertId: raised!.alertId, to: 'confirmed', note: 'lab confirmed', version: verifying.version }, { token });
    const confirmed = await publicView();
    expect(confirmed.risks.get(quiet.id)).toBe('urgent');
    expect(confirmed.byRiskLevel).toEqual({ ...before.byRiskLevel, urgent: before.byRiskLevel.urgent + 1, none: before.byRiskLevel.none - 1 });
  });

  it('places points and outbreaks only to about a kilometre (PUBLIC_MAP_PRECISION_KM), and exactly when it is 0', async () => {
    const token = await server.signIn();
    const exact = new Map(dashboardPointsOf((await server.call(endpoints.dashboardMap, {}, { token })).points).map((point) => [point.id, point]));
    const step = 1 / 111.32;
    const { points: columns, outbreaks } = await server.call(endpoints.publicMap, {});
    const points = publicPointsOf(columns);
    let moved = 0;
    for (const point of points) {
      const stored = exact.get(point.id)!;
      for (const [shown, real] of [[point.longitude, stored.longitude], [point.latitude, stored.latitude]] as const) {
        expect(Math.abs(shown / step - Math.round(shown / step))).toBeLessThan(0.01);
        expect(Math.abs(shown - real)).toBeLessThanOrEqual(step / 2 + 1e-5);
        if (shown !== real) moved++;
      }
    }
    expect(moved).toBeGreaterThan(points.length);
    for (const outbreak of outbreaks) expect(Math.abs(outbreak.latitude / step - Math.round(outbreak.latitude / step))).toBeLessThan(0.01);

    const precise = await startServer({ PUBLIC_MAP_PRECISION_KM: '0' });
    try {
      const adminToken = await precise.signIn();
      const saved = await precise.call(endpoints.sourceSave, { code: 'QH-632823-777', name: 'Exact site', focusType: 'himalayanMarmot', provinceCode: '630000', prefectureCode: '632800', countyCode: '632823', longitude: 98.51234, latitude: 37.30987 }, { token: adminToken });
      const shown = publicPointsOf((await precise.call(endpoints.publicMap, {})).points).find((point) => point.id === saved.sourceId);
      expect(shown).toMatchObject({ longitude: 98.51234, latitude: 37.30987 });
    } finally {
      await precise.close();
    }
  });

  it('shares one built map and monitor among callers until a write changes the records, and builds them afresh after it', async () => {
    const token = await server.signIn();
    const [map, again] = [await server.call(endpoints.publicMap, {}), await server.call(endpoints.publicMap, {})];
    expect(again.generatedAt).toBe(map.generatedAt);
    const monitor = await server.call(endpoints.publicMonitor, {});
    expect(await server.call(endpoints.publicMonitor, {})).toEqual(monitor);

    const site = { code: 'QH-632823-778', name: 'Newly found site', focusType: 'himalayanMarmot' as const, provinceCode: '630000', prefectureCode: '632800', countyCode: '632823', longitude: 98.4, latitude: 37.2 };
    const { sourceId } = await server.call(endpoints.sourceSave, site, { token });
    const after = await server.call(endpoints.publicMap, {});
    expect(after.generatedAt).not.toBe(map.generatedAt);
    expect(publicPointsOf(after.points).map((point) => point.id)).toContain(sourceId);
    expect((await server.call(endpoints.publicMonitor, {})).sourcePoints).toBe(monitor.sourcePoints + 1);
    // A refused write changes nothing, and the shared answer stays.
    expect(await codeOf(server.call(endpoints.sourceSave, site, { token }))).not.toBe(200);
    expect((await server.call(endpoints.publicMap, {})).generatedAt).toBe(after.generatedAt);
    await server.call(endpoints.sourceDelete, { ids: [sourceId] }, { token });
  });

  it('requires sign-in when PUBLIC_PAGES=off', async () => {
    const closed = await startServer({ PUBLIC_PAGES: 'off' });
    try {
      expect(await codeOf(closed.call(endpoints.publicMap, {}))).toBe(Codes.NOT_SIGNED_IN);
      expect(await codeOf(closed.call(endpoints.publicMonitor, {}))).toBe(Codes.NOT_SIGNED_IN);
      const token = await closed.signIn();
      expect(await codeOf(closed.call(endpoints.publicMap, {}, { token }))).toBe(200);
    } finally {
      await closed.close();
    }
  });

  it('tells the maps which basemap to draw: the offline one, or a configured tile server the page policy then allows', async () => {
    expect(await server.call(endpoints.basemapSettings, {})).toEqual({ tileUrl: null, attribution: '' });
    const tileUrl = 'https://tiles.example.org/osm/{z}/{x}/{y}.png';
    const online = await startServer({ MAP_TILE_URL: tileUrl, MAP_TILE_ATTRIBUTION: '© Example', PUBLIC_PAGES: 'off' });
    try {
      expect(await online.call(endpoints.basemapSettings, {})).toEqual({ tileUrl, attribution: '© Example' });
      const policy = (await fetch(`${online.origin}/maps`)).headers.get('content-security-policy')!;
      expect(policy).toContain("img-src 'self' data: blob: https://tiles.example.org;");
      expect(policy).toContain("connect-src 'self' https://tiles.example.org;");
      expect((await fetch(`${server.origin}/maps`)).headers.get('content-security-policy')).toContain("connect-src 'self';");
    } finally {
      await online.close();
    }
    await expect(startServer({ MAP_TILE_URL: 'ftp://tiles.example.org/{z}/{x}/{y}.png' })).rejects.toThrow(/MAP_TILE_URL/);
    await expect(startServer({ MAP_TILE_URL: 'https://tiles.example.org/tile.png' })).rejects.toThrow(/MAP_TILE_URL/);
  });
});

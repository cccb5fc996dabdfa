import { ALERT_LEVELS, Codes, endpoints, type Alert } from '@ews/contract';
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

const OPEN_STATUSES: readonly string[] = ['new', 'verifying', 'confirmed', 'responding'];

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
    expect(map.points).toHaveLength(300);
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

  it('marks each point with its most severe open alert and lists the newest alerts', async () => {
    const token = await server.signIn();
    const all = await everyAlert(server, token);
    const open = all.filter((alert) => OPEN_STATUSES.includes(alert.status));
    const expected = new Map<number, string>();
    for (const alert of open) {
      const known = expected.get(alert.sourceId);
      if (!known || ALERT_LEVELS.indexOf(alert.level) < ALERT_LEVELS.indexOf(known as never)) expected.set(alert.sourceId, alert.level);
    }
    expect(expected.size).toBeGreaterThan(0);
    const map = await server.call(endpoints.publicMap, {});
    expect(new Map(map.points.filter((point) => point.openAlertLevel).map((point) => [point.id, point.openAlertLevel]))).toEqual(expected);

    const monitor = await server.call(endpoints.publicMonitor, {});
    expect(monitor.openAlerts).toBe(open.length);
    const newest = all.sort((a, b) => b.triggeredAt.localeCompare(a.triggeredAt) || b.alertId - a.alertId).slice(0, 20);
    expect(monitor.latestAlerts.map((alert) => alert.alertId)).toEqual(newest.map((alert) => alert.alertId));
    expect(monitor.latestAlerts[0]).toMatchObject({ level: newest[0]!.level, sourceCode: newest[0]!.sourceCode, countyName: newest[0]!.countyName });
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

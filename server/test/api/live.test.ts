import { API_BASE, Codes, endpoints, makeTimeStamp, signParams } from '@ews/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf } from '../support/codes.ts';
import { startServer, type TestServer } from '../support/harness.ts';
import { listenLive } from '../support/live.ts';

const today = () => new Date().toISOString().slice(0, 10);

describe('the live stream', () => {
  let server: TestServer;
  let token: string;
  let sourceId: number;
  beforeAll(async () => {
    server = await startServer();
    token = await server.signIn();
    const point = { code: 'GS-620102-701', name: 'Live site', focusType: 'alashanGroundSquirrel', provinceCode: '620000', prefectureCode: '620100', countyCode: '620102', longitude: 103.8, latitude: 36.1, contactName: '王小明', contactPhone: '13800138000' } as const;
    sourceId = (await server.call(endpoints.sourceSave, point, { token })).sourceId;
  });
  afterAll(() => server.close());

  it('opens without a session, with the API security headers, uncompressed and uncached', async () => {
    const timeStamp = makeTimeStamp();
    const abort = new AbortController();
    const response = await fetch(`${server.origin}${API_BASE}/public/events?timeStamp=${timeStamp}`, {
      headers: { sign: signParams({ timeStamp }), 'accept-encoding': 'br, gzip' },
      signal: abort.signal,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    abort.abort();
  });

  it('names the kinds of record a write changed, and nothing of the records or of who wrote them', async () => {
    const live = await listenLive(server.origin);
    await server.call(endpoints.surveySave, { sourceId, surveyDate: today(), isolatesHost: 1 }, { token });
    const event = await live.nextWith('surveys');
    expect(Object.keys(event)).toEqual(['topics']);
    expect(event.topics).toEqual(expect.arrayContaining(['alerts', 'sources', 'surveys']));
    expect(JSON.stringify(event)).not.toMatch(/王小明|13800138000|admin|Live site|GS-620102-701/);
    live.close();
  });

  it('tells of committed writes only: a refused write sends nothing', async () => {
    const live = await listenLive(server.origin);
    const outbreak = (code: string) => ({ code, title: 'Live outbreak', onsetDate: '2009-07-30', provinceCode: '630000', bubonic: 2, pneumonic: 0, cases: 2, deaths: 0 });
    // Once this write is told, nothing written before it is still on its way.
    await server.call(endpoints.outbreakSave, outbreak('LIVE-1'), { token });
    await live.nextWith('outbreaks');
    expect(await codeOf(server.call(endpoints.surveySave, { sourceId, surveyDate: '2026-13-45', isolatesHost: 1 }, { token }))).toBe(Codes.VALIDATION);
    expect(await codeOf(server.call(endpoints.sourceDelete, { ids: String(sourceId) }, {}))).toBe(Codes.NOT_SIGNED_IN);
    await server.call(endpoints.outbreakSave, outbreak('LIVE-2'), { token });
    // Events come in order: had a refused call been told, it would come before the outbreak's or with it.
    expect((await live.next()).topics).toEqual(['outbreaks']);
    live.close();
  });

  it('ends its streams when the server shuts down, so that the shutdown does not wait for them', async () => {
    const other = await startServer();
    const live = await listenLive(other.origin);
    await other.close();
    await expect(live.ended).resolves.toBeUndefined();
  });
});

describe('the live stream with PUBLIC_PAGES=off', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ PUBLIC_PAGES: 'off' });
  });
  afterAll(() => server.close());

  it('refuses a caller without a session, opens for a signed-in one, and ends when that session is logged out', async () => {
    await expect(listenLive(server.origin)).rejects.toMatchObject({ code: Codes.NOT_SIGNED_IN });
    const token = await server.signIn();
    const live = await listenLive(server.origin, token);
    await server.call(endpoints.logout, {}, { token });
    await expect(live.ended).resolves.toBeUndefined();
  });
});

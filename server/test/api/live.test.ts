import { API_BASE, Codes, endpoints, makeTimeStamp, signParams } from '@ews/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { codeOf } from '../support/codes.ts';
import { startServer, type TestServer } from '../support/harness.ts';
import { listenLive, type LiveListener } from '../support/live.ts';

const today = () => new Date().toISOString().slice(0, 10);
/** A call as a trusted proxy (TRUST_PROXY=1) passes it on: the address it saw comes last. */
const from = (forwardedFor: string) => ({ 'x-forwarded-for': forwardedFor });
const closeAll = (streams: LiveListener[]) => streams.forEach((stream) => stream.close());

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
    await server.call(endpoints.surveySave, { sourceId, surveyDate: today(), bacteriologySamples: 10, isolatesHost: 1 }, { token });
    const event = await live.nextWith('surveys');
    expect(Object.keys(event)).toEqual(['topics']);
    expect(event.topics).toEqual(expect.arrayContaining(['alerts', 'sources', 'surveys']));
    expect(JSON.stringify(event)).not.toMatch(/王小明|13800138000|admin|Live site|GS-620102-701/);
    live.close();
  });

  it('tells of committed writes only: a refused write sends nothing', async () => {
    const live = await listenLive(server.origin);
    const outbreak = (code: string) => ({ code, title: 'Live outbreak', onsetDate: '2009-07-30', provinceCode: '630000', bubonic: 2, pneumonic: 0, cases: 2, deaths: 0, classification: 'confirmed' as const, confirmationMethod: 'culture' as const });
    // Once this write is told, nothing written before it is still on its way.
    await server.call(endpoints.outbreakSave, outbreak('LIVE-1'), { token });
    await live.nextWith('outbreaks');
    expect(await codeOf(server.call(endpoints.surveySave, { sourceId, surveyDate: '2026-13-45', bacteriologySamples: 10, isolatesHost: 1 }, { token }))).toBe(Codes.VALIDATION);
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

describe('the live stream’s slots per address', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ TRUST_PROXY: '1', LIVE_STREAMS_PER_ADDRESS: '3' });
  });
  afterAll(() => server.close());

  it('refuses one address past LIVE_STREAMS_PER_ADDRESS with 42900, whatever it writes in front of the proxy’s hop, while another address connects', async () => {
    const held = await Promise.all([1, 2, 3].map((n) => listenLive(server.origin, undefined, from(`10.0.0.${n}, 203.0.113.7`))));
    await expect(listenLive(server.origin, undefined, { ...from('6.6.6.6, 203.0.113.7'), 'accept-language': 'es' })).rejects.toMatchObject({
      code: Codes.TOO_MANY_REQUESTS,
      message: expect.stringMatching(/^Demasiadas conexiones en directo desde esta dirección/),
    });
    const other = await listenLive(server.origin, undefined, from('198.51.100.4'));
    held[0]!.close();
    // The slot is the address's again once the server hears the stream close.
    const again = await vi.waitFor(() => listenLive(server.origin, undefined, from('203.0.113.7')), { timeout: 60_000, interval: 200 });
    closeAll([...held, other, again]);
  });

  it('counts an IPv6 client by its /64, which one machine may fill with addresses of its own', async () => {
    const held = await Promise.all(['2001:db8:0:7::1', '2001:db8:0:7::2', '2001:db8:0:7:abcd::3'].map((address) => listenLive(server.origin, undefined, from(address))));
    await expect(listenLive(server.origin, undefined, from('2001:db8:0:7:ffff:ffff:ffff:ffff'))).rejects.toMatchObject({ code: Codes.TOO_MANY_REQUESTS });
    const neighbour = await listenLive(server.origin, undefined, from('2001:db8:0:8::1'));
    closeAll([...held, neighbour]);
  });
});

describe('the live stream with PUBLIC_PAGES=off', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ PUBLIC_PAGES: 'off', TRUST_PROXY: '1', LIVE_STREAMS_PER_SESSION: '2' });
  });
  afterAll(() => server.close());

  it('refuses a caller without a session, opens for a signed-in one, and ends when that session is logged out', async () => {
    await expect(listenLive(server.origin)).rejects.toMatchObject({ code: Codes.NOT_SIGNED_IN });
    const token = await server.signIn();
    const live = await listenLive(server.origin, token);
    await server.call(endpoints.logout, {}, { token });
    await expect(live.ended).resolves.toBeUndefined();
  });

  it('refuses one session past LIVE_STREAMS_PER_SESSION from any address, while another session connects', async () => {
    const token = await server.signIn();
    const held = [await listenLive(server.origin, token, from('203.0.113.1')), await listenLive(server.origin, token, from('203.0.113.2'))];
    await expect(listenLive(server.origin, token, { ...from('203.0.113.3'), 'accept-language': 'en' })).rejects.toMatchObject({
      code: Codes.TOO_MANY_REQUESTS,
      message: expect.stringMatching(/^Too many live connections for this session/),
    });
    const colleague = await listenLive(server.origin, await server.signIn(), from('203.0.113.3'));
    closeAll([...held, colleague]);
  });
});

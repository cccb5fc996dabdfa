import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Codes, type LiveEvent } from '@ews/contract';
import type { FastifyReply } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openChangeFeed, type Change } from '../../src/db/change-feed.ts';
import type { Db } from '../../src/db/connection.ts';
import { LIVE_BATCH_MS, LiveHub, networkOf, sendStream, type LiveLimits } from '../../src/http/live.ts';

/** The embedded database's feed: this process alone, as on SQLite. */
const localFeed = () => openChangeFeed(undefined as unknown as Db, { databaseUrl: undefined, databaseSchema: undefined }, () => undefined);
const roomy: LiveLimits = { total: 100, perAddress: 100, perSession: 100 };
/** A stream of anyone's, opened at once. */
const openStream = (hub: LiveHub, send: (event: LiveEvent) => void) => hub.admit({ ip: '192.0.2.1', sessionId: undefined })(send, () => undefined);

describe('the live hub', () => {
  afterEach(() => vi.useRealTimers());

  it('tells the first write after a quiet spell at once, and the writes that follow within LIVE_BATCH_MS together at its end', async () => {
    vi.useFakeTimers();
    const feed = await localFeed();
    const published: Change[] = [];
    feed.subscribe((change) => published.push(change));
    const hub = new LiveHub(
      feed,
      (error) => {
        throw error;
      },
      roomy,
    );
    const received: LiveEvent[] = [];
    openStream(hub, (event) => received.push(event));
    hub.changed(['surveys', 'sources', 'alerts']);
    await vi.advanceTimersByTimeAsync(0);
    expect(received).toEqual([{ topics: ['surveys', 'sources', 'alerts'] }]);
    hub.changed(['outbreaks']);
    hub.changed(['alerts']);
    hub.changed(['outbreaks']);
    await vi.advanceTimersByTimeAsync(LIVE_BATCH_MS - 1);
    expect(received).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(received).toEqual([{ topics: ['surveys', 'sources', 'alerts'] }, { topics: ['outbreaks', 'alerts'] }]);
    expect(published).toEqual(received.map((event) => ({ topic: 'records', changed: event.topics, from: expect.any(String) })));
    await vi.advanceTimersByTimeAsync(LIVE_BATCH_MS);
    hub.changed(['alerts']);
    await vi.advanceTimersByTimeAsync(0);
    expect(received).toHaveLength(3);
  });

  it('counts a write of its own at once and once, another instance’s as the feed brings it, and no change of sessions', async () => {
    vi.useFakeTimers();
    const feed = await localFeed();
    const hub = new LiveHub(feed, () => undefined, roomy);
    const before = hub.generation;
    hub.changed(['alerts']);
    expect(hub.generation).toBe(before + 1);
    // Its own notice comes back through the feed: counted already.
    await vi.advanceTimersByTimeAsync(LIVE_BATCH_MS);
    expect(hub.generation).toBe(before + 1);
    await feed.publish({ topic: 'records', changed: ['sources'], from: 'another instance' });
    expect(hub.generation).toBe(before + 2);
    await feed.publish({ topic: 'sessions', userId: 1 });
    expect(hub.generation).toBe(before + 2);
  });

  it('passes session changes to the watchers and record changes to the streams, each to its own', async () => {
    const feed = await localFeed();
    const hub = new LiveHub(feed, () => undefined, roomy);
    const received: LiveEvent[] = [];
    const watched: Change[] = [];
    openStream(hub, (event) => received.push(event));
    const stopWatching = hub.watchSessions((change) => watched.push(change));
    await feed.publish({ topic: 'sessions', userId: 7 });
    await feed.publish({ topic: 'records', changed: ['alerts'] });
    expect(watched).toEqual([{ topic: 'sessions', userId: 7 }]);
    expect(received).toEqual([{ topics: ['alerts'] }]);
    stopWatching();
    await feed.publish({ topic: 'sessions' });
    expect(watched).toHaveLength(1);
  });

  it('refuses a stream past its limit with 42900, admits one again once a stream closes, and ends them all on close', async () => {
    const hub = new LiveHub(await localFeed(), () => undefined, { ...roomy, total: 2 });
    const ended: number[] = [];
    const stops = [1, 2].map((stream) => hub.admit({ ip: `192.0.2.${stream}`, sessionId: undefined })(() => undefined, () => ended.push(stream)));
    expect(() => hub.admit({ ip: '192.0.2.3', sessionId: undefined })).toThrow(expect.objectContaining({ code: Codes.TOO_MANY_REQUESTS, message: 'error.liveFull' }));
    stops[0]!();
    stops[0]!(); // stopping twice gives back one slot, not two
    hub.admit({ ip: '192.0.2.3', sessionId: undefined })(() => undefined, () => ended.push(3));
    expect(() => hub.admit({ ip: '192.0.2.4', sessionId: undefined })).toThrow();
    await hub.close();
    expect(ended).toEqual([2, 3]);
  });

  it('bounds the slots of one address and of one session, each counted from its admission', async () => {
    const hub = new LiveHub(await localFeed(), () => undefined, { total: 100, perAddress: 3, perSession: 2 });
    const admit = (ip: string, sessionId?: number) => hub.admit({ ip, sessionId });
    // Admitted, not yet open: the slots are taken all the same.
    for (const sessionId of [undefined, 7, 7]) admit('192.0.2.1', sessionId);
    expect(() => admit('192.0.2.1')).toThrow(expect.objectContaining({ message: 'error.liveFullForAddress' }));
    expect(() => admit('192.0.2.2', 7)).toThrow(expect.objectContaining({ message: 'error.liveFullForSession' }));
    const stop = admit('192.0.2.2', 8)(() => undefined, () => undefined);
    admit('192.0.2.2');
    admit('192.0.2.2');
    expect(() => admit('192.0.2.2')).toThrow(expect.objectContaining({ message: 'error.liveFullForAddress' }));
    stop();
    expect(() => admit('192.0.2.2', 8)).not.toThrow();
  });

  it('counts IPv4 by address, IPv6 by its /64', () => {
    expect(networkOf('203.0.113.7')).toBe('203.0.113.7');
    expect(networkOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(networkOf('2001:db8:0:7::1')).toBe('2001:db8:0:7::/64');
    expect(networkOf('2001:0db8:0000:0007:ffff:ffff:ffff:ffff')).toBe('2001:db8:0:7::/64');
    expect(networkOf('2001:db8::7:1')).toBe('2001:db8:0:0::/64');
    expect(networkOf('::1')).toBe('0:0:0:0::/64');
    expect(networkOf('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
  });

  it('ends at once a stream whose client left while its call was checked, giving its slot back', async () => {
    const hub = new LiveHub(await localFeed(), () => undefined, { ...roomy, perAddress: 1 });
    const server = http.createServer((_request, response) => {
      // The client is gone before the stream is sent, as when it leaves during the session's check.
      response.once('close', () => {
        const reply = { hijack: () => undefined, raw: response, getHeaders: () => ({}) } as unknown as FastifyReply;
        sendStream(reply, hub.admit({ ip: '192.0.2.1', sessionId: undefined }));
        server.emit('sent');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const sent = new Promise((resolve) => server.once('sent', resolve));
    const abort = new AbortController();
    http.get({ host: '127.0.0.1', port: (server.address() as AddressInfo).port, signal: abort.signal }).on('error', () => undefined);
    setTimeout(() => abort.abort(), 50);
    await sent;
    server.close();
    expect(() => hub.admit({ ip: '192.0.2.1', sessionId: undefined })).not.toThrow();
  });
});

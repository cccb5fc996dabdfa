import { Codes, type LiveEvent } from '@ews/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openChangeFeed, type Change } from '../../src/db/change-feed.ts';
import type { Db } from '../../src/db/connection.ts';
import { LIVE_BATCH_MS, LiveHub } from '../../src/http/live.ts';

/** The embedded database's feed: this process alone, as on SQLite. */
const localFeed = () => openChangeFeed(undefined as unknown as Db, { databaseUrl: undefined, databaseSchema: undefined }, () => undefined);

describe('the live hub', () => {
  afterEach(() => vi.useRealTimers());

  it('tells the first write after a quiet spell at once, and the writes that follow within LIVE_BATCH_MS together at its end', async () => {
    vi.useFakeTimers();
    const feed = await localFeed();
    const published: Change[] = [];
    feed.subscribe((change) => published.push(change));
    const hub = new LiveHub(feed, (error) => {
      throw error;
    });
    const received: LiveEvent[] = [];
    hub.open((event) => received.push(event), () => undefined);
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
    const hub = new LiveHub(feed, () => undefined);
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
    const hub = new LiveHub(feed, () => undefined);
    const received: LiveEvent[] = [];
    const watched: Change[] = [];
    hub.open((event) => received.push(event), () => undefined);
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
    const hub = new LiveHub(await localFeed(), () => undefined, 2);
    const ended: number[] = [];
    const stops = [1, 2].map((stream) => {
      hub.admit();
      return hub.open(() => undefined, () => ended.push(stream));
    });
    expect(() => hub.admit()).toThrow(expect.objectContaining({ code: Codes.TOO_MANY_REQUESTS }));
    stops[0]!();
    expect(() => hub.admit()).not.toThrow();
    await hub.close();
    expect(ended).toEqual([2]);
  });
});

import { randomUUID } from 'node:crypto';
import { Codes, type LiveEvent, type LiveTopic } from '@ews/contract';
import type { FastifyReply } from 'fastify';
import type { ChangeFeed, SessionChange } from '../db/change-feed.ts';
import { AppError } from './errors.ts';

/**
 * An instance sends at most one notice per this span: the first write after a quiet spell is told
 * at once, and the writes that follow it within the span go out together at its end. Under a bulk
 * import or a write load the database carries ten notices a second, not one per row.
 */
export const LIVE_BATCH_MS = 100;
/** Open streams one instance keeps; past it a screen is refused and keeps to its 60 s polling. */
export const LIVE_MAX_STREAMS = 2000;
/** A comment line this often keeps proxies and NAT from closing a quiet stream. */
export const LIVE_HEARTBEAT_MS = 25_000;
/** A client that reads nothing while this much waits is dropped rather than kept in memory. */
const LIVE_MAX_BUFFERED_BYTES = 64 * 1024;

type Send = (event: LiveEvent) => void;

/**
 * What a stream endpoint's handler returns: called once the stream is open, with the way to send
 * an event and the way to end the stream; it answers the way to stop listening.
 */
export type LiveSubscription = (send: Send, end: () => void) => () => void;

/**
 * The live updates of one instance: the kinds of record its calls wrote go to every instance
 * through the change feed, and what every instance wrote goes out to the streams open here.
 */
export class LiveHub {
  private readonly pending = new Set<LiveTopic>();
  private flushTimer: NodeJS.Timeout | undefined;
  private lastFlush = 0;
  private readonly streams = new Map<Send, () => void>();
  private readonly sessionWatchers = new Set<(change: SessionChange) => void>();
  private changesHeard = 0;
  /** This instance among the others on the feed. */
  private readonly instanceId = randomUUID();

  constructor(
    private readonly changes: ChangeFeed,
    private readonly log: (error: unknown) => void,
    private readonly maxStreams = LIVE_MAX_STREAMS,
  ) {
    changes.subscribe((change) => {
      if (change.topic === 'records') {
        // Counted before the streams hear of it: a screen that fetches again on the event gets a fresh answer here.
        if (change.from !== this.instanceId) this.changesHeard++;
        for (const send of this.streams.keys()) send({ topics: change.changed });
      } else for (const watcher of this.sessionWatchers) watcher(change);
    });
  }

  /**
   * How many writes this instance has heard of: its own as soon as they commit, the other
   * instances' as the change feed brings them. An answer built from the records is current while
   * this stays the same (CurrentAnswer).
   */
  get generation(): number {
    return this.changesHeard;
  }

  /** Records of these kinds were written and committed. */
  changed(topics: readonly LiveTopic[]): void {
    this.changesHeard++;
    for (const topic of topics) this.pending.add(topic);
    this.flushTimer ??= setTimeout(() => this.flush(), Math.max(0, this.lastFlush + LIVE_BATCH_MS - Date.now()));
  }

  /** Refuses a stream beyond LIVE_MAX_STREAMS before it opens, with the envelope a call gets. */
  admit(): void {
    if (this.streams.size >= this.maxStreams) throw new AppError(Codes.TOO_MANY_REQUESTS);
  }

  /** Starts sending every change to one stream; `end` closes it when the instance shuts down. */
  open(send: Send, end: () => void): () => void {
    this.streams.set(send, end);
    return () => void this.streams.delete(send);
  }

  /** Calls `watcher` on every change of sessions, so a signed-in stream can end with its session. */
  watchSessions(watcher: (change: SessionChange) => void): () => void {
    this.sessionWatchers.add(watcher);
    return () => void this.sessionWatchers.delete(watcher);
  }

  /** Sends what is pending and ends every stream: a client reconnects to another instance. */
  async close(): Promise<void> {
    clearTimeout(this.flushTimer);
    await this.flush();
    for (const end of [...this.streams.values()]) end();
  }

  private async flush(): Promise<void> {
    this.flushTimer = undefined;
    if (this.pending.size === 0) return;
    this.lastFlush = Date.now();
    const changed = [...this.pending];
    this.pending.clear();
    await this.changes.publish({ topic: 'records', changed, from: this.instanceId }).catch(this.log);
  }
}

/**
 * Answers a call with a server-sent event stream: the headers the hooks set (security, no-store),
 * an opening comment that gets them past buffering proxies, then one `data:` line per event and a
 * heartbeat comment, until either side ends it (the response closes with its connection).
 */
export function sendStream(reply: FastifyReply, subscribe: LiveSubscription): void {
  reply.hijack();
  const response = reply.raw;
  for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) response.setHeader(name, value);
  response.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'x-accel-buffering': 'no' });
  response.write(': open\n\n');
  let open = true;
  let stop = () => {};
  const write = (text: string) => {
    if (response.writableLength > LIVE_MAX_BUFFERED_BYTES) end();
    else response.write(text);
  };
  const heartbeat = setInterval(() => write(': keep-alive\n\n'), LIVE_HEARTBEAT_MS);
  heartbeat.unref();
  function end(): void {
    if (!open) return;
    open = false;
    clearInterval(heartbeat);
    stop();
    response.end();
  }
  response.once('close', end);
  stop = subscribe((event) => open && write(`data: ${JSON.stringify(event)}\n\n`), end);
}

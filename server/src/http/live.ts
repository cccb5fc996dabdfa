import { randomUUID } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import { Codes, type LiveEvent, type LiveTopic, type TextKey } from '@ews/contract';
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

/** How many streams one instance keeps open: in all, per client address and per session. */
export interface LiveLimits {
  total: number;
  perAddress: number;
  perSession: number;
}

/** Who asks for a stream: the client's address, and its session when the stream needs one. */
export interface StreamHolder {
  ip: string;
  sessionId: number | undefined;
}
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
 * The network a client's address stands for: an IPv4 address itself (an office behind one NAT is
 * one address), an IPv6 address's /64, which one machine is commonly given whole and may fill
 * with addresses of its own.
 */
export function networkOf(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  if (mapped) return mapped;
  if (isIPv4(ip) || !isIPv6(ip)) return ip;
  const [head = '', tail] = ip.split('::');
  const groups = (part: string | undefined) => (part ? part.split(':') : []);
  // An embedded IPv4 address fills the last two groups, not one.
  const tailGroups = groups(tail).flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]));
  const zeros = Array<string>(8 - groups(head).length - tailGroups.length).fill('0');
  const all = tail === undefined ? groups(head) : [...groups(head), ...zeros, ...tailGroups];
  return `${all.slice(0, 4).map((group) => parseInt(group, 16).toString(16)).join(':')}::/64`;
}

/** Counts by key, forgetting a key whose count falls to nothing. */
class Tally<K> {
  private readonly counts = new Map<K, number>();

  of(key: K): number {
    return this.counts.get(key) ?? 0;
  }

  add(key: K, step: 1 | -1): void {
    const count = this.of(key) + step;
    if (count > 0) this.counts.set(key, count);
    else this.counts.delete(key);
  }
}

/**
 * The live updates of one instance: the kinds of record its calls wrote go to every instance
 * through the change feed, and what every instance wrote goes out to the streams open here.
 */
export class LiveHub {
  private readonly pending = new Set<LiveTopic>();
  private flushTimer: NodeJS.Timeout | undefined;
  private lastFlush = 0;
  private readonly streams = new Map<Send, () => void>();
  /** Slots taken, streams open or about to open: counted when admitted, so that parallel requests cannot all pass one check. */
  private taken = 0;
  private readonly byNetwork = new Tally<string>();
  private readonly bySession = new Tally<number>();
  private readonly sessionWatchers = new Set<(change: SessionChange) => void>();
  private changesHeard = 0;
  /** This instance among the others on the feed. */
  private readonly instanceId = randomUUID();

  constructor(
    private readonly changes: ChangeFeed,
    private readonly log: (error: unknown) => void,
    private readonly limits: LiveLimits,
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

  /**
   * Takes a slot for a stream, or refuses it before it opens, with the envelope a call gets: past
   * the instance's streams, its address's or its session's. Answers the way to open the stream,
   * which starts sending it every change (`end` closes it when the instance shuts down) and
   * answers the way to stop, which gives the slot back.
   */
  admit(holder: StreamHolder): (send: Send, end: () => void) => () => void {
    const network = networkOf(holder.ip);
    const { sessionId } = holder;
    const full = this.refusal(network, sessionId);
    if (full) throw new AppError(Codes.TOO_MANY_REQUESTS, full);
    this.take(network, sessionId, 1);
    return (send, end) => {
      this.streams.set(send, end);
      return () => {
        if (!this.streams.delete(send)) return;
        this.take(network, sessionId, -1);
      };
    };
  }

  /** Why one more stream of this holder is refused, or undefined. */
  private refusal(network: string, sessionId: number | undefined): TextKey | undefined {
    if (this.taken >= this.limits.total) return 'error.liveFull';
    if (this.byNetwork.of(network) >= this.limits.perAddress) return 'error.liveFullForAddress';
    if (sessionId !== undefined && this.bySession.of(sessionId) >= this.limits.perSession) return 'error.liveFullForSession';
    return undefined;
  }

  private take(network: string, sessionId: number | undefined, step: 1 | -1): void {
    this.taken += step;
    this.byNetwork.add(network, step);
    if (sessionId !== undefined) this.bySession.add(sessionId, step);
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
  // A client that left while the call was checked closed its response before 'close' was listened
  // for: without this its stream, and its slot, would be kept for good.
  if (response.destroyed) end();
}

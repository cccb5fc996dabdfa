import { nowIso } from '../db/connection.ts';
import type { LiveHub } from './live.ts';

/**
 * The maps poll every 60 s (the web's REFRESH_MS) when their live stream is refused, so an answer up
 * to a minute old is what they may show anyway: the longest a shared answer is kept.
 */
export const SHARED_ANSWER_MAX_AGE_MS = 60_000;

/** The answers CurrentAnswer and AnswerOf share: sendData keeps each one's body, encrypted and compressed, with it. */
export const sharedAnswers = new WeakSet<object>();

/**
 * An answer made from one object alone (a session's cached user, for sysuser/info), shared by every
 * call that brings that same object: kept as long as the object is, so a new copy of it (a session
 * read again, access changed) makes a new answer. Encrypting the answer again was a fifth of the
 * signed call's JavaScript (bench/).
 */
export class AnswerOf<K extends object, T extends object> {
  private readonly kept = new WeakMap<K, T>();

  constructor(private readonly build: (source: K) => T) {}

  get(source: K): T {
    let answer = this.kept.get(source);
    if (!answer) {
      answer = this.build(source);
      sharedAnswers.add(answer);
      this.kept.set(source, answer);
    }
    return answer;
  }
}

/**
 * One answer built from the records, shared by every caller until a write changes them. Building
 * the public map reads every source point (0.5–0.7 s at 100 000 points), and every wall display
 * and visitor of /maps asks for the same answer. It is built again after any write this instance
 * hears of (LiveHub.generation), on a new day (risk levels fall as alerts age out of the window),
 * and at the latest after `maxAgeMs`, which bounds what an instance may miss while its change feed
 * reconnects. Callers who ask while it is being built share that build. A build that a write
 * overtakes is not kept: it is tagged with the generation it started at.
 */
export class CurrentAnswer<T> {
  private kept: { generation: number; day: string; until: number; answer: Promise<T> } | undefined;

  constructor(
    private readonly live: Pick<LiveHub, 'generation'>,
    private readonly maxAgeMs: number,
  ) {}

  get(build: () => Promise<T>): Promise<T> {
    const generation = this.live.generation;
    const day = nowIso().slice(0, 10);
    const now = Date.now();
    const kept = this.kept;
    if (kept && kept.generation === generation && kept.day === day && now < kept.until) return kept.answer;
    const answer = build().then((built) => {
      if (typeof built === 'object' && built !== null) sharedAnswers.add(built);
      return built;
    });
    const entry = { generation, day, until: now + this.maxAgeMs, answer };
    this.kept = entry;
    // A failed build is not kept: the next caller tries again.
    entry.answer.catch(() => {
      if (this.kept === entry) this.kept = undefined;
    });
    return entry.answer;
  }
}

/**
 * A CurrentAnswer per key (a data scope, say), for answers that differ by who asks: at most `limit`
 * keys are kept, the one asked for longest ago going first.
 */
export class CurrentAnswers<T> {
  private readonly byKey = new Map<string, CurrentAnswer<T>>();

  constructor(
    private readonly live: Pick<LiveHub, 'generation'>,
    private readonly maxAgeMs: number,
    private readonly limit: number,
  ) {}

  get(key: string, build: () => Promise<T>): Promise<T> {
    const answer = this.byKey.get(key) ?? new CurrentAnswer<T>(this.live, this.maxAgeMs);
    // Asked for now: to the end of the map's order, which the eviction reads as oldest first.
    this.byKey.delete(key);
    this.byKey.set(key, answer);
    if (this.byKey.size > this.limit) this.byKey.delete(this.byKey.keys().next().value!);
    return answer.get(build);
  }
}

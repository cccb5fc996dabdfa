import { nowIso } from '../db/connection.ts';
import type { LiveHub } from './live.ts';

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
    const entry = { generation, day, until: now + this.maxAgeMs, answer: build() };
    this.kept = entry;
    // A failed build is not kept: the next caller tries again.
    entry.answer.catch(() => {
      if (this.kept === entry) this.kept = undefined;
    });
    return entry.answer;
  }
}

/**
 * Counts calls per key (a client address) in fixed windows. In memory and per instance: a guard
 * against floods (a captcha row per call would otherwise grow the table without bound), not an
 * accounting. The whole map is dropped when a window ends, so memory stays bounded by one window.
 */
export class RateLimiter {
  private windowStartedAt = 0;
  private readonly counts = new Map<string, number>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** True when `key` may make one more call in the current window; counts the call either way. */
  allow(key: string, now = Date.now()): boolean {
    if (now - this.windowStartedAt >= this.windowMs) {
      this.counts.clear();
      this.windowStartedAt = now;
    }
    const count = (this.counts.get(key) ?? 0) + 1;
    this.counts.set(key, count);
    return count <= this.limit;
  }
}

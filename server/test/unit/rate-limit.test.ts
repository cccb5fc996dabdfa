import { describe, expect, it } from 'vitest';
import { RateLimiter } from '../../src/http/rate-limit.ts';

describe('RateLimiter', () => {
  it('allows `limit` calls per key in a window, counts keys apart, and starts afresh in the next window', () => {
    const limiter = new RateLimiter(2, 1000);
    expect([limiter.allow('a', 0), limiter.allow('a', 10), limiter.allow('a', 20)]).toEqual([true, true, false]);
    expect(limiter.allow('b', 30)).toBe(true);
    expect(limiter.allow('a', 999)).toBe(false);
    expect(limiter.allow('a', 1000)).toBe(true);
  });
});

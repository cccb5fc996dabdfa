import { describe, expect, it } from 'vitest';
import { retryDelay } from './live.ts';

describe('the live stream’s retries', () => {
  const lowest = () => 0;
  const highest = () => 0.999_999;

  it('come back within seconds after a drop, spread over the upper half of each step', () => {
    expect([0, 1, 2, 3, 4, 9].map((failures) => retryDelay(failures, false, lowest))).toEqual([500, 1_000, 2_500, 7_500, 30_000, 30_000]);
    expect(retryDelay(0, false, highest)).toBeCloseTo(1_000, 0);
  });

  it('wait half a minute at least after a refusal, then longer, up to five minutes: a refused browser does not hammer', () => {
    expect([0, 1, 2, 9].map((failures) => retryDelay(failures, true, lowest))).toEqual([30_000, 60_000, 150_000, 150_000]);
    expect(retryDelay(9, true, highest)).toBeCloseTo(300_000, 0);
  });
});

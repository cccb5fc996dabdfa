import { describe, expect, it } from 'vitest';
import { countValue } from './count-to.ts';

describe('the animated counter’s value', () => {
  it('starts at the start and lands on the end exactly', () => {
    expect(countValue(0, 2024, 0, 3000)).toBe(0);
    expect(countValue(0, 2024, 3000, 3000)).toBe(2024);
    expect(countValue(0, 2024, 5000, 3000)).toBe(2024);
  });

  it('climbs fast and then slows, never past the end', () => {
    const values = [500, 1000, 1500, 2000, 2500, 2999].map((elapsed) => countValue(100, 1100, elapsed, 3000));
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(values[0]! - 100).toBeGreaterThan(500);
    expect(values.every((value) => value <= 1100)).toBe(true);
  });

  it('counts down as well, and shows the end at once when the duration is nothing', () => {
    expect(countValue(10, 0, 1500, 3000)).toBeLessThan(10);
    expect(countValue(10, 0, 0, 0)).toBe(0);
  });
});

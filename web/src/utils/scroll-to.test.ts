import { describe, expect, it } from 'vitest';
import { easeInOutQuad, SCROLL_DURATION_MS } from './scroll-to.ts';

describe('scroll-to easing', () => {
  it('runs 800 ms from start to target, symmetric around the middle', () => {
    expect(SCROLL_DURATION_MS).toBe(800);
    expect(easeInOutQuad(0, 1000, -1000, 800)).toBe(1000);
    expect(easeInOutQuad(400, 1000, -1000, 800)).toBe(500);
    expect(easeInOutQuad(800, 1000, -1000, 800)).toBe(0);
    expect(easeInOutQuad(200, 0, 100, 800) + easeInOutQuad(600, 0, 100, 800)).toBeCloseTo(100);
  });
});

import { describe, expect, it } from 'vitest';
import { scrollLeftFor } from './scroll-pane.ts';

// Five tabs 100 px wide with 5 px between them, in a bar 250 px wide.
const tags = [0, 1, 2, 3, 4].map((index) => ({ offsetLeft: 5 + index * 105, offsetWidth: 100 }));
const scrollWidth = 5 + 5 * 105 + 15;

describe('scrollLeftFor', () => {
  it('scrolls to the start for the first tab and to the end for the last', () => {
    expect(scrollLeftFor(tags, 0, 200, 250, scrollWidth)).toBe(0);
    expect(scrollLeftFor(tags, 4, 0, 250, scrollWidth)).toBe(scrollWidth - 250);
  });

  it('shows the next tab, 4 px from the right edge', () => {
    // Tab 2 shown: tab 3 ends at 420; with 4 px spacing the bar scrolls to 424 − 250.
    expect(scrollLeftFor(tags, 2, 0, 250, scrollWidth)).toBe(174);
  });

  it('shows the previous tab, 4 px from the left edge', () => {
    expect(scrollLeftFor(tags, 2, 300, 250, scrollWidth)).toBe(110 - 4);
  });

  it('stays when both neighbours are in view, and for no tab', () => {
    expect(scrollLeftFor(tags, 1, 0, 400, scrollWidth)).toBe(0);
    expect(scrollLeftFor(tags, -1, 50, 250, scrollWidth)).toBe(50);
  });
});

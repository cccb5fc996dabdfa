import { FOCUS_TYPE_KEYS } from '@ews/contract';
import { describe, expect, it } from 'vitest';
import { fleaTrendOption, pivotFleaTrend } from './chart-options.ts';

describe('flea index trend', () => {
  it('pivots to one series per focus type over the sorted months, with gaps where a type has no survey', () => {
    const pivot = pivotFleaTrend([
      { month: '2026-02', focusType: 'greatGerbil', fleaIndex: 0.4 },
      { month: '2026-01', focusType: 'himalayanMarmot', fleaIndex: 0.7 },
      { month: '2026-02', focusType: 'himalayanMarmot', fleaIndex: 0.9 },
      { month: '2026-03', focusType: 'greatGerbil', fleaIndex: 0.2 },
    ]);
    expect(pivot.months).toEqual(['2026-01', '2026-02', '2026-03']);
    expect(pivot.series).toEqual([
      { focusType: 'greatGerbil', values: [null, 0.4, 0.2] },
      { focusType: 'himalayanMarmot', values: [0.7, 0.9, null] },
    ]);
  });

  it('keeps the months without surveys on the axis, across the turn of a year, as gaps', () => {
    const pivot = pivotFleaTrend([
      { month: '2026-04', focusType: 'greatGerbil', fleaIndex: 0.5 },
      { month: '2025-09', focusType: 'greatGerbil', fleaIndex: 0.3 },
    ]);
    expect(pivot.months).toEqual(['2025-09', '2025-10', '2025-11', '2025-12', '2026-01', '2026-02', '2026-03', '2026-04']);
    expect(pivot.series).toEqual([{ focusType: 'greatGerbil', values: [0.3, null, null, null, null, null, null, 0.5] }]);
    expect(pivotFleaTrend([]).months).toEqual([]);
  });

  it('draws every focus type in a colour of its own, legible on white, with dashes so that colour is not the only cue', () => {
    const option = fleaTrendOption(
      FOCUS_TYPE_KEYS.map((focusType) => ({ month: '2026-01', focusType, fleaIndex: 1 })),
      (focusType) => focusType,
    );
    const lines = option.series as { itemStyle: { color: string }; lineStyle: { color: string; type: string | number[] } }[];
    expect(lines).toHaveLength(13);
    const colors = lines.map((line) => line.itemStyle.color);
    expect(new Set(colors).size).toBe(13);
    expect(lines.map((line) => line.lineStyle.color)).toEqual(colors);
    // WCAG 1.4.11: a line at least 3:1 against the white panel.
    expect(colors.filter((color) => contrastWithWhite(color) < 3)).toEqual([]);
    // Four dash patterns, each shared by no more than four lines of well-apart colours.
    const perDash = new Map<string, number>();
    for (const { lineStyle } of lines) {
      const dash = JSON.stringify(lineStyle.type);
      perDash.set(dash, (perDash.get(dash) ?? 0) + 1);
    }
    expect([...perDash.values()].sort()).toEqual([3, 3, 3, 4]);
  });
});

/** WCAG 2 contrast ratio of an sRGB colour (#rrggbb) against white. */
function contrastWithWhite(color: string): number {
  const [red, green, blue] = [1, 3, 5].map((at) => {
    const channel = parseInt(color.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 1.05 / (0.2126 * red! + 0.7152 * green! + 0.0722 * blue! + 0.05);
}

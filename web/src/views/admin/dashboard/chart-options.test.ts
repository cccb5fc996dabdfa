import { describe, expect, it } from 'vitest';
import { pivotFleaTrend } from './chart-options.ts';

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
});

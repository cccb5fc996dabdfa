import { describe, expect, it } from 'vitest';
import { BAR_COLOUR, demoValues, HIGHLIGHT_COLOUR, keyboardOption, mixOption, monthLabels, sharePercent, stepHighlight } from './chart-data.ts';

describe('the /charts data and options', () => {
  it('names the twelve months in the language asked', () => {
    expect(monthLabels('en')).toHaveLength(12);
    expect(monthLabels('en')[0]).toBe('Jan');
    expect(monthLabels('zh')[11]).toBe('12月');
  });

  it('draws the same values for the same seed, within bounds', () => {
    const values = demoValues(17, 12, 20, 120);
    expect(demoValues(17, 12, 20, 120)).toEqual(values);
    expect(values.every((value) => Number.isInteger(value) && value >= 20 && value <= 120)).toBe(true);
    expect(demoValues(18, 12, 20, 120)).not.toEqual(values);
  });

  it('moves the highlight by the arrow keys, Home and End, and stops at either end', () => {
    expect(stepHighlight(0, 'ArrowRight', 12)).toBe(1);
    expect(stepHighlight(11, 'ArrowRight', 12)).toBe(11);
    expect(stepHighlight(0, 'ArrowLeft', 12)).toBe(0);
    expect(stepHighlight(5, 'ArrowDown', 12)).toBe(4);
    expect(stepHighlight(5, 'Home', 12)).toBe(0);
    expect(stepHighlight(5, 'End', 12)).toBe(11);
    expect(stepHighlight(5, 'Enter', 12)).toBeUndefined();
  });

  it('draws the highlighted bar alone in the strong colour', () => {
    const option = keyboardOption(['a', 'b', 'c'], [1, 2, 3], 1, 'Value') as { series: { data: { itemStyle: { color: string } }[] }[] };
    expect(option.series[0]!.data.map((item) => item.itemStyle.color)).toEqual([BAR_COLOUR, HIGHLIGHT_COLOUR, BAR_COLOUR]);
  });

  it('puts the mix chart’s line on the second axis and stacks its bars', () => {
    const option = mixOption(['a'], [{ name: 'w', values: [1] }, { name: 'm', values: [3] }], { name: 's', values: [25] }, { bars: 'n', line: '%' }) as {
      yAxis: unknown[];
      series: { type: string; stack?: string; yAxisIndex?: number }[];
    };
    expect(option.yAxis).toHaveLength(2);
    expect(option.series.map(({ type, stack, yAxisIndex }) => [type, stack, yAxisIndex])).toEqual([
      ['bar', 'total', undefined],
      ['bar', 'total', undefined],
      ['line', undefined, 1],
    ]);
  });

  it('computes a share in whole percent, 0 for an empty month', () => {
    expect(sharePercent([1, 0, 2], [3, 0, 1])).toEqual([25, 0, 67]);
  });
});

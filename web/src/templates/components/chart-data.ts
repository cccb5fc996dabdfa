import type { EChartsCoreOption } from 'echarts/core';
import { seededRandom } from '../mock/random.ts';

/*
 * The /charts screens' data and options: plain functions over numbers generated from fixed
 * seeds, so every load and every test draws the same charts.
 */

export const MONTH_COUNT = 12;

/** The twelve months' short names in `language`. */
export function monthLabels(language: string): string[] {
  const format = new Intl.DateTimeFormat(language, { month: 'short', timeZone: 'UTC' });
  return Array.from({ length: MONTH_COUNT }, (_, month) => format.format(Date.UTC(2024, month, 15)));
}

/** `count` integers in [min, max], the same for the same seed. */
export function demoValues(seed: number, count: number, min: number, max: number): number[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => random.int(min, max));
}

/** The bar a key moves the keyboard chart's highlight to, or undefined for a key it does not take. Stops at either end. */
export function stepHighlight(index: number, key: string, count: number): number | undefined {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return Math.min(index + 1, count - 1);
    case 'ArrowLeft':
    case 'ArrowDown':
      return Math.max(index - 1, 0);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

const GRID = { left: 48, right: 48, top: 48, bottom: 32 };
export const HIGHLIGHT_COLOUR = '#1677ff';
export const BAR_COLOUR = '#bae0ff';

/** Bars, one of them (`highlighted`) drawn in the strong colour. */
export function keyboardOption(labels: readonly string[], values: readonly number[], highlighted: number, name: string): EChartsCoreOption {
  return {
    grid: GRID,
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'category', data: labels },
    yAxis: { type: 'value' },
    series: [
      {
        type: 'bar',
        name,
        data: values.map((value, index) => ({ value, itemStyle: { color: index === highlighted ? HIGHLIGHT_COLOUR : BAR_COLOUR } })),
        label: { show: true, position: 'top', formatter: ({ dataIndex }: { dataIndex: number }) => (dataIndex === highlighted ? String(values[dataIndex]) : '') },
      },
    ],
  };
}

export interface NamedSeries {
  name: string;
  values: readonly number[];
}

/** Smooth lines over the months, with a legend. */
export function lineOption(labels: readonly string[], series: readonly NamedSeries[]): EChartsCoreOption {
  return {
    grid: GRID,
    tooltip: { trigger: 'axis' },
    legend: { data: series.map(({ name }) => name) },
    xAxis: { type: 'category', boundaryGap: false, data: labels },
    yAxis: { type: 'value' },
    series: series.map(({ name, values }) => ({ type: 'line', name, smooth: true, data: [...values] })),
  };
}

/** Stacked bars on the left axis, a line (a percentage) on the right one. */
export function mixOption(labels: readonly string[], bars: readonly NamedSeries[], line: NamedSeries, axes: { bars: string; line: string }): EChartsCoreOption {
  return {
    grid: { ...GRID, right: 56 },
    tooltip: { trigger: 'axis' },
    legend: { data: [...bars.map(({ name }) => name), line.name] },
    xAxis: { type: 'category', data: labels },
    yAxis: [
      { type: 'value', name: axes.bars },
      { type: 'value', name: axes.line, min: 0, max: 100, axisLabel: { formatter: '{value} %' } },
    ],
    series: [
      ...bars.map(({ name, values }) => ({ type: 'bar', name, stack: 'total', data: [...values] })),
      { type: 'line', name: line.name, yAxisIndex: 1, smooth: true, data: [...line.values] },
    ],
  };
}

/** Each month's share of the first series in the sum of both, in whole percent. */
export function sharePercent(part: readonly number[], other: readonly number[]): number[] {
  return part.map((value, index) => {
    const total = value + (other[index] ?? 0);
    return total === 0 ? 0 : Math.round((value / total) * 100);
  });
}

import type { DashboardSummary, FocusType } from '@ews/contract';
import type { EChartsCoreOption } from 'echarts/core';

type Translate = (key: string) => string;

const GRID = { left: 44, right: 44, top: 36, bottom: 28, containLabel: false };

/** Bars of the alerts triggered in each of the last 26 weeks, labelled by their Monday. */
export function alertsPerWeekOption(series: DashboardSummary['alertsPerWeek'], t: Translate): EChartsCoreOption {
  return {
    grid: GRID,
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'category', data: series.map((week) => week.week.slice(5)) },
    yAxis: { type: 'value', minInterval: 1 },
    series: [{ type: 'bar', name: t('dashboard.charts.alerts'), data: series.map((week) => week.alerts), itemStyle: { color: '#fa8c16' } }],
  };
}

/** The trend rows pivoted to one series per focus type over the sorted months; a month without surveys is a gap. */
/** Every month from `first` to `last` ('YYYY-MM'), both included. */
function monthsFrom(first: string, last: string): string[] {
  const months: string[] = [];
  let [year, month] = first.split('-').map(Number) as [number, number];
  for (let at = first; at <= last; at = `${year}-${String(month).padStart(2, '0')}`) {
    months.push(at);
    [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
  }
  return months;
}

/**
 * One series per focus type over every month from the first with surveys to the last: a month
 * without any (the winter, outside the survey season) stays on the axis as a gap, so the axis
 * keeps time's proportions rather than joining April to the September before it.
 */
export function pivotFleaTrend(rows: DashboardSummary['fleaIndexTrend']): { months: string[]; series: { focusType: string; values: (number | null)[] }[] } {
  const present = rows.map((row) => row.month).sort();
  const months = present.length === 0 ? [] : monthsFrom(present[0]!, present.at(-1)!);
  const column = new Map(months.map((month, index) => [month, index]));
  const byType = new Map<string, (number | null)[]>();
  for (const row of rows) {
    const values = byType.get(row.focusType) ?? months.map(() => null);
    values[column.get(row.month)!] = row.fleaIndex;
    byType.set(row.focusType, values);
  }
  return { months, series: [...byType].map(([focusType, values]) => ({ focusType, values })) };
}

/** How a line is drawn: its colour and, so that colour is not the only cue, its dash pattern (ECharts' and SVG's dash array; solid when empty). */
export interface LineLook {
  color: string;
  dash: number[];
}

const SOLID: number[] = [];
const DASHED = [6, 3];
const DOTTED = [2, 3];
const DASH_DOT = [8, 3, 2, 3];

/**
 * A line per focus type, each its own colour (ECharts' palette has nine, and the chart draws
 * thirteen): all at least 3.4:1 against white (WCAG's 3:1 for graphics), at least ΔE 24 apart,
 * and the lines of one dash pattern at least ΔE 24 apart to red- or green-blind eyes too.
 * Kept to the focus type, so a type keeps its look whichever others have surveys.
 */
export const FOCUS_TYPE_LINES: Record<FocusType, LineLook> = {
  himalayanMarmot: { color: '#393b79', dash: SOLID },
  greyMarmot: { color: '#2ca02c', dash: SOLID },
  redMarmot: { color: '#8c564b', dash: SOLID },
  mongolianMarmot: { color: '#0e8a96', dash: SOLID },
  dauriaGroundSquirrel: { color: '#1f77b4', dash: DASHED },
  mongolianGerbil: { color: '#d35f00', dash: DOTTED },
  brandtsVole: { color: '#d62728', dash: DASH_DOT },
  alashanGroundSquirrel: { color: '#858500', dash: DASHED },
  qinghaiVole: { color: '#c2408f', dash: DOTTED },
  greatGerbil: { color: '#9467bd', dash: DASH_DOT },
  yellowChestedRat: { color: '#7a1f1f', dash: DOTTED },
  chevriersFieldMouse: { color: '#4a7a3a', dash: DASHED },
  other: { color: '#6b6b6b', dash: DASH_DOT },
};

export function fleaTrendOption(rows: DashboardSummary['fleaIndexTrend'], focusTypeName: (focusType: FocusType) => string): EChartsCoreOption {
  const { months, series } = pivotFleaTrend(rows);
  return {
    grid: { ...GRID, top: 16 },
    tooltip: { trigger: 'axis' },
    // Drawn as a list under the chart (Chart's htmlLegend): its selection still works through this one.
    legend: { show: false },
    xAxis: { type: 'category', data: months },
    yAxis: { type: 'value' },
    series: series.map(({ focusType, values }) => {
      // The summary types focusType as any string: one the console does not know is drawn as 'other'.
      const { color, dash } = FOCUS_TYPE_LINES[focusType as FocusType] ?? FOCUS_TYPE_LINES.other;
      return {
        type: 'line',
        name: focusTypeName(focusType as FocusType),
        data: values,
        connectNulls: false,
        showSymbol: false,
        itemStyle: { color },
        lineStyle: { color, type: dash.length > 0 ? dash : 'solid' },
      };
    }),
  };
}

/** Outbreaks (bars) and cases (line, right axis) per decade. */
export function outbreaksPerDecadeOption(series: DashboardSummary['outbreaksPerDecade'], t: Translate): EChartsCoreOption {
  return {
    grid: GRID,
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    xAxis: { type: 'category', data: series.map((row) => `${row.decade}s`) },
    yAxis: [
      { type: 'value', minInterval: 1 },
      { type: 'value', minInterval: 1, splitLine: { show: false } },
    ],
    series: [
      { type: 'bar', name: t('dashboard.charts.outbreaks'), data: series.map((row) => row.outbreaks), itemStyle: { color: '#cf1322' } },
      { type: 'line', name: t('dashboard.charts.cases'), yAxisIndex: 1, data: series.map((row) => row.cases), itemStyle: { color: '#595959' } },
    ],
  };
}

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
export function pivotFleaTrend(rows: DashboardSummary['fleaIndexTrend']): { months: string[]; series: { focusType: string; values: (number | null)[] }[] } {
  const months = [...new Set(rows.map((row) => row.month))].sort();
  const column = new Map(months.map((month, index) => [month, index]));
  const byType = new Map<string, (number | null)[]>();
  for (const row of rows) {
    const values = byType.get(row.focusType) ?? months.map(() => null);
    values[column.get(row.month)!] = row.fleaIndex;
    byType.set(row.focusType, values);
  }
  return { months, series: [...byType].map(([focusType, values]) => ({ focusType, values })) };
}

export function fleaTrendOption(rows: DashboardSummary['fleaIndexTrend'], focusTypeName: (focusType: FocusType) => string): EChartsCoreOption {
  const { months, series } = pivotFleaTrend(rows);
  return {
    grid: { ...GRID, top: 16 },
    tooltip: { trigger: 'axis' },
    // Drawn as a list under the chart (Chart's htmlLegend): its selection still works through this one.
    legend: { show: false },
    xAxis: { type: 'category', data: months },
    yAxis: { type: 'value' },
    series: series.map(({ focusType, values }) => ({
      type: 'line',
      name: focusTypeName(focusType as FocusType),
      data: values,
      connectNulls: false,
      showSymbol: false,
    })),
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

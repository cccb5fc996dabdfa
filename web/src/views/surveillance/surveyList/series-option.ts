import type { RiskRule } from '@ews/contract';
import type { EChartsCoreOption } from 'echarts/core';

export interface SeriesPoint {
  surveyDate: string;
  hostDensity: number | null;
  captureRate: number | null;
  fleaIndex: number | null;
}

interface SeriesTexts {
  density: string;
  fleaIndex: string;
  threshold(value: number): string;
}

const DENSITY_COLOUR = '#52c41a';
const FLEA_COLOUR = '#fa8c16';

/** A dashed horizontal line at a threshold, labelled with its value, in its series' colour. */
const thresholdLine = (value: number, label: string, colour: string, position: 'insideStartTop' | 'insideEndTop') => ({
  silent: true,
  symbol: 'none',
  lineStyle: { type: 'dashed', color: colour, width: 1.5 },
  // Each label at its own axis's end, so two thresholds at a similar height do not overprint.
  label: { formatter: label, position, color: colour },
  data: [{ yAxis: value }],
});

/**
 * Host density (or capture rate, the measure of rat foci: the rule says which) on the left axis
 * and the flea index on the right, over time, with the focus type's thresholds now in force as
 * dashed lines. A survey without a value leaves a gap rather than a drop to zero.
 */
export function seriesOption(points: readonly SeriesPoint[], rule: Pick<RiskRule, 'hostDensity' | 'fleaIndex' | 'densityUnit'>, texts: SeriesTexts): EChartsCoreOption {
  const density = (point: SeriesPoint) => (rule.densityUnit === 'captureRate' ? point.captureRate : point.hostDensity);
  return {
    grid: { left: 56, right: 56, top: 48, bottom: 64 },
    tooltip: { trigger: 'axis' },
    legend: { top: 8 },
    dataZoom: [{ type: 'slider', bottom: 12 }, { type: 'inside' }],
    xAxis: { type: 'time' },
    yAxis: [
      { type: 'value', name: texts.density, position: 'left', axisLine: { show: true, lineStyle: { color: DENSITY_COLOUR } } },
      { type: 'value', name: texts.fleaIndex, position: 'right', axisLine: { show: true, lineStyle: { color: FLEA_COLOUR } }, splitLine: { show: false } },
    ],
    series: [
      {
        type: 'line',
        name: texts.density,
        yAxisIndex: 0,
        connectNulls: false,
        itemStyle: { color: DENSITY_COLOUR },
        data: points.map((point) => [point.surveyDate, density(point)]),
        markLine: thresholdLine(rule.hostDensity, texts.threshold(rule.hostDensity), DENSITY_COLOUR, 'insideStartTop'),
      },
      {
        type: 'line',
        name: texts.fleaIndex,
        yAxisIndex: 1,
        connectNulls: false,
        itemStyle: { color: FLEA_COLOUR },
        data: points.map((point) => [point.surveyDate, point.fleaIndex]),
        markLine: thresholdLine(rule.fleaIndex, texts.threshold(rule.fleaIndex), FLEA_COLOUR, 'insideEndTop'),
      },
    ],
  };
}

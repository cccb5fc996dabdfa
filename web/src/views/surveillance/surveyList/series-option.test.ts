import { describe, expect, it } from 'vitest';
import { seriesOption, type SeriesPoint } from './series-option.ts';

const points: SeriesPoint[] = [
  { surveyDate: '2024-05-15', hostDensity: 0.8, captureRate: 3, fleaIndex: 0.4 },
  { surveyDate: '2024-06-15', hostDensity: null, captureRate: 7, fleaIndex: 1.3 },
];
const texts = { density: 'Density', fleaIndex: 'Flea index', threshold: (value: number) => `≥ ${value}` };

interface LineSeries {
  name: string;
  yAxisIndex: number;
  data: [string, number | null][];
  markLine: { data: { yAxis: number }[]; label: { formatter: string } };
}

const seriesOf = (option: ReturnType<typeof seriesOption>) => option.series as LineSeries[];

describe('the survey time series of one source point', () => {
  it('draws host density and the flea index on their own axes with each threshold as a line', () => {
    const [density, flea] = seriesOf(seriesOption(points, { hostDensity: 1, fleaIndex: 1, densityUnit: 'perHectare' }, texts));
    expect(density).toMatchObject({ name: 'Density', yAxisIndex: 0, data: [['2024-05-15', 0.8], ['2024-06-15', null]] });
    expect(density!.markLine.data).toEqual([{ yAxis: 1 }]);
    expect(flea).toMatchObject({ name: 'Flea index', yAxisIndex: 1, data: [['2024-05-15', 0.4], ['2024-06-15', 1.3]] });
    expect(flea!.markLine).toMatchObject({ data: [{ yAxis: 1 }], label: { formatter: '≥ 1' } });
  });

  it('draws the capture rate where the focus type measures density so (rat foci)', () => {
    const [density] = seriesOf(seriesOption(points, { hostDensity: 5, fleaIndex: 1, densityUnit: 'captureRate' }, texts));
    expect(density!.data).toEqual([['2024-05-15', 3], ['2024-06-15', 7]]);
    expect(density!.markLine.data).toEqual([{ yAxis: 5 }]);
  });
});

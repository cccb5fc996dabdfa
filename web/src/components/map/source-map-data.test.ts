import { describe, expect, it } from 'vitest';
import { ALL_FILTERS, alertFeatures, filterPoints, pointColumns, pointsBounds, riskRank, yearSpan, type MapPoint } from './source-map-data.ts';

const point = (id: number, overrides: Partial<MapPoint>): MapPoint => ({
  id,
  code: `P-${id}`,
  focusType: 'himalayanMarmot',
  status: 'active',
  riskLevel: 'none',
  provinceCode: '630000',
  provinceName: '青海省',
  countyCode: '632821',
  countyName: '天峻县',
  longitude: 99,
  latitude: 37,
  openPriority: null,
  ...overrides,
});

describe('map data', () => {
  const points = [point(1, { riskLevel: 'urgent' }), point(2, { riskLevel: 'low', focusType: 'greatGerbil' }), point(3, { focusType: 'greatGerbil' })];

  it('ranks urgent highest and no risk lowest, so a cluster can show its worst point', () => {
    expect(['urgent', 'high', 'moderate', 'low', 'none'].map((risk) => riskRank(risk as MapPoint['riskLevel']))).toEqual([4, 3, 2, 1, 0]);
  });

  it('filters by risk and focus type; no focus type chosen means all', () => {
    expect(filterPoints(points, ALL_FILTERS).map((p) => p.id)).toEqual([1, 2, 3]);
    expect(filterPoints(points, { focusTypes: ['greatGerbil'], riskLevels: ['urgent', 'high', 'moderate', 'low', 'none'] }).map((p) => p.id)).toEqual([2, 3]);
    expect(filterPoints(points, { focusTypes: [], riskLevels: ['urgent', 'low'] }).map((p) => p.id)).toEqual([1, 2]);
    expect(filterPoints(points, { focusTypes: ['greatGerbil'], riskLevels: [] })).toEqual([]);
  });

  it('hands back the points themselves when nothing is filtered out, not a copy', () => {
    expect(filterPoints(points, ALL_FILTERS)).toBe(points);
    expect(filterPoints(points, { focusTypes: [], riskLevels: ['none', 'low', 'moderate', 'high', 'urgent'] })).toBe(points);
  });

  it('hands the tile worker only ids, places and ranks; the signal rings get ids and open priorities of the points with one', () => {
    const points = [point(7, { riskLevel: 'high', openPriority: 'moderate', longitude: 100.5, latitude: 36.25 }), point(8, { riskLevel: 'low', longitude: 101, latitude: 37 })];
    const columns = pointColumns(points);
    expect([...columns.ids, ...columns.longitudes, ...columns.latitudes, ...columns.ranks]).toEqual([7, 8, 100.5, 101, 36.25, 37, 3, 1]);
    expect(alertFeatures(points).features).toEqual([{ type: 'Feature', id: 7, geometry: { type: 'Point', coordinates: [100.5, 36.25] }, properties: { alert: 'moderate' } }]);
  });

  it('spans the outbreak years, or nothing without outbreaks', () => {
    const outbreak = (year: number) => ({ year, longitude: 0, latitude: 0, cases: 1, deaths: 0 });
    expect(yearSpan([outbreak(1987), outbreak(1954), outbreak(2011)])).toEqual([1954, 2011]);
    expect(yearSpan([])).toBeUndefined();
  });

  it('boxes the points the map opens on, or nothing without points', () => {
    const points = [point(1, { longitude: 99, latitude: 37 }), point(2, { longitude: 87.5, latitude: 43.8 }), point(3, { longitude: 116.4, latitude: 39.9 })];
    expect(pointsBounds(points)).toEqual([
      [87.5, 37],
      [116.4, 43.8],
    ]);
    expect(pointsBounds([])).toBeUndefined();
  });
});

import type { FocusType, RiskLevel } from '@ews/contract';
import type { PublicMap, PublicMapPoint } from '@ews/contract/schemas/public';
import { RISK_LEVELS } from '@ews/contract/domain';
import type { Feature, FeatureCollection, Point } from 'geojson';
import type { PointColumns } from './point-tiles.ts';

/** A map's data grows with its points (100 000 are several MB): its calls may take longer than the usual 5 s. */
export const MAP_DATA_TIMEOUT_MS = 60_000;

/** A point on the map: the public fields, plus its name on the signed-in dashboard. */
export type MapPoint = PublicMapPoint & { name?: string };
export type MapOutbreak = PublicMap['outbreaks'][number];

export interface MapFilters {
  /** Empty means every focus type. */
  focusTypes: FocusType[];
  /** The risks shown (each signal priority, and none); all of them by default. */
  riskLevels: RiskLevel[];
}

export const ALL_FILTERS: MapFilters = { focusTypes: [], riskLevels: [...RISK_LEVELS] };

/** 4 for urgent … 0 for none, so a cluster can take the most urgent risk among its points. */
export function riskRank(risk: RiskLevel): number {
  return RISK_LEVELS.length - 1 - RISK_LEVELS.indexOf(risk);
}

export function filterPoints<P extends MapPoint>(points: readonly P[], { focusTypes, riskLevels }: MapFilters): readonly P[] {
  // Nothing filtered out, as when the map opens: the same points, not a copy of 100 000.
  if (focusTypes.length === 0 && RISK_LEVELS.every((risk) => riskLevels.includes(risk))) return points;
  const risks = new Set(riskLevels);
  const types = new Set(focusTypes);
  return points.filter((point) => risks.has(point.riskLevel) && (types.size === 0 || types.has(point.focusType)));
}

/** A GeoJSON point at each of `places`, with what `describe` says of it (its id, its properties). */
function pointCollection<T extends { longitude: number; latitude: number }>(places: readonly T[], describe: (place: T) => Omit<Feature<Point>, 'type' | 'geometry'>): FeatureCollection<Point> {
  return {
    type: 'FeatureCollection',
    features: places.map((place) => ({ type: 'Feature', geometry: { type: 'Point', coordinates: [place.longitude, place.latitude] }, ...describe(place) })),
  };
}

/** The points' ids, places and ranks as the tile worker takes them (point-tiles.ts). */
export function pointColumns(points: readonly MapPoint[]): PointColumns {
  const columns = { ids: new Float64Array(points.length), longitudes: new Float64Array(points.length), latitudes: new Float64Array(points.length), ranks: new Uint8Array(points.length) };
  points.forEach((point, i) => {
    columns.ids[i] = point.id;
    columns.longitudes[i] = point.longitude;
    columns.latitudes[i] = point.latitude;
    columns.ranks[i] = riskRank(point.riskLevel);
  });
  return columns;
}

/** The rings round points with an open signal, coloured by its priority (the most urgent of them). */
export function alertFeatures(points: readonly MapPoint[]): FeatureCollection<Point> {
  return pointCollection(
    points.filter((point) => point.openPriority),
    (point) => ({ id: point.id, properties: { alert: point.openPriority } }),
  );
}

export function outbreakFeatures(outbreaks: readonly MapOutbreak[]): FeatureCollection<Point> {
  return pointCollection(outbreaks, (outbreak) => ({ properties: { year: outbreak.year, cases: outbreak.cases } }));
}

/** The [[west, south], [east, north]] corners of the box round `points`, or undefined without points. */
export function pointsBounds(points: readonly MapPoint[]): [[number, number], [number, number]] | undefined {
  if (points.length === 0) return undefined;
  const box = { west: Infinity, south: Infinity, east: -Infinity, north: -Infinity };
  for (const { longitude, latitude } of points) {
    box.west = Math.min(box.west, longitude);
    box.east = Math.max(box.east, longitude);
    box.south = Math.min(box.south, latitude);
    box.north = Math.max(box.north, latitude);
  }
  return [
    [box.west, box.south],
    [box.east, box.north],
  ];
}

/** The first and last outbreak year, or undefined without outbreaks. */
export function yearSpan(outbreaks: readonly MapOutbreak[]): [number, number] | undefined {
  if (outbreaks.length === 0) return undefined;
  let first = Infinity;
  let last = -Infinity;
  for (const { year } of outbreaks) {
    first = Math.min(first, year);
    last = Math.max(last, year);
  }
  return [first, last];
}

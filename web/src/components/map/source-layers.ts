import type { RiskLevel } from '@ews/contract';
import { RISK_COLORS, RISK_LEVELS, SIGNAL_PRIORITIES } from '@ews/contract/domain';
import type { ExpressionSpecification, GeoJSONSource, Map as MapLibreMap, VectorTileSource } from 'maplibre-gl';
import { addClusterCounts } from './cluster-counts.ts';
import { pointTileSource, type PointTileSource } from './point-tile-source.ts';
import { POINT_TILE_LAYER } from './point-tiles.ts';
import { alertFeatures, outbreakFeatures, pointColumns, riskRank, type MapOutbreak, type MapPoint } from './source-map-data.ts';

export type LayerKey = 'points' | 'alerts' | 'heat';
export const LAYER_KEYS: readonly LayerKey[] = ['points', 'alerts', 'heat'];

const SOURCES = { points: 'source-points', alerts: 'alert-points', outbreaks: 'outbreaks' } as const;

export const LAYERS = {
  heat: 'outbreak-heat',
  clusters: 'point-clusters',
  clusterCounts: 'point-cluster-counts',
  points: 'points',
  alertRings: 'alert-rings',
} as const;

/** The map layers each toggle shows or hides. */
const TOGGLED: Record<LayerKey, string[]> = {
  points: [LAYERS.clusters, LAYERS.clusterCounts, LAYERS.points],
  alerts: [LAYERS.alertRings],
  heat: [LAYERS.heat],
};

/** Layers a click can pick a point or a cluster from: the alert ring around a point too. */
export const CLICKABLE = [LAYERS.alertRings, LAYERS.points, LAYERS.clusters];

/** A rank (riskRank) to the colour of its risk, for single points and clusters alike. */
function rankColor(): ExpressionSpecification {
  const stops = RISK_LEVELS.flatMap((level: RiskLevel) => [riskRank(level), RISK_COLORS[level]]);
  return ['match', ['get', 'rank'], ...stops, RISK_COLORS.none] as unknown as ExpressionSpecification;
}

/** An open signal's ring in the colour of its priority, as the points' risks are. */
function alertColor(): ExpressionSpecification {
  const stops = SIGNAL_PRIORITIES.flatMap((priority) => [priority, RISK_COLORS[priority]]);
  return ['match', ['get', 'alert'], ...stops, RISK_COLORS.none] as unknown as ExpressionSpecification;
}

const EMPTY = { type: 'FeatureCollection' as const, features: [] };

/** Each map's point tiles, cut by a worker that ends with the map. */
const pointTiles = new WeakMap<MapLibreMap, PointTileSource>();

/** The deepest zoom the point tiles are cut at; MapLibre enlarges theirs beyond it. */
const POINT_TILES_MAX_ZOOM = 14;

function addSources(map: MapLibreMap): void {
  map.addSource(SOURCES.outbreaks, { type: 'geojson', data: EMPTY });
  const tiles = pointTileSource();
  pointTiles.set(map, tiles);
  map.once('remove', () => {
    tiles.close();
    pointTiles.delete(map);
  });
  // Points clustered when zoomed out, a cluster in the colour of its most severe point (point-tiles.ts).
  map.addSource(SOURCES.points, { type: 'vector', tiles: [tiles.url()], maxzoom: POINT_TILES_MAX_ZOOM });
  map.addSource(SOURCES.alerts, { type: 'geojson', data: EMPTY });
}

function addHeatLayer(map: MapLibreMap, scale: number): void {
  map.addLayer({
    id: LAYERS.heat,
    type: 'heatmap',
    source: SOURCES.outbreaks,
    paint: {
      'heatmap-weight': ['interpolate', ['linear'], ['get', 'cases'], 0, 0.25, 5, 0.6, 20, 1],
      'heatmap-intensity': ['interpolate', ['linear'], ['zoom'], 2, 0.8, 8, 2],
      'heatmap-radius': ['interpolate', ['linear'], ['zoom'], 2, 14 * scale, 8, 40 * scale],
      'heatmap-opacity': 0.75,
      'heatmap-color': [
        'interpolate',
        ['linear'],
        ['heatmap-density'],
        0,
        'rgba(255, 237, 160, 0)',
        0.2,
        'rgba(254, 217, 118, 0.7)',
        0.5,
        'rgb(253, 141, 60)',
        0.8,
        'rgb(227, 26, 28)',
        1,
        'rgb(128, 0, 38)',
      ],
    },
  });
}

/** Clusters show their size by their radius, and their count written on them. */
function addPointLayers(map: MapLibreMap, scale: number): void {
  map.addLayer({
    id: LAYERS.clusters,
    type: 'circle',
    source: SOURCES.points,
    'source-layer': POINT_TILE_LAYER,
    filter: ['has', 'point_count'],
    paint: {
      'circle-color': rankColor(),
      'circle-opacity': 0.75,
      'circle-radius': ['step', ['get', 'point_count'], 8 * scale, 10, 11 * scale, 50, 15 * scale, 200, 20 * scale, 1000, 26 * scale],
      'circle-stroke-color': '#ffffff',
      'circle-stroke-width': 1.5 * scale,
    },
  });
  map.addLayer({
    id: LAYERS.points,
    type: 'circle',
    source: SOURCES.points,
    'source-layer': POINT_TILE_LAYER,
    filter: ['!', ['has', 'point_count']],
    paint: {
      'circle-color': rankColor(),
      'circle-radius': ['interpolate', ['linear'], ['zoom'], 3, 4 * scale, 9, 7 * scale],
      'circle-stroke-color': '#ffffff',
      'circle-stroke-width': scale,
    },
  });
  map.addLayer({
    id: LAYERS.alertRings,
    type: 'circle',
    source: SOURCES.alerts,
    paint: {
      'circle-color': alertColor(),
      'circle-opacity': 0.15,
      'circle-radius': ['interpolate', ['linear'], ['zoom'], 3, 9 * scale, 9, 14 * scale],
      'circle-stroke-color': alertColor(),
      'circle-stroke-width': 2.5 * scale,
    },
  });
  // Last, above the alert rings, which would otherwise cover a cluster's count.
  addClusterCounts(map, { id: LAYERS.clusterCounts, source: SOURCES.points, sourceLayer: POINT_TILE_LAYER, scale });
}

/**
 * The point, alert and outbreak sources and their layers, empty until the data arrives. `scale`
 * enlarges circles and heat spots for screens read from a distance (the wall display).
 */
export function addSourceLayers(map: MapLibreMap, scale = 1): void {
  addSources(map);
  addHeatLayer(map, scale);
  addPointLayers(map, scale);
}

function source(map: MapLibreMap, id: string): GeoJSONSource {
  return map.getSource(id) as GeoJSONSource;
}

/**
 * Calls `then` once none of the source's tiles is on its way. MapLibre does not fetch again a tile
 * still loading when the source's URL changes: it reads again what that load brings, so a tile asked
 * for just before new points were indexed (the map moved, then a filter was ticked) kept the old ones.
 * Tiles asked for meanwhile get the new points (the worker answers from what it holds last).
 */
function whenTilesSettled(map: MapLibreMap, sourceId: string, then: () => void): void {
  if (map.isSourceLoaded(sourceId)) return then();
  const check = () => {
    if (!map.isSourceLoaded(sourceId)) return;
    map.off('sourcedata', check);
    map.off('idle', check);
    then();
  };
  map.on('sourcedata', check);
  map.on('idle', check);
}

/** Draws `points`; it settles once the map has been told to fetch their tiles. */
export async function showPoints(map: MapLibreMap, points: readonly MapPoint[]): Promise<void> {
  source(map, SOURCES.alerts).setData(alertFeatures(points));
  const tiles = pointTiles.get(map)!;
  await tiles.load(pointColumns(points));
  if (!pointTiles.has(map)) return;
  await new Promise<void>((resolve) =>
    whenTilesSettled(map, SOURCES.points, () => {
      // A later call may have set the same URL while this one waited.
      const pointSource = map.getSource<VectorTileSource>(SOURCES.points);
      if (pointSource && pointSource.tiles[0] !== tiles.url()) pointSource.setTiles([tiles.url()]);
      resolve();
    }),
  );
}

export function showOutbreaks(map: MapLibreMap, outbreaks: readonly MapOutbreak[]): void {
  source(map, SOURCES.outbreaks).setData(outbreakFeatures(outbreaks));
}

/** Only outbreaks with an onset year within [from, to] warm the heat layer. */
export function showYears(map: MapLibreMap, [from, to]: [number, number]): void {
  map.setFilter(LAYERS.heat, ['all', ['>=', ['get', 'year'], from], ['<=', ['get', 'year'], to]]);
}

export function showLayers(map: MapLibreMap, visible: Record<LayerKey, boolean>): void {
  for (const key of LAYER_KEYS) {
    for (const layer of TOGGLED[key]) map.setLayoutProperty(layer, 'visibility', visible[key] ? 'visible' : 'none');
  }
}

/**
 * Zooms into a clicked cluster far enough for it to break apart, and a whole level at least: on a
 * phone, opened on all of China at zoom 2, a cluster that parts at 2.0 moved the map by 0.02.
 */
export async function expandCluster(map: MapLibreMap, clusterId: number, center: [number, number]): Promise<void> {
  const zoom = await pointTiles.get(map)!.expansionZoom(clusterId);
  map.easeTo({ center, zoom: Math.max(zoom, map.getZoom() + 1) });
}

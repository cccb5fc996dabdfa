import { Supercluster } from '@maplibre/geojson-vt';
import { fromGeojsonVt, GEOJSON_TILE_LAYER_NAME } from '@maplibre/vt-pbf';
import type { Feature, Point } from 'geojson';

/**
 * The source points as the tile worker takes them: one typed array per value, which move to the
 * worker without a copy (an array of 100 000 objects is walked value by value on the way).
 */
export interface PointColumns {
  ids: Float64Array;
  longitudes: Float64Array;
  latitudes: Float64Array;
  /** riskRank of each point's risk: a cluster shows its most urgent. */
  ranks: Uint8Array;
}

/**
 * The layer the tiles put their points in: the name of MapLibre's own GeoJSON tiles, so that the
 * map's querySourceFeatures finds them without being told a layer, as it did the GeoJSON source's.
 */
export const POINT_TILE_LAYER = GEOJSON_TILE_LAYER_NAME;
/** Zoom levels up to which nearby points merge into one circle. */
export const CLUSTER_MAX_ZOOM = 6;
/** How near (px) points are to merge into a cluster. */
const CLUSTER_RADIUS_PX = 40;
/** A vector tile's width in px (MapLibre's, for every vector tile), and in the units of its coordinates (as MapLibre's own GeoJSON tiles). */
const TILE_SIZE_PX = 512;
const TILE_EXTENT = 8192;

/** The cluster index of `columns`: each point keeps its id and rank, a cluster the highest rank of its points. */
export function pointIndex({ ids, longitudes, latitudes, ranks }: PointColumns): Supercluster {
  const features: Feature<Point, { rank: number }>[] = Array.from(ids, (id, i) => ({
    type: 'Feature',
    id,
    properties: { rank: ranks[i]! },
    geometry: { type: 'Point', coordinates: [longitudes[i]!, latitudes[i]!] },
  }));
  const index = new Supercluster({
    maxZoom: CLUSTER_MAX_ZOOM,
    minPoints: 2,
    extent: TILE_EXTENT,
    radius: CLUSTER_RADIUS_PX * (TILE_EXTENT / TILE_SIZE_PX),
    map: (properties) => ({ rank: properties?.rank }),
    reduce: (cluster, properties) => {
      cluster.rank = Math.max(Number(cluster.rank), Number(properties.rank));
    },
  });
  index.load(features);
  return index;
}

/** Tile z/x/y of `index` as a Mapbox vector tile, in a buffer of its own (one that can be handed on without a copy). */
export function cutTile(index: Supercluster, z: number, x: number, y: number): ArrayBuffer {
  const tile = index.getTile(z, x, y);
  if (!tile) return new ArrayBuffer(0);
  const bytes = fromGeojsonVt({ [POINT_TILE_LAYER]: tile }, { version: 2, extent: TILE_EXTENT });
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

/** What the page asks the tile worker, each with an id its answer carries back. */
export type TileWorkerRequest =
  | { id: number; kind: 'load'; columns: PointColumns }
  | { id: number; kind: 'tile'; z: number; x: number; y: number }
  | { id: number; kind: 'expansionZoom'; clusterId: number };

export type TileWorkerAnswer = { id: number; result: ArrayBuffer | number | null } | { id: number; error: string };

import { VectorTile } from '@mapbox/vector-tile';
import { PbfReader } from 'pbf';
import { describe, expect, it } from 'vitest';
import { CLUSTER_MAX_ZOOM, cutTile, pointIndex, POINT_TILE_LAYER } from './point-tiles.ts';

/** Tile z/x/y's features, decoded as MapLibre decodes them. */
function featuresOf(buffer: ArrayBuffer) {
  const layer = new VectorTile(new PbfReader(buffer)).layers[POINT_TILE_LAYER];
  return Array.from({ length: layer?.length ?? 0 }, (_, i) => layer!.feature(i)).map((feature) => ({ id: feature.id, properties: feature.properties }));
}

/** The tile of zoom `z` holding longitude 100, latitude 36 (Qinghai). */
function tileAt(z: number): [number, number, number] {
  const n = 2 ** z;
  const x = Math.floor(((100 + 180) / 360) * n);
  const latitude = (36 * Math.PI) / 180;
  const y = Math.floor(((1 - Math.log(Math.tan(latitude) + 1 / Math.cos(latitude)) / Math.PI) / 2) * n);
  return [z, x, y];
}

describe('point tiles', () => {
  // Three points within a few hundred metres, of ranks 1, 4 and 0, and one of rank 2 two degrees away.
  const columns = () => ({
    ids: Float64Array.from([11, 12, 13, 14]),
    longitudes: Float64Array.from([100.001, 100.002, 100.003, 102]),
    latitudes: Float64Array.from([36.001, 36.002, 36.001, 36.5]),
    ranks: Uint8Array.from([1, 4, 0, 2]),
  });

  it('merges nearby points into a cluster that counts them and takes the highest rank among them', () => {
    const index = pointIndex(columns());
    const features = featuresOf(cutTile(index, ...tileAt(CLUSTER_MAX_ZOOM)));
    const cluster = features.find((feature) => feature.properties.cluster === true);
    expect(cluster?.properties).toMatchObject({ point_count: 3, point_count_abbreviated: 3, rank: 4 });
    expect(cluster?.id).toBe(cluster?.properties.cluster_id);
    expect(index.getClusterExpansionZoom(Number(cluster?.properties.cluster_id))).toBeGreaterThan(CLUSTER_MAX_ZOOM);
  });

  it('draws each point apart beyond the clustering zooms, with its id and rank', () => {
    const features = featuresOf(cutTile(pointIndex(columns()), ...tileAt(CLUSTER_MAX_ZOOM + 2)));
    expect(features.map(({ id, properties }) => [id, properties.rank]).sort()).toEqual([
      [11, 1],
      [12, 4],
      [13, 0],
    ]);
  });

  it('answers an empty tile where there are no points, and for a tile outside the world', () => {
    const index = pointIndex(columns());
    expect(featuresOf(cutTile(index, 8, 0, 0))).toEqual([]);
    expect(featuresOf(cutTile(index, 2, 9, 9))).toEqual([]);
  });
});

// The source points' vector tiles, cut off the page's thread (see point-tile-source.ts).
import type { Supercluster } from '@maplibre/geojson-vt';
import { cutTile, pointIndex, type TileWorkerAnswer, type TileWorkerRequest } from './point-tiles.ts';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<TileWorkerRequest>) => void) | null;
  postMessage(answer: TileWorkerAnswer, transfer?: Transferable[]): void;
};

/** The points last loaded; until the first load every tile is empty. */
let index: Supercluster | undefined;

function answer(request: TileWorkerRequest): ArrayBuffer | number | null {
  switch (request.kind) {
    case 'load':
      index = pointIndex(request.columns);
      return null;
    case 'tile':
      return index ? cutTile(index, request.z, request.x, request.y) : new ArrayBuffer(0);
    case 'expansionZoom':
      return index ? index.getClusterExpansionZoom(request.clusterId) : null;
  }
}

scope.onmessage = ({ data: request }) => {
  try {
    const result = answer(request);
    scope.postMessage({ id: request.id, result }, result instanceof ArrayBuffer ? [result] : []);
  } catch (error) {
    scope.postMessage({ id: request.id, error: error instanceof Error ? error.message : String(error) });
  }
};

import { addProtocol } from 'maplibre-gl';
import type { PointColumns, TileWorkerAnswer, TileWorkerRequest } from './point-tiles.ts';

/**
 * The map's source points as vector tiles cut by a worker of ours, which MapLibre fetches through
 * this URL scheme. Given the points as GeoJSON, MapLibre copied every value of every feature into
 * its own worker, one at a time: at 100 000 points about a second before the map could draw them,
 * half of it on the page's thread. Here the points go over as a few typed arrays, moved, not copied.
 */
const PROTOCOL = 'ews-points';

export interface PointTileSource {
  /** The tile URL template of the points loaded last: a new one after each load, which makes the map fetch its tiles again. */
  url(): string;
  /** Indexes `columns` (handed over: they are unusable here afterwards). What is asked of a closed source never settles. */
  load(columns: PointColumns): Promise<void>;
  /** The zoom at which a cluster of the points loaded last breaks apart. */
  expansionZoom(clusterId: number): Promise<number>;
  close(): void;
}

type Ask = <T>(request: DistributiveOmit<TileWorkerRequest, 'id'>, transfer?: Transferable[]) => Promise<T>;
type DistributiveOmit<T, K extends keyof T> = T extends unknown ? Omit<T, K> : never;

const open = new Map<string, { tile(z: number, x: number, y: number): Promise<ArrayBuffer> }>();

addProtocol(PROTOCOL, async ({ url }) => {
  const [key = '', , z, x, y] = url.slice(`${PROTOCOL}://`.length).split('/');
  const source = open.get(key);
  return { data: source ? await source.tile(Number(z), Number(x), Number(y)) : new ArrayBuffer(0) };
});

/** A worker answering requests in the order they were sent, each by its id. */
function tileWorker(): { ask: Ask; close(): void } {
  const worker = new Worker(new URL('./point-tiles.worker.ts', import.meta.url), { type: 'module' });
  const pending = new Map<number, { resolve(result: unknown): void; reject(error: Error): void }>();
  let lastId = 0;
  worker.onmessage = ({ data }: MessageEvent<TileWorkerAnswer>) => {
    const waiting = pending.get(data.id);
    pending.delete(data.id);
    if ('error' in data) waiting?.reject(new Error(data.error));
    else waiting?.resolve(data.result);
  };
  worker.onerror = (event) => {
    for (const waiting of pending.values()) waiting.reject(new Error(event.message));
    pending.clear();
  };
  return {
    ask: <T>(request: DistributiveOmit<TileWorkerRequest, 'id'>, transfer: Transferable[] = []) =>
      new Promise<T>((resolve, reject) => {
        const id = ++lastId;
        pending.set(id, { resolve: resolve as (result: unknown) => void, reject });
        worker.postMessage({ ...request, id }, transfer);
      }),
    close() {
      worker.terminate();
      pending.clear();
    },
  };
}

let sources = 0;

export function pointTileSource(): PointTileSource {
  const key = String(++sources);
  const { ask, close } = tileWorker();
  let version = 0;
  open.set(key, { tile: (z, x, y) => ask<ArrayBuffer>({ kind: 'tile', z, x, y }) });
  return {
    url: () => `${PROTOCOL}://${key}/${version}/{z}/{x}/{y}`,
    async load(columns) {
      const { ids, longitudes, latitudes, ranks } = columns;
      await ask({ kind: 'load', columns }, [ids.buffer, longitudes.buffer, latitudes.buffer, ranks.buffer]);
      version++;
    },
    expansionZoom: (clusterId) => ask<number>({ kind: 'expansionZoom', clusterId }),
    close() {
      open.delete(key);
      close();
    },
  };
}

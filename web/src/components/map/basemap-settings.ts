import { use } from 'react';
import { api } from '../../api/index.ts';
import { OFFLINE_BASEMAP, type BasemapSettings } from './basemap.ts';

let settings: Promise<BasemapSettings> | undefined;

/** Asked once per page load; a failed call falls back to the offline basemap, which always works. */
function loadSettings(): Promise<BasemapSettings> {
  settings ??= api.basemapSettings().catch(() => OFFLINE_BASEMAP);
  return settings;
}

/** The basemap the server says to draw on (MAP_TILE_URL), suspending until it is known. */
export function useBasemapSettings(): BasemapSettings {
  return use(loadSettings());
}

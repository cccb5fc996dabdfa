import { use } from 'react';
import { basemapSettingsRoute } from '@ews/contract/protocol/shell';
import { requestRoute } from '../../api/request.ts';
import { OFFLINE_BASEMAP, type BasemapSettings } from './basemap.ts';

let settings: Promise<BasemapSettings> | undefined;

/** Asked once per page load; a failed call falls back to the offline basemap, which always works. */
function loadSettings(): Promise<BasemapSettings> {
  settings ??= requestRoute(basemapSettingsRoute, {}).catch(() => OFFLINE_BASEMAP);
  return settings;
}

/** The basemap the server says to draw on (MAP_TILE_URL), suspending until it is known. */
export function useBasemapSettings(): BasemapSettings {
  return use(loadSettings());
}

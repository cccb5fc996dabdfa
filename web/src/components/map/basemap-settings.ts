import { OFFLINE_BASEMAP, type BasemapSettings } from './basemap.ts';

/** The basemap the maps draw on. */
export function useBasemapSettings(): BasemapSettings | undefined {
  return OFFLINE_BASEMAP;
}

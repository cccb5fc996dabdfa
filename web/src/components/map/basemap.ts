import type { StyleSpecification } from 'maplibre-gl';

/** Where the background map comes from: the bundled GeoJSON (no network) unless a tile URL is configured. */
export interface BasemapSettings {
  /** An XYZ raster tile template such as https://tiles.example.org/{z}/{x}/{y}.png, or null for the offline basemap. */
  tileUrl: string | null;
  /** Shown in the map's attribution control with the online tiles. */
  attribution: string;
}

export const OFFLINE_BASEMAP: BasemapSettings = { tileUrl: null, attribution: '' };

/** China in the middle of the screen at a zoom where the whole country fits a desktop window. */
export const CHINA_VIEW = { center: [104.5, 35.5] as [number, number], zoom: 3.2 };

/** China's mainland and islands south to Hainan: fitted to the container, whatever its size (a wall display zooms in). */
export const CHINA_BOUNDS: [[number, number], [number, number]] = [
  [73.5, 18],
  [135, 53.6],
];

const COLORS = {
  water: '#dbe7f1',
  land: '#f2f0eb',
  border: '#c5c0b6',
  china: '#fbfaf6',
  province: '#b3a58f',
};

/** A URL the map's worker can fetch: the worker has no page location to resolve a relative path against. */
function basemapFile(name: string): string {
  return new URL(`${import.meta.env.BASE_URL}basemap/${name}`, window.location.href).href;
}

/**
 * The offline style: Natural Earth countries and China's provinces (web/public/basemap). It has
 * no symbol layers, because text needs glyph files we do not ship.
 */
function offlineStyle(): StyleSpecification {
  return {
    version: 8,
    sources: {
      countries: { type: 'geojson', data: basemapFile('world-countries.geojson'), attribution: 'Natural Earth' },
      provinces: { type: 'geojson', data: basemapFile('china-provinces.geojson') },
    },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': COLORS.water } },
      { id: 'countries-fill', type: 'fill', source: 'countries', paint: { 'fill-color': COLORS.land } },
      // China's outline comes from the province file, which is drawn at its full detail.
      { id: 'countries-border', type: 'line', source: 'countries', filter: ['!=', ['get', 'adm0_a3'], 'CHN'], paint: { 'line-color': COLORS.border, 'line-width': 0.6 } },
      { id: 'provinces-fill', type: 'fill', source: 'provinces', paint: { 'fill-color': COLORS.china } },
      { id: 'provinces-border', type: 'line', source: 'provinces', paint: { 'line-color': COLORS.province, 'line-width': 0.7 } },
    ],
  };
}

function tileStyle(settings: BasemapSettings & { tileUrl: string }): StyleSpecification {
  return {
    version: 8,
    sources: { tiles: { type: 'raster', tiles: [settings.tileUrl], tileSize: 256, attribution: settings.attribution } },
    layers: [{ id: 'tiles', type: 'raster', source: 'tiles' }],
  };
}

export function basemapStyle(settings: BasemapSettings): StyleSpecification {
  return settings.tileUrl ? tileStyle({ ...settings, tileUrl: settings.tileUrl }) : offlineStyle();
}

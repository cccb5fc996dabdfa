import { Map as MapLibreMap, setWorkerUrl } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import type { TFunction } from 'i18next';
import { useEffect, useEffectEvent, useRef, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useBasemapSettings } from './basemap-settings.ts';
import { basemapStyle, CHINA_VIEW, type BasemapSettings } from './basemap.ts';
import './map.css';

// The bundle moves the worker next to the hashed chunks; MapLibre's own guess (beside its module) is wrong there.
setWorkerUrl(workerUrl);

/**
 * The element a MapCanvas draws into. It carries its map so end-to-end tests can turn a
 * coordinate into a pixel (map.project) without a global; nothing in the app reads it.
 */
export type MapHostElement = HTMLDivElement & { map?: MapLibreMap };

export interface MapCanvasProps {
  /** Called once the style has loaded; layers and handlers added here are removed with the map. */
  onReady?(map: MapLibreMap): void;
  /**
   * Called as the map is removed: on unmount, and when a kept-alive tab is hidden (<Activity>
   * runs effect clean-ups then and the effects again on show, with a new map). A parent holding
   * the map must drop it here, or its effects would draw on a removed one when the tab returns.
   */
  onRemove?(): void;
  center?: [number, number];
  zoom?: number;
  /** Fits these [[west, south], [east, north]] into the container at the start, instead of center and zoom. */
  bounds?: [[number, number], [number, number]];
  className?: string;
  style?: CSSProperties;
  testId?: string;
  ariaLabel?: string;
}

type InitialView = Pick<MapCanvasProps, 'center' | 'zoom' | 'bounds'>;

/** MapLibre's own texts that our maps show (the canvas's name, the attribution and popup buttons), in the user's language. */
const mapTexts = (t: TFunction) => ({
  'Map.Title': t('dashboard.map.canvas.title'),
  'AttributionControl.ToggleAttribution': t('dashboard.map.canvas.toggleAttribution'),
  'AttributionControl.MapFeedback': t('dashboard.map.canvas.feedback'),
  'Popup.Close': t('dashboard.map.canvas.closePopup'),
});

function createMap(container: MapHostElement, settings: BasemapSettings, { center, zoom, bounds }: InitialView, t: TFunction): MapLibreMap {
  const map = new MapLibreMap({
    container,
    locale: mapTexts(t),
    style: basemapStyle(settings),
    ...(bounds ? { bounds, fitBoundsOptions: { padding: 16 } } : { center, zoom }),
    minZoom: 1,
    maxZoom: settings.tileUrl ? 18 : 9,
    dragRotate: false,
    pitchWithRotate: false,
    attributionControl: { compact: true },
  });
  map.touchZoomRotate.disableRotation();
  let idleCount = 0;
  // Tests wait for the count to grow after an action instead of sleeping.
  map.on('idle', () => {
    container.dataset.mapIdle = String(++idleCount);
  });
  container.map = map;
  return map;
}

/** A MapLibre map on the configured basemap; it is created once and removed on unmount. */
export default function MapCanvas({ onReady, onRemove, center = CHINA_VIEW.center, zoom = CHINA_VIEW.zoom, bounds, className, style, testId, ariaLabel }: MapCanvasProps) {
  const containerRef = useRef<MapHostElement>(null);
  const settings = useBasemapSettings();
  const ready = useEffectEvent((map: MapLibreMap) => onReady?.(map));
  const removed = useEffectEvent(() => onRemove?.());
  // The view the map opens with; later changes of the props do not move a map the user has moved,
  // and a map made again (its tab shown again, new basemap settings) opens where the last one was left.
  const initialView = useRef<InitialView>({ center, zoom, bounds });
  const { t } = useTranslation();
  // The texts of the language the map was made in: a new language does not rebuild a map the user has moved.
  const create = useEffectEvent((container: MapHostElement) => createMap(container, settings, initialView.current, t));

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const map = create(container);
    map.on('load', () => ready(map));
    return () => {
      removed();
      initialView.current = { center: map.getCenter().toArray(), zoom: map.getZoom() };
      delete container.map;
      map.remove();
    };
  }, [settings]);

  return <div ref={containerRef} className={['map-canvas', className].filter(Boolean).join(' ')} style={style} data-testid={testId} role={ariaLabel ? 'region' : undefined} aria-label={ariaLabel} />;
}

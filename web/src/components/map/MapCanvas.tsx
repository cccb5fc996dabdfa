import { Map as MapLibreMap, setWorkerUrl } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useEffect, useEffectEvent, useRef, type CSSProperties } from 'react';
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

function createMap(container: MapHostElement, settings: BasemapSettings, { center, zoom, bounds }: InitialView): MapLibreMap {
  const map = new MapLibreMap({
    container,
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
export default function MapCanvas({ onReady, center = CHINA_VIEW.center, zoom = CHINA_VIEW.zoom, bounds, className, style, testId, ariaLabel }: MapCanvasProps) {
  const containerRef = useRef<MapHostElement>(null);
  const settings = useBasemapSettings();
  const ready = useEffectEvent((map: MapLibreMap) => onReady?.(map));
  // The view the map opens with; later changes of the props do not move a map the user has moved.
  const initialView = useRef<InitialView>({ center, zoom, bounds });

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const map = createMap(container, settings, initialView.current);
    map.on('load', () => ready(map));
    return () => {
      delete container.map;
      map.remove();
    };
  }, [settings]);

  return <div ref={containerRef} className={['map-canvas', className].filter(Boolean).join(' ')} style={style} data-testid={testId} role={ariaLabel ? 'region' : undefined} aria-label={ariaLabel} />;
}

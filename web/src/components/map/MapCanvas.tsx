import { Map as MapLibreMap, setWorkerUrl } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import type { TFunction } from 'i18next';
import { useEffect, useEffectEvent, useRef, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../stores/app.ts';
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
  /** Fits these [[west, south], [east, north]] into the container, instead of center and zoom, until the map is moved. */
  bounds?: [[number, number], [number, number]];
  className?: string;
  style?: CSSProperties;
  testId?: string;
  ariaLabel?: string;
}

type InitialView = Pick<MapCanvasProps, 'center' | 'zoom' | 'bounds'>;
type Bounds = NonNullable<MapCanvasProps['bounds']>;

/** MapLibre's own texts (maplibre-gl's default_locale) by the keys of ours under dashboard.map.canvas. */
const MAPLIBRE_TEXTS = {
  'Map.Title': 'title',
  'AttributionControl.ToggleAttribution': 'toggleAttribution',
  'AttributionControl.MapFeedback': 'feedback',
  'Popup.Close': 'closePopup',
  'Marker.Title': 'marker',
  'NavigationControl.ZoomIn': 'zoomIn',
  'NavigationControl.ZoomOut': 'zoomOut',
  'NavigationControl.ResetBearing': 'resetBearing',
  'FullscreenControl.Enter': 'enterFullscreen',
  'FullscreenControl.Exit': 'exitFullscreen',
  'GeolocateControl.FindMyLocation': 'findMyLocation',
  'GeolocateControl.LocationNotAvailable': 'locationNotAvailable',
  'LogoControl.Title': 'logo',
  'GlobeControl.Enable': 'enableGlobe',
  'GlobeControl.Disable': 'disableGlobe',
  'TerrainControl.Enable': 'enableTerrain',
  'TerrainControl.Disable': 'disableTerrain',
  'CooperativeGesturesHandler.WindowsHelpText': 'ctrlScrollHelp',
  'CooperativeGesturesHandler.MacHelpText': 'cmdScrollHelp',
  'CooperativeGesturesHandler.MobileHelpText': 'twoFingersHelp',
  'ScaleControl.Feet': 'feet',
  'ScaleControl.Meters': 'meters',
  'ScaleControl.Kilometers': 'kilometers',
  'ScaleControl.Miles': 'miles',
  'ScaleControl.NauticalMiles': 'nauticalMiles',
} as const;

/** MapLibre's texts in the user's language: its locale option. */
const mapTexts = (t: TFunction): Record<string, string> => Object.fromEntries(Object.entries(MAPLIBRE_TEXTS).map(([text, ours]) => [text, t(`dashboard.map.canvas.${ours}`)]));

/**
 * A fit leaves a margin round the bounds wide enough for a point's alert ring, and below the
 * layers and filters button at the top left, and stops at a county's surroundings (one point's
 * bounds have no size). With 16 px all round a viewer's three points sat on the map's very edge.
 */
const FIT_OPTIONS = { padding: { top: 44, right: 24, bottom: 24, left: 24 }, maxZoom: 7, animate: false };

interface BoundsFollower {
  /** Whether nothing but a fit or a resize has moved the map yet. */
  following(): boolean;
  /** Fits the map to the bounds again, while it follows them. */
  refit(): void;
  stop(): void;
}

/**
 * Keeps a map opened on bounds fitted to them as its container settles (a phone's page laid out
 * again after the map was made had it fit China into a sliver: zoom 1, the whole world) and as the
 * bounds change, until anything else moves it: a gesture, a popup brought into view, a cluster opened.
 * It resizes every map with its container, in place of MapLibre (trackResize off), so that a
 * resize, which moves the map too, is told apart from those.
 */
function followBounds(map: MapLibreMap, container: HTMLElement, bounds: () => Bounds | undefined, openedOnBounds: boolean): BoundsFollower {
  let following = openedOnBounds;
  let movingOurselves = false;
  const moveOurselves = (move: () => void) => {
    movingOurselves = true;
    move();
    movingOurselves = false;
  };
  const refit = () => {
    const fitted = bounds();
    if (following && fitted) moveOurselves(() => map.fitBounds(fitted, FIT_OPTIONS));
  };
  map.on('movestart', () => {
    if (!movingOurselves) following = false;
  });
  const observer = new ResizeObserver(() => {
    moveOurselves(() => map.resize());
    refit();
  });
  observer.observe(container);
  return { following: () => following, refit, stop: () => observer.disconnect() };
}

/**
 * MapLibre draws its sky over the whole canvas on every frame, though none of it shows on a map
 * that cannot be tilted (maxPitch 0: the horizon never comes into view). Without a GPU (a wall
 * display's or a field laptop's software renderer, SwiftShader) that one full-screen pass was a
 * quarter of each frame of /maps at 1440×900 (about 200 of 780 ms of the GPU process's CPU).
 */
function skipSky(map: MapLibreMap): void {
  map.painter.drawFunctions = { ...map.painter.drawFunctions, sky: () => undefined };
}

function createMap(container: MapHostElement, settings: BasemapSettings, { center, zoom, bounds }: InitialView, t: TFunction): MapLibreMap {
  const map = new MapLibreMap({
    container,
    locale: mapTexts(t),
    style: basemapStyle(settings),
    ...(bounds ? { bounds, fitBoundsOptions: FIT_OPTIONS } : { center, zoom }),
    minZoom: 1,
    maxZoom: settings.tileUrl ? 18 : 9,
    maxPitch: 0,
    dragRotate: false,
    pitchWithRotate: false,
    attributionControl: { compact: true },
    trackResize: false,
  });
  map.touchZoomRotate.disableRotation();
  skipSky(map);
  let idleCount = 0;
  // Tests wait for the count to grow after an action instead of sleeping.
  map.on('idle', () => {
    container.dataset.mapIdle = String(++idleCount);
  });
  container.map = map;
  return map;
}

/**
 * A MapLibre map on the configured basemap; it is created once and removed on unmount. Given
 * bounds, it keeps them fitted to its container, however late that settles, and follows new
 * bounds, until the map is moved.
 */
export default function MapCanvas({ onReady, onRemove, center = CHINA_VIEW.center, zoom = CHINA_VIEW.zoom, bounds, className, style, testId, ariaLabel }: MapCanvasProps) {
  const containerRef = useRef<MapHostElement>(null);
  const settings = useBasemapSettings();
  const ready = useEffectEvent((map: MapLibreMap) => onReady?.(map));
  const removed = useEffectEvent(() => onRemove?.());
  // The view the map opens with. A map made again (its tab shown again, new basemap settings, a new
  // language) opens where the last one was left, or on the bounds if that one still followed them.
  const initialView = useRef<InitialView>({ center, zoom, bounds });
  const latestBounds = useRef(bounds);
  const follower = useRef<BoundsFollower>(undefined);
  const { t } = useTranslation();
  const language = useAppStore((state) => state.language);
  const create = useEffectEvent((container: MapHostElement) => createMap(container, settings, initialView.current, t));

  // MapLibre writes its texts into its controls as it makes them: a new language makes the map again.
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const map = create(container);
    const follow = followBounds(map, container, () => latestBounds.current, initialView.current.bounds !== undefined);
    follower.current = follow;
    map.on('load', () => ready(map));
    return () => {
      removed();
      follow.stop();
      follower.current = undefined;
      initialView.current = follow.following() ? { bounds: latestBounds.current } : { center: map.getCenter().toArray(), zoom: map.getZoom() };
      delete container.map;
      map.remove();
    };
  }, [settings, language]);

  // New bounds of the same place (the same points fetched again) leave the map alone.
  const boundsKey = bounds?.flat().join();
  const boundsChanged = useEffectEvent(() => {
    latestBounds.current = bounds;
    follower.current?.refit();
  });
  useEffect(() => boundsChanged(), [boundsKey]);

  return <div ref={containerRef} className={['map-canvas', className].filter(Boolean).join(' ')} style={style} data-testid={testId} role={ariaLabel ? 'region' : undefined} aria-label={ariaLabel} />;
}

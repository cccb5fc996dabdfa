import { Popup, type Map as MapLibreMap, type MapGeoJSONFeature, type MapMouseEvent } from 'maplibre-gl';
import { useEffect, useEffectEvent, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { CHINA_BOUNDS } from './basemap.ts';
import MapCanvas from './MapCanvas.tsx';
import { MapControls } from './MapControls.tsx';
import { bringPopupIntoView } from './popup-placement.ts';
import { addSourceLayers, CLICKABLE, expandCluster, LAYERS, showLayers, showOutbreaks, showPoints, showYears, type LayerKey } from './source-layers.ts';
import { ALL_FILTERS, filterPoints, pointsBounds, yearSpan, type MapFilters, type MapOutbreak, type MapPoint } from './source-map-data.ts';

export interface SourceMapProps<P extends MapPoint> {
  /** Whether the points have come: until they have, and the map has drawn them, it says it is loading them. */
  loaded: boolean;
  points: readonly P[];
  outbreaks: readonly MapOutbreak[];
  /** The popup of a clicked point. */
  renderPopup(point: P): ReactNode;
  /** Shows the layer toggles, filters and year slider (the wall display has room for the map only). */
  controls?: boolean;
  /** Enlarges points and heat spots by this factor (a wall display read from across the room). */
  symbolScale?: number;
  testId?: string;
  ariaLabel?: string;
  className?: string;
}

const ALL_LAYERS: Record<LayerKey, boolean> = { points: true, alerts: true, heat: true };

/** Whether `map` is the one MapCanvas holds now (`live`), not one removed since the render that saw it. */
const isLive = (map: MapLibreMap | undefined, live: RefObject<MapLibreMap | undefined>): map is MapLibreMap => map !== undefined && map === live.current;

/**
 * What a click on the map hit: a point (its id) or a cluster to open up. A point or cluster drawn
 * there comes before an alert ring, which is drawn above them and around its point even where that
 * point is part of a cluster.
 */
function clickTarget(features: readonly MapGeoJSONFeature[]): { pointId: number } | { clusterId: number } | undefined {
  const feature = features.find((one) => one.layer.id !== LAYERS.alertRings) ?? features[0];
  if (!feature) return undefined;
  if (typeof feature.properties.cluster_id === 'number') return { clusterId: feature.properties.cluster_id };
  return typeof feature.id === 'number' ? { pointId: feature.id } : undefined;
}

/**
 * The risk map: source points coloured by risk and clustered when zoomed out, rings around
 * points with an open alert, and historical outbreaks as a heat layer limited to a range of years.
 */
export default function SourceMap<P extends MapPoint>({ loaded, points, outbreaks, renderPopup, controls = true, symbolScale = 1, testId, ariaLabel, className }: SourceMapProps<P>) {
  const { t } = useTranslation();
  const [map, setMap] = useState<MapLibreMap>();
  const [filters, setFilters] = useState<MapFilters>(ALL_FILTERS);
  const [layers, setLayers] = useState(ALL_LAYERS);
  const span = useMemo(() => yearSpan(outbreaks), [outbreaks]);
  // The map opens on the points (a user's region holds theirs), on China until they arrive.
  const bounds = useMemo(() => pointsBounds(points) ?? CHINA_BOUNDS, [points]);
  const [chosenYears, setYears] = useState<[number, number]>();
  const years = chosenYears ?? span;
  const [selectedId, setSelectedId] = useState<number>();
  // One popup for the map's life; React renders the selected point into its content element.
  const [{ popup, content }] = useState(() => {
    const element = document.createElement('div');
    element.dataset.testid = 'map-popup';
    // The map's click handler below decides what a click selects; the popup's own closing on clicks would race it.
    // Above its point (one anchor, so that bringPopupIntoView can tell where a pan takes it).
    return { popup: new Popup({ anchor: 'bottom', offset: 12, closeOnClick: false }).setDOMContent(element), content: element };
  });
  const controlsPanel = useRef<HTMLDivElement>(null);

  const shown = useMemo(() => filterPoints(points, filters), [points, filters]);
  // Looked up on a click rather than indexed on every load: a map of 100 000 entries cost ~0.3 s and its garbage.
  const selected = useMemo(() => (selectedId === undefined ? undefined : points.find((point) => point.id === selectedId)), [points, selectedId]);

  /*
   * The map MapCanvas holds now. A new language (or basemap) makes the map again: MapCanvas removes
   * the old one in a commit whose effects here may still hold it in `map` (new points of the same
   * render, say), and drawing on a removed map throws, its sources gone, which blanked /monitor.
   */
  const liveMap = useRef<MapLibreMap>(undefined);
  const ready = (created: MapLibreMap) => {
    addSourceLayers(created, symbolScale);
    liveMap.current = created;
    setMap(created);
  };
  const removed = () => {
    liveMap.current = undefined;
    setMap(undefined);
  };

  const click = useEffectEvent((event: MapMouseEvent) => {
    const target = clickTarget(event.target.queryRenderedFeatures(event.point, { layers: CLICKABLE }));
    if (!target) setSelectedId(undefined);
    else if ('clusterId' in target) void expandCluster(event.target, target.clusterId, event.lngLat.toArray());
    else setSelectedId(target.pointId);
  });

  useEffect(() => {
    if (!map) return;
    const hover = () => (map.getCanvas().style.cursor = 'pointer');
    const leave = () => (map.getCanvas().style.cursor = '');
    map.on('click', click);
    for (const layer of CLICKABLE) {
      map.on('mouseenter', layer, hover);
      map.on('mouseleave', layer, leave);
    }
    const closed = () => setSelectedId(undefined);
    popup.on('close', closed);
    return () => {
      map.off('click', click);
      popup.off('close', closed);
      popup.remove();
    };
  }, [map, popup]);

  // The points whose tiles the map has (or is fetching), on which map: drawing them is not done before.
  const [tiled, setTiled] = useState<{ map: MapLibreMap; points: readonly P[] }>();
  useEffect(() => {
    if (!isLive(map, liveMap)) return;
    void showPoints(map, shown).then(() => setTiled({ map, points: shown }));
  }, [map, shown]);
  useEffect(() => {
    if (isLive(map, liveMap)) showOutbreaks(map, outbreaks);
  }, [map, outbreaks]);

  // The map that has drawn its first points: the next 'idle' after their tiles are set. Without a
  // GPU that took 6–13 s after the basemap showed, with nothing to say the points were on their way.
  const [drawn, setDrawn] = useState<MapLibreMap>();
  const pointsTiled = tiled !== undefined && tiled.map === map && tiled.points === shown;
  useEffect(() => {
    if (!isLive(map, liveMap) || !loaded || !pointsTiled) return;
    const idle = () => setDrawn(map);
    map.once('idle', idle);
    return () => {
      map.off('idle', idle);
    };
  }, [map, loaded, pointsTiled]);
  useEffect(() => {
    if (isLive(map, liveMap) && years) showYears(map, years);
  }, [map, years]);
  useEffect(() => {
    if (isLive(map, liveMap)) showLayers(map, layers);
  }, [map, layers]);

  // The popup stands on the selected point while it exists; a refresh that removes it closes the popup.
  useEffect(() => {
    if (!isLive(map, liveMap) || !selected) {
      popup.remove();
      return;
    }
    popup.setLngLat([selected.longitude, selected.latitude]);
    if (!popup.isOpen()) popup.addTo(map);
  }, [map, popup, selected]);

  // A point just chosen has its popup brought into view, and again while its content settles (the
  // words of a language still loading, say, widen it after the first measure); a refresh of the same
  // point leaves the map where the user has it.
  useEffect(() => {
    if (!isLive(map, liveMap) || selectedId === undefined || !popup.isOpen()) return;
    const observer = new ResizeObserver(() => bringPopupIntoView(map, popup, controlsPanel.current));
    observer.observe(content);
    return () => observer.disconnect();
  }, [map, popup, content, selectedId]);

  return (
    <div className={['source-map', className].filter(Boolean).join(' ')}>
      <MapCanvas onReady={ready} onRemove={removed} bounds={bounds} testId={testId} ariaLabel={ariaLabel} />
      {controls && (
        <MapControls
          ref={controlsPanel}
          layers={layers}
          onLayers={setLayers}
          filters={filters}
          onFilters={setFilters}
          span={span}
          years={years}
          onYears={setYears}
          shown={shown.length}
          total={loaded ? points.length : undefined}
        />
      )}
      {(!map || drawn !== map) && (
        <div className="source-map-loading" role="status" data-testid="map-loading">
          {t('dashboard.map.loadingPoints')}
        </div>
      )}
      {selected && createPortal(renderPopup(selected), content)}
    </div>
  );
}

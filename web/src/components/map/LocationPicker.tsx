import { Marker, type Map as MapLibreMap, type MapMouseEvent } from 'maplibre-gl';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { circleBounds, isPlaceable, roundCoordinates, type Circle, type Coordinates } from './coordinates.ts';
import MapCanvas from './MapCanvas.tsx';

export interface LocationPickerProps {
  /** The point shown with a marker; none, or coordinates out of range, shows no marker. */
  value?: Coordinates;
  /** Called with the clicked (or dragged-to) point, rounded to 6 decimals. */
  onChange(value: Coordinates): void;
  disabled?: boolean;
  /** The chosen county's circle: the map shows the county whole when it is chosen (or changed). */
  county?: Circle | undefined;
}

/** The zoom a given point opens at: close enough to see the county around it. */
const POINT_ZOOM = 5;

/**
 * A small offline map to pick a point by clicking it (or dragging its marker);
 * data-testid="location-picker". It brings MapLibre: load this module lazily, with a
 * '.location-picker.location-picker-loading' placeholder while it comes.
 */
export function LocationPicker({ value, onChange, disabled = false, county }: LocationPickerProps) {
  const [map, setMap] = useState<MapLibreMap>();
  const markerRef = useRef<Marker>(undefined);
  /** The map the marker was last placed on: the first value from outside (a loaded record) centres a new map. */
  const centredOn = useRef<MapLibreMap>(undefined);
  /** Set by a click or drag here: the marker follows, the view stays where the user has it. */
  const pickedHere = useRef(false);
  const placed = isPlaceable(value) ? value : undefined;
  // MapCanvas opens at the first value it is given and ignores later ones (the marker effect pans).
  const opening = placed ? { center: [placed.longitude, placed.latitude] as [number, number], zoom: POINT_ZOOM } : {};

  const pick = useEffectEvent((event: MapMouseEvent) => {
    if (disabled) return;
    const { lng, lat } = event.lngLat.wrap();
    pickedHere.current = true;
    onChange(roundCoordinates({ longitude: lng, latitude: lat }));
  });
  const dragged = useEffectEvent((marker: Marker) => {
    const { lng, lat } = marker.getLngLat().wrap();
    pickedHere.current = true;
    onChange(roundCoordinates({ longitude: lng, latitude: lat }));
  });

  useEffect(() => {
    if (!map) return;
    map.on('click', pick);
    return () => {
      map.off('click', pick);
    };
  }, [map]);

  // The marker follows the value, whether it came from a click here or from typed coordinates.
  const longitude = placed?.longitude;
  const latitude = placed?.latitude;
  useEffect(() => {
    if (!map) return;
    if (longitude === undefined || latitude === undefined) {
      markerRef.current?.remove();
      markerRef.current = undefined;
      return;
    }
    let marker = markerRef.current;
    if (!marker) {
      marker = new Marker({ color: '#f5222d' });
      marker.on('dragend', () => dragged(marker!));
      markerRef.current = marker;
    }
    marker.setLngLat([longitude, latitude]).addTo(map);
    const picked = pickedHere.current;
    pickedHere.current = false;
    const firstOnThisMap = centredOn.current !== map;
    centredOn.current = map;
    if (firstOnThisMap && !picked) {
      // The record's point, come after the map opened (at the whole country, as the form was
      // still loading): the view moves to it at once, measured at the container's present size.
      map.resize();
      map.jumpTo({ center: [longitude, latitude], zoom: Math.max(map.getZoom(), POINT_ZOOM) });
    } else if (!map.getBounds().contains([longitude, latitude])) {
      map.easeTo({ center: [longitude, latitude] });
    }
  }, [map, longitude, latitude]);

  /** The first county the map was given: a loaded record's, whose own point the map shows instead. */
  const firstCounty = useRef<string | undefined>(undefined);
  const showCounty = useEffectEvent((shownOn: MapLibreMap) => {
    if (!county) return;
    if (firstCounty.current === undefined) {
      firstCounty.current = county.join(',');
      if (placed) return;
    }
    shownOn.resize();
    shownOn.fitBounds(circleBounds(county), { padding: 16, animate: false });
  });
  // Compared by value: the same county found afresh in a new tree is no new choice.
  const countyKey = county?.join(',');
  useEffect(() => {
    if (map) showCounty(map);
  }, [map, countyKey]);

  useEffect(() => {
    markerRef.current?.setDraggable(!disabled);
  }, [disabled, map, longitude, latitude]);

  useEffect(
    () => () => {
      markerRef.current?.remove();
    },
    [],
  );

  return (
    <MapCanvas
      {...opening}
      onReady={setMap}
      onRemove={() => {
        // The marker belonged to the removed map; the next map gets a new one.
        markerRef.current?.remove();
        markerRef.current = undefined;
        setMap(undefined);
      }}
      className={disabled ? 'location-picker is-disabled' : 'location-picker'}
      testId="location-picker"
    />
  );
}

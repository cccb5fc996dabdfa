import { lazy, Suspense } from 'react';
import type { Coordinates } from './coordinates.ts';
import './map.css';

export type { Coordinates } from './coordinates.ts';

export interface LocationPickerProps {
  /** The point shown with a marker; none, or coordinates out of range, shows no marker. */
  value?: Coordinates;
  /** Called with the clicked (or dragged-to) point, rounded to 6 decimals. */
  onChange(value: Coordinates): void;
  disabled?: boolean;
}

// MapLibre is a large download: the form around the picker renders first, the map follows.
const LocationPickerMap = lazy(() => import('./LocationPickerMap.tsx'));

/** A small offline map to pick a point by clicking it (or dragging its marker); data-testid="location-picker". */
export function LocationPicker(props: LocationPickerProps) {
  return (
    <Suspense fallback={<div className="location-picker location-picker-loading" aria-busy="true" />}>
      <LocationPickerMap {...props} />
    </Suspense>
  );
}

export interface Coordinates {
  longitude: number;
  latitude: number;
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/** A point to 6 decimals (about 0.1 m), the precision the source form stores. */
export function roundCoordinates({ longitude, latitude }: Coordinates): Coordinates {
  return { longitude: round6(longitude), latitude: round6(latitude) };
}

/** A value a marker can stand on: finite, longitude within ±180 and latitude within ±90. */
export function isPlaceable(value: Partial<Coordinates> | undefined | null): value is Coordinates {
  return (
    typeof value?.longitude === 'number' &&
    typeof value.latitude === 'number' &&
    Number.isFinite(value.longitude) &&
    Number.isFinite(value.latitude) &&
    Math.abs(value.longitude) <= 180 &&
    Math.abs(value.latitude) <= 90
  );
}

/** A circle around a county's outline, as the region tree gives it: [longitude, latitude, radius in km]. */
export type Circle = readonly [number, number, number];

const KM_PER_DEGREE = 111.2;

/** The box around a circle, [[west, south], [east, north]]. */
export function circleBounds([longitude, latitude, radiusKm]: Circle): [[number, number], [number, number]] {
  const dLatitude = radiusKm / KM_PER_DEGREE;
  const dLongitude = radiusKm / (KM_PER_DEGREE * Math.cos((latitude * Math.PI) / 180));
  return [
    [longitude - dLongitude, latitude - dLatitude],
    [longitude + dLongitude, latitude + dLatitude],
  ];
}

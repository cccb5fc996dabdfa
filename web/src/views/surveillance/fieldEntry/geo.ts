import type { Position } from '../../../hooks/useCurrentPosition.ts';

export type { Position };

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two places (haversine), in kilometres. */
export function distanceKm(a: Position, b: Position): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The points nearest `here` first (a copy; equal distances keep their order). */
export function nearestFirst<P extends Position>(points: readonly P[], here: Position): P[] {
  return points
    .map((point) => ({ point, km: distanceKm(point, here) }))
    .sort((a, b) => a.km - b.km)
    .map(({ point }) => point);
}

/** Today on the device's calendar as YYYY-MM-DD: a survey is dated where it was made, not in UTC. */
export function localToday(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

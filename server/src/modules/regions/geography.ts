import fs from 'node:fs';
import path from 'node:path';
import { SERVER_ROOT } from '../../config.ts';

type Ring = [number, number][];
type Point = [longitude: number, latitude: number];
/** A county's circle: the centre of its outline's bounding box and the distance to its farthest outline point. */
export type CountyCircle = [longitude: number, latitude: number, radiusKm: number];

export interface ProvinceShape {
  abbreviation: string;
  polygons: Ring[][];
  bbox: [number, number, number, number];
}

/**
 * How far beyond its county's circle a point may lie before the user is asked to confirm it: the
 * outlines are of about 2015 and simplified, and a point on a county's edge is common.
 */
export const COUNTY_TOLERANCE_KM = 20;
/**
 * How far outside its province's outline a point may lie before it is refused: Natural Earth's
 * 1:50m outlines are off by a few kilometres, more along ragged borders; a point farther than this
 * is another province's (the Xunhua point typed into Xining's 城东区 lay 650 km off).
 */
export const PROVINCE_TOLERANCE_KM = 50;

let shapes: Map<string, ProvinceShape> | undefined;

/** The 34 province outlines of server/data (read once), by GB/T 2260 code. */
export function provinceShapes(): Map<string, ProvinceShape> {
  if (shapes) return shapes;
  const collection = JSON.parse(fs.readFileSync(path.join(SERVER_ROOT, 'data/china-provinces.geojson'), 'utf8')) as {
    features: { properties: { adcode: string; iso_3166_2: string }; geometry: { type: string; coordinates: unknown } }[];
  };
  shapes = new Map();
  for (const feature of collection.features) {
    const polygons = (feature.geometry.type === 'Polygon' ? [feature.geometry.coordinates] : feature.geometry.coordinates) as Ring[][];
    const points = polygons.flatMap((polygon) => polygon[0] ?? []);
    const xs = points.map((p) => p[0]);
    const ys = points.map((p) => p[1]);
    shapes.set(feature.properties.adcode, {
      abbreviation: feature.properties.iso_3166_2.replace('CN-', ''),
      polygons,
      bbox: [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)],
    });
  }
  return shapes;
}

let circles: Record<string, CountyCircle> | undefined;

/** A county's circle (server/data/china-county-circles.json); none for a county the data lacks. */
export function countyCircle(countyCode: string): CountyCircle | undefined {
  circles ??= JSON.parse(fs.readFileSync(path.join(SERVER_ROOT, 'data/china-county-circles.json'), 'utf8')) as Record<string, CountyCircle>;
  return circles[countyCode];
}

function insideRing([x, y]: Point, ring: Ring): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

export const insideProvince = (point: Point, shape: ProvinceShape) =>
  shape.polygons.some((polygon) => insideRing(point, polygon[0]!) && !polygon.slice(1).some((hole) => insideRing(point, hole)));

export const KM_PER_DEGREE = 111.2;

/** Kilometres east and north of `origin` (equirectangular: exact enough within a province). */
const offsetKm = (origin: Point, point: Point): Point => [(point[0] - origin[0]) * KM_PER_DEGREE * Math.cos((origin[1] * Math.PI) / 180), (point[1] - origin[1]) * KM_PER_DEGREE];

export const kmBetween = (a: Point, b: Point) => Math.hypot(...offsetKm(a, b));

/** How far a point lies outside a province's outline: 0 inside, else the distance to its nearest edge. */
export function kmOutside(point: Point, shape: ProvinceShape): number {
  if (insideProvince(point, shape)) return 0;
  let nearest = Infinity;
  for (const ring of shape.polygons.map((polygon) => polygon[0]!)) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [ax, ay] = offsetKm(point, ring[j]!);
      const [bx, by] = offsetKm(point, ring[i]!);
      const [dx, dy] = [bx - ax, by - ay];
      const along = Math.max(0, Math.min(1, -(ax * dx + ay * dy) / (dx * dx + dy * dy || 1)));
      nearest = Math.min(nearest, Math.hypot(ax + along * dx, ay + along * dy));
    }
  }
  return nearest;
}

export type Placement = { fits: true } | { fits: false; outsideProvinceKm: number } | { fits: false; beyondCountyKm: number };

/**
 * Whether a point lies where its region says: refused (`outsideProvinceKm`) farther than
 * PROVINCE_TOLERANCE_KM outside the province, to be confirmed (`beyondCountyKm`) farther than
 * COUNTY_TOLERANCE_KM beyond the county's circle. A region the data has no outline for passes.
 */
export function placement({ provinceCode, countyCode, longitude, latitude }: { provinceCode: string; countyCode: string; longitude: number; latitude: number }): Placement {
  const point: Point = [longitude, latitude];
  const shape = provinceShapes().get(provinceCode);
  const outsideProvinceKm = shape ? kmOutside(point, shape) : 0;
  if (outsideProvinceKm > PROVINCE_TOLERANCE_KM) return { fits: false, outsideProvinceKm: Math.round(outsideProvinceKm) };
  const circle = countyCode ? countyCircle(countyCode) : undefined;
  const beyondCountyKm = circle ? kmBetween([circle[0], circle[1]], point) - circle[2] : 0;
  if (beyondCountyKm > COUNTY_TOLERANCE_KM) return { fits: false, beyondCountyKm: Math.round(beyondCountyKm) };
  return { fits: true };
}

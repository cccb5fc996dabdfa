import fs from 'node:fs';
import path from 'node:path';
import { SERVER_ROOT } from '../../src/config.ts';
import { countyCircle } from '../../src/modules/regions/geography.ts';

let labels: Map<string, { longitude: number; latitude: number }> | undefined;

/**
 * Coordinates that lie where a record's region says, as a source point's save requires: the
 * middle of its county where the data has its outline, else its province's label point.
 */
export function insideOf({ provinceCode, countyCode }: { provinceCode: string; countyCode: string }): { longitude: number; latitude: number } {
  const circle = countyCode ? countyCircle(countyCode) : undefined;
  if (circle) return { longitude: circle[0], latitude: circle[1] };
  labels ??= new Map(
    (JSON.parse(fs.readFileSync(path.join(SERVER_ROOT, 'data/china-provinces.geojson'), 'utf8')) as { features: { properties: { adcode: string; label_x: number; label_y: number } }[] }).features.map(
      ({ properties }) => [properties.adcode, { longitude: properties.label_x, latitude: properties.label_y }],
    ),
  );
  return labels.get(provinceCode)!;
}

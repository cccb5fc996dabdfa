import { FOCUS_TYPE_KEYS, RISK_LEVELS, SIGNAL_PRIORITIES, SOURCE_STATUSES } from '../domain.ts';
import type { DashboardPoint, DashboardPointColumns } from '../schemas/dashboard.ts';
import type { PublicMapPoint, PublicPointColumns } from '../schemas/public.ts';

/*
 * The maps' points into columns (the server) and back (the screens, the tests), without zod: the
 * dashboard's screen loads none. The columns are point-columns.ts's.
 */

/** Points (in ascending id) as public/map sends them. */
export function publicPointColumns(points: readonly PublicMapPoint[]): PublicPointColumns {
  const columns: PublicPointColumns = { id: [], code: [], focusType: [], status: [], riskLevel: [], openPriority: [], division: [], divisions: [], longitude: [], latitude: [] };
  const divisionIndex = new Map<string, number>();
  let previousId = 0;
  // One pass, each division found by a key of its four texts joined (a JSON array per point was a fifth of a 100 000-point map's time).
  for (const point of points) {
    const { provinceCode, provinceName, countyCode, countyName, countyLatin } = point;
    const key = `${provinceCode}\t${provinceName}\t${countyCode}\t${countyName}`;
    let division = divisionIndex.get(key);
    if (division === undefined) {
      division = columns.divisions.push({ provinceCode, provinceName, countyCode, countyName, countyLatin }) - 1;
      divisionIndex.set(key, division);
    }
    columns.id.push(point.id - previousId);
    previousId = point.id;
    columns.code.push(point.code);
    columns.focusType.push(FOCUS_TYPE_KEYS.indexOf(point.focusType));
    columns.status.push(SOURCE_STATUSES.indexOf(point.status));
    columns.riskLevel.push(RISK_LEVELS.indexOf(point.riskLevel));
    columns.openPriority.push(point.openPriority === null ? -1 : SIGNAL_PRIORITIES.indexOf(point.openPriority));
    columns.division.push(division);
    columns.longitude.push(point.longitude);
    columns.latitude.push(point.latitude);
  }
  return columns;
}

/**
 * The inverse of publicPointColumns: the points as the map draws them. Every object is written
 * with the same properties in the same order (no spread of its division), so that 100 000 of them
 * share one shape.
 */
export function publicPointsOf(columns: PublicPointColumns): PublicMapPoint[] {
  let id = 0;
  return columns.id.map((step, i) => {
    id += step;
    const priority = columns.openPriority[i]!;
    const division = columns.divisions[columns.division[i]!]!;
    return {
      id,
      code: columns.code[i]!,
      focusType: FOCUS_TYPE_KEYS[columns.focusType[i]!]!,
      status: SOURCE_STATUSES[columns.status[i]!]!,
      riskLevel: RISK_LEVELS[columns.riskLevel[i]!]!,
      provinceCode: division.provinceCode,
      provinceName: division.provinceName,
      countyCode: division.countyCode,
      countyName: division.countyName,
      countyLatin: division.countyLatin,
      longitude: columns.longitude[i]!,
      latitude: columns.latitude[i]!,
      openPriority: priority === -1 ? null : SIGNAL_PRIORITIES[priority]!,
    };
  });
}

/** Points (in ascending id) as dashboard/map sends them. */
export function dashboardPointColumns(points: readonly DashboardPoint[]): DashboardPointColumns {
  return { ...publicPointColumns(points), name: points.map((point) => point.name) };
}

/** The inverse of dashboardPointColumns: each point gets its name after the public map's properties, so all share one shape. */
export function dashboardPointsOf(columns: DashboardPointColumns): DashboardPoint[] {
  const points = publicPointsOf(columns) as DashboardPoint[];
  for (const [index, point] of points.entries()) point.name = columns.name[index]!;
  return points;
}

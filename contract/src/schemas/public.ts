import { z } from 'zod';
import { ALERT_LEVELS, ALERT_RULES, FOCUS_TYPE_KEYS, LIVE_TOPICS, RISK_LEVELS, SOURCE_STATUSES } from '../domain.ts';
import { ALERT_STATUSES } from './surveillance.ts';

/** A source point as the public map shows it: no names, units, contacts or people. */
export const publicPointSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  focusType: z.enum(FOCUS_TYPE_KEYS),
  status: z.enum(SOURCE_STATUSES),
  riskLevel: z.enum(RISK_LEVELS),
  provinceCode: z.string(),
  provinceName: z.string(),
  countyCode: z.string(),
  countyName: z.string(),
  longitude: z.number(),
  latitude: z.number(),
  /** The most severe level among the point's open alerts, null without one. */
  openAlertLevel: z.enum(ALERT_LEVELS).nullable(),
});
export type PublicPoint = z.infer<typeof publicPointSchema>;

export const publicOutbreakSchema = z.object({
  year: z.number().int(),
  longitude: z.number(),
  latitude: z.number(),
  cases: z.number().int(),
  deaths: z.number().int(),
});

const index = z.number().int().min(0);

/**
 * The public map's points by column rather than as one object each (issue 20): at 100 000 points
 * the objects' repeated keys and enum names were most of a 24 MB answer. Entry i of every column
 * is point i, in ascending id; `id` holds each id less the one before it (the first: itself);
 * enums are indices into the contract's lists (FOCUS_TYPE_KEYS, SOURCE_STATUSES, RISK_LEVELS,
 * ALERT_LEVELS, the last with -1 for no open alert) and `division` an index into `divisions`
 * (province and county, as many as there are distinct ones).
 * publicPointsOf turns it back into PublicPoint objects.
 */
export const publicPointColumnsSchema = z
  .object({
    id: z.array(z.number().int()),
    code: z.array(z.string()),
    focusType: z.array(index.max(FOCUS_TYPE_KEYS.length - 1)),
    status: z.array(index.max(SOURCE_STATUSES.length - 1)),
    riskLevel: z.array(index.max(RISK_LEVELS.length - 1)),
    openAlertLevel: z.array(z.number().int().min(-1).max(ALERT_LEVELS.length - 1)),
    division: z.array(index),
    divisions: z.array(z.object({ provinceCode: z.string(), provinceName: z.string(), countyCode: z.string(), countyName: z.string() })),
    longitude: z.array(z.number()),
    latitude: z.array(z.number()),
  })
  .refine(
    (columns) => {
      const rows = columns.id.length;
      const same = [columns.code, columns.focusType, columns.status, columns.riskLevel, columns.openAlertLevel, columns.division, columns.longitude, columns.latitude].every((column) => column.length === rows);
      return same && columns.division.every((division) => division < columns.divisions.length);
    },
    { message: 'every column holds one entry per point, and every division is one of divisions' },
  );
export type PublicPointColumns = z.infer<typeof publicPointColumnsSchema>;

export const publicMapSchema = z.object({
  generatedAt: z.string(),
  points: publicPointColumnsSchema,
  outbreaks: z.array(publicOutbreakSchema),
});
export type PublicMap = z.infer<typeof publicMapSchema>;

/** Points (in ascending id) as public/map sends them. */
export function publicPointColumns(points: readonly PublicPoint[]): PublicPointColumns {
  const divisions: PublicPointColumns['divisions'] = [];
  const divisionIndex = new Map<string, number>();
  const divisionOf = ({ provinceCode, provinceName, countyCode, countyName }: PublicPoint) => {
    const key = JSON.stringify([provinceCode, provinceName, countyCode, countyName]);
    let at = divisionIndex.get(key);
    if (at === undefined) {
      at = divisions.push({ provinceCode, provinceName, countyCode, countyName }) - 1;
      divisionIndex.set(key, at);
    }
    return at;
  };
  return {
    id: points.map((point, i) => point.id - (i === 0 ? 0 : points[i - 1]!.id)),
    code: points.map((point) => point.code),
    focusType: points.map((point) => FOCUS_TYPE_KEYS.indexOf(point.focusType)),
    status: points.map((point) => SOURCE_STATUSES.indexOf(point.status)),
    riskLevel: points.map((point) => RISK_LEVELS.indexOf(point.riskLevel)),
    openAlertLevel: points.map((point) => (point.openAlertLevel === null ? -1 : ALERT_LEVELS.indexOf(point.openAlertLevel))),
    division: points.map(divisionOf),
    divisions,
    longitude: points.map((point) => point.longitude),
    latitude: points.map((point) => point.latitude),
  };
}

/** The inverse of publicPointColumns: the points as the map draws them. */
export function publicPointsOf(columns: PublicPointColumns): PublicPoint[] {
  let id = 0;
  return columns.id.map((step, i) => {
    id += step;
    const level = columns.openAlertLevel[i]!;
    return {
      id,
      code: columns.code[i]!,
      focusType: FOCUS_TYPE_KEYS[columns.focusType[i]!]!,
      status: SOURCE_STATUSES[columns.status[i]!]!,
      riskLevel: RISK_LEVELS[columns.riskLevel[i]!]!,
      ...columns.divisions[columns.division[i]!]!,
      longitude: columns.longitude[i]!,
      latitude: columns.latitude[i]!,
      openAlertLevel: level === -1 ? null : ALERT_LEVELS[level]!,
    };
  });
}

/** An alert as the wall display's ticker shows it: where and how severe, not who handles it. */
export const publicAlertSchema = z.object({
  alertId: z.number().int(),
  level: z.enum(ALERT_LEVELS),
  rule: z.enum(ALERT_RULES),
  status: z.enum(ALERT_STATUSES),
  triggeredAt: z.string(),
  sourceCode: z.string(),
  focusType: z.enum(FOCUS_TYPE_KEYS),
  provinceName: z.string(),
  countyName: z.string(),
  /** Province and county in pinyin (a province's English name), for readers who do not read the characters. */
  placeLatin: z.string(),
});

export const publicMonitorSchema = z.object({
  generatedAt: z.string(),
  sourcePoints: z.number().int(),
  byRiskLevel: z.record(z.enum(RISK_LEVELS), z.number().int()),
  byFocusType: z.record(z.string(), z.number().int()),
  outbreaksThisYear: z.number().int(),
  casesThisYear: z.number().int(),
  outbreaksByDecade: z.array(z.object({ decade: z.number().int(), outbreaks: z.number().int(), cases: z.number().int() })),
  openAlerts: z.number().int(),
  /** The 20 most recently triggered alerts, newest first. */
  latestAlerts: z.array(publicAlertSchema),
});
export type PublicMonitor = z.infer<typeof publicMonitorSchema>;

/** The maps' background: an online XYZ tile URL when the deployment configures one (MAP_TILE_URL), else null for the bundled basemap. */
export const basemapSettingsSchema = z.object({
  tileUrl: z.string().nullable(),
  attribution: z.string(),
});

/** One event of the live stream: which kinds of record changed, never which records or who changed them. */
export const liveEventSchema = z.object({ topics: z.array(z.enum(LIVE_TOPICS)) });
export type LiveEvent = z.infer<typeof liveEventSchema>;

import { z } from 'zod';
import { ALERT_RULES, FOCUS_TYPE_KEYS, LIVE_TOPICS, RISK_LEVELS, SIGNAL_PRIORITIES, SOURCE_STATUSES } from '../domain.ts';
import { columnsAgree, COLUMNS_AGREE_MESSAGE, isColumnOf, POINT_COLUMN_ENTRIES, TEXT_ENTRY, type ColumnEntry } from '../protocol/point-columns.ts';
import { ALERT_STATUSES } from './surveillance.ts';
import { declaredLevelSchema } from './response.ts';

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
  /** The most urgent priority among the point's open signals, null without one. */
  openPriority: z.enum(SIGNAL_PRIORITIES).nullable(),
});
export type PublicPoint = z.infer<typeof publicPointSchema>;

/**
 * A point as public/map sends it: with its county in pinyin, as the ticker's
 * (publicAlertSchema.countyLatin), for readers who do not read the characters. public/map always
 * sends it; a point made elsewhere (the dashboard's, a test's) may have none.
 */
export type PublicMapPoint = PublicPoint & { countyLatin?: string };

export const publicOutbreakSchema = z.object({
  year: z.number().int(),
  longitude: z.number(),
  latitude: z.number(),
  cases: z.number().int(),
  deaths: z.number().int(),
});

/**
 * An array whose entries are all `entry`, checked in one pass. z.array(z.number().int()) parses
 * each entry as a schema of its own: for the 800 000 entries of a 100 000-point map that was half a
 * second of the browser's main thread before the map could draw. The check is the same (z.number()
 * refuses an infinite number as Number.isFinite does), and so is the JSON Schema OpenAPI shows.
 */
const column = <T>(entry: ColumnEntry<T>) => z.custom<T[]>(isColumnOf(entry)).meta({ type: 'array', items: entry.jsonSchema });

/** A column of text, one entry per point. */
export const textColumn = () => column(TEXT_ENTRY);

const DIVISION = z.object({ provinceCode: z.string(), provinceName: z.string(), countyCode: z.string(), countyName: z.string(), countyLatin: z.string().optional() });

/** Points by column (protocol/point-columns.ts), with `extra` columns beside every map's: each column holds one entry per point. */
export function pointColumnsSchema<Extra extends z.ZodRawShape>(extra: Extra) {
  const entries = POINT_COLUMN_ENTRIES;
  const shape = {
    id: column(entries.id),
    code: column(entries.code),
    focusType: column(entries.focusType),
    status: column(entries.status),
    riskLevel: column(entries.riskLevel),
    openPriority: column(entries.openPriority),
    division: column(entries.division),
    divisions: z.array(DIVISION),
    longitude: column(entries.longitude),
    latitude: column(entries.latitude),
  };
  return z.object({ ...shape, ...extra }).refine((columns) => columnsAgree(columns as unknown as Parameters<typeof columnsAgree>[0]), { message: COLUMNS_AGREE_MESSAGE });
}

/**
 * The public map's points by column rather than as one object each (issue 20): at 100 000 points
 * the objects' repeated keys and enum names were most of a 24 MB answer. The columns are
 * POINT_COLUMN_ENTRIES', `divisions` the province and county of each `division` index with their
 * countyLatin, as many as there are distinct ones. publicPointsOf (protocol/map-points.ts) turns it back into PublicMapPoint objects.
 */
export const publicPointColumnsSchema = pointColumnsSchema({});
export type PublicPointColumns = z.infer<typeof publicPointColumnsSchema>;

export const publicMapSchema = z.object({
  generatedAt: z.string(),
  points: publicPointColumnsSchema,
  outbreaks: z.array(publicOutbreakSchema),
});
export type PublicMap = z.infer<typeof publicMapSchema>;

/** A signal as the wall display's ticker shows it: where and how urgent, not who handles it; its point's code and focus type '' when it lies at none. */
export const publicAlertSchema = z.object({
  alertId: z.number().int(),
  priority: z.enum(SIGNAL_PRIORITIES),
  rule: z.enum(ALERT_RULES),
  status: z.enum(ALERT_STATUSES),
  triggeredAt: z.string(),
  sourceCode: z.string(),
  focusType: z.enum(FOCUS_TYPE_KEYS).or(z.literal('')),
  provinceName: z.string(),
  countyName: z.string(),
  /**
   * The county in pinyin ('' where the place names none), for readers who do not read the
   * characters; the screens name the province in the reader's language (PROVINCE_NAMES).
   */
  countyLatin: z.string(),
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
  /** The response levels declared and in force, most severe first: never a proposal or a signal's priority. */
  responseLevels: z.array(declaredLevelSchema),
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

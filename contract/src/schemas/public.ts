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

export const publicMapSchema = z.object({
  generatedAt: z.string(),
  points: z.array(publicPointSchema),
  outbreaks: z.array(publicOutbreakSchema),
});
export type PublicMap = z.infer<typeof publicMapSchema>;

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

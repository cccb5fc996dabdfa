import { z } from 'zod';
import { RISK_LEVELS } from '../domain.ts';
import { pointColumnsSchema, publicMapSchema, publicPointSchema, textColumn } from './public.ts';
import { declaredLevelSchema } from './response.ts';

export const dashboardSummarySchema = z.object({
  generatedAt: z.string(),
  sourcesByRisk: z.record(z.enum(RISK_LEVELS), z.number().int()),
  openAlerts: z.number().int(),
  surveysThisMonth: z.number().int(),
  outbreaksThisYear: z.number().int(),
  /** Monday of each of the last 26 weeks with the alerts triggered in it. */
  alertsPerWeek: z.array(z.object({ week: z.string(), alerts: z.number().int() })),
  /** Mean flea index per focus type and month over the last 24 months. */
  fleaIndexTrend: z.array(z.object({ month: z.string(), focusType: z.string(), fleaIndex: z.number() })),
  outbreaksPerDecade: z.array(z.object({ decade: z.number().int(), outbreaks: z.number().int(), cases: z.number().int() })),
  /** The response levels declared and in force in the scope, most severe first. */
  responseLevels: z.array(declaredLevelSchema),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;

/** A point of the dashboard's map: the public map's, with its name, for the popup and its link. */
export const dashboardPointSchema = publicPointSchema.extend({ name: z.string() });
export type DashboardPoint = z.infer<typeof dashboardPointSchema>;

/**
 * The dashboard's map sends its points by column, as public/map does, with a column of names:
 * as one object each, 100 000 points were a 26 MB answer that took seconds to send and to read.
 * dashboardPointsOf (protocol/map-points.ts) turns it back into DashboardPoint objects.
 */
export const dashboardPointColumnsSchema = pointColumnsSchema({ name: textColumn() });
export type DashboardPointColumns = z.infer<typeof dashboardPointColumnsSchema>;
export const dashboardMapSchema = publicMapSchema.extend({ points: dashboardPointColumnsSchema });
export type DashboardMap = z.infer<typeof dashboardMapSchema>;

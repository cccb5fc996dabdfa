import { z } from 'zod';
import { RISK_LEVELS } from '../domain.ts';
import { publicMapSchema, publicPointSchema } from './public.ts';

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
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;

/** The dashboard's map: the public map's points with their names, for the popup and its link. */
export const dashboardPointSchema = publicPointSchema.extend({ name: z.string() });
export type DashboardPoint = z.infer<typeof dashboardPointSchema>;
export const dashboardMapSchema = publicMapSchema.extend({ points: z.array(dashboardPointSchema) });
export type DashboardMap = z.infer<typeof dashboardMapSchema>;

import { z } from 'zod';
import { ALERT_LEVELS, ALERT_RULES, FOCUS_TYPE_KEYS } from '../domain.ts';
import { Permissions } from '../permissions.ts';
import { auditedFields, idParam, isoDate, optionalFilter, pageQuery, pastDate, version } from './common.ts';
import { count, decimal } from './fields.ts';

/** A measure a survey may leave unrecorded; a negative one typed as text ('-1') is said to be below 0, like a number. */
const measure = (max: number) => decimal(0, max).nullable().optional();
const text = (max: number) => z.string().trim().max(max).default('');

export const ALERT_STATUSES = ['new', 'verifying', 'confirmed', 'responding', 'closed', 'discarded'] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];

/** An alert's workflow: new → verifying → confirmed → responding → closed, or → discarded while open. */
/** Alerts an analyst has confirmed (closed ones were confirmed first): the only ones the public pages show. */
export const VERIFIED_ALERT_STATUSES: readonly AlertStatus[] = ['confirmed', 'responding', 'closed'];
export const VERIFIED_OPEN_ALERT_STATUSES: readonly AlertStatus[] = ['confirmed', 'responding'];

export const ALERT_TRANSITIONS: Record<AlertStatus, AlertStatus[]> = {
  new: ['verifying', 'discarded'],
  verifying: ['confirmed', 'discarded'],
  confirmed: ['responding', 'closed', 'discarded'],
  responding: ['closed'],
  closed: [],
  discarded: [],
};

/** The permission moving an alert to each status needs (analysts verify, respond and close). */
export const ALERT_TRANSITION_PERMISSION: Record<AlertStatus, string> = {
  new: Permissions.ALERT_VERIFY,
  verifying: Permissions.ALERT_VERIFY,
  confirmed: Permissions.ALERT_VERIFY,
  discarded: Permissions.ALERT_VERIFY,
  responding: Permissions.ALERT_RESPOND,
  closed: Permissions.ALERT_CLOSE,
};

/** The literature a seeded threshold comes from, said in each language by the web. */
export const THRESHOLD_CITATIONS = ['li1999DauriaGroundSquirrel', 'li1999MongolianGerbil', 'who1999RatFoci'] as const;
export type ThresholdCitation = (typeof THRESHOLD_CITATIONS)[number];

/**
 * Where a threshold comes from: a citation, or the provisional start at the 90th percentile of the
 * focus type's own history (with the number of surveys it was set from, once it was).
 */
export type ThresholdSource = { citation: ThresholdCitation } | { provisional: true; surveys?: number };

/** The compact form a threshold stores its source in: 'cite:who1999RatFoci', 'provisional' or 'provisional:812'. */
export function formatThresholdSource(source: ThresholdSource): string {
  if ('citation' in source) return `cite:${source.citation}`;
  return source.surveys === undefined ? 'provisional' : `provisional:${source.surveys}`;
}

/** The stored source read back; undefined for text not in that form (a source typed by hand is shown as it is). */
export function parseThresholdSource(text: string): ThresholdSource | undefined {
  const citation = THRESHOLD_CITATIONS.find((known) => text === `cite:${known}`);
  if (citation) return { citation };
  const provisional = /^provisional(?::(\d+))?$/.exec(text);
  if (!provisional) return undefined;
  return provisional[1] === undefined ? { provisional: true } : { provisional: true, surveys: Number(provisional[1]) };
}

/** A field survey of one source point (监测记录). */
const surveyBase = z.object({
  sourceId: idParam,
  surveyDate: pastDate,
  surveyUnit: text(100),
  hostSpecies: text(200),
  hostDensity: measure(100_000),
  captureRate: measure(100),
  animalsExamined: count.default(0),
  infestationRate: measure(100),
  fleaIndex: measure(10_000),
  burrowFleaIndex: measure(10_000),
  freeFleaIndex: measure(10_000),
  vectorSpecies: text(200),
  bacteriologySamples: count.default(0),
  isolatesHost: count.default(0),
  isolatesVector: count.default(0),
  seraTested: count.default(0),
  seraPositive: count.default(0),
  maxTitre: z.string().trim().regex(/^(1:\d{1,6})?$/, 'validation.titre').default(''),
  deadRodentsFound: count.default(0),
  deadRodentsPositive: count.default(0),
  suspectedHumanCases: count.default(0),
  notes: text(2000),
});

function surveyRules(value: z.output<typeof surveyBase>, ctx: z.RefinementCtx): void {
  if (value.seraPositive > value.seraTested) ctx.addIssue({ code: 'custom', path: ['seraPositive'], message: 'validation.partOverWhole' });
  if (value.deadRodentsPositive > value.deadRodentsFound) ctx.addIssue({ code: 'custom', path: ['deadRodentsPositive'], message: 'validation.partOverWhole' });
}

export const surveyFieldsSchema = surveyBase.superRefine(surveyRules);
export type SurveyFields = z.input<typeof surveyFieldsSchema>;
/**
 * `clientId`: the id a device gives an entry it made offline. Sent again (a retry after a lost
 * answer), the add answers the survey stored the first time instead of storing a second one.
 */
export const surveySaveSchema = surveyBase.extend({ surveyId: idParam.optional(), version: version.optional(), clientId: z.uuid().optional() }).superRefine(surveyRules);

export const surveySchema = z.object({
  surveyId: z.number().int(),
  sourceCode: z.string(),
  sourceName: z.string(),
  focusType: z.enum(FOCUS_TYPE_KEYS),
  sourceId: z.number().int(),
  surveyDate: z.string(),
  surveyUnit: z.string(),
  hostSpecies: z.string(),
  hostDensity: z.number().nullable(),
  captureRate: z.number().nullable(),
  animalsExamined: z.number().int(),
  infestationRate: z.number().nullable(),
  fleaIndex: z.number().nullable(),
  burrowFleaIndex: z.number().nullable(),
  freeFleaIndex: z.number().nullable(),
  vectorSpecies: z.string(),
  bacteriologySamples: z.number().int(),
  isolatesHost: z.number().int(),
  isolatesVector: z.number().int(),
  seraTested: z.number().int(),
  seraPositive: z.number().int(),
  maxTitre: z.string(),
  deadRodentsFound: z.number().int(),
  deadRodentsPositive: z.number().int(),
  suspectedHumanCases: z.number().int(),
  notes: z.string(),
  clientId: z.string().nullable(),
  ...auditedFields,
});
export type Survey = z.infer<typeof surveySchema>;

export const surveyListQuery = pageQuery.extend({
  sourceId: optionalFilter(idParam),
  focusType: optionalFilter(z.enum(FOCUS_TYPE_KEYS)),
  from: optionalFilter(isoDate),
  to: optionalFilter(isoDate),
});

export const surveyIdInput = z.object({ surveyId: idParam });

/** Thresholds of one focus type, with where each default comes from (issue 6: shown on the rules screen). */
export const riskRuleSchema = z.object({
  focusType: z.enum(FOCUS_TYPE_KEYS),
  hostDensity: z.number(),
  fleaIndex: z.number(),
  densityUnit: z.enum(['perHectare', 'captureRate']),
  source: z.string(),
  version: z.number().int(),
  updatedAt: z.string(),
  updatedBy: z.string(),
});
export type RiskRule = z.infer<typeof riskRuleSchema>;

export const riskRuleSaveSchema = z.object({
  rules: z
    .array(
      z.object({
        focusType: z.enum(FOCUS_TYPE_KEYS),
        hostDensity: z.number().min(0).max(100_000),
        fleaIndex: z.number().min(0).max(10_000),
        version,
      }),
    )
    .min(1)
    .max(20),
});

export const recomputeResultSchema = z.object({ sourcePoints: z.number().int(), surveys: z.number().int(), alertsOpened: z.number().int(), ms: z.number() });
export type RecomputeResult = z.infer<typeof recomputeResultSchema>;

/** The latest full recompute of this server: running or finished, source points done of total. */
export const recomputeProgressSchema = z.object({
  running: z.boolean(),
  done: z.number().int(),
  total: z.number().int(),
  startedAt: z.string(),
  finishedAt: z.string(),
  startedBy: z.string(),
  /** Requests that asked for a recompute while this one ran: they wait for its result instead of starting another. */
  joined: z.number().int(),
});
export type RecomputeProgress = z.infer<typeof recomputeProgressSchema>;

export const alertSchema = z.object({
  alertId: z.number().int(),
  sourceId: z.number().int(),
  sourceCode: z.string(),
  sourceName: z.string(),
  focusType: z.enum(FOCUS_TYPE_KEYS),
  provinceCode: z.string(),
  countyCode: z.string(),
  countyName: z.string(),
  rule: z.enum(ALERT_RULES),
  level: z.enum(ALERT_LEVELS),
  status: z.enum(ALERT_STATUSES),
  triggeredAt: z.string(),
  lastTriggeredAt: z.string(),
  observed: z.number(),
  threshold: z.number(),
  surveyIds: z.array(z.number().int()),
  version: z.number().int(),
});
export type Alert = z.infer<typeof alertSchema>;

export const alertEventSchema = z.object({
  fromStatus: z.string(),
  toStatus: z.string(),
  note: z.string(),
  username: z.string(),
  at: z.string(),
});

/** An alert with its evidence: the surveys that fired it, its history, and the thresholds of its focus type now. */
export const alertDetailSchema = alertSchema.extend({ events: z.array(alertEventSchema), surveys: z.array(surveySchema), thresholds: riskRuleSchema.optional() });
export type AlertDetail = z.infer<typeof alertDetailSchema>;

export const alertListQuery = pageQuery.extend({
  level: optionalFilter(z.enum(ALERT_LEVELS)),
  status: optionalFilter(z.enum(ALERT_STATUSES)),
  open: optionalFilter(z.enum(['true', 'false'])),
  focusType: optionalFilter(z.enum(FOCUS_TYPE_KEYS)),
  provinceCode: optionalFilter(z.string().regex(/^\d{6}$/)),
  prefectureCode: optionalFilter(z.string().regex(/^\d{6}$/)),
  countyCode: optionalFilter(z.string().regex(/^\d{6}$/)),
  from: optionalFilter(isoDate),
  to: optionalFilter(isoDate),
});

export const alertTransitionSchema = z.object({
  alertId: idParam,
  to: z.enum(ALERT_STATUSES),
  note: z.string().trim().min(1).max(1000),
  version,
});

import { z } from 'zod';
import { ALERT_RULES, FOCUS_TYPE_KEYS, SIGNAL_PRIORITIES, type AlertRule, type SignalPriority } from '../domain.ts';
import { Permissions } from '../permissions.ts';
import { auditedFields, idParam, isoDate, optionalFilter, pageQuery, pastDate, version } from './common.ts';
import { clientId, count, decimal } from './fields.ts';

/** A measure a survey may leave unrecorded; a negative one typed as text ('-1') is said to be below 0, like a number. */
const measure = (max: number) => decimal(0, max).nullable().optional();
const text = (max: number) => z.string().trim().max(max).default('');

export const ALERT_STATUSES = ['new', 'verifying', 'confirmed', 'responding', 'closed', 'discarded', 'discardPending', 'closePending'] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];

/** An alert's workflow: new → verifying → confirmed → responding → closed, or → discarded while open. */
/** Alerts an analyst has confirmed (closed ones were confirmed first): the only ones the public pages show. */
export const VERIFIED_ALERT_STATUSES: readonly AlertStatus[] = ['confirmed', 'responding', 'closePending', 'closed'];
export const VERIFIED_OPEN_ALERT_STATUSES: readonly AlertStatus[] = ['confirmed', 'responding', 'closePending'];

/**
 * Every move a person may make. Two ends are not reached in one step where DESIGN §5 asks for
 * four eyes: a human-case or isolate signal's discard, and an urgent signal's closure. Each is a
 * request (discardPending, closePending) that a second person approves (→ discarded, closed) or
 * rejects (→ back to the status it was asked from); see alertTransitionsOf.
 */
export const ALERT_TRANSITIONS: Record<AlertStatus, AlertStatus[]> = {
  new: ['verifying', 'discarded', 'discardPending'],
  verifying: ['confirmed', 'discarded', 'discardPending'],
  confirmed: ['responding', 'closed', 'closePending', 'discarded', 'discardPending'],
  responding: ['closed', 'closePending'],
  closed: [],
  discarded: [],
  discardPending: ['discarded', 'new', 'verifying', 'confirmed'],
  closePending: ['closed', 'confirmed', 'responding'],
};

/** Rules whose signal a discard needs laboratory evidence and a second person for (DESIGN §5). */
export const TWO_PERSON_DISCARD_RULES: readonly AlertRule[] = ['humanCase', 'isolate'];
/** Priorities whose signal a closure needs a second person for (issue 44: the top priority). */
export const TWO_PERSON_CLOSE_PRIORITIES: readonly SignalPriority[] = ['urgent'];
/** Rules whose signal no person discards or closes: only results resolve it (dead animals with results pending). */
export const RESOLVED_BY_RESULTS_RULES: readonly AlertRule[] = ['deadAnimals'];

/** The end a request waits for a second person to approve, by the request's status. */
export const REQUESTED_END = { discardPending: 'discarded', closePending: 'closed' } as const satisfies Partial<Record<AlertStatus, AlertStatus>>;
export type RequestStatus = keyof typeof REQUESTED_END;
export const isRequest = (status: AlertStatus): status is RequestStatus => status in REQUESTED_END;

/** The request `alert` must go through to reach `end`, when that end needs a second person. */
export function requestFor(alert: { rule: AlertRule; priority: SignalPriority }, end: AlertStatus): RequestStatus | undefined {
  if (end === 'discarded' && TWO_PERSON_DISCARD_RULES.includes(alert.rule)) return 'discardPending';
  if (end === 'closed' && TWO_PERSON_CLOSE_PRIORITIES.includes(alert.priority)) return 'closePending';
  return undefined;
}

/**
 * Where a person may move `alert` now: an end that needs four eyes is reached through its request,
 * approved or rejected back to `requestedFrom` (the status it was asked from); any other end
 * directly; a signal resolved by results is neither discarded nor closed by anyone.
 */
export function alertTransitionsOf(alert: { rule: AlertRule; priority: SignalPriority; status: AlertStatus }, requestedFrom?: AlertStatus): AlertStatus[] {
  const { rule, status } = alert;
  if (isRequest(status)) return requestedFrom ? [REQUESTED_END[status], requestedFrom] : [REQUESTED_END[status]];
  const moves = ALERT_TRANSITIONS[status];
  if (RESOLVED_BY_RESULTS_RULES.includes(rule)) return moves.filter((to) => to === 'verifying' || to === 'confirmed' || to === 'responding');
  // Each end once: directly, or through its request when it needs a second person.
  return moves.filter((to) => {
    if (isRequest(to)) return requestFor(alert, REQUESTED_END[to]) === to;
    return requestFor(alert, to) === undefined;
  });
}

/** The permission moving an alert to each status needs (analysts verify, respond and close). */
export const ALERT_TRANSITION_PERMISSION: Record<AlertStatus, string> = {
  new: Permissions.ALERT_VERIFY,
  verifying: Permissions.ALERT_VERIFY,
  confirmed: Permissions.ALERT_VERIFY,
  discarded: Permissions.ALERT_VERIFY,
  discardPending: Permissions.ALERT_VERIFY,
  responding: Permissions.ALERT_RESPOND,
  closed: Permissions.ALERT_CLOSE,
  closePending: Permissions.ALERT_CLOSE,
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
  /** Dead animals found whose laboratory results are not back yet (三报): a pending signal until they are. */
  deadRodentsPending: count.default(0),
  suspectedHumanCases: count.default(0),
  notes: text(2000),
});

/**
 * The last digit of a flea index written to two decimals, rounded or cut: 3 fleas on the 3 infested
 * of 7 hosts (42.86 %) is 0.43, or 0.42 cut, and neither contradicts the rate.
 */
const FLEA_INDEX_ROUNDING = 0.01;

/** A part of what was examined, tested or found never exceeds it. */
function partsWithinWholes(value: SurveyBase, ctx: z.RefinementCtx): void {
  if (value.seraPositive > value.seraTested) ctx.addIssue({ code: 'custom', path: ['seraPositive'], message: 'validation.partOverWhole' });
  if (value.isolatesHost + value.isolatesVector > value.bacteriologySamples) {
    ctx.addIssue({ code: 'custom', path: [value.isolatesHost > 0 ? 'isolatesHost' : 'isolatesVector'], message: 'validation.isolatesOverSamples' });
  }
  if (value.deadRodentsPositive + value.deadRodentsPending > value.deadRodentsFound) {
    ctx.addIssue({ code: 'custom', path: [value.deadRodentsPending > 0 ? 'deadRodentsPending' : 'deadRodentsPositive'], message: 'validation.deadOverFound' });
  }
}

/**
 * The host indices agree with each other: they are counted on the animals examined, a host counted
 * as infested carries at least one flea (flea index ≥ infestation rate / 100), and fleas counted
 * on hosts make some host infested.
 */
function indicesAgree(value: SurveyBase, ctx: z.RefinementCtx): void {
  const { infestationRate: rate, fleaIndex: index } = value;
  const issue = (field: 'animalsExamined' | 'fleaIndex' | 'infestationRate', message: string) => ctx.addIssue({ code: 'custom', path: [field], message });
  if (value.animalsExamined === 0 && (isRecorded(rate) || isRecorded(index))) return issue('animalsExamined', 'validation.indicesWithoutAnimals');
  if (!isRecorded(rate) || !isRecorded(index)) return;
  if (rate > 0 && index === 0) issue('fleaIndex', 'validation.infestedWithoutFleas');
  else if (index < rate / 100 - FLEA_INDEX_ROUNDING) issue('fleaIndex', 'validation.fleaIndexBelowInfestation');
  if (index > 0 && rate === 0) issue('infestationRate', 'validation.fleasWithoutInfestation');
}

const isRecorded = (measure: number | null | undefined): measure is number => measure !== null && measure !== undefined;

type SurveyBase = z.output<typeof surveyBase>;

/** What the form, the import, the field entry and the API all refuse: positives above what was examined, indices that contradict each other. */
function surveyRules(value: SurveyBase, ctx: z.RefinementCtx): void {
  partsWithinWholes(value, ctx);
  indicesAgree(value, ctx);
}

export const surveyFieldsSchema = surveyBase.superRefine(surveyRules);
export type SurveyFields = z.input<typeof surveyFieldsSchema>;
/**
 * `clientId`: the id a device gives an entry it made offline. Sent again (a retry after a lost
 * answer), the add answers the survey stored the first time instead of storing a second one.
 */
export const surveySaveSchema = surveyBase.extend({ surveyId: idParam.optional(), version: version.optional(), clientId: clientId.optional() }).superRefine(surveyRules);

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
  deadRodentsPending: z.number().int(),
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

/**
 * A signal (an alert): where it lies is its own (provinceCode … countyName), since a case or an
 * outbreak record may raise one away from any source point; sourceCode, sourceName and focusType
 * are its point's, '' when it has none (or the point was deleted since).
 */
export const alertSchema = z.object({
  alertId: z.number().int(),
  sourceId: z.number().int().nullable(),
  caseId: z.number().int().nullable(),
  outbreakId: z.number().int().nullable(),
  sourceCode: z.string(),
  sourceName: z.string(),
  focusType: z.enum(FOCUS_TYPE_KEYS).or(z.literal('')),
  provinceCode: z.string(),
  countyCode: z.string(),
  countyName: z.string(),
  rule: z.enum(ALERT_RULES),
  priority: z.enum(SIGNAL_PRIORITIES),
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
  /** The laboratory evidence a discard request gave ('' for every other move). */
  evidence: z.string(),
  username: z.string(),
  at: z.string(),
});
export type AlertEvent = z.infer<typeof alertEventSchema>;

/**
 * An alert with its evidence: the surveys that fired it, its history, the thresholds of its focus
 * type now, and while a discard or a closure waits for a second person, that request (who asked,
 * when, the note, the laboratory evidence of a discard, and the status it was asked from).
 */
export const alertDetailSchema = alertSchema.extend({
  events: z.array(alertEventSchema),
  surveys: z.array(surveySchema),
  thresholds: riskRuleSchema.optional(),
  request: alertEventSchema.nullable(),
});
export type AlertDetail = z.infer<typeof alertDetailSchema>;

export const alertListQuery = pageQuery.extend({
  priority: optionalFilter(z.enum(SIGNAL_PRIORITIES)),
  status: optionalFilter(z.enum(ALERT_STATUSES)),
  open: optionalFilter(z.enum(['true', 'false'])),
  focusType: optionalFilter(z.enum(FOCUS_TYPE_KEYS)),
  provinceCode: optionalFilter(z.string().regex(/^\d{6}$/)),
  prefectureCode: optionalFilter(z.string().regex(/^\d{6}$/)),
  countyCode: optionalFilter(z.string().regex(/^\d{6}$/)),
  from: optionalFilter(isoDate),
  to: optionalFilter(isoDate),
});

/** A discard request carries its laboratory evidence (culture, PCR, serology results that exclude plague). */
export const alertTransitionSchema = z
  .object({
    alertId: idParam,
    to: z.enum(ALERT_STATUSES),
    note: z.string().trim().min(1).max(1000),
    evidence: z.string().trim().max(2000).default(''),
    version,
  })
  .superRefine((value, ctx) => {
    if (value.to === 'discardPending' && value.evidence === '') ctx.addIssue({ code: 'custom', path: ['evidence'], message: 'validation.evidenceRequired' });
  });

import { z } from 'zod';
import { CONFIRMATION_METHODS, DATE_PRECISIONS, type DatePrecision, INFECTION_SOURCES, OUTBREAK_CLASSIFICATIONS, RESPONSE_LEVELS } from '../domain.ts';
import { auditedFields, idParam, isoDate, optionalFilter, pageQuery, pastDate, sortOrder, version } from './common.ts';
import { count, latitude, longitude, names, regionChoice, regionCode, regionStored, text } from './fields.ts';

/** A historical outbreak (历史疫情) as a person types it. */
const outbreakBase = z.object({
    code: z.string().trim().min(1).regex(/^[A-Z0-9-]{3,32}$/, 'validation.outbreakCode'),
    title: text(200).min(1),
    sourceId: z.union([z.null(), idParam]).default(null),
    onsetDate: pastDate,
    onsetPrecision: z.enum(DATE_PRECISIONS).default('day'),
    endDate: z.union([z.literal(''), pastDate]).default(''),
    ...regionChoice,
    place: text(200).default(''),
    longitude: longitude.nullable().optional(),
    latitude: latitude.nullable().optional(),
    bubonic: count.default(0),
    pneumonic: count.default(0),
    septicemic: count.default(0),
    otherForm: count.default(0),
    cases: count,
    deaths: count.default(0),
    // Chosen, never defaulted: a certainty nobody entered misleads ('unknown' says so honestly).
    classification: z.enum(OUTBREAK_CLASSIFICATIONS, { error: 'validation.chooseOrUnknown' }),
    confirmationMethod: z.enum(CONFIRMATION_METHODS, { error: 'validation.chooseOrUnknown' }),
    infectionSource: z.enum(INFECTION_SOURCES).default('unknown'),
    hostsInvolved: names,
    animalEpizootic: z.boolean().default(false),
    urbanPneumonicSpread: z.boolean().default(false),
    description: text(5000).default(''),
    references: text(2000).default(''),
});

type OutbreakBase = z.output<typeof outbreakBase>;

/**
 * An onset known to the month or the year stands for the start of that period: it is stored,
 * sorted and compared so ('1960-08-15' to the month is '1960-08-01').
 */
export function onsetPeriodStart(date: string, precision: DatePrecision): string {
  if (precision === 'year') return `${date.slice(0, 4)}-01-01`;
  if (precision === 'month') return `${date.slice(0, 7)}-01`;
  return date;
}

/** The counts of an outbreak, checked on their own where figures are derived from them as they are typed. */
const outbreakCounts = outbreakBase.pick({ bubonic: true, pneumonic: true, septicemic: true, otherForm: true, cases: true, deaths: true });

/** Deaths never exceed cases, the clinical forms add up to the cases. */
function countRules(value: z.output<typeof outbreakCounts>, ctx: z.RefinementCtx): void {
  if (value.deaths > value.cases) ctx.addIssue({ code: 'custom', path: ['deaths'], message: 'validation.deathsOverCases' });
  if (value.bubonic + value.pneumonic + value.septicemic + value.otherForm !== value.cases) {
    ctx.addIssue({ code: 'custom', path: ['cases'], message: 'validation.formsSum' });
  }
}

/** Counts a case fatality and a response level may be read from: each valid, and the rules across them kept. */
export const outbreakCountsSchema = outbreakCounts.superRefine(countRules);

/** The counts' rules, and the end not before the onset (an onset known to the month may end any day of that month). */
function outbreakRules(value: OutbreakBase, ctx: z.RefinementCtx): void {
  countRules(value, ctx);
  if (value.endDate && value.endDate < onsetPeriodStart(value.onsetDate, value.onsetPrecision)) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'validation.endBeforeOnset' });
  }
}

/**
 * The rules across fields run while the certainty is still to be chosen, as they did while it had
 * a default: the form says the deaths exceed the cases before a classification is picked.
 */
const CERTAINTY_FIELDS: readonly PropertyKey[] = ['classification', 'confirmationMethod'];
const evenWithoutCertainty = {
  // zod's own test (a refinement runs unless an issue aborted the parse), the certainty's missing choice aside.
  when: (payload: z.core.ParsePayload) => payload.issues.every((issue) => issue.continue === true || CERTAINTY_FIELDS.includes(issue.path?.[0] ?? '')),
};

export const outbreakFieldsSchema = outbreakBase.superRefine(outbreakRules, evenWithoutCertainty);
export type OutbreakFields = z.input<typeof outbreakFieldsSchema>;
export const outbreakSaveSchema = outbreakBase.extend({ outbreakId: idParam.optional(), version: version.optional() }).superRefine(outbreakRules, evenWithoutCertainty);

export const outbreakSchema = z.object({
  outbreakId: z.number().int(),
  code: z.string(),
  title: z.string(),
  sourceId: z.number().int().nullable(),
  sourceName: z.string(),
  sourceCode: z.string(),
  onsetDate: z.string(),
  onsetPrecision: z.enum(DATE_PRECISIONS),
  endDate: z.string(),
  ...regionStored,
  place: z.string(),
  longitude: z.number().nullable(),
  latitude: z.number().nullable(),
  bubonic: z.number().int(),
  pneumonic: z.number().int(),
  septicemic: z.number().int(),
  otherForm: z.number().int(),
  cases: z.number().int(),
  deaths: z.number().int(),
  caseFatality: z.number().nullable(),
  responseLevel: z.enum(RESPONSE_LEVELS).nullable(),
  classification: z.enum(OUTBREAK_CLASSIFICATIONS),
  confirmationMethod: z.enum(CONFIRMATION_METHODS),
  infectionSource: z.enum(INFECTION_SOURCES),
  hostsInvolved: z.array(z.string()),
  animalEpizootic: z.boolean(),
  urbanPneumonicSpread: z.boolean(),
  description: z.string(),
  references: z.string(),
  ...auditedFields,
});
export type Outbreak = z.infer<typeof outbreakSchema>;

export const OUTBREAK_SORT_FIELDS = ['code', 'onsetDate', 'cases', 'deaths', 'provinceCode'] as const;

export const outbreakListQuery = pageQuery.extend({
  keyword: optionalFilter(text(100)),
  provinceCode: optionalFilter(regionCode),
  sourceId: optionalFilter(idParam),
  from: optionalFilter(isoDate),
  to: optionalFilter(isoDate),
  sort: optionalFilter(z.enum(OUTBREAK_SORT_FIELDS)),
  order: sortOrder,
});

export const outbreakIdInput = z.object({ outbreakId: idParam });

import { z } from 'zod';
import { CASE_CLASSIFICATIONS, CONFIRMATION_METHODS, DATE_PRECISIONS, type DatePrecision, FOCUS_TYPE_KEYS, INFECTION_SOURCES, RESPONSE_LEVELS, RISK_LEVELS, SOURCE_STATUSES } from '../domain.ts';
import { auditedFields, idParam, isoDate, optionalFilter, pageQuery, sortOrder, version, wholeNumber } from './common.ts';

const text = (max: number) => z.string().trim().max(max);
const count = wholeNumber.pipe(z.number().min(0).max(1_000_000));
const decimal = (min: number, max: number) => z.union([z.number(), z.string().trim().regex(/^-?\d+(\.\d+)?$/).transform(Number)]).pipe(z.number().min(min).max(max));
const regionCode = z.string().regex(/^\d{6}$/, 'validation.regionCode');
const optionalRegion = z.union([z.literal(''), regionCode]).default('');
const names = z.array(z.string().trim().min(1).max(64)).max(20).default([]);

/** Province → prefecture → county as a person picks them (the server checks the chain). */
const regionChoice = { provinceCode: regionCode, prefectureCode: optionalRegion, countyCode: optionalRegion };

/** The same, with the names the server looked up. */
const regionStored = {
  provinceCode: z.string(),
  provinceName: z.string(),
  prefectureCode: z.string(),
  prefectureName: z.string(),
  countyCode: z.string(),
  countyName: z.string(),
};

/** WGS-84 within China's extent, generously (DESIGN §5: range-checked). */
export const longitude = decimal(73, 136);
export const latitude = decimal(3, 54);

/** The fields a person types for a source point (疫源点); the form, the request and the server share them. */
export const sourceFieldsSchema = z.object({
  code: z.string().trim().min(1).regex(/^[A-Z]{2}-\d{6}-\d{3}$/, 'validation.sourceCode'),
  name: text(100).min(1),
  focusType: z.enum(FOCUS_TYPE_KEYS),
  ...regionChoice,
  place: text(200).default(''),
  longitude,
  latitude,
  altitude: decimal(-200, 9000).nullable().optional(),
  area: decimal(0, 1_000_000).nullable().optional(),
  primaryHosts: names,
  primaryVectors: names,
  discoveredOn: z.union([z.literal(''), isoDate]).default(''),
  status: z.enum(SOURCE_STATUSES).default('active'),
  monitoringUnit: text(100).default(''),
  contactName: text(64).default(''),
  contactPhone: z.string().trim().regex(/^[0-9 +()-]{0,32}$/, 'validation.phone').default(''),
  notes: text(2000).default(''),
});
export type SourceFields = z.input<typeof sourceFieldsSchema>;

export const sourceSaveSchema = sourceFieldsSchema.extend({ sourceId: idParam.optional(), version: version.optional() });

export const sourceSchema = z.object({
  sourceId: z.number().int(),
  code: z.string(),
  name: z.string(),
  focusType: z.enum(FOCUS_TYPE_KEYS),
  ...regionStored,
  place: z.string(),
  longitude: z.number(),
  latitude: z.number(),
  altitude: z.number().nullable(),
  area: z.number().nullable(),
  primaryHosts: z.array(z.string()),
  primaryVectors: z.array(z.string()),
  discoveredOn: z.string(),
  status: z.enum(SOURCE_STATUSES),
  monitoringUnit: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  notes: z.string(),
  riskLevel: z.enum(RISK_LEVELS),
  riskScore: z.number(),
  riskReason: z.string(),
  riskUpdatedAt: z.string(),
  lastSurveyOn: z.string(),
  ...auditedFields,
});
export type SourcePoint = z.infer<typeof sourceSchema>;

export const SOURCE_SORT_FIELDS = ['code', 'name', 'focusType', 'riskLevel', 'status', 'discoveredOn', 'lastSurveyOn', 'updatedAt'] as const;

export const sourceListQuery = pageQuery.extend({
  keyword: optionalFilter(text(100)),
  focusType: optionalFilter(z.enum(FOCUS_TYPE_KEYS)),
  provinceCode: optionalFilter(regionCode),
  prefectureCode: optionalFilter(regionCode),
  countyCode: optionalFilter(regionCode),
  status: optionalFilter(z.enum(SOURCE_STATUSES)),
  riskLevel: optionalFilter(z.enum(RISK_LEVELS)),
  sort: optionalFilter(z.enum(SOURCE_SORT_FIELDS)),
  order: sortOrder,
});

export const sourceIdInput = z.object({ sourceId: idParam });

/** A historical outbreak (历史疫情, DESIGN §5) as a person types it. */
const outbreakBase = z.object({
    code: z.string().trim().min(1).regex(/^[A-Z0-9-]{3,32}$/, 'validation.outbreakCode'),
    title: text(200).min(1),
    sourceId: z.union([z.null(), idParam]).default(null),
    onsetDate: isoDate,
    onsetPrecision: z.enum(DATE_PRECISIONS).default('day'),
    endDate: z.union([z.literal(''), isoDate]).default(''),
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
    classification: z.enum(CASE_CLASSIFICATIONS).default('confirmed'),
    confirmationMethod: z.enum(CONFIRMATION_METHODS).default('culture'),
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

/**
 * Deaths never exceed cases, the clinical forms add up to the cases, the end is not before the
 * onset (an onset known to the month may end any day of that month).
 */
function outbreakRules(value: OutbreakBase, ctx: z.RefinementCtx): void {
  if (value.deaths > value.cases) ctx.addIssue({ code: 'custom', path: ['deaths'], message: 'validation.deathsOverCases' });
  if (value.bubonic + value.pneumonic + value.septicemic + value.otherForm !== value.cases) {
    ctx.addIssue({ code: 'custom', path: ['cases'], message: 'validation.formsSum' });
  }
  if (value.endDate && value.endDate < onsetPeriodStart(value.onsetDate, value.onsetPrecision)) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'validation.endBeforeOnset' });
  }
}

export const outbreakFieldsSchema = outbreakBase.superRefine(outbreakRules);
export type OutbreakFields = z.input<typeof outbreakFieldsSchema>;
export const outbreakSaveSchema = outbreakBase.extend({ outbreakId: idParam.optional(), version: version.optional() }).superRefine(outbreakRules);

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
  classification: z.enum(CASE_CLASSIFICATIONS),
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

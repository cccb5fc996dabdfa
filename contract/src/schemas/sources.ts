import { z } from 'zod';
import { FOCUS_TYPE_KEYS, RISK_LEVELS, SOURCE_STATUSES } from '../domain.ts';
import { auditedFields, idParam, optionalFilter, pageQuery, pastDate, sortOrder, version } from './common.ts';
import { decimal, latitude, longitude, names, regionChoice, regionCode, regionStored, text } from './fields.ts';

export { latitude, longitude };

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
  discoveredOn: z.union([z.literal(''), pastDate]).default(''),
  status: z.enum(SOURCE_STATUSES).default('active'),
  monitoringUnit: text(100).default(''),
  contactName: text(64).default(''),
  contactPhone: z.string().trim().regex(/^[0-9 +()-]{0,32}$/, 'validation.phone').default(''),
  notes: text(2000).default(''),
});
export type SourceFields = z.input<typeof sourceFieldsSchema>;

export const sourceSaveSchema = sourceFieldsSchema.extend({
  sourceId: idParam.optional(),
  version: version.optional(),
  /** The user has confirmed coordinates far from the chosen county (the save answered 42800 without it). */
  placeConfirmed: z.boolean().optional(),
});

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

import { z } from 'zod';
import {
  CASE_CLASSIFICATIONS,
  CASE_OUTCOMES,
  CLINICAL_FORMS,
  CONFIRMATION_METHODS,
  type ConfirmationMethod,
  CONTACT_RELATIONS,
  CONTACT_STATUSES,
  INFECTION_SOURCES,
  OCCUPATIONS,
  SEXES,
} from '../domain.ts';
import { auditedFields, idParam, isoDate, latestToday, optionalFilter, pageQuery, pastDate, sortOrder, version, wholeNumber } from './common.ts';
import { clientId, latitude, longitude, regionChoice, regionCode, regionStored, text } from './fields.ts';

/**
 * A date and time as the forms and sheets send it: ISO 8601 with an offset or Z ('2026-12-07T08:30:00+08:00'),
 * stored as UTC ('…Z'). Never after now (give or take the latest time zone).
 */
export const pastDateTime = z.iso
  .datetime({ offset: true })
  .transform((value) => new Date(value).toISOString())
  .refine((value) => value.slice(0, 10) <= latestToday(), { message: 'validation.futureDate' });

/** A human plague case as a person reports it (人间病例): no name or ID number. */
const caseBase = z.object({
  cardNumber: z.string().trim().regex(/^[0-9A-Za-z-]{0,32}$/, 'validation.cardNumber').default(''),
  reportAt: pastDateTime,
  diagnosisAt: pastDateTime,
  onsetDate: pastDate,
  age: wholeNumber.pipe(z.number().min(0).max(120)).nullable().default(null),
  sex: z.enum(SEXES),
  occupation: z.enum(OCCUPATIONS),
  /** The residence (现住址): province → prefecture → county, by which the case is attributed and scoped. */
  ...regionChoice,
  residencePlace: text(200).default(''),
  exposureRegionCode: z.union([z.literal(''), regionCode]).default(''),
  exposurePlace: text(200).default(''),
  exposureLongitude: longitude.nullable().default(null),
  exposureLatitude: latitude.nullable().default(null),
  sourceId: z.union([z.null(), idParam]).default(null),
  exposure: z.enum(INFECTION_SOURCES),
  clinicalForm: z.enum(CLINICAL_FORMS),
  classification: z.enum(CASE_CLASSIFICATIONS),
  confirmationMethod: z.enum(CONFIRMATION_METHODS),
  outcome: z.enum(CASE_OUTCOMES),
  reportingUnit: text(100).min(1),
  notes: text(2000).default(''),
});

type CaseBase = z.output<typeof caseBase>;

/** What confirms a case (WS 279-2008 §5.3): Y. pestis isolated, or a fourfold rise of F1 antibody in paired sera. A PCR or an F1 antigen test (the rapid test) makes a clinically diagnosed case (§5.2). */
const CONFIRMING_METHODS: readonly ConfirmationMethod[] = ['culture', 'f1Serology'];

/** Onset ≤ diagnosis ≤ report; coordinates come in pairs; a confirmed case names the method that confirmed it. */
function caseRules(value: CaseBase, ctx: z.RefinementCtx): void {
  if (value.diagnosisAt.slice(0, 10) < value.onsetDate) ctx.addIssue({ code: 'custom', path: ['diagnosisAt'], message: 'validation.diagnosisBeforeOnset' });
  if (value.reportAt < value.diagnosisAt) ctx.addIssue({ code: 'custom', path: ['reportAt'], message: 'validation.reportBeforeDiagnosis' });
  if ((value.exposureLongitude === null) !== (value.exposureLatitude === null)) {
    ctx.addIssue({ code: 'custom', path: [value.exposureLongitude === null ? 'exposureLongitude' : 'exposureLatitude'], message: 'validation.coordinatePair' });
  }
  if (value.classification === 'confirmed' && !CONFIRMING_METHODS.includes(value.confirmationMethod)) {
    ctx.addIssue({ code: 'custom', path: ['confirmationMethod'], message: 'validation.confirmedNeedsLaboratory' });
  }
}

export const caseFieldsSchema = caseBase.superRefine(caseRules);
export type CaseFields = z.input<typeof caseFieldsSchema>;
/** `clientId`: the id a device gives an entry made offline; sent again, the add answers the case stored the first time. */
export const caseSaveSchema = caseBase.extend({ caseId: idParam.optional(), version: version.optional(), clientId: clientId.optional() }).superRefine(caseRules);

export const humanCaseSchema = z.object({
  caseId: z.number().int(),
  cardNumber: z.string(),
  reportAt: z.string(),
  diagnosisAt: z.string(),
  onsetDate: z.string(),
  age: z.number().int().nullable(),
  sex: z.enum(SEXES),
  occupation: z.enum(OCCUPATIONS),
  ...regionStored,
  residencePlace: z.string(),
  exposureRegionCode: z.string(),
  exposurePlace: z.string(),
  exposureLongitude: z.number().nullable(),
  exposureLatitude: z.number().nullable(),
  sourceId: z.number().int().nullable(),
  sourceCode: z.string(),
  sourceName: z.string(),
  exposure: z.enum(INFECTION_SOURCES),
  clinicalForm: z.enum(CLINICAL_FORMS),
  classification: z.enum(CASE_CLASSIFICATIONS),
  confirmationMethod: z.enum(CONFIRMATION_METHODS),
  outcome: z.enum(CASE_OUTCOMES),
  reportingUnit: z.string(),
  notes: z.string(),
  clientId: z.string().nullable(),
  /** Hours from diagnosis to report (derived); over CASE_REPORT_HOURS is late. */
  reportLagHours: z.number().nullable(),
  reportedLate: z.boolean(),
  /** The signal the case raised (every case raises one). */
  alertId: z.number().int().nullable(),
  ...auditedFields,
});
export type HumanCase = z.infer<typeof humanCaseSchema>;

export const CASE_SORT_FIELDS = ['reportAt', 'onsetDate', 'classification', 'provinceCode'] as const;

export const caseListQuery = pageQuery.extend({
  keyword: optionalFilter(text(100)),
  classification: optionalFilter(z.enum(CASE_CLASSIFICATIONS)),
  clinicalForm: optionalFilter(z.enum(CLINICAL_FORMS)),
  provinceCode: optionalFilter(regionCode),
  prefectureCode: optionalFilter(regionCode),
  countyCode: optionalFilter(regionCode),
  sourceId: optionalFilter(idParam),
  /** Report dates, inclusive. */
  from: optionalFilter(isoDate),
  to: optionalFilter(isoDate),
  late: optionalFilter(z.enum(['true', 'false'])),
  sort: optionalFilter(z.enum(CASE_SORT_FIELDS)),
  order: sortOrder,
});

export const caseIdInput = z.object({ caseId: idParam });

/** One day's follow-up of a contact: temperature in °C when taken; fever at 37.5 °C or above, or as observed. */
export const followUpSchema = z.object({
  date: pastDate,
  temperature: z.number().min(30).max(45).nullable().default(null),
  fever: z.boolean(),
  note: text(200).default(''),
});
export type FollowUp = z.output<typeof followUpSchema>;

export const contactSaveSchema = z.object({
  contactId: idParam.optional(),
  version: version.optional(),
  caseId: idParam,
  label: text(64).min(1),
  relation: z.enum(CONTACT_RELATIONS),
  lastExposureDate: pastDate,
  prophylaxis: text(100).default(''),
  followUps: z.array(followUpSchema).max(30).default([]),
  notes: text(2000).default(''),
});

export const caseContactSchema = z.object({
  contactId: z.number().int(),
  caseId: z.number().int(),
  label: z.string(),
  relation: z.enum(CONTACT_RELATIONS),
  lastExposureDate: z.string(),
  /** The last day of follow-up: the last exposure + CONTACT_FOLLOW_UP_DAYS. */
  followUpUntil: z.string(),
  prophylaxis: z.string(),
  followUps: z.array(followUpSchema),
  status: z.enum(CONTACT_STATUSES),
  becameCaseId: z.number().int().nullable(),
  notes: z.string(),
  ...auditedFields,
});
export type CaseContact = z.infer<typeof caseContactSchema>;

/** A contact with fever made a suspected case in one step: the case's fields the contact does not give. */
export const contactToCaseSchema = z.object({
  contactId: idParam,
  version,
  reportAt: pastDateTime,
  diagnosisAt: pastDateTime,
  onsetDate: pastDate,
  clinicalForm: z.enum(CLINICAL_FORMS),
  reportingUnit: text(100).min(1),
});

export const humanCaseDetailSchema = humanCaseSchema.extend({ contacts: z.array(caseContactSchema) });
export type HumanCaseDetail = z.infer<typeof humanCaseDetailSchema>;

/** Share of cases reported within CASE_REPORT_HOURS, per reporting unit and ISO week. */
export const caseTimelinessRowSchema = z.object({
  reportingUnit: z.string(),
  /** Monday of the ISO week, 'YYYY-MM-DD'. */
  week: z.string(),
  cases: z.number().int(),
  onTime: z.number().int(),
  share: z.number(),
});
export const caseTimelinessQuery = z.object({ from: optionalFilter(isoDate), to: optionalFilter(isoDate), provinceCode: optionalFilter(regionCode) });

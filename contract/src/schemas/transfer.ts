import { z } from 'zod';
import type { FileResult } from '../endpoint.ts';
import {
  CASE_CLASSIFICATION_NAMES,
  CASE_CLASSIFICATIONS,
  CASE_OUTCOME_NAMES,
  CLINICAL_FORM_NAMES,
  CONFIRMATION_METHOD_NAMES,
  DATE_PRECISION_NAMES,
  FOCUS_TYPES,
  INFECTION_SOURCE_NAMES,
  OCCUPATION_NAMES,
  OUTBREAK_CLASSIFICATIONS,
  RISK_LEVEL_NAMES,
  SEX_NAMES,
  SOURCE_STATUS_NAMES,
  YES_NO_NAMES,
} from '../domain.ts';
import type { Language } from '../enums.ts';
import { FIELD_LABELS, type LabelledField } from '../field-labels.ts';

/** The output of a download endpoint: the file itself, not an envelope. */
export const fileOutput = z.custom<FileResult>();

/**
 * How an import treats a row whose code is already stored: 'insert' refuses it as a duplicate,
 * 'update' writes it over the stored record when the row's version is the stored one (RuoYi's
 * "update existing data"). Sent as a multipart text field beside the file.
 */
export const IMPORT_MODES = ['insert', 'update'] as const;
export const importInput = z.object({
  // Said here for the OpenAPI document, whose readers see the multipart field and not this comment.
  mode: z.enum(IMPORT_MODES).default('insert').describe("A row whose code is already stored: 'insert' refuses it as a duplicate, 'update' writes it over the stored record if the row carries the stored version"),
});
export type ImportMode = (typeof IMPORT_MODES)[number];

/** What an import did: everything written, or nothing and the reasons, row by row. */
export const importReportSchema = z.object({
  /** Rows written: new records and, in 'update' mode, records written over. */
  imported: z.number().int(),
  /** Of those, the records written over. */
  updated: z.number().int(),
  /**
   * Rows left alone because they repeat a stored record column for column: an export imported
   * again unedited, or a survey sheet sent again after an answer lost on a slow link.
   */
  unchanged: z.number().int(),
  errors: z.array(z.object({ line: z.number().int(), field: z.string(), message: z.string() })),
});
export type ImportReport = z.infer<typeof importReportSchema>;

export interface SheetColumn<K extends string = string> {
  key: K;
  label: Record<Language, string>;
  /** Cells holding several values separate them with ';'. */
  list?: boolean;
  /** A closed set of values: written as their names in the reader's language, read back from any language's name or the key. */
  choices?: Record<string, Record<Language, string>>;
  /** A calendar day ('YYYY-MM-DD'): written as a date cell, so that a spreadsheet sorts and filters it as one. */
  date?: boolean;
}

/**
 * The tab name of each sheet in every interface language, as the menu names its list: a
 * Chinese export's tab is Chinese, as its headers are.
 */
export const SHEET_NAMES = {
  sources: { en: 'Source points', zh: '疫源点', es: 'Puntos de foco', ja: '疫源地点' },
  outbreaks: { en: 'Historical outbreaks', zh: '历史疫情', es: 'Brotes históricos', ja: '過去の流行' },
  surveys: { en: 'Surveys', zh: '监测调查', es: 'Encuestas', ja: '調査記録' },
  cases: { en: 'Human cases', zh: '人间病例', es: 'Casos humanos', ja: 'ヒト症例' },
} as const satisfies Record<string, Record<Language, string>>;

const column = <K extends LabelledField>(key: K, more: Omit<SheetColumn, 'key' | 'label'> = {}): SheetColumn<K> => ({ key, label: FIELD_LABELS[key], ...more });
const list = { list: true };
const yesNo = { choices: YES_NO_NAMES };
const date = { date: true };

/** Where a record is: region codes, place and coordinates, shared by the source and outbreak sheets. */
const PLACE_COLUMNS = [column('provinceCode'), column('prefectureCode'), column('countyCode'), column('place'), column('longitude'), column('latitude')] as const;

/**
 * Columns of the source point sheet (export, template and import), headers in the user's language.
 * The version comes last: an export carries it so that an import that updates records can tell
 * a row edited from the stored record from one edited from a record someone has changed since.
 */
export const SOURCE_COLUMNS = [
  column('code'),
  column('name'),
  column('focusType', { choices: FOCUS_TYPES }),
  ...PLACE_COLUMNS,
  column('altitude'),
  column('area'),
  column('primaryHosts', list),
  column('primaryVectors', list),
  column('discoveredOn', date),
  column('status', { choices: SOURCE_STATUS_NAMES }),
  column('monitoringUnit'),
  column('contactName'),
  column('contactPhone'),
  column('notes'),
  column('version'),
] as const;

/** The division named by each region code, in the column after it. */
const DIVISION_NAME_OF: Record<string, LabelledField> = { provinceCode: 'provinceName', prefectureCode: 'prefectureName', countyCode: 'countyName' };

/**
 * Columns of the source point export: the sheet's, each region code followed by its division's
 * name and the status by the point's risk, in the reader's language, for a person reading it.
 * Importing the export reads it by SOURCE_COLUMNS, which leave those columns aside.
 */
export const SOURCE_EXPORT_COLUMNS: readonly SheetColumn[] = SOURCE_COLUMNS.flatMap((sheetColumn): SheetColumn[] => {
  const division = DIVISION_NAME_OF[sheetColumn.key];
  if (division) return [sheetColumn, column(division)];
  return sheetColumn.key === 'status' ? [sheetColumn, column('riskLevel', { choices: RISK_LEVEL_NAMES })] : [sheetColumn];
});

/** An outbreak record's classifications by name: a case's 'excluded' is not one of them. */
const OUTBREAK_CLASSIFICATION_NAMES = Object.fromEntries(OUTBREAK_CLASSIFICATIONS.map((key) => [key, CASE_CLASSIFICATION_NAMES[key]]));

/** Columns of the historical outbreak sheet; its classification and confirmation method are required cells. */
export const OUTBREAK_COLUMNS = [
  column('code'),
  column('title'),
  column('sourceCode'),
  column('onsetDate', date),
  column('onsetPrecision', { choices: DATE_PRECISION_NAMES }),
  column('endDate', date),
  ...PLACE_COLUMNS,
  column('bubonic'),
  column('pneumonic'),
  column('septicemic'),
  column('otherForm'),
  column('cases'),
  column('deaths'),
  column('classification', { choices: OUTBREAK_CLASSIFICATION_NAMES }),
  column('confirmationMethod', { choices: CONFIRMATION_METHOD_NAMES }),
  column('infectionSource', { choices: INFECTION_SOURCE_NAMES }),
  column('hostsInvolved', list),
  column('animalEpizootic', yesNo),
  column('urbanPneumonicSpread', yesNo),
  column('description'),
  column('references'),
  column('version'),
] as const;

/** Columns of the survey sheet; a survey names its source point by code. */
export const SURVEY_COLUMNS = [
  column('sourceCode'),
  column('surveyDate', date),
  column('surveyUnit'),
  column('hostSpecies'),
  column('hostDensity'),
  column('captureRate'),
  column('animalsExamined'),
  column('infestationRate'),
  column('fleaIndex'),
  column('burrowFleaIndex'),
  column('freeFleaIndex'),
  column('vectorSpecies'),
  column('bacteriologySamples'),
  column('isolatesHost'),
  column('isolatesVector'),
  column('seraTested'),
  column('seraPositive'),
  column('maxTitre'),
  column('deadRodentsFound'),
  column('deadRodentsPositive'),
  column('deadRodentsPending'),
  column('suspectedHumanCases'),
  column('notes'),
] as const;

/** A human case's classifications without the outbreak records' 'unknown': a case is classified (WS 279). */
const CASE_ONLY_CLASSIFICATION_NAMES = Object.fromEntries(CASE_CLASSIFICATIONS.map((key) => [key, CASE_CLASSIFICATION_NAMES[key]]));

/**
 * Columns of the human case sheet (export, template and import). Times are ISO 8601 with their
 * offset ('2026-07-15T09:30:00+08:00'); the exposure's source point is named by its code.
 */
export const CASE_COLUMNS = [
  column('cardNumber'),
  column('reportAt'),
  column('diagnosisAt'),
  column('onsetDate', date),
  column('age'),
  column('sex', { choices: SEX_NAMES }),
  column('occupation', { choices: OCCUPATION_NAMES }),
  column('provinceCode'),
  column('prefectureCode'),
  column('countyCode'),
  column('residencePlace'),
  column('exposureRegionCode'),
  column('exposurePlace'),
  column('exposureLongitude'),
  column('exposureLatitude'),
  column('sourceCode'),
  column('exposure', { choices: INFECTION_SOURCE_NAMES }),
  column('clinicalForm', { choices: CLINICAL_FORM_NAMES }),
  column('classification', { choices: CASE_ONLY_CLASSIFICATION_NAMES }),
  column('confirmationMethod', { choices: CONFIRMATION_METHOD_NAMES }),
  column('outcome', { choices: CASE_OUTCOME_NAMES }),
  column('reportingUnit'),
  column('notes'),
] as const;

import { z } from 'zod';
import type { FileResult } from '../endpoint.ts';
import { CASE_CLASSIFICATION_NAMES, CONFIRMATION_METHOD_NAMES, DATE_PRECISION_NAMES, FOCUS_TYPES, INFECTION_SOURCE_NAMES, SOURCE_STATUS_NAMES, YES_NO_NAMES } from '../domain.ts';
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
export const importInput = z.object({ mode: z.enum(IMPORT_MODES).default('insert') });
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
}

const column = <K extends LabelledField>(key: K, more: Omit<SheetColumn, 'key' | 'label'> = {}): SheetColumn<K> => ({ key, label: FIELD_LABELS[key], ...more });
const list = { list: true };
const yesNo = { choices: YES_NO_NAMES };

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
  column('discoveredOn'),
  column('status', { choices: SOURCE_STATUS_NAMES }),
  column('monitoringUnit'),
  column('contactName'),
  column('contactPhone'),
  column('notes'),
  column('version'),
] as const;

/** Columns of the historical outbreak sheet. */
export const OUTBREAK_COLUMNS = [
  column('code'),
  column('title'),
  column('sourceCode'),
  column('onsetDate'),
  column('onsetPrecision', { choices: DATE_PRECISION_NAMES }),
  column('endDate'),
  ...PLACE_COLUMNS,
  column('bubonic'),
  column('pneumonic'),
  column('septicemic'),
  column('otherForm'),
  column('cases'),
  column('deaths'),
  column('classification', { choices: CASE_CLASSIFICATION_NAMES }),
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
  column('surveyDate'),
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
  column('suspectedHumanCases'),
  column('notes'),
] as const;

import type { Language } from '@ews/contract';
import {
  CASE_CLASSIFICATION_NAMES,
  CASE_OUTCOME_NAMES,
  CLINICAL_FORM_NAMES,
  CONFIRMATION_METHOD_NAMES,
  CONTACT_RELATION_NAMES,
  INFECTION_SOURCE_NAMES,
  namesIn,
  OCCUPATION_NAMES,
  SEX_NAMES,
} from '@ews/contract/domain';
import { FIELD_LABELS } from '@ews/contract/field-labels';

/** The case fields the screens label as the contract's refusals and sheets name them. */
const LABELLED = [
  'cardNumber',
  'reportAt',
  'diagnosisAt',
  'onsetDate',
  'age',
  'sex',
  'occupation',
  'residencePlace',
  'exposureRegionCode',
  'exposurePlace',
  'exposureLongitude',
  'exposureLatitude',
  'sourceId',
  'exposure',
  'clinicalForm',
  'classification',
  'confirmationMethod',
  'outcome',
  'reportingUnit',
  'notes',
  'label',
  'relation',
  'lastExposureDate',
  'prophylaxis',
  'followUps',
  'date',
  'temperature',
  'fever',
  'note',
] as const satisfies readonly (keyof typeof FIELD_LABELS)[];

/**
 * The programme's terms of a human case in one language, from the contract (WS 279-2008's
 * classifications and clinical forms, the report card's occupations, the field labels): the screens,
 * the sheets and the server's refusals then say the same words.
 */
export function caseTerms(language: Language) {
  return {
    labels: Object.fromEntries(LABELLED.map((field) => [field, FIELD_LABELS[field][language]])) as Record<(typeof LABELLED)[number], string>,
    classifications: namesIn(CASE_CLASSIFICATION_NAMES, language),
    clinicalForms: namesIn(CLINICAL_FORM_NAMES, language),
    exposures: namesIn(INFECTION_SOURCE_NAMES, language),
    sexes: namesIn(SEX_NAMES, language),
    occupations: namesIn(OCCUPATION_NAMES, language),
    outcomes: namesIn(CASE_OUTCOME_NAMES, language),
    confirmationMethods: namesIn(CONFIRMATION_METHOD_NAMES, language),
    relations: namesIn(CONTACT_RELATION_NAMES, language),
  };
}

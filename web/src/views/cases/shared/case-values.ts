import type { HumanCase } from '@ews/contract';
import dayjs, { type Dayjs } from 'dayjs';
import { regionChoice, regionPath } from '../../../components/domain/regions.ts';
import { valuesOf, type FormInputOf, type FormValuesOf } from '../../../hooks/resource.ts';
import type { caseResource } from '../../resources.ts';

/** Times and the onset are Dayjs values; the residence and the exposure division are cascader paths. */
export type CaseFormValues = FormValuesOf<
  typeof caseResource,
  { region: string[]; exposureRegion: string[]; reportAt: Dayjs | null; diagnosisAt: Dayjs | null; onsetDate: Dayjs | null },
  'provinceCode' | 'prefectureCode' | 'countyCode' | 'exposureRegionCode' | 'clientId'
>;

/** A new case: reported now, suspected until classified otherwise; the rest chosen by the person reporting it (no certainty nobody entered). */
export const emptyCaseValues = (): CaseFormValues => ({
  cardNumber: '',
  reportAt: dayjs(),
  diagnosisAt: null,
  onsetDate: null,
  age: null,
  sex: undefined as unknown as CaseFormValues['sex'],
  occupation: undefined as unknown as CaseFormValues['occupation'],
  region: [],
  residencePlace: '',
  exposureRegion: [],
  exposurePlace: '',
  exposureLongitude: null,
  exposureLatitude: null,
  sourceId: null,
  exposure: undefined as unknown as CaseFormValues['exposure'],
  clinicalForm: undefined as unknown as CaseFormValues['clinicalForm'],
  classification: 'suspected',
  confirmationMethod: 'unknown',
  outcome: 'underTreatment',
  reportingUnit: '',
  notes: '',
});

/**
 * The cascader path down to one GB/T 2260 code, read off the code itself (its first two digits name
 * the province, its first four the prefecture). A county directly under its province has no
 * prefecture of its own: its path then shows the code where the name would be.
 */
export function divisionPath(code: string): string[] {
  if (!code) return [];
  const province = `${code.slice(0, 2)}0000`;
  const prefecture = `${code.slice(0, 4)}00`;
  return [...new Set([province, prefecture, code])];
}

export function caseFormValues(stored: HumanCase): CaseFormValues {
  return {
    ...valuesOf(stored, emptyCaseValues()),
    reportAt: dayjs(stored.reportAt),
    diagnosisAt: dayjs(stored.diagnosisAt),
    onsetDate: dayjs(stored.onsetDate),
    region: regionPath(stored),
    exposureRegion: divisionPath(stored.exposureRegionCode),
  };
}

/** A time as ISO 8601 with the device's offset ('2026-12-07T08:30:00+08:00'): the server stores it as UTC. */
const isoWithOffset = (value: Dayjs | null | undefined) => (value ? value.format() : undefined);

/** The form's values as the schema's input; empty boxes are missing (the schema names what is required). */
export function caseInput({ region, exposureRegion, reportAt, diagnosisAt, onsetDate, ...rest }: CaseFormValues): FormInputOf<typeof caseResource> {
  return {
    ...rest,
    ...regionChoice(region),
    exposureRegionCode: exposureRegion?.at(-1) ?? '',
    reportAt: isoWithOffset(reportAt),
    diagnosisAt: isoWithOffset(diagnosisAt),
    onsetDate: onsetDate ? onsetDate.format('YYYY-MM-DD') : undefined,
    sourceId: rest.sourceId ?? null,
  };
}

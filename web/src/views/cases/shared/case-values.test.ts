import type { HumanCase } from '@ews/contract';
import { caseSaveSchema } from '@ews/contract/schemas/cases';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { caseFormValues, caseInput, divisionPath, emptyCaseValues, type CaseFormValues } from './case-values.ts';

/** A case as the form holds it once every required field is chosen. */
function filled(overrides: Partial<CaseFormValues> = {}): CaseFormValues {
  return {
    ...emptyCaseValues(),
    reportAt: dayjs('2026-11-30T10:45:00+08:00'),
    diagnosisAt: dayjs('2026-11-30T08:30:00+08:00'),
    onsetDate: dayjs('2026-11-28'),
    sex: 'male',
    occupation: 'herdsman',
    region: ['630000', '632800', '632802'],
    exposureRegion: ['630000', '632800'],
    exposure: 'hunting',
    clinicalForm: 'pneumonic',
    reportingUnit: 'Delingha CDC',
    ...overrides,
  };
}

describe("the case form's values and the save input", () => {
  it('sends the times as ISO 8601 with an offset, the same instants the pickers held, stored as UTC', () => {
    const input = caseInput(filled());
    expect(input.reportAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(Z|[+-]\d\d:\d\d)$/);
    expect(Date.parse(input.reportAt!)).toBe(Date.parse('2026-11-30T10:45:00+08:00'));
    const parsed = caseSaveSchema.parse(input);
    expect(parsed.reportAt).toBe('2026-11-30T02:45:00.000Z');
    expect(parsed.diagnosisAt).toBe('2026-11-30T00:30:00.000Z');
    expect(parsed.onsetDate).toBe('2026-11-28');
  });

  it('gives the residence as its three codes and the exposure division as its deepest code', () => {
    const parsed = caseSaveSchema.parse(caseInput(filled()));
    expect(parsed).toMatchObject({ provinceCode: '630000', prefectureCode: '632800', countyCode: '632802', exposureRegionCode: '632800', sourceId: null });
  });

  it('leaves what was not chosen missing, for the schema to name: no certainty nobody entered', () => {
    const result = caseSaveSchema.safeParse(caseInput(emptyCaseValues()));
    expect(result.success).toBe(false);
    const fields = new Set(result.error!.issues.map((issue) => issue.path.join('.')));
    for (const field of ['diagnosisAt', 'onsetDate', 'sex', 'occupation', 'provinceCode', 'exposure', 'clinicalForm', 'reportingUnit']) expect(fields, field).toContain(field);
    // A new case is suspected, its method unknown, until someone says otherwise.
    expect(emptyCaseValues()).toMatchObject({ classification: 'suspected', confirmationMethod: 'unknown' });
  });

  it('refuses a confirmed case without a laboratory method on the method field', () => {
    const result = caseSaveSchema.safeParse(caseInput(filled({ classification: 'confirmed', confirmationMethod: 'unknown' })));
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['confirmationMethod', 'validation.confirmedNeedsLaboratory']]);
    expect(caseSaveSchema.safeParse(caseInput(filled({ classification: 'confirmed', confirmationMethod: 'culture' }))).success).toBe(true);
  });

  it('reads a stored case back into the same values', () => {
    const parsed = caseSaveSchema.parse(caseInput(filled()));
    const stored = { ...parsed, caseId: 7, sourceCode: '', sourceName: '', provinceName: '', prefectureName: '', countyName: '' } as unknown as HumanCase;
    const values = caseFormValues(stored);
    expect(values.region).toEqual(['630000', '632800', '632802']);
    expect(values.exposureRegion).toEqual(['630000', '632800']);
    expect(values.reportAt?.valueOf()).toBe(Date.parse('2026-11-30T10:45:00+08:00'));
    expect(caseSaveSchema.parse(caseInput(values))).toEqual(parsed);
  });
});

describe('divisionPath', () => {
  it('reads the province and the prefecture off a code', () => {
    expect(divisionPath('632802')).toEqual(['630000', '632800', '632802']);
    expect(divisionPath('632800')).toEqual(['630000', '632800']);
    expect(divisionPath('630000')).toEqual(['630000']);
    expect(divisionPath('')).toEqual([]);
  });
});

import { surveySaveSchema } from '@ews/contract/schemas/surveillance';
import { describe, expect, it } from 'vitest';
import { SURVEY_GROUPS } from './survey-fields.ts';

/** What a device or a person types: the schema's fields less the ids the form does not show. */
const TYPED = Object.keys(surveySaveSchema.shape).filter((name) => !['surveyId', 'version', 'clientId'].includes(name));

describe('the survey form groups (the console form and the field screen draw them)', () => {
  it('hold every field of the contract’s survey schema once, and nothing else', () => {
    const grouped = SURVEY_GROUPS.flatMap(({ fields }) => fields);
    expect(new Set(grouped).size).toBe(grouped.length);
    expect([...grouped].sort()).toEqual([...TYPED].sort());
  });
});

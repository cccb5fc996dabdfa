import { describe, expect, it } from 'vitest';
import { fieldRefusal } from '../src/field-labels.ts';
import { translateText } from '../src/messages.ts';
import { outbreakFieldsSchema } from '../src/schemas/outbreaks.ts';
import { surveyFieldsSchema } from '../src/schemas/surveillance.ts';

/** A survey a field team could have written: 40 marmots examined, 14 infested, 24 fleas on them. */
const sound = {
  sourceId: 1,
  surveyDate: '2025-07-15',
  animalsExamined: 40,
  infestationRate: 35,
  fleaIndex: 0.6,
  bacteriologySamples: 40,
  seraTested: 40,
  deadRodentsFound: 25,
};

/** Each refused field with its reason, as the API's 40000 and the import's report word them. */
function refusals(change: Record<string, unknown>): string[] {
  const result = surveyFieldsSchema.safeParse({ ...sound, ...change });
  return result.success ? [] : result.error.issues.map((issue) => fieldRefusal(issue.path, translateText(issue.message, 'en'), 'en'));
}

describe('a survey refuses positives above what was examined, naming the field', () => {
  it('accepts a sound survey, and one recording no indices at all', () => {
    expect(refusals({})).toEqual([]);
    expect(refusals({ animalsExamined: 0, infestationRate: null, fleaIndex: null })).toEqual([]);
  });

  it('refuses 3 isolates from 0 samples (issue 41), counting hosts and vectors together', () => {
    expect(refusals({ bacteriologySamples: 0, isolatesHost: 3 })).toEqual(['Y. pestis isolates (hosts): The isolates from hosts and vectors together cannot exceed the bacteriology samples']);
    expect(refusals({ bacteriologySamples: 4, isolatesHost: 2, isolatesVector: 3 })).toHaveLength(1);
    expect(refusals({ bacteriologySamples: 0, isolatesVector: 1 })[0]).toMatch(/^Y. pestis isolates \(vectors\): /);
    expect(refusals({ bacteriologySamples: 5, isolatesHost: 2, isolatesVector: 3 })).toEqual([]);
  });

  it('refuses dead animals positive and pending above those found', () => {
    expect(refusals({ deadRodentsFound: 25, deadRodentsPending: 25 })).toEqual([]);
    expect(refusals({ deadRodentsFound: 25, deadRodentsPositive: 1, deadRodentsPending: 25 })).toEqual([
      'Dead animals, results pending: Dead rodents positive and dead animals with results pending together cannot exceed the dead rodents found',
    ]);
    expect(refusals({ deadRodentsFound: 0, deadRodentsPositive: 1 })[0]).toMatch(/^Dead rodents positive: /);
  });

  it('refuses positive sera above those tested', () => {
    expect(refusals({ seraTested: 2, seraPositive: 3 })[0]).toMatch(/^F1-positive sera: /);
  });
});

describe('a survey refuses indices that contradict each other, naming the field', () => {
  it('refuses fleas on 80 % of hosts with a flea index of 0 (issue 41)', () => {
    expect(refusals({ infestationRate: 80, fleaIndex: 0 })).toEqual(['Flea index: The infestation rate is above 0, so fleas were found: the flea index cannot be 0']);
  });

  it('refuses a flea index below the infestation rate ÷ 100, allowing the index its rounding', () => {
    expect(refusals({ infestationRate: 80, fleaIndex: 0.5 })[0]).toMatch(/^Flea index: Every infested host carries at least one flea/);
    // 3 of 7 hosts infested (42.86 %) with 3 fleas: 0.43, or 0.42 cut to two decimals.
    expect(refusals({ infestationRate: 42.86, fleaIndex: 0.43 })).toEqual([]);
    expect(refusals({ infestationRate: 42.86, fleaIndex: 0.42 })).toEqual([]);
    expect(refusals({ infestationRate: 42.86, fleaIndex: 0.41 })).toHaveLength(1);
  });

  it('refuses a flea index above 0 with an infestation rate of 0', () => {
    expect(refusals({ infestationRate: 0, fleaIndex: 0.3 })).toEqual(['Infestation rate (%): The flea index is above 0, so some host carried fleas: the infestation rate cannot be 0']);
    expect(refusals({ infestationRate: 0, fleaIndex: 0 })).toEqual([]);
  });

  it('refuses infestation or flea figures without any animal examined', () => {
    expect(refusals({ animalsExamined: 0 })[0]).toMatch(/^Animals examined: An infestation rate or a flea index is counted on the animals examined/);
    expect(refusals({ animalsExamined: 0, infestationRate: null })).toHaveLength(1);
    expect(refusals({ animalsExamined: 0, fleaIndex: null })).toHaveLength(1);
  });

  it('says so in every language', () => {
    const result = surveyFieldsSchema.safeParse({ ...sound, infestationRate: 80, fleaIndex: 0 });
    const issue = result.error!.issues[0]!;
    expect(fieldRefusal(issue.path, translateText(issue.message, 'zh'), 'zh')).toBe('蚤指数: 染蚤率大于 0 即已检获蚤：蚤指数不能为 0');
    expect(fieldRefusal(issue.path, translateText(issue.message, 'es'), 'es')).toMatch(/^Índice de pulgas: La tasa de infestación/);
    expect(fieldRefusal(issue.path, translateText(issue.message, 'ja'), 'ja')).toMatch(/^ノミ指数: 寄生率が 0 より大きい/);
  });
});

describe('an outbreak record has no default certainty', () => {
  const outbreak = { code: 'H2025-001', title: 'Test', onsetDate: '2025-07-01', provinceCode: '630000', pneumonic: 2, cases: 2 };

  it('refuses a record without a classification or a confirmation method, naming each', () => {
    const result = outbreakFieldsSchema.safeParse(outbreak);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => fieldRefusal(issue.path, translateText(issue.message, 'en'), 'en'))).toEqual([
      'Classification: Choose one; when it is not known, choose Unknown',
      'Confirmation: Choose one; when it is not known, choose Unknown',
    ]);
  });

  it('still says what is wrong across fields while the certainty is unchosen', () => {
    const result = outbreakFieldsSchema.safeParse({ ...outbreak, deaths: 3 });
    expect(result.error!.issues.map((issue) => issue.path.join('.'))).toEqual(['classification', 'confirmationMethod', 'deaths']);
    // Also beside a field still to be filled in (the region, as the form's user reaches it later).
    const unfinished = outbreakFieldsSchema.safeParse({ ...outbreak, provinceCode: '', deaths: 3 });
    expect(unfinished.error!.issues.map((issue) => issue.path.join('.'))).toEqual(['provinceCode', 'classification', 'confirmationMethod', 'deaths']);
  });

  it('takes Unknown when chosen, and never a case-only classification', () => {
    expect(outbreakFieldsSchema.safeParse({ ...outbreak, classification: 'unknown', confirmationMethod: 'unknown' }).success).toBe(true);
    expect(outbreakFieldsSchema.safeParse({ ...outbreak, classification: 'excluded', confirmationMethod: 'unknown' }).success).toBe(false);
  });
});

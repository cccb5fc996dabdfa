import { describe, expect, it } from 'vitest';
import { mostSevereResponseLevel, responseLevel, type ResponseCounts, type ResponseSpread } from '../src/domain.ts';

/*
 * The grading of the national plague emergency plan (国家鼠疫控制应急预案, 1.4 疫情分级), criterion by
 * criterion, each at its boundary. "Within one county, in one average incubation period (6 days)"
 * is the counts a county's proposal reads; the spread is how many places have cases in that window.
 */
const cases = (counts: Partial<ResponseCounts>): ResponseCounts => ({ bubonic: 0, pneumonic: 0, septicemic: 0, ...counts });
const spread = (reach: Partial<ResponseSpread>): ResponseSpread => ({ pneumonicCounties: 1, pneumonicProvinces: 1, bubonicCounties: 1, bubonicPrefectures: 1, ...reach });

describe('I 特别重大 (particularly serious)', () => {
  it('(1) pneumonic plague in a large or medium city with a trend to spread', () => {
    expect(responseLevel(cases({ pneumonic: 1, urbanPneumonicSpread: true }))).toBe('I');
    // The city's spread without a pneumonic case is no pneumonic plague in a city.
    expect(responseLevel(cases({ bubonic: 1, urbanPneumonicSpread: true }))).toBe('IV');
  });

  it('(2) linked pneumonic plague across 2 or more provinces; 1 province is not enough', () => {
    expect(responseLevel(cases({ pneumonic: 1 }), spread({ pneumonicCounties: 2, pneumonicProvinces: 2 }))).toBe('I');
    expect(responseLevel(cases({ pneumonic: 1 }), spread({ pneumonicProvinces: 1 }))).toBe('III');
  });

  it('counts the provinces for a county that has pneumonic cases itself, not for one with bubonic plague only', () => {
    expect(responseLevel(cases({ bubonic: 1 }), spread({ pneumonicCounties: 3, pneumonicProvinces: 2 }))).toBe('IV');
  });
});

describe('II 重大 (serious)', () => {
  it('(1) 5 or more pneumonic or septicaemic cases in one county in 6 days; 4 is level III', () => {
    expect(responseLevel(cases({ pneumonic: 5 }))).toBe('II');
    expect(responseLevel(cases({ pneumonic: 3, septicemic: 2 }))).toBe('II');
    expect(responseLevel(cases({ septicemic: 5 }))).toBe('II');
    expect(responseLevel(cases({ pneumonic: 4 }))).toBe('III');
    expect(responseLevel(cases({ pneumonic: 2, septicemic: 2 }))).toBe('III');
  });

  it('(2) linked pneumonic plague across 2 or more counties; 1 county is level III', () => {
    expect(responseLevel(cases({ pneumonic: 1 }), spread({ pneumonicCounties: 2 }))).toBe('II');
    expect(responseLevel(cases({ pneumonic: 1 }), spread({ pneumonicCounties: 1 }))).toBe('III');
  });

  it('(3) bubonic plague in one county, 20 or more cases in 6 days; 19 is level III', () => {
    expect(responseLevel(cases({ bubonic: 20 }))).toBe('II');
    expect(responseLevel(cases({ bubonic: 19 }))).toBe('III');
  });

  it('(3) bubonic plague spreading to 2 or more prefectures; 1 prefecture is not enough', () => {
    expect(responseLevel(cases({ bubonic: 1 }), spread({ bubonicCounties: 2, bubonicPrefectures: 2 }))).toBe('II');
    expect(responseLevel(cases({ bubonic: 1 }), spread({ bubonicCounties: 2, bubonicPrefectures: 1 }))).toBe('III');
  });
});

describe('III 较大 (relatively serious)', () => {
  it('(1) 1 to 4 pneumonic or septicaemic cases in one county in 6 days', () => {
    expect(responseLevel(cases({ pneumonic: 1 }))).toBe('III');
    expect(responseLevel(cases({ septicemic: 1 }))).toBe('III');
    expect(responseLevel(cases({ septicemic: 4 }))).toBe('III');
  });

  it('(2) bubonic plague in one county, 10 to 19 cases in 6 days; 9 is level IV', () => {
    expect(responseLevel(cases({ bubonic: 10 }))).toBe('III');
    expect(responseLevel(cases({ bubonic: 9 }))).toBe('IV');
  });

  it('(2) bubonic plague spreading to 2 or more counties; 1 county is level IV', () => {
    expect(responseLevel(cases({ bubonic: 1 }), spread({ bubonicCounties: 2 }))).toBe('III');
    expect(responseLevel(cases({ bubonic: 1 }), spread({ bubonicCounties: 1 }))).toBe('IV');
  });

  it('a county with pneumonic cases only is not raised by bubonic plague elsewhere', () => {
    expect(responseLevel(cases({ pneumonic: 1 }), spread({ bubonicCounties: 5, bubonicPrefectures: 3 }))).toBe('III');
  });
});

describe('IV 一般 (general)', () => {
  it('bubonic plague in one county, 1 to 9 cases in 6 days', () => {
    expect(responseLevel(cases({ bubonic: 1 }))).toBe('IV');
    expect(responseLevel(cases({ bubonic: 9 }))).toBe('IV');
  });

  it('no case, no level (pharyngeal, meningeal and other forms are not graded by the plan)', () => {
    expect(responseLevel(cases({}))).toBeNull();
  });
});

describe('the most severe of several levels', () => {
  it('is I before IV, and none of none', () => {
    expect(mostSevereResponseLevel(['IV', null, 'II', 'III'])).toBe('II');
    expect(mostSevereResponseLevel([null])).toBeNull();
  });
});

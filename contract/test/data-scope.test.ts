import { describe, expect, it } from 'vitest';
import { covers, coversJurisdiction, scopeOf, WHOLE_COUNTRY, type ScopeDivision } from '../src/data-scope.ts';

const qinghai: ScopeDivision = { provinceCode: '630000', prefectureCode: '', countyCode: '' };
const haixi: ScopeDivision = { provinceCode: '630000', prefectureCode: '632800', countyCode: '' };
const tianjun: ScopeDivision = { provinceCode: '630000', prefectureCode: '632800', countyCode: '632823' };
const gonghe: ScopeDivision = { provinceCode: '630000', prefectureCode: '632500', countyCode: '632521' };
const dongcheng: ScopeDivision = { provinceCode: '110000', prefectureCode: '', countyCode: '110101' };

describe('data scope rules, by hand', () => {
  it('makes the whole country of an all role, and of a subtree role over no jurisdiction', () => {
    expect(scopeOf([{ dataScope: 'all', divisions: [] }], [tianjun], 'u')).toEqual(WHOLE_COUNTRY);
    expect(scopeOf([{ dataScope: 'subtree', divisions: [] }], [], 'u')).toEqual(WHOLE_COUNTRY);
  });

  it('puts each jurisdiction division at its level: and below for subtree, itself for exact', () => {
    expect(scopeOf([{ dataScope: 'subtree', divisions: [] }], [qinghai, haixi, dongcheng], 'u')).toEqual({
      all: false,
      provinces: ['630000'],
      prefectures: ['632800'],
      counties: ['110101'],
      exactProvinces: [],
      exactPrefectures: [],
    });
    expect(scopeOf([{ dataScope: 'exact', divisions: [] }], [qinghai, haixi, tianjun], 'u')).toEqual({
      all: false,
      provinces: [],
      prefectures: [],
      counties: ['632823'],
      exactProvinces: ['630000'],
      exactPrefectures: ['632800'],
    });
  });

  it('sees nothing with exact over the whole country, where no record lies', () => {
    const scope = scopeOf([{ dataScope: 'exact', divisions: [] }], [], 'u');
    expect([qinghai, haixi, tianjun, dongcheng].map((place) => covers(scope, place))).toEqual([false, false, false, false]);
  });

  it('unites the roles: a custom region, and the records the user created', () => {
    const scope = scopeOf([{ dataScope: 'custom', divisions: [gonghe] }, { dataScope: 'own', divisions: [] }], [tianjun], 'li');
    expect(covers(scope, gonghe)).toBe(true);
    expect(covers(scope, tianjun)).toBe(false);
    expect(covers(scope, { ...tianjun, createdBy: 'li' })).toBe(true);
    expect(covers(scope, { ...dongcheng, createdBy: 'wang' })).toBe(false);
  });

  it('covers a record below a division, and one exactly at an exact division only', () => {
    const below = scopeOf([{ dataScope: 'subtree', divisions: [] }], [haixi], 'u');
    expect([qinghai, haixi, tianjun, gonghe].map((place) => covers(below, place))).toEqual([false, true, true, false]);
    const exact = scopeOf([{ dataScope: 'exact', divisions: [] }], [haixi], 'u');
    expect([qinghai, haixi, tianjun, gonghe].map((place) => covers(exact, place))).toEqual([false, true, false, false]);
  });

  it('holds a jurisdiction inside a scope only when every division of it lies there, and never the whole country', () => {
    const province = scopeOf([{ dataScope: 'subtree', divisions: [] }], [qinghai], 'u');
    expect(coversJurisdiction(province, [tianjun, haixi])).toBe(true);
    expect(coversJurisdiction(province, [tianjun, dongcheng])).toBe(false);
    expect(coversJurisdiction(province, [])).toBe(false);
    expect(coversJurisdiction(WHOLE_COUNTRY, [])).toBe(true);
    const own = scopeOf([{ dataScope: 'own', divisions: [] }], [tianjun], 'li');
    expect(coversJurisdiction(own, [dongcheng], 'li')).toBe(true);
    expect(coversJurisdiction(own, [dongcheng])).toBe(false);
  });
});

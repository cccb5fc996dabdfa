import { describe, expect, it } from 'vitest';
import { divisionName, regionChoice, regionOptions, regionPath, regionText } from './regions.ts';

describe('region cascader values', () => {
  it('turns a path into province, prefecture and county by the GB/T 2260 code', () => {
    expect(regionChoice(['630000', '632800', '632823'])).toEqual({ provinceCode: '630000', prefectureCode: '632800', countyCode: '632823' });
    expect(regionChoice(['630000'])).toEqual({ provinceCode: '630000', prefectureCode: '', countyCode: '' });
    // A county directly under its province (Xiantao, Hubei) has no prefecture.
    expect(regionChoice(['420000', '429004'])).toEqual({ provinceCode: '420000', prefectureCode: '', countyCode: '429004' });
    expect(regionChoice(undefined)).toEqual({ provinceCode: '', prefectureCode: '', countyCode: '' });
  });

  it('turns a stored choice back into the path', () => {
    expect(regionPath({ provinceCode: '420000', prefectureCode: '', countyCode: '429004' })).toEqual(['420000', '429004']);
    expect(regionPath({ provinceCode: '630000', prefectureCode: '632800', countyCode: '632823' })).toEqual(['630000', '632800', '632823']);
  });

  const county = { code: '632823', name: '天峻县', latin: 'Tianjun Xian', level: 3, children: [] };
  const prefecture = { code: '632800', name: '海西蒙古族藏族自治州', latin: 'Haixi Mengguzu Zangzu Zizhizhou', level: 2, children: [county] };
  const tree = [{ code: '630000', name: '青海省', nameEn: 'Qinghai', nameEs: 'Qinghai', nameJa: '青海省', latin: 'Qinghai Sheng', level: 1, children: [prefecture] }];
  const innerMongolia = { code: '150000', name: '内蒙古自治区', nameEn: 'Inner Mongolia', nameEs: 'Mongolia Interior', nameJa: '内モンゴル自治区', latin: 'Neimenggu Zizhiqu', level: 1, children: [] };

  it('names a province in the reader’s language, and the divisions below it as English or Spanish write their pinyin, or in the official characters', () => {
    const languages = ['zh', 'en', 'es', 'ja'] as const;
    expect(languages.map((language) => divisionName(innerMongolia, language))).toEqual(['内蒙古自治区', 'Inner Mongolia', 'Mongolia Interior', '内モンゴル自治区']);
    expect(languages.map((language) => divisionName(county, language))).toEqual(['天峻县', 'Tianjun County', 'Condado de Tianjun', '天峻县']);
    expect(regionOptions([innerMongolia], 'es')[0]?.label).toBe('Mongolia Interior 内蒙古自治区');
    expect(regionOptions([innerMongolia], 'ja')[0]?.label).toBe('内モンゴル自治区 Inner Mongolia');
  });

  it('labels divisions in English or pinyin outside Chinese, and leaves leaves without children', () => {
    const en = regionOptions(tree, 'en');
    expect(en[0]?.label).toBe('Qinghai 青海省');
    expect(en[0]?.children?.[0]).toEqual({
      value: '632800',
      label: 'Haixi Mongol and Tibetan Autonomous Prefecture 海西蒙古族藏族自治州',
      children: [{ value: '632823', label: 'Tianjun County 天峻县' }],
    });
    expect(regionOptions(tree, 'ja')[0]?.children?.[0]?.children?.[0]?.label).toBe('天峻县 Tianjun County');
    expect(regionOptions(tree, 'zh')[0]?.label).toBe('青海省');
    expect(regionOptions(tree, 'ja')[0]?.label).toBe('青海省 Qinghai');
  });

  it('writes the names that are known, in the reader’s language once the tree has arrived', () => {
    const record = { provinceCode: '630000', provinceName: '青海省', prefectureCode: '632800', prefectureName: '海西蒙古族藏族自治州', countyCode: '632823', countyName: '天峻县' };
    expect(regionText({ ...record, prefectureCode: '', prefectureName: '', countyCode: '', countyName: '' }, tree, 'zh')).toBe('青海省');
    expect(regionText(record, tree, 'zh')).toBe('青海省 / 海西蒙古族藏族自治州 / 天峻县');
    expect(regionText(record, tree, 'es')).toBe('Qinghai / Prefectura Autónoma Mongola y Tibetana de Haixi / Condado de Tianjun');
    expect(regionText(record, [], 'es')).toBe('青海省 / 海西蒙古族藏族自治州 / 天峻县');
    expect(regionText(record, tree, 'ja')).toBe('青海省 / 海西蒙古族藏族自治州 / 天峻县');
  });
});

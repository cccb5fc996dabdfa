import { describe, expect, it } from 'vitest';
import { regionChoice, regionOptions, regionPath, regionText } from './regions.ts';

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

  it('labels provinces in English outside Chinese, and leaves leaves without children', () => {
    const tree = [{ code: '630000', name: '青海省', nameEn: 'Qinghai', level: 1, children: [{ code: '632800', name: '海西州', level: 2, children: [] }] }];
    expect(regionOptions(tree, 'en')).toEqual([{ value: '630000', label: 'Qinghai 青海省', children: [{ value: '632800', label: '海西州' }] }]);
    expect(regionOptions(tree, 'zh')[0]?.label).toBe('青海省');
  });

  it('writes the names that are known', () => {
    expect(regionText({ provinceName: '青海省', prefectureName: '', countyName: '' })).toBe('青海省');
    expect(regionText({ provinceName: '青海省', prefectureName: '海西州', countyName: '天峻县' })).toBe('青海省 / 海西州 / 天峻县');
  });
});

import { LANGUAGES } from '@ews/contract/enums';
import { describe, expect, it } from 'vitest';
import { placeName } from './place-names.ts';

const innerMongolia = { provinceCode: '150000', provinceName: '内蒙古自治区', countyName: '阿巴嘎旗' };

describe('place names on the maps', () => {
  it('names the province in each language and the county in characters or pinyin', () => {
    const named = LANGUAGES.map((language) => placeName(innerMongolia, language, 'Abaga Qi'));
    expect(named).toEqual(['Inner Mongolia Abaga Qi', '内蒙古自治区 阿巴嘎旗', 'Mongolia Interior Abaga Qi', '内モンゴル自治区 阿巴嘎旗']);
  });

  it('finds a province without its code by its official name, as the ticker’s alerts carry it', () => {
    expect(placeName({ provinceName: '内蒙古自治区', countyName: '' }, 'es', '')).toBe('Mongolia Interior');
  });

  it('waits for the pinyin where the reader needs it, not where the characters serve', () => {
    expect(placeName(innerMongolia, 'en', undefined)).toBeUndefined();
    expect(placeName(innerMongolia, 'ja', undefined)).toBe('内モンゴル自治区 阿巴嘎旗');
  });
});

import { LANGUAGES } from '@ews/contract/enums';
import { describe, expect, it } from 'vitest';
import { countyOfPlaceLatin, placeName } from './place-names.ts';

const innerMongolia = { provinceCode: '150000', provinceName: '内蒙古自治区', countyName: '阿巴嘎旗' };
const placeLatin = 'Inner Mongolia Abaga Qi';

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

  it('reads the county out of the server’s placeLatin, behind the province’s English name', () => {
    expect(countyOfPlaceLatin({ ...innerMongolia, placeLatin })).toBe('Abaga Qi');
    expect(countyOfPlaceLatin({ ...innerMongolia, countyName: '', placeLatin: 'Inner Mongolia' })).toBe('');
    expect(countyOfPlaceLatin({ ...innerMongolia, placeLatin: undefined })).toBeUndefined();
    expect(countyOfPlaceLatin({ provinceName: '某省', countyName: '某县', placeLatin: 'Mou Sheng Mou Xian' })).toBeUndefined();
  });

});

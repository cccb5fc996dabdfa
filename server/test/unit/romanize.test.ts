import { describe, expect, it } from 'vitest';
import { divisions } from '../../src/modules/regions/divisions.ts';
import { romanize } from '../../src/modules/regions/romanize.ts';

describe('division names in pinyin', () => {
  it('writes the proper name as one word, then each nationality and the suffix', () => {
    expect(romanize('海北藏族自治州')).toBe('Haibei Zangzu Zizhizhou');
    expect(romanize('大通回族土族自治县')).toBe('Datong Huizu Tuzu Zizhixian');
    expect(romanize('刚察县')).toBe('Gangcha Xian');
    expect(romanize('阿拉善左旗')).toBe('Alashanzuo Qi');
    expect(romanize('乌鲁木齐市')).toBe('Wulumuqi Shi');
    expect(romanize('龙胜各族自治县')).toBe('Longsheng Gezu Zizhixian');
  });

  it('marks a syllable boundary before a, o or e, and reads place names as places', () => {
    expect(romanize('西安市')).toBe("Xi'an Shi");
    expect(romanize('都兰县')).toBe('Dulan Xian');
    expect(romanize('吕梁市')).toBe('Lüliang Shi');
    expect(romanize('乐清市')).toBe('Yueqing Shi');
    expect(romanize('昌都市')).toBe('Changdu Shi');
    expect(romanize('喀什地区')).toBe('Kashi Diqu');
  });

  it('gives every division of the bundled tree a Latin name', () => {
    const nodes = [...divisions().byCode.values()];
    expect(nodes.length).toBeGreaterThan(3000);
    expect(nodes.filter((node) => !/^[A-Z][A-Za-zü' ]+$/.test(node.latin))).toEqual([]);
  });
});

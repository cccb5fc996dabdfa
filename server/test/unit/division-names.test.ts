import { readableDivisionName } from '@ews/contract/division-names';
import { describe, expect, it } from 'vitest';
import { divisions } from '../../src/modules/regions/divisions.ts';

/** The names of the bundled tree as English and Spanish readers get them. */
const named = [...divisions().byCode.values()].map((node) => ({
  name: node.name,
  en: readableDivisionName(node.latin, 'en'),
  es: readableDivisionName(node.latin, 'es'),
}));
const byName = (name: string) => named.find((node) => node.name === name)!;

describe('division names as English and Spanish readers write them', () => {
  it('names a city by its proper name, and translates every other kind of division, with its nationalities', () => {
    const expected: [string, string, string][] = [
      ['三明市', 'Sanming', 'Sanming'],
      ['西安市', "Xi'an", "Xi'an"],
      ['漾濞彝族自治县', 'Yangbi Yi Autonomous County', 'Condado Autónomo Yi de Yangbi'],
      ['大通回族土族自治县', 'Datong Hui and Tu Autonomous County', 'Condado Autónomo Hui y Tu de Datong'],
      ['积石山保安族东乡族撒拉族自治县', 'Jishishan Bonan, Dongxiang and Salar Autonomous County', 'Condado Autónomo Bonan, Dongxiang y Salar de Jishishan'],
      ['海北藏族自治州', 'Haibei Tibetan Autonomous Prefecture', 'Prefectura Autónoma Tibetana de Haibei'],
      ['海西蒙古族藏族自治州', 'Haixi Mongol and Tibetan Autonomous Prefecture', 'Prefectura Autónoma Mongola y Tibetana de Haixi'],
      ['延边朝鲜族自治州', 'Yanbian Korean Autonomous Prefecture', 'Prefectura Autónoma Coreana de Yanbian'],
      ['长白朝鲜族自治县', 'Changbai Korean Autonomous County', 'Condado Autónomo Coreano de Changbai'],
      ['莫力达瓦达斡尔族自治旗', 'Molidawa Daur Autonomous Banner', 'Bandera Autónoma Daur de Molidawa'],
      ['梅里斯达斡尔族区', 'Meilisi Daur District', 'Distrito Daur de Meilisi'],
      ['刚察县', 'Gangcha County', 'Condado de Gangcha'],
      ['城东区', 'Chengdong District', 'Distrito de Chengdong'],
      ['阿拉善盟', 'Alashan League', 'Liga de Alashan'],
      ['阿拉善左旗', 'Alashanzuo Banner', 'Bandera de Alashanzuo'],
      ['喀什地区', 'Kashi Prefecture', 'Prefectura de Kashi'],
      ['神农架林区', 'Shennongjia Forestry District', 'Distrito Forestal de Shennongjia'],
      ['龙胜各族自治县', 'Longsheng Various Nationalities Autonomous County', 'Condado Autónomo Multiétnico de Longsheng'],
      ['东乡族自治县', 'Dongxiang Autonomous County', 'Condado Autónomo de Dongxiang'],
      ['鄂温克族自治旗', 'Evenki Autonomous Banner', 'Bandera Autónoma de Evenki'],
      ['渠县', 'Qu County', 'Condado de Qu'],
      ['广西壮族自治区', 'Guangxi Zhuang Autonomous Region', 'Región Autónoma Zhuang de Guangxi'],
    ];
    expect(expected.map(([name]) => [name, byName(name)?.en, byName(name)?.es])).toEqual(expected);
  });

  it('leaves no pinyin suffix or nationality word in any name of the tree, in either language', () => {
    expect(named.length).toBeGreaterThan(3000);
    // The proper name is pinyin (and may read like a suffix: 渠县 Qu County, 大足区 Dazu): English writes it first, Spanish last.
    const pinyinWords = '(Shi|Sheng|Xian|Qu|Qi|Meng|Diqu|Linqu|Kuangqu|Tequ|Xinqu|Zizhi\\w*|Tebie\\w*|\\w+zu)';
    const afterProperName = new RegExp(` ${pinyinWords}\\b`);
    const beforeProperName = new RegExp(`\\b${pinyinWords} `);
    expect(named.filter((node) => afterProperName.test(node.en) || beforeProperName.test(node.es))).toEqual([]);
  });

  it('leaves a name that is not such pinyin as it is: a province’s English name, or one already written out', () => {
    expect(readableDivisionName('Inner Mongolia', 'es')).toBe('Inner Mongolia');
    expect(readableDivisionName('Qinghai', 'en')).toBe('Qinghai');
    expect(readableDivisionName('Yangbi Yi Autonomous County', 'en')).toBe('Yangbi Yi Autonomous County');
  });
});

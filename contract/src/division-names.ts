import type { Language } from './enums.ts';
import type { RegionNode } from './schemas/regions.ts';

/**
 * A division's name as English and Spanish readers write it, from its pinyin (RegionNode.latin),
 * which GB/T 17693 splits into words: the proper name, each nationality, the administrative
 * suffix ('Yangbi Yizu Zizhixian'). The rule, the same for every division:
 * - a city (市) is its proper name alone: 'Sanming Shi' → Sanming;
 * - a division named after a nationality alone takes the nationality's name: 'Ewenkezu Zizhiqi' →
 *   Evenki Autonomous Banner;
 * - any other suffix is translated, and the nationalities before it are named as in English:
 *   English puts them after the proper name ('Yangbi Yi Autonomous County', 'Datong Hui and Tu
 *   Autonomous County'); Spanish names the kind of division first and the place after 'de'
 *   ('Condado Autónomo Yi de Yangbi'), its adjectives agreeing with the kind ('Prefectura
 *   Autónoma Tibetana de Haibei');
 * - a name that is not pinyin of that form (a province's Natural Earth name, 'Inner Mongolia') is
 *   left as it is.
 */

type Gender = 'masculine' | 'feminine';

interface Kind {
  en: string;
  es: string;
  gender: Gender;
}

/** The administrative suffixes in pinyin (romanize.ts's SUFFIXES), '' for a city, named by its proper name alone. */
const KINDS: Readonly<Record<string, Kind | ''>> = {
  Shi: '',
  Sheng: { en: 'Province', es: 'Provincia', gender: 'feminine' },
  Zizhiqu: { en: 'Autonomous Region', es: 'Región Autónoma', gender: 'feminine' },
  Tebiexingzhengqu: { en: 'Special Administrative Region', es: 'Región Administrativa Especial', gender: 'feminine' },
  Zizhizhou: { en: 'Autonomous Prefecture', es: 'Prefectura Autónoma', gender: 'feminine' },
  Diqu: { en: 'Prefecture', es: 'Prefectura', gender: 'feminine' },
  Meng: { en: 'League', es: 'Liga', gender: 'feminine' },
  Xian: { en: 'County', es: 'Condado', gender: 'masculine' },
  Zizhixian: { en: 'Autonomous County', es: 'Condado Autónomo', gender: 'masculine' },
  Qi: { en: 'Banner', es: 'Bandera', gender: 'feminine' },
  Zizhiqi: { en: 'Autonomous Banner', es: 'Bandera Autónoma', gender: 'feminine' },
  Qu: { en: 'District', es: 'Distrito', gender: 'masculine' },
  Linqu: { en: 'Forestry District', es: 'Distrito Forestal', gender: 'masculine' },
  Kuangqu: { en: 'Mining District', es: 'Distrito Minero', gender: 'masculine' },
  Tequ: { en: 'Special District', es: 'Distrito Especial', gender: 'masculine' },
  Xinqu: { en: 'New Area', es: 'Área Nueva', gender: 'feminine' },
};

/**
 * Nationalities by their pinyin word ('Zangzu'), in English and Spanish where the name is not
 * simply the pinyin without 族 (Hui, Yi, Miao…). A Spanish adjective that agrees with its noun
 * gives both forms.
 */
const NATIONALITIES: Readonly<Record<string, { en: string; es?: string | Record<Gender, string> }>> = {
  Zangzu: { en: 'Tibetan', es: { masculine: 'Tibetano', feminine: 'Tibetana' } },
  Mengguzu: { en: 'Mongol', es: { masculine: 'Mongol', feminine: 'Mongola' } },
  Chaoxianzu: { en: 'Korean', es: { masculine: 'Coreano', feminine: 'Coreana' } },
  Hasakezu: { en: 'Kazakh', es: { masculine: 'Kazajo', feminine: 'Kazaja' } },
  "Weiwu'erzu": { en: 'Uyghur', es: 'Uigur' },
  "Ke'erkezizu": { en: 'Kyrgyz', es: 'Kirguís' },
  Tajikezu: { en: 'Tajik', es: { masculine: 'Tayiko', feminine: 'Tayika' } },
  Manzu: { en: 'Manchu', es: 'Manchú' },
  "Dawo'erzu": { en: 'Daur' },
  Ewenkezu: { en: 'Evenki' },
  Elunchunzu: { en: 'Oroqen' },
  Xibozu: { en: 'Xibe' },
  Buyizu: { en: 'Bouyei' },
  Wazu: { en: 'Va' },
  Bulangzu: { en: 'Blang' },
  Dulongzu: { en: 'Derung' },
  Yuguzu: { en: 'Yugur' },
  "Bao'anzu": { en: 'Bonan' },
  Salazu: { en: 'Salar' },
  Dongxiangzu: { en: 'Dongxiang' },
  Gezu: { en: 'Various Nationalities', es: { masculine: 'Multiétnico', feminine: 'Multiétnica' } },
};

function nationality(word: string, gender: Gender, language: 'en' | 'es'): string {
  const known = NATIONALITIES[word];
  const english = known?.en ?? word.slice(0, -'zu'.length);
  if (language === 'en' || known?.es === undefined) return english;
  return typeof known.es === 'string' ? known.es : known.es[gender];
}

/** 'A', 'A and B', 'A, B and C'. */
function series(names: readonly string[], and: string): string {
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} ${and} ${names.at(-1)!}`;
}

/** The name of a division whose pinyin is `latin` as readers of `language` write it: Spanish for Spanish, English otherwise. */
export function readableDivisionName(latin: string, language: Language): string {
  const words = latin.split(' ');
  const properName = words[0] ?? '';
  const suffix = words.at(-1) ?? '';
  const nationalities = words.slice(1, -1);
  const kind = KINDS[suffix];
  if (words.length < 2 || kind === undefined || !nationalities.every((word) => word.endsWith('zu'))) return latin;
  // A division named after its nationality alone (东乡族自治县, Dongxiangzu Zizhixian) by the nationality's name.
  const place = NATIONALITIES[properName]?.en ?? properName;
  if (kind === '') return place;
  if (language !== 'es') return [place, series(nationalities.map((word) => nationality(word, kind.gender, 'en')), 'and'), kind.en].filter(Boolean).join(' ');
  return [kind.es, series(nationalities.map((word) => nationality(word, kind.gender, 'es')), 'y'), 'de', place].filter(Boolean).join(' ');
}

/**
 * A division's name in `language`, on every screen and sheet. Provinces have theirs in each language
 * (黒竜江省, Pekín); below them GB/T 2260 has none: English and Spanish read the pinyin as their
 * readers write it (Sanming, Yangbi Yi Autonomous County), Japanese the official characters.
 */
export function divisionName(node: RegionNode, language: Language): string {
  if (language === 'zh') return node.name;
  if (language === 'ja') return node.nameJa ?? node.name;
  return (language === 'es' ? node.nameEs : node.nameEn) ?? readableDivisionName(node.latin, language);
}

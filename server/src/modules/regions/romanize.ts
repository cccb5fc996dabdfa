import { pinyin } from 'pinyin-pro';

/**
 * Division names in Hanyu Pinyin for readers of English, Spanish and Japanese: GB/T 2260 has no
 * official translations. The name is split the way place names are romanized (GB/T 17693):
 * the proper name as one word, then each nationality and the administrative suffix as words of
 * their own: 海北藏族自治州 → Haibei Zangzu Zizhizhou.
 */

/** Administrative suffixes, longest first so that 自治县 is not read as 县. */
const SUFFIXES = ['特别行政区', '自治区', '自治州', '自治县', '自治旗', '地区', '林区', '特区', '新区', '矿区', '省', '市', '县', '区', '旗', '盟'];

/** The nationalities of China by the names divisions use, longest first (哈萨克 before a shorter match), and 各 of 各族. */
const NATIONALITIES = [
  '柯尔克孜', '乌孜别克', '维吾尔', '哈萨克', '塔吉克', '塔塔尔', '达斡尔', '鄂温克', '鄂伦春', '俄罗斯', '傈僳', '布依', '朝鲜',
  '土家', '哈尼', '高山', '拉祜', '东乡', '纳西', '景颇', '仫佬', '布朗', '撒拉', '毛南', '仡佬', '锡伯', '阿昌', '普米',
  '德昂', '保安', '裕固', '独龙', '赫哲', '门巴', '珞巴', '基诺', '蒙古', '回', '藏', '苗', '彝', '壮', '满', '侗', '瑶',
  '白', '傣', '黎', '佤', '畲', '水', '土', '羌', '怒', '京',
  // 各族, 'all nationalities': 龙胜各族自治县.
  '各',
];

/** Names whose reading the dictionary gets wrong, as whole stems. */
const STEM_READINGS: Record<string, string> = { 乐清: 'yue qing', 单: 'shan', 涡阳: 'guo yang', 尉氏: 'yu shi' };

/** Characters that place names read one way, whatever the dictionary says of them alone: 都 du (昌都 Changdu, 都兰 Dulan), 什 shi (喀什 Kashi). */
const PLACE_READINGS: Record<string, string> = { 都: 'du', 什: 'shi' };

function syllables(stem: string): string[] {
  const reading = STEM_READINGS[stem];
  if (reading) return reading.split(' ');
  const characters = [...stem];
  return pinyin(stem, { toneType: 'none', type: 'array' }).map((syllable, index) => PLACE_READINGS[characters[index] ?? ''] ?? syllable);
}

/** Syllables joined into one capitalized word, with an apostrophe where a syllable starting with a, o or e would blur the boundary (Xi'an). */
function word(text: string): string {
  const joined = syllables(text)
    .map((syllable, index) => (index > 0 && /^[aoe]/.test(syllable) ? `'${syllable}` : syllable))
    .join('');
  return joined.charAt(0).toUpperCase() + joined.slice(1);
}

export function romanize(name: string): string {
  const suffix = SUFFIXES.find((candidate) => name.endsWith(candidate) && name.length > candidate.length) ?? '';
  let stem = name.slice(0, name.length - suffix.length);
  const nationalities: string[] = [];
  // Nationalities end the stem before the suffix: 大通回族土族自治县 → 大通 | 回族 | 土族 | 自治县.
  for (let found = true; found && stem.endsWith('族'); ) {
    const bare = stem.slice(0, -1);
    const nationality = NATIONALITIES.find((candidate) => bare.endsWith(candidate) && bare.length > candidate.length);
    found = nationality !== undefined;
    if (nationality) {
      nationalities.unshift(`${nationality}族`);
      stem = bare.slice(0, -nationality.length);
    }
  }
  return [stem, ...nationalities, suffix]
    .filter(Boolean)
    .map(word)
    .join(' ');
}

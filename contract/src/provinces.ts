import type { Language } from './enums.ts';

/**
 * The 34 province-level divisions of China by GB/T 2260 code, named in each interface language:
 * the official (GB/T 2260) name in Chinese, Natural Earth's in English, Spanish and Japanese, as
 * server/data/china-admin-divisions.json carries them (a unit test holds the two together). The
 * pages that show a place use these, signed in or not: the public pages get no region tree.
 */
export const PROVINCE_NAMES: Readonly<Record<string, Readonly<Record<Language, string>>>> = {
  '110000': { zh: '北京市', en: 'Beijing', es: 'Pekín', ja: '北京市' },
  '120000': { zh: '天津市', en: 'Tianjin', es: 'Tianjin', ja: '天津市' },
  '130000': { zh: '河北省', en: 'Hebei', es: 'Hebei', ja: '河北省' },
  '140000': { zh: '山西省', en: 'Shanxi', es: 'Shanxi', ja: '山西省' },
  '150000': { zh: '内蒙古自治区', en: 'Inner Mongolia', es: 'Mongolia Interior', ja: '内モンゴル自治区' },
  '210000': { zh: '辽宁省', en: 'Liaoning', es: 'Liaoning', ja: '遼寧省' },
  '220000': { zh: '吉林省', en: 'Jilin', es: 'Jilin', ja: '吉林省' },
  '230000': { zh: '黑龙江省', en: 'Heilongjiang', es: 'Heilongjiang', ja: '黒竜江省' },
  '310000': { zh: '上海市', en: 'Shanghai', es: 'Shanghái', ja: '上海市' },
  '320000': { zh: '江苏省', en: 'Jiangsu', es: 'Jiangsu', ja: '江蘇省' },
  '330000': { zh: '浙江省', en: 'Zhejiang', es: 'Zhejiang', ja: '浙江省' },
  '340000': { zh: '安徽省', en: 'Anhui', es: 'Anhui', ja: '安徽省' },
  '350000': { zh: '福建省', en: 'Fujian', es: 'Fujian', ja: '福建省' },
  '360000': { zh: '江西省', en: 'Jiangxi', es: 'Jiangxi', ja: '江西省' },
  '370000': { zh: '山东省', en: 'Shandong', es: 'Shandong', ja: '山東省' },
  '410000': { zh: '河南省', en: 'Henan', es: 'Henan', ja: '河南省' },
  '420000': { zh: '湖北省', en: 'Hubei', es: 'Hubei', ja: '湖北省' },
  '430000': { zh: '湖南省', en: 'Hunan', es: 'Hunan', ja: '湖南省' },
  '440000': { zh: '广东省', en: 'Guangdong', es: 'Guangdong', ja: '広東省' },
  '450000': { zh: '广西壮族自治区', en: 'Guangxi', es: 'Guangxi', ja: '広西チワン族自治区' },
  '460000': { zh: '海南省', en: 'Hainan', es: 'Hainan', ja: '海南省' },
  '500000': { zh: '重庆市', en: 'Chongqing', es: 'Chongqing', ja: '重慶市' },
  '510000': { zh: '四川省', en: 'Sichuan', es: 'Sichuan', ja: '四川省' },
  '520000': { zh: '贵州省', en: 'Guizhou', es: 'Guizhou', ja: '貴州省' },
  '530000': { zh: '云南省', en: 'Yunnan', es: 'Yunnan', ja: '雲南省' },
  '540000': { zh: '西藏自治区', en: 'Xizang', es: 'Tíbet', ja: 'チベット自治区' },
  '610000': { zh: '陕西省', en: 'Shaanxi', es: 'Shaanxi', ja: '陝西省' },
  '620000': { zh: '甘肃省', en: 'Gansu', es: 'Gansu', ja: '甘粛省' },
  '630000': { zh: '青海省', en: 'Qinghai', es: 'Qinghai', ja: '青海省' },
  '640000': { zh: '宁夏回族自治区', en: 'Ningxia', es: 'Ningxia', ja: '寧夏回族自治区' },
  '650000': { zh: '新疆维吾尔自治区', en: 'Xinjiang', es: 'Sinkiang', ja: '新疆ウイグル自治区' },
  '710000': { zh: '台湾省', en: 'Taiwan', es: 'Taiwán', ja: '台湾' },
  '810000': { zh: '香港特别行政区', en: 'Hong Kong', es: 'Hong Kong', ja: '香港' },
  '820000': { zh: '澳门特别行政区', en: 'Macao', es: 'Macao', ja: 'マカオ' },
};

const byOfficialName = new Map(Object.values(PROVINCE_NAMES).map((names) => [names.zh, names]));

/**
 * A province's name in `language`, found by its code or, where a record carries none (the wall
 * display's alerts), by its official name; undefined for neither a province's code nor its name.
 */
export function provinceName({ code, officialName }: { code?: string; officialName: string }, language: Language): string | undefined {
  return ((code ? PROVINCE_NAMES[code] : undefined) ?? byOfficialName.get(officialName))?.[language];
}

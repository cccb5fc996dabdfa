import type { Language } from './enums.ts';

type Names = Record<Language, string>;

/**
 * China's natural plague foci by reservoir host (GB 16883-2022 annex, DESIGN §5), plus 'other'.
 * `density` is the seeded host-density threshold per hm² where the literature gives one.
 */
export const FOCUS_TYPES = {
  himalayanMarmot: { en: 'Himalayan marmot (Qinghai–Tibet plateau)', zh: '喜马拉雅旱獭疫源地（青藏高原）', es: 'Marmota del Himalaya (meseta Qinghai-Tíbet)', ja: 'ヒマラヤマーモット（青蔵高原）' },
  greyMarmot: { en: 'Grey marmot and long-tailed ground squirrel (Tianshan)', zh: '灰旱獭—长尾黄鼠疫源地（天山）', es: 'Marmota gris y ardilla de cola larga (Tian Shan)', ja: 'ハイイロマーモット・オナガジリス（天山）' },
  redMarmot: { en: 'Red marmot (Pamir)', zh: '红旱獭疫源地（帕米尔高原）', es: 'Marmota roja (Pamir)', ja: 'アカマーモット（パミール高原）' },
  mongolianMarmot: { en: 'Mongolian marmot (Hulun Buir)', zh: '蒙古旱獭疫源地（呼伦贝尔）', es: 'Marmota mongola (Hulun Buir)', ja: 'モンゴルマーモット（フルンボイル）' },
  dauriaGroundSquirrel: { en: 'Daurian ground squirrel (Songliao plain)', zh: '达乌尔黄鼠疫源地（松辽平原）', es: 'Ardilla de tierra de Dauria (llanura de Songliao)', ja: 'ダウリアジリス（松遼平原）' },
  mongolianGerbil: { en: 'Mongolian gerbil (Inner Mongolian plateau)', zh: '长爪沙鼠疫源地（内蒙古高原）', es: 'Jerbo de Mongolia (meseta de Mongolia Interior)', ja: 'スナネズミ（内モンゴル高原）' },
  brandtsVole: { en: "Brandt's vole (Xilingol)", zh: '布氏田鼠疫源地（锡林郭勒）', es: 'Topillo de Brandt (Xilingol)', ja: 'ブラントハタネズミ（シリンゴル）' },
  alashanGroundSquirrel: { en: 'Alashan ground squirrel (Gansu–Ningxia loess plateau)', zh: '阿拉善黄鼠疫源地（甘宁黄土高原）', es: 'Ardilla de tierra de Alashan (meseta de loess Gansu-Ningxia)', ja: 'アラシャンジリス（甘寧黄土高原）' },
  qinghaiVole: { en: 'Qinghai vole (Qinghai–Tibet plateau)', zh: '青海田鼠疫源地（青藏高原）', es: 'Topillo de Qinghai (meseta Qinghai-Tíbet)', ja: 'チンハイハタネズミ（青蔵高原）' },
  greatGerbil: { en: 'Great gerbil (Junggar basin)', zh: '大沙鼠疫源地（准噶尔盆地）', es: 'Gran jerbo (cuenca de Junggar)', ja: 'オオスナネズミ（ジュンガル盆地）' },
  yellowChestedRat: { en: 'Yellow-chested rat (domestic rat focus, Yunnan and south)', zh: '黄胸鼠疫源地（家鼠型，滇南等）', es: 'Rata de pecho amarillo (foco doméstico, Yunnan y sur)', ja: 'キムネクマネズミ（家ネズミ型、雲南以南）' },
  chevriersFieldMouse: { en: "Chevrier's field mouse and Yunnan red-backed vole (north-west Yunnan)", zh: '齐氏姬鼠—大绒鼠疫源地（滇西北）', es: 'Ratón de campo de Chevrier y topillo de Yunnan (noroeste de Yunnan)', ja: 'シュブリエアカネズミ・ユンナンヤチネズミ（雲南北西部）' },
  other: { en: 'Other', zh: '其他', es: 'Otro', ja: 'その他' },
} satisfies Record<string, Names>;

export type FocusType = keyof typeof FOCUS_TYPES;
export const FOCUS_TYPE_KEYS = Object.keys(FOCUS_TYPES) as [FocusType, ...FocusType[]];

export const SOURCE_STATUSES = ['active', 'quiescent', 'eliminated'] as const;
export type SourceStatus = (typeof SOURCE_STATUSES)[number];

/** Risk levels of the early-warning engine (DESIGN §6): I red … IV blue; 'none' when no alert applies. */
export const RISK_LEVELS = ['I', 'II', 'III', 'IV', 'none'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];
export const RISK_COLORS: Record<RiskLevel, string> = { I: '#f5222d', II: '#fa8c16', III: '#fadb14', IV: '#1677ff', none: '#8c8c8c' };

export const DATE_PRECISIONS = ['day', 'month', 'year'] as const;
export type DatePrecision = (typeof DATE_PRECISIONS)[number];

export const CASE_CLASSIFICATIONS = ['suspected', 'probable', 'confirmed'] as const;
export const CONFIRMATION_METHODS = ['culture', 'pcr', 'f1Serology', 'rapidTest', 'clinical'] as const;
export const INFECTION_SOURCES = ['hunting', 'fleaBite', 'deadAnimal', 'personToPerson', 'unknown'] as const;
export const RESPONSE_LEVELS = ['I', 'II', 'III', 'IV'] as const;
export type ResponseLevel = (typeof RESPONSE_LEVELS)[number];

/**
 * Response level of the national plague emergency plan (DESIGN §5): I pneumonic spread in a
 * city; II ≥ 5 pneumonic/septicemic or ≥ 20 bubonic; III 1–4 pneumonic/septicemic or 10–19
 * bubonic; IV 1–9 bubonic. No cases, no level.
 */
export function responseLevel(counts: { bubonic: number; pneumonic: number; septicemic: number; urbanPneumonicSpread?: boolean }): ResponseLevel | null {
  const severe = counts.pneumonic + counts.septicemic;
  if (counts.urbanPneumonicSpread && counts.pneumonic > 0) return 'I';
  if (severe >= 5 || counts.bubonic >= 20) return 'II';
  if (severe >= 1 || counts.bubonic >= 10) return 'III';
  if (counts.bubonic >= 1) return 'IV';
  return null;
}

/** Deaths ÷ cases, as a percentage with one decimal; null without cases. */
export function caseFatality(cases: number, deaths: number): number | null {
  return cases > 0 ? Math.round((deaths / cases) * 1000) / 10 : null;
}

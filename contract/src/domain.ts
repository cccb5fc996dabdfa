import type { Language } from './enums.ts';

type Names = Record<Language, string>;
const names = (en: string, zh: string, es: string, ja: string): Names => ({ en, zh, es, ja });

/** A set of names in one language, e.g. a locale's block of status labels. */
export function namesIn<K extends string>(set: Record<K, Names>, language: Language): Record<K, string> {
  return Object.fromEntries(Object.entries<Names>(set).map(([key, value]) => [key, value[language]])) as Record<K, string>;
}

/**
 * China's natural plague foci by reservoir host (GB 16883-2022 annex), plus 'other'.
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
export const SOURCE_STATUS_NAMES: Record<SourceStatus, Names> = {
  active: names('Active', '活跃', 'Activo', '活動中'),
  quiescent: names('Quiescent', '静息', 'Latente', '静穏'),
  eliminated: names('Eliminated', '已消除', 'Eliminado', '消滅'),
};

/** Risk levels of the early-warning engine: I red … IV blue; 'none' when no alert applies. */
export const RISK_LEVELS = ['I', 'II', 'III', 'IV', 'none'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

export const RISK_COLORS: Record<RiskLevel, string> = { I: '#f5222d', II: '#fa8c16', III: '#fadb14', IV: '#1677ff', none: '#8c8c8c' };

/**
 * What the live stream tells open screens has changed, so each reloads only what it shows. A topic
 * names a kind of record, never a record: the stream is public on /maps and /monitor.
 */
export const LIVE_TOPICS = ['sources', 'surveys', 'outbreaks', 'alerts'] as const;
export type LiveTopic = (typeof LIVE_TOPICS)[number];

/** An alert's severity, I the most severe (an alert's level; a point's open alert level on the maps). */
export const ALERT_LEVELS = ['I', 'II', 'III', 'IV'] as const;

/** The early-warning engine's rules, each an alert's cause. */
export const ALERT_RULES = ['humanCase', 'isolate', 'serology', 'fleaAndDensity', 'fleaIndex', 'hostDensity', 'anomaly'] as const;
export type AlertRule = (typeof ALERT_RULES)[number];
/** Each rule's name, as the alert screens and the notifications call it. */
export const ALERT_RULE_NAMES: Record<AlertRule, Names> = {
  humanCase: names('Suspected human case', '疑似人间病例', 'Caso humano sospechoso', 'ヒト疑い例'),
  isolate: names('Y. pestis isolate', '分离到鼠疫菌', 'Aislamiento de Y. pestis', 'ペスト菌分離'),
  serology: names('F1-positive serum', 'F1 抗体阳性', 'Suero F1 positivo', 'F1 陽性血清'),
  fleaAndDensity: names('Flea index and host density', '蚤指数与宿主密度', 'Índice de pulgas y densidad', 'ノミ指数と宿主密度'),
  fleaIndex: names('Flea index', '蚤指数', 'Índice de pulgas', 'ノミ指数'),
  hostDensity: names('Host density', '宿主密度', 'Densidad de hospedadores', '宿主密度'),
  anomaly: names('Seasonal anomaly', '季节性异常', 'Anomalía estacional', '季節的異常'),
};

/** Why a source point has its risk level: the rule of its deciding alert, with what was observed against what threshold. */
export interface RiskReason {
  rule: AlertRule;
  observed: number;
  threshold: number;
}

/** The compact form a source point stores its risk reason in ('isolate:2/1'); '' for none. */
export function formatRiskReason(reason: RiskReason | undefined): string {
  return reason ? `${reason.rule}:${reason.observed}/${reason.threshold}` : '';
}

/** The stored risk reason read back; undefined for none, or for text not in that form. */
export function parseRiskReason(text: string): RiskReason | undefined {
  const match = /^(\w+):(-?[\d.]+)\/(-?[\d.]+)$/.exec(text);
  const rule = ALERT_RULES.find((known) => known === match?.[1]);
  return match && rule ? { rule, observed: Number(match[2]), threshold: Number(match[3]) } : undefined;
}

export const DATE_PRECISIONS = ['day', 'month', 'year'] as const;
export type DatePrecision = (typeof DATE_PRECISIONS)[number];
export const DATE_PRECISION_NAMES: Record<DatePrecision, Names> = {
  day: names('Day', '日', 'Día', '日'),
  month: names('Month', '月', 'Mes', '月'),
  year: names('Year', '年', 'Año', '年'),
};

export const CASE_CLASSIFICATIONS = ['suspected', 'probable', 'confirmed'] as const;
export const CASE_CLASSIFICATION_NAMES: Record<(typeof CASE_CLASSIFICATIONS)[number], Names> = {
  suspected: names('Suspected', '疑似', 'Sospechoso', '疑い例'),
  probable: names('Probable', '临床诊断', 'Probable', '可能性例'),
  confirmed: names('Confirmed', '确诊', 'Confirmado', '確定例'),
};
export const CONFIRMATION_METHODS = ['culture', 'pcr', 'f1Serology', 'rapidTest', 'clinical'] as const;
export const CONFIRMATION_METHOD_NAMES: Record<(typeof CONFIRMATION_METHODS)[number], Names> = {
  culture: names('Culture', '细菌培养', 'Cultivo', '培養'),
  pcr: names('PCR', 'PCR', 'PCR', 'PCR'),
  f1Serology: names('F1 serology', 'F1 抗体血清学', 'Serología F1', 'F1 血清学'),
  rapidTest: names('Rapid test', '快速检测', 'Prueba rápida', '迅速検査'),
  clinical: names('Clinical', '临床', 'Clínico', '臨床'),
};
export const INFECTION_SOURCES = ['hunting', 'fleaBite', 'deadAnimal', 'personToPerson', 'unknown'] as const;
export const INFECTION_SOURCE_NAMES: Record<(typeof INFECTION_SOURCES)[number], Names> = {
  hunting: names('Hunting or skinning marmots', '猎捕或剥食旱獭', 'Caza o despellejado de marmotas', 'マーモットの狩猟・皮剥ぎ'),
  fleaBite: names('Flea bite', '蚤叮咬', 'Picadura de pulga', 'ノミ刺咬'),
  deadAnimal: names('Contact with a dead animal', '接触死亡动物', 'Contacto con un animal muerto', '死亡動物との接触'),
  personToPerson: names('Person to person', '人传人', 'De persona a persona', 'ヒトからヒト'),
  unknown: names('Unknown', '不明', 'Desconocida', '不明'),
};
/** How a sheet writes a yes/no field; reading also takes 1/0, true/false and the other languages' words. */
export const YES_NO_NAMES: Record<'true' | 'false', Names> = {
  true: names('Yes', '是', 'Sí', 'はい'),
  false: names('No', '否', 'No', 'いいえ'),
};
export const RESPONSE_LEVELS = ['I', 'II', 'III', 'IV'] as const;
export type ResponseLevel = (typeof RESPONSE_LEVELS)[number];

/**
 * Response level of the national plague emergency plan: I pneumonic spread in a
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

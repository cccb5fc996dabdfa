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

/**
 * Signal priorities of the early-warning engine, most urgent first. Deliberately neither the national
 * plan's response levels I–IV nor their government colours (red, orange, yellow, blue): a response
 * level is declared by a person (RESPONSE_LEVELS), a priority only orders the work.
 */
export const SIGNAL_PRIORITIES = ['urgent', 'high', 'moderate', 'low'] as const;
export type SignalPriority = (typeof SIGNAL_PRIORITIES)[number];
export const SIGNAL_PRIORITY_NAMES: Record<SignalPriority, Names> = {
  urgent: names('Urgent', '紧急', 'Urgente', '緊急'),
  high: names('High', '高', 'Alta', '高'),
  moderate: names('Moderate', '中', 'Moderada', '中'),
  low: names('Low', '低', 'Baja', '低'),
};
/** 4 for urgent … 1 for low: sorts by severity. */
export const PRIORITY_RANK: Record<SignalPriority, number> = { urgent: 4, high: 3, moderate: 2, low: 1 };
/** Quiet hours may hold only these; every other signal is sent at once, at any hour. */
export const QUIET_HOURS_PRIORITIES: readonly SignalPriority[] = ['moderate', 'low'];

/** A source point's risk: the priority of its most urgent signal that still counts, or none. */
export const RISK_LEVELS = [...SIGNAL_PRIORITIES, 'none'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];
export const RISK_LEVEL_NAMES: Record<RiskLevel, Names> = { ...SIGNAL_PRIORITY_NAMES, none: names('No risk', '无风险', 'Sin riesgo', 'リスクなし') };

/** Magenta, violet, teal and slate: none of them the plan's red, orange, yellow or blue. */
export const RISK_COLORS: Record<RiskLevel, string> = { urgent: '#a0115e', high: '#6b35c9', moderate: '#0b7a75', low: '#5b6770', none: '#8c8c8c' };

/**
 * What the live stream tells open screens has changed, so each reloads only what it shows. A topic
 * names a kind of record, never a record: the stream is public on /maps and /monitor.
 */
export const LIVE_TOPICS = ['sources', 'surveys', 'outbreaks', 'alerts', 'cases', 'response'] as const;
export type LiveTopic = (typeof LIVE_TOPICS)[number];

/** The early-warning engine's rules, each an alert's cause. 'deadAnimals': dead animals found with results pending (三报). */
export const ALERT_RULES = ['humanCase', 'isolate', 'serology', 'deadAnimals', 'fleaAndDensity', 'fleaIndex', 'hostDensity', 'anomaly'] as const;
export type AlertRule = (typeof ALERT_RULES)[number];
/** Each rule's name, as the alert screens and the notifications call it. */
export const ALERT_RULE_NAMES: Record<AlertRule, Names> = {
  humanCase: names('Suspected human case', '疑似人间病例', 'Caso humano sospechoso', 'ヒト疑い例'),
  isolate: names('Y. pestis isolate', '分离到鼠疫菌', 'Aislamiento de Y. pestis', 'ペスト菌分離'),
  serology: names('F1-positive serum', 'F1 抗体阳性', 'Suero F1 positivo', 'F1 陽性血清'),
  deadAnimals: names('Dead animals, results pending', '发现死亡动物，检验结果待定', 'Animales muertos, resultados pendientes', '死亡動物発見・検査結果待ち'),
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

/**
 * A human case's classification per WS 279-2008: suspected, clinically diagnosed (kept under the key
 * 'probable' that outbreak records have used since the start), confirmed, or excluded.
 */
export const CASE_CLASSIFICATIONS = ['suspected', 'probable', 'confirmed', 'excluded'] as const;
export type CaseClassification = (typeof CASE_CLASSIFICATIONS)[number];
export const CASE_CLASSIFICATION_NAMES: Record<CaseClassification | 'unknown', Names> = {
  suspected: names('Suspected', '疑似病例', 'Sospechoso', '疑い例'),
  probable: names('Clinically diagnosed', '临床诊断病例', 'Diagnóstico clínico', '臨床診断例'),
  confirmed: names('Confirmed', '确诊病例', 'Confirmado', '確定例'),
  excluded: names('Excluded', '排除病例', 'Descartado', '除外例'),
  unknown: names('Unknown', '不明', 'Desconocida', '不明'),
};
/** An outbreak record's classification: chosen, or 'unknown'; never a certainty nobody entered. */
export const OUTBREAK_CLASSIFICATIONS = ['suspected', 'probable', 'confirmed', 'unknown'] as const;
export const CONFIRMATION_METHODS = ['culture', 'pcr', 'f1Serology', 'rapidTest', 'clinical', 'unknown'] as const;
export type ConfirmationMethod = (typeof CONFIRMATION_METHODS)[number];
export const CONFIRMATION_METHOD_NAMES: Record<ConfirmationMethod, Names> = {
  culture: names('Culture', '细菌培养', 'Cultivo', '培養'),
  pcr: names('PCR', 'PCR', 'PCR', 'PCR'),
  f1Serology: names('F1 antibody, fourfold rise', 'F1 抗体 4 倍以上增长', 'Anticuerpo F1, aumento de cuatro veces', 'F1 抗体価 4 倍以上上昇'),
  rapidTest: names('Rapid test', '快速检测', 'Prueba rápida', '迅速検査'),
  clinical: names('Clinical', '临床', 'Clínico', '臨床'),
  unknown: names('Unknown', '不明', 'Desconocido', '不明'),
};
/** Clinical forms of human plague (WS 279-2008). */
export const CLINICAL_FORMS = ['bubonic', 'pneumonic', 'septicemic', 'pharyngeal', 'meningeal', 'other'] as const;
export type ClinicalForm = (typeof CLINICAL_FORMS)[number];
export const CLINICAL_FORM_NAMES: Record<ClinicalForm, Names> = {
  bubonic: names('Bubonic', '腺鼠疫', 'Bubónica', '腺ペスト'),
  pneumonic: names('Pneumonic', '肺鼠疫', 'Neumónica', '肺ペスト'),
  septicemic: names('Septicaemic', '败血症型鼠疫', 'Septicémica', '敗血症型ペスト'),
  pharyngeal: names('Pharyngeal', '咽喉型鼠疫', 'Faríngea', '咽頭ペスト'),
  meningeal: names('Meningeal', '脑膜炎型鼠疫', 'Meníngea', '髄膜炎型ペスト'),
  other: names('Other', '其他型', 'Otra', 'その他'),
};
export const SEXES = ['male', 'female', 'unknown'] as const;
export const SEX_NAMES: Record<(typeof SEXES)[number], Names> = {
  male: names('Male', '男', 'Hombre', '男性'),
  female: names('Female', '女', 'Mujer', '女性'),
  unknown: names('Unknown', '不明', 'Desconocido', '不明'),
};
/** Occupations as China's notifiable-disease report card groups them, the ones plague meets most. */
export const OCCUPATIONS = ['herdsman', 'farmer', 'hunter', 'worker', 'student', 'healthWorker', 'child', 'other', 'unknown'] as const;
export const OCCUPATION_NAMES: Record<(typeof OCCUPATIONS)[number], Names> = {
  herdsman: names('Herdsman', '牧民', 'Pastor', '牧畜民'),
  farmer: names('Farmer', '农民', 'Agricultor', '農民'),
  hunter: names('Hunter', '猎人', 'Cazador', '猟師'),
  worker: names('Worker', '工人', 'Obrero', '労働者'),
  student: names('Student', '学生', 'Estudiante', '学生'),
  healthWorker: names('Health worker', '医务人员', 'Personal sanitario', '医療従事者'),
  child: names('Child at home', '散居儿童', 'Niño en casa', '在宅児'),
  other: names('Other', '其他', 'Otra', 'その他'),
  unknown: names('Unknown', '不详', 'Desconocida', '不明'),
};
export const CASE_OUTCOMES = ['underTreatment', 'recovered', 'died', 'unknown'] as const;
export const CASE_OUTCOME_NAMES: Record<(typeof CASE_OUTCOMES)[number], Names> = {
  underTreatment: names('Under treatment', '治疗中', 'En tratamiento', '治療中'),
  recovered: names('Recovered', '治愈', 'Recuperado', '治癒'),
  died: names('Died', '死亡', 'Fallecido', '死亡'),
  unknown: names('Unknown', '不明', 'Desconocido', '不明'),
};
export const CONTACT_RELATIONS = ['household', 'caregiver', 'healthWorker', 'sharedTransport', 'funeral', 'other'] as const;
export const CONTACT_RELATION_NAMES: Record<(typeof CONTACT_RELATIONS)[number], Names> = {
  household: names('Household', '家庭成员', 'Familiar', '同居家族'),
  caregiver: names('Caregiver', '陪护人员', 'Cuidador', '介護者'),
  healthWorker: names('Health worker', '医务人员', 'Personal sanitario', '医療従事者'),
  sharedTransport: names('Shared transport', '同乘交通工具', 'Transporte compartido', '同乗者'),
  funeral: names('Funeral', '参加丧葬', 'Funeral', '葬儀参列'),
  other: names('Other', '其他', 'Otra', 'その他'),
};
/** following: within its 9 days; cleared: 9 days without fever; becameCase: fever found, a suspected case was made of it. */
export const CONTACT_STATUSES = ['following', 'cleared', 'becameCase'] as const;
/** Days a contact is followed from the last exposure: the longest incubation period WS 279 gives. */
export const CONTACT_FOLLOW_UP_DAYS = 9;
/** A Class A case is reported within this many hours of diagnosis (the infectious-disease reporting rules). */
export const CASE_REPORT_HOURS = 2;
/** Hours from diagnosis to report; null when either is missing. */
export function reportLagHours(diagnosisAt: string, reportAt: string): number | null {
  const lag = Date.parse(reportAt) - Date.parse(diagnosisAt);
  return Number.isFinite(lag) ? Math.round((lag / 3_600_000) * 10) / 10 : null;
}
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

/** The plan's name of each response level, as the screens and the public pages say it. */
export const RESPONSE_LEVEL_NAMES: Record<ResponseLevel, Names> = {
  I: names('Level I, particularly serious', 'Ⅰ级 特别重大', 'Nivel I, especialmente grave', 'Ⅰ級 特別重大'),
  II: names('Level II, serious', 'Ⅱ级 重大', 'Nivel II, grave', 'Ⅱ級 重大'),
  III: names('Level III, relatively serious', 'Ⅲ级 较大', 'Nivel III, relativamente grave', 'Ⅲ級 比較的重大'),
  IV: names('Level IV, general', 'Ⅳ级 一般', 'Nivel IV, general', 'Ⅳ級 一般'),
};
/**
 * The plan's colours (I red, II orange, III yellow, IV blue), dark enough to carry text on a solid
 * fill: they belong to a level a government declares, never to a signal's priority (RISK_COLORS).
 */
export const RESPONSE_LEVEL_COLORS: Record<ResponseLevel, string> = { I: '#cf1322', II: '#d46b08', III: '#d4b106', IV: '#0958d9' };
/** I before IV. */
export const mostSevereResponseLevel = (levels: readonly (ResponseLevel | null)[]): ResponseLevel | null =>
  RESPONSE_LEVELS.find((level) => levels.includes(level)) ?? null;

/** One average incubation period, the plan's window for counting cases. */
export const RESPONSE_WINDOW_DAYS = 6;

/** A county's cases within the window, by clinical form (excluded cases left out). */
export interface ResponseCounts {
  bubonic: number;
  pneumonic: number;
  septicemic: number;
  /** Pneumonic plague in a large or medium city with a trend to spread: a person's judgement (an outbreak record's flag). */
  urbanPneumonicSpread?: boolean;
}

/**
 * How far plague of the county's kind reaches within the same window: the counties and prefectures
 * of its province, and the provinces of the country, with pneumonic (or bubonic) cases. The plan
 * speaks of linked cases with a trend to spread; the server cannot know the link, so it counts the
 * places and the person who declares judges the link.
 */
export interface ResponseSpread {
  pneumonicCounties: number;
  pneumonicProvinces: number;
  bubonicCounties: number;
  bubonicPrefectures: number;
}

const NO_SPREAD: ResponseSpread = { pneumonicCounties: 0, pneumonicProvinces: 0, bubonicCounties: 0, bubonicPrefectures: 0 };

/**
 * Response level of the national plague emergency plan (国家鼠疫控制应急预案) for one county:
 * I (特别重大) pneumonic plague in a city spreading, or pneumonic plague across 2 or more provinces;
 * II (重大) 5 or more pneumonic or septicaemic cases in 6 days, pneumonic plague across 2 or more
 * counties, 20 or more bubonic cases, or bubonic plague across 2 or more prefectures;
 * III (较大) 1–4 pneumonic or septicaemic cases, 10–19 bubonic, or bubonic plague across 2 or more
 * counties; IV (一般) 1–9 bubonic cases. No cases, no level. The spread criteria apply to a county
 * with cases of that form.
 */
export function responseLevel(counts: ResponseCounts, spread: ResponseSpread = NO_SPREAD): ResponseLevel | null {
  const severe = counts.pneumonic + counts.septicemic;
  const pneumonicSpread = counts.pneumonic > 0 ? spread : NO_SPREAD;
  const bubonicSpread = counts.bubonic > 0 ? spread : NO_SPREAD;
  if ((counts.urbanPneumonicSpread && counts.pneumonic > 0) || pneumonicSpread.pneumonicProvinces >= 2) return 'I';
  if (severe >= 5 || pneumonicSpread.pneumonicCounties >= 2 || counts.bubonic >= 20 || bubonicSpread.bubonicPrefectures >= 2) return 'II';
  if (severe >= 1 || counts.bubonic >= 10 || bubonicSpread.bubonicCounties >= 2) return 'III';
  if (counts.bubonic >= 1) return 'IV';
  return null;
}

/** Deaths ÷ cases, as a percentage with one decimal; null without cases. */
export function caseFatality(cases: number, deaths: number): number | null {
  return cases > 0 ? Math.round((deaths / cases) * 1000) / 10 : null;
}

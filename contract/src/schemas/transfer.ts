import { z } from 'zod';
import type { FileResult } from '../endpoint.ts';
import type { Language } from '../enums.ts';

/** The output of a download endpoint: the file itself, not an envelope. */
export const fileOutput = z.custom<FileResult>();

/** What an import did: everything written, or nothing and the reasons, row by row. */
export const importReportSchema = z.object({
  imported: z.number().int(),
  errors: z.array(z.object({ line: z.number().int(), field: z.string(), message: z.string() })),
});
export type ImportReport = z.infer<typeof importReportSchema>;

export interface SheetColumn<K extends string = string> {
  key: K;
  label: Record<Language, string>;
  /** Cells holding several values separate them with ';'. */
  list?: boolean;
}

const column = <K extends string>(key: K, en: string, zh: string, es: string, ja: string, list = false): SheetColumn<K> => ({
  key,
  label: { en, zh, es, ja },
  ...(list ? { list } : {}),
});

/** Where a record is: region codes, place and coordinates, shared by the source and outbreak sheets. */
const PLACE_COLUMNS = [
  column('provinceCode', 'Province code', '省级代码', 'Código de provincia', '省コード'),
  column('prefectureCode', 'Prefecture code', '地级代码', 'Código de prefectura', '地級コード'),
  column('countyCode', 'County code', '县级代码', 'Código de condado', '県級コード'),
  column('place', 'Place', '地点', 'Lugar', '場所'),
  column('longitude', 'Longitude', '经度', 'Longitud', '経度'),
  column('latitude', 'Latitude', '纬度', 'Latitud', '緯度'),
] as const;

/** Columns of the source point sheet (export, template and import), headers in the user's language. */
export const SOURCE_COLUMNS = [
  column('code', 'Code', '编码', 'Código', 'コード'),
  column('name', 'Name', '名称', 'Nombre', '名称'),
  column('focusType', 'Focus type', '疫源地类型', 'Tipo de foco', '疫源地タイプ'),
  ...PLACE_COLUMNS,
  column('altitude', 'Altitude (m)', '海拔（米）', 'Altitud (m)', '標高（m）'),
  column('area', 'Area (km²)', '面积（平方千米）', 'Área (km²)', '面積（km²）'),
  column('primaryHosts', 'Primary hosts', '主要宿主', 'Hospedadores principales', '主な宿主', true),
  column('primaryVectors', 'Primary vectors', '主要媒介', 'Vectores principales', '主な媒介', true),
  column('discoveredOn', 'Discovered on', '发现日期', 'Descubierto el', '発見日'),
  column('status', 'Status', '状态', 'Estado', '状態'),
  column('monitoringUnit', 'Monitoring unit', '监测单位', 'Unidad de vigilancia', '監視機関'),
  column('contactName', 'Contact', '联系人', 'Contacto', '連絡先'),
  column('contactPhone', 'Contact phone', '联系电话', 'Teléfono de contacto', '連絡先電話'),
  column('notes', 'Notes', '备注', 'Notas', '備考'),
] as const;

/** Columns of the historical outbreak sheet. */
export const OUTBREAK_COLUMNS = [
  column('code', 'Code', '编码', 'Código', 'コード'),
  column('title', 'Title', '标题', 'Título', 'タイトル'),
  column('sourceCode', 'Source point code', '疫源点编码', 'Código del foco', '疫源地コード'),
  column('onsetDate', 'Onset', '发病日期', 'Inicio', '発症日'),
  column('onsetPrecision', 'Onset precision', '日期精度', 'Precisión del inicio', '日付の精度'),
  column('endDate', 'End', '结束日期', 'Fin', '終了日'),
  ...PLACE_COLUMNS,
  column('bubonic', 'Bubonic', '腺型', 'Bubónica', '腺ペスト'),
  column('pneumonic', 'Pneumonic', '肺型', 'Neumónica', '肺ペスト'),
  column('septicemic', 'Septicemic', '败血型', 'Septicémica', '敗血症型'),
  column('otherForm', 'Other form', '其他型', 'Otra forma', 'その他'),
  column('cases', 'Cases', '病例数', 'Casos', '症例数'),
  column('deaths', 'Deaths', '死亡数', 'Defunciones', '死亡数'),
  column('classification', 'Classification', '病例分类', 'Clasificación', '分類'),
  column('confirmationMethod', 'Confirmation', '确诊方法', 'Confirmación', '確定方法'),
  column('infectionSource', 'Infection source', '感染来源', 'Fuente de infección', '感染源'),
  column('hostsInvolved', 'Hosts involved', '涉及宿主', 'Hospedadores', '関与した宿主', true),
  column('animalEpizootic', 'Animal epizootic', '动物间疫情', 'Epizootia animal', '動物間流行'),
  column('urbanPneumonicSpread', 'Pneumonic spread in a city', '城市肺鼠疫传播', 'Propagación neumónica urbana', '都市での肺ペスト伝播'),
  column('description', 'Description', '描述', 'Descripción', '説明'),
  column('references', 'References', '参考文献', 'Referencias', '参考文献'),
] as const;

/** Columns of the survey sheet; a survey names its source point by code. */
export const SURVEY_COLUMNS = [
  column('sourceCode', 'Source point code', '疫源点编码', 'Código del foco', '疫源地コード'),
  column('surveyDate', 'Survey date', '调查日期', 'Fecha', '調査日'),
  column('surveyUnit', 'Survey unit', '调查单位', 'Unidad', '調査機関'),
  column('hostSpecies', 'Host species', '宿主种类', 'Especie hospedadora', '宿主種'),
  column('hostDensity', 'Host density (/hm²)', '宿主密度（只/公顷）', 'Densidad de hospedadores (/hm²)', '宿主密度（/hm²）'),
  column('captureRate', 'Capture rate (%)', '捕获率（%）', 'Tasa de captura (%)', '捕獲率（%）'),
  column('animalsExamined', 'Animals examined', '检查动物数', 'Animales examinados', '検査動物数'),
  column('infestationRate', 'Infestation rate (%)', '染蚤率（%）', 'Tasa de infestación (%)', '寄生率（%）'),
  column('fleaIndex', 'Flea index', '蚤指数', 'Índice de pulgas', 'ノミ指数'),
  column('burrowFleaIndex', 'Burrow flea index', '洞干蚤指数', 'Índice de pulgas de madriguera', '巣穴ノミ指数'),
  column('freeFleaIndex', 'Free flea index', '游离蚤指数', 'Índice de pulgas libres', '遊離ノミ指数'),
  column('vectorSpecies', 'Vector species', '媒介种类', 'Especie vectora', '媒介種'),
  column('bacteriologySamples', 'Bacteriology samples', '细菌学检材数', 'Muestras bacteriológicas', '細菌検査数'),
  column('isolatesHost', 'Y. pestis isolates (hosts)', '鼠疫菌分离（宿主）', 'Aislamientos de Y. pestis (hospedadores)', 'ペスト菌分離（宿主）'),
  column('isolatesVector', 'Y. pestis isolates (vectors)', '鼠疫菌分离（媒介）', 'Aislamientos de Y. pestis (vectores)', 'ペスト菌分離（媒介）'),
  column('seraTested', 'Sera tested', '血清检测数', 'Sueros analizados', '血清検査数'),
  column('seraPositive', 'F1-positive sera', 'F1 阳性血清数', 'Sueros F1 positivos', 'F1 陽性血清数'),
  column('maxTitre', 'Highest titre', '最高滴度', 'Título máximo', '最高抗体価'),
  column('deadRodentsFound', 'Dead rodents found', '发现死鼠数', 'Roedores muertos hallados', '死鼠発見数'),
  column('deadRodentsPositive', 'Dead rodents positive', '死鼠阳性数', 'Roedores muertos positivos', '死鼠陽性数'),
  column('suspectedHumanCases', 'Suspected human cases', '疑似人间病例', 'Casos humanos sospechosos', 'ヒト疑い例'),
  column('notes', 'Notes', '备注', 'Notas', '備考'),
] as const;

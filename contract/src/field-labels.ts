import type { Language } from './enums.ts';

type Names = Record<Language, string>;
const names = (en: string, zh: string, es: string, ja: string): Names => ({ en, zh, es, ja });

/**
 * What a person calls each field the API and the sheets take, in every interface language: a
 * refusal names the field by this label, never by its key, and a sheet's headers are these labels.
 */
export const FIELD_LABELS = {
  // Where a record is
  // The three codes as one field, named as the record forms name their region picker.
  region: names('Region', '行政区划', 'Región', '行政区画'),
  provinceCode: names('Province code', '省级代码', 'Código de provincia', '省コード'),
  prefectureCode: names('Prefecture code', '地级代码', 'Código de prefectura', '地級コード'),
  countyCode: names('County code', '县级代码', 'Código de condado', '県級コード'),
  // Each code's division by name, beside its code in an export.
  provinceName: names('Province', '省份', 'Provincia', '省'),
  prefectureName: names('Prefecture', '地市', 'Prefectura', '地級区画'),
  countyName: names('County', '县区', 'Condado', '県級区画'),
  place: names('Place', '地点', 'Lugar', '場所'),
  longitude: names('Longitude', '经度', 'Longitud', '経度'),
  latitude: names('Latitude', '纬度', 'Latitud', '緯度'),
  // Source points
  code: names('Code', '编码', 'Código', 'コード'),
  name: names('Name', '名称', 'Nombre', '名称'),
  focusType: names('Focus type', '疫源地类型', 'Tipo de foco', '疫源地タイプ'),
  altitude: names('Altitude (m)', '海拔（米）', 'Altitud (m)', '標高（m）'),
  area: names('Area (km²)', '面积（平方千米）', 'Área (km²)', '面積（km²）'),
  primaryHosts: names('Primary hosts', '主要宿主', 'Hospedadores principales', '主な宿主'),
  primaryVectors: names('Primary vectors', '主要媒介', 'Vectores principales', '主な媒介'),
  discoveredOn: names('Discovered on', '发现日期', 'Descubierto el', '発見日'),
  status: names('Status', '状态', 'Estado', '状態'),
  monitoringUnit: names('Monitoring unit', '监测单位', 'Unidad de vigilancia', '監視機関'),
  contactName: names('Contact', '联系人', 'Contacto', '連絡先'),
  contactPhone: names('Contact phone', '联系电话', 'Teléfono de contacto', '連絡先電話'),
  notes: names('Notes', '备注', 'Notas', '備考'),
  version: names('Version', '版本', 'Versión', 'バージョン'),
  // Outbreaks
  title: names('Title', '标题', 'Título', 'タイトル'),
  sourceCode: names('Source point code', '疫源点编码', 'Código del foco', '疫源地コード'),
  sourceId: names('Source point', '疫源点', 'Foco', '疫源地'),
  onsetDate: names('Onset', '发病日期', 'Inicio', '発症日'),
  onsetPrecision: names('Onset precision', '日期精度', 'Precisión del inicio', '日付の精度'),
  endDate: names('End', '结束日期', 'Fin', '終了日'),
  bubonic: names('Bubonic', '腺型', 'Bubónica', '腺ペスト'),
  pneumonic: names('Pneumonic', '肺型', 'Neumónica', '肺ペスト'),
  septicemic: names('Septicemic', '败血型', 'Septicémica', '敗血症型'),
  otherForm: names('Other form', '其他型', 'Otra forma', 'その他'),
  cases: names('Cases', '病例数', 'Casos', '症例数'),
  deaths: names('Deaths', '死亡数', 'Defunciones', '死亡数'),
  classification: names('Classification', '病例分类', 'Clasificación', '分類'),
  confirmationMethod: names('Confirmation', '确诊方法', 'Confirmación', '確定方法'),
  infectionSource: names('Infection source', '感染来源', 'Fuente de infección', '感染源'),
  hostsInvolved: names('Hosts involved', '涉及宿主', 'Hospedadores', '関与した宿主'),
  animalEpizootic: names('Animal epizootic', '动物间疫情', 'Epizootia animal', '動物間流行'),
  urbanPneumonicSpread: names('Pneumonic spread in a city', '城市肺鼠疫传播', 'Propagación neumónica urbana', '都市での肺ペスト伝播'),
  description: names('Description', '描述', 'Descripción', '説明'),
  references: names('References', '参考文献', 'Referencias', '参考文献'),
  // Surveys
  surveyDate: names('Survey date', '调查日期', 'Fecha', '調査日'),
  surveyUnit: names('Survey unit', '调查单位', 'Unidad', '調査機関'),
  hostSpecies: names('Host species', '宿主种类', 'Especie hospedadora', '宿主種'),
  hostDensity: names('Host density (/hm²)', '宿主密度（只/公顷）', 'Densidad de hospedadores (/hm²)', '宿主密度（/hm²）'),
  captureRate: names('Capture rate (%)', '捕获率（%）', 'Tasa de captura (%)', '捕獲率（%）'),
  animalsExamined: names('Animals examined', '检查动物数', 'Animales examinados', '検査動物数'),
  infestationRate: names('Infestation rate (%)', '染蚤率（%）', 'Tasa de infestación (%)', '寄生率（%）'),
  fleaIndex: names('Flea index', '蚤指数', 'Índice de pulgas', 'ノミ指数'),
  burrowFleaIndex: names('Burrow flea index', '洞干蚤指数', 'Índice de pulgas de madriguera', '巣穴ノミ指数'),
  freeFleaIndex: names('Free flea index', '游离蚤指数', 'Índice de pulgas libres', '遊離ノミ指数'),
  vectorSpecies: names('Vector species', '媒介种类', 'Especie vectora', '媒介種'),
  bacteriologySamples: names('Bacteriology samples', '细菌学检材数', 'Muestras bacteriológicas', '細菌検査数'),
  isolatesHost: names('Y. pestis isolates (hosts)', '鼠疫菌分离（宿主）', 'Aislamientos de Y. pestis (hospedadores)', 'ペスト菌分離（宿主）'),
  isolatesVector: names('Y. pestis isolates (vectors)', '鼠疫菌分离（媒介）', 'Aislamientos de Y. pestis (vectores)', 'ペスト菌分離（媒介）'),
  seraTested: names('Sera tested', '血清检测数', 'Sueros analizados', '血清検査数'),
  seraPositive: names('F1-positive sera', 'F1 阳性血清数', 'Sueros F1 positivos', 'F1 陽性血清数'),
  maxTitre: names('Highest titre', '最高滴度', 'Título máximo', '最高抗体価'),
  deadRodentsFound: names('Dead rodents found', '发现死鼠数', 'Roedores muertos hallados', '死鼠発見数'),
  deadRodentsPositive: names('Dead rodents positive', '死鼠阳性数', 'Roedores muertos positivos', '死鼠陽性数'),
  suspectedHumanCases: names('Suspected human cases', '疑似人间病例', 'Casos humanos sospechosos', 'ヒト疑い例'),
  surveyId: names('Survey', '监测调查', 'Encuesta', '調査'),
  clientId: names('Entry id', '录入编号', 'Id. de la entrada', '入力 ID'),
  deadRodentsPending: names('Dead animals, results pending', '死亡动物待检数', 'Animales muertos con resultado pendiente', '検査結果待ちの死亡動物'),
  // Human cases and their contacts
  caseId: names('Case', '病例', 'Caso', '症例'),
  cardNumber: names('Report card number', '报告卡编号', 'Número de la ficha', '届出票番号'),
  reportAt: names('Reported at', '报告时间', 'Notificado el', '報告日時'),
  diagnosisAt: names('Diagnosed at', '诊断时间', 'Diagnosticado el', '診断日時'),
  age: names('Age (years)', '年龄（岁）', 'Edad (años)', '年齢（歳）'),
  sex: names('Sex', '性别', 'Sexo', '性別'),
  occupation: names('Occupation', '职业', 'Ocupación', '職業'),
  residencePlace: names('Residence', '现住址', 'Domicilio', '現住所'),
  exposureRegionCode: names('Exposure division', '暴露地区划', 'División de exposición', '曝露地の区画'),
  exposurePlace: names('Exposure place', '暴露地点', 'Lugar de exposición', '曝露場所'),
  exposureLongitude: names('Exposure longitude', '暴露地经度', 'Longitud de exposición', '曝露地の経度'),
  exposureLatitude: names('Exposure latitude', '暴露地纬度', 'Latitud de exposición', '曝露地の緯度'),
  exposure: names('Exposure', '暴露方式', 'Exposición', '曝露'),
  clinicalForm: names('Clinical form', '临床类型', 'Forma clínica', '臨床病型'),
  outcome: names('Outcome', '转归', 'Evolución', '転帰'),
  reportingUnit: names('Reporting unit', '报告单位', 'Unidad notificadora', '報告機関'),
  contactId: names('Contact', '密切接触者', 'Contacto', '接触者'),
  label: names('Label (no name)', '标识（不含姓名）', 'Etiqueta (sin nombre)', 'ラベル（氏名なし）'),
  relation: names('Relation', '接触关系', 'Relación', '関係'),
  lastExposureDate: names('Last exposure', '末次接触日期', 'Última exposición', '最終接触日'),
  prophylaxis: names('Prophylaxis', '预防性服药', 'Profilaxis', '予防内服'),
  followUps: names('Follow-up', '医学观察', 'Seguimiento', '健康観察'),
  date: names('Date', '日期', 'Fecha', '日付'),
  temperature: names('Temperature (°C)', '体温（℃）', 'Temperatura (°C)', '体温（℃）'),
  fever: names('Fever', '发热', 'Fiebre', '発熱'),
  // Alerts and the engine
  alertId: names('Alert', '预警', 'Alerta', '警報'),
  action: names('Action', '操作', 'Acción', '操作'),
  note: names('Note', '说明', 'Nota', 'メモ'),
  level: names('Level', '级别', 'Nivel', 'レベル'),
  priority: names('Priority', '紧急程度', 'Prioridad', '優先度'),
  evidence: names('Laboratory evidence', '实验室证据', 'Evidencia de laboratorio', '検査による根拠'),
  // Response levels
  declarationId: names('Response level', '响应级别', 'Nivel de respuesta', '対応レベル'),
  basis: names('Basis', '依据', 'Fundamento', '根拠'),
  endNote: names('End note', '结束说明', 'Nota de cierre', '終了メモ'),
  riskLevel: names('Risk', '风险', 'Riesgo', 'リスク'),
  rules: names('Rules', '规则', 'Reglas', 'ルール'),
  open: names('Open only', '仅未关闭', 'Solo abiertas', '未終了のみ'),
  // Accounts and sign-in
  username: names('Username', '用户名', 'Usuario', 'ユーザー名'),
  password: names('Password', '密码', 'Contraseña', 'パスワード'),
  oldPassword: names('Current password', '当前密码', 'Contraseña actual', '現在のパスワード'),
  newPassword: names('New password', '新密码', 'Nueva contraseña', '新しいパスワード'),
  confirmPassword: names('Confirm the new password', '确认新密码', 'Confirme la nueva contraseña', '新しいパスワード（確認）'),
  captcha: names('Verification code', '验证码', 'Código de verificación', '認証コード'),
  captchaId: names('Verification code', '验证码', 'Código de verificación', '認証コード'),
  token: names('Session', '会话', 'Sesión', 'セッション'),
  email: names('Email', '邮箱', 'Correo', 'メール'),
  phone: names('Phone', '电话', 'Teléfono', '電話'),
  introduction: names('Introduction', '简介', 'Presentación', '自己紹介'),
  avatar: names('Avatar', '头像', 'Avatar', 'アバター'),
  userId: names('User', '用户', 'Usuario', 'ユーザー'),
  roleIds: names('Roles', '角色', 'Roles', 'ロール'),
  divisionCodes: names('Jurisdiction', '管辖区域', 'Jurisdicción', '管轄区域'),
  scopeDivisions: names('Divisions', '区划', 'Divisiones', '区画'),
  dataScope: names('Data scope', '数据范围', 'Alcance de datos', 'データ範囲'),
  // Roles and menus
  roleId: names('Role', '角色', 'Rol', 'ロール'),
  roleKey: names('Role key', '角色标识', 'Clave del rol', 'ロールキー'),
  remark: names('Remark', '备注', 'Observaciones', '備考'),
  sort: names('Order', '排序', 'Orden', '並び順'),
  menuId: names('Menu', '菜单', 'Menú', 'メニュー'),
  menuIds: names('Menus', '菜单', 'Menús', 'メニュー'),
  parentId: names('Parent menu', '上级菜单', 'Menú superior', '親メニュー'),
  menuType: names('Menu type', '菜单类型', 'Tipo de menú', 'メニュー種別'),
  menuKey: names('Route name', '路由名称', 'Nombre de ruta', 'ルート名'),
  path: names('Route path', '路由地址', 'Ruta', 'ルートパス'),
  component: names('Component', '组件路径', 'Componente', 'コンポーネント'),
  perms: names('Permission', '权限标识', 'Permiso', '権限'),
  redirect: names('Redirect', '重定向', 'Redirección', 'リダイレクト'),
  activeMenu: names('Active menu', '高亮菜单', 'Menú activo', 'アクティブメニュー'),
  metaIcon: names('Icon', '图标', 'Icono', 'アイコン'),
  hidden: names('Hidden', '隐藏', 'Oculto', '非表示'),
  alwaysShow: names('Always show', '总是显示', 'Mostrar siempre', '常に表示'),
  noCache: names('Do not cache', '不缓存', 'Sin caché', 'キャッシュしない'),
  affix: names('Pinned tab', '固定标签', 'Pestaña fija', '固定タブ'),
  breadcrumb: names('Breadcrumb', '面包屑', 'Miga de pan', 'パンくず'),
  // Lists and filters
  keyword: names('Keyword', '关键字', 'Palabra clave', 'キーワード'),
  page: names('Page', '页码', 'Página', 'ページ'),
  limit: names('Page size', '每页条数', 'Tamaño de página', '表示件数'),
  order: names('Order', '排序', 'Orden', '並び順'),
  mode: names('Import mode', '导入方式', 'Modo de importación', 'インポート方法'),
  ids: names('Selection', '所选记录', 'Selección', '選択'),
  from: names('From', '开始日期', 'Desde', '開始日'),
  to: names('To', '结束日期', 'Hasta', '終了日'),
  createdFrom: names('Created from', '创建起始', 'Creado desde', '作成日（から）'),
  createdTo: names('Created to', '创建截止', 'Creado hasta', '作成日（まで）'),
  entity: names('Record type', '对象类型', 'Tipo de registro', '対象の種類'),
  outbreakId: names('Outbreak', '疫情记录', 'Brote', '流行記録'),
  // Notification channels
  channelId: names('Channel', '通知渠道', 'Canal', '通知チャネル'),
  kind: names('Channel type', '渠道类型', 'Tipo de canal', 'チャネル種別'),
  enabled: names('Enabled', '启用', 'Activado', '有効'),
  target: names('Address', '地址', 'Dirección', 'アドレス'),
  recipients: names('Recipients', '收件人', 'Destinatarios', '宛先'),
  sender: names('Sender', '发件人', 'Remitente', '差出人'),
  secret: names('Secret', '密钥', 'Secreto', 'シークレット'),
  bodyTemplate: names('Body template', '正文模板', 'Plantilla del cuerpo', '本文テンプレート'),
  language: names('Language', '语言', 'Idioma', '言語'),
  priorities: names('Signal priorities', '信号紧急程度', 'Prioridades de señal', 'シグナル優先度'),
  focusTypes: names('Focus types', '疫源地类型', 'Tipos de foco', '疫源地タイプ'),
  divisions: names('Divisions', '区划', 'Divisiones', '区画'),
  quietFrom: names('Quiet hours from', '免打扰开始', 'Horas de silencio desde', 'おやすみ時間（開始）'),
  quietTo: names('Quiet hours to', '免打扰结束', 'Horas de silencio hasta', 'おやすみ時間（終了）'),
  timeZone: names('Time zone', '时区', 'Zona horaria', 'タイムゾーン'),
} satisfies Record<string, Names>;

export type LabelledField = keyof typeof FIELD_LABELS;

const isLabelled = (key: string): key is LabelledField => Object.hasOwn(FIELD_LABELS, key);

/**
 * The label of the field at an issue's path ('primaryHosts.0' is the primary hosts): the innermost
 * named segment that has one, else the path as written.
 */
export function fieldLabel(path: readonly PropertyKey[], language: Language): string {
  const named = path.filter((segment): segment is string => typeof segment === 'string');
  const labelled = named.findLast(isLabelled);
  return labelled ? FIELD_LABELS[labelled][language] : path.map(String).join('.');
}

/** Prefix of a 40000 message, followed by the offending fields and what is wrong with each (beside the labels, not among the stored messages: the web reads it without them). */
export const invalidFieldsPrefix: Record<Language, string> = {
  en: 'Invalid field',
  zh: '字段有误',
  es: 'Campo no válido',
  ja: '不正な項目',
};

/** One field refused, as a 4xx envelope's text words it: the field by its label, then why ('Region: …'). */
export function fieldRefusal(path: readonly PropertyKey[], reason: string, language: Language): string {
  return `${fieldLabel(path, language)}: ${reason}`;
}

/**
 * The first of `fields` a refusal's text names (fieldRefusal's wording, alone or after a 40000's
 * 'Invalid field: '), and what it says of it.
 */
export function refusedField<F extends LabelledField>(text: string, fields: readonly F[], language: Language): { field: F; reason: string } | undefined {
  const invalid = `${invalidFieldsPrefix[language]}: `;
  const refusal = text.startsWith(invalid) ? text.slice(invalid.length) : text;
  for (const field of fields) {
    const prefix = fieldRefusal([field], '', language);
    if (refusal.startsWith(prefix)) return { field, reason: refusal.slice(prefix.length) };
  }
  return undefined;
}

import type { Language } from './enums.ts';
import { Codes, type Code } from './protocol/codes.ts';

type Translations = Record<Language, string>;

/** Default message of each envelope code, in every interface language; the server sends them. */
export const codeMessages: Record<Code, Translations> = {
  [Codes.OK]: { en: 'OK', zh: '成功', es: 'Correcto', ja: '成功' },
  [Codes.VALIDATION]: {
    en: 'Invalid input',
    zh: '输入有误',
    es: 'Datos no válidos',
    ja: '入力が正しくありません',
  },
  [Codes.BAD_SIGN]: {
    en: 'Request signature mismatch',
    zh: '请求签名不匹配',
    es: 'La firma de la solicitud no coincide',
    ja: 'リクエストの署名が一致しません',
  },
  [Codes.NOT_SIGNED_IN]: {
    en: 'Please sign in first',
    zh: '请先登录',
    es: 'Inicie sesión primero',
    ja: '先にログインしてください',
  },
  [Codes.BAD_CREDENTIALS]: {
    en: 'Wrong username or password',
    zh: '用户名或密码错误',
    es: 'Usuario o contraseña incorrectos',
    ja: 'ユーザー名またはパスワードが違います',
  },
  [Codes.BAD_CAPTCHA]: {
    en: 'The captcha is wrong or has expired',
    zh: '验证码错误或已过期',
    es: 'El captcha es incorrecto o ha caducado',
    ja: '認証コードが違うか期限切れです',
  },
  [Codes.ACCOUNT_LOCKED]: {
    en: 'This account is disabled or temporarily locked',
    zh: '账号已停用或暂时锁定',
    es: 'La cuenta está deshabilitada o bloqueada temporalmente',
    ja: 'このアカウントは無効化または一時的にロックされています',
  },
  [Codes.FORBIDDEN]: {
    en: 'You do not have permission to do this',
    zh: '没有执行此操作的权限',
    es: 'No tiene permiso para hacer esto',
    ja: 'この操作を行う権限がありません',
  },
  [Codes.NOT_FOUND]: { en: 'Not found', zh: '未找到', es: 'No encontrado', ja: '見つかりません' },
  [Codes.CONFLICT]: {
    en: 'Someone else changed this record first; reload it and try again',
    zh: '该记录已被他人修改，请刷新后重试',
    es: 'Otra persona modificó este registro antes; recárguelo e inténtelo de nuevo',
    ja: '他のユーザーが先に更新しました。再読み込みしてやり直してください',
  },
  [Codes.GONE]: {
    en: 'This entry was received earlier and has since been deleted: it is not stored again',
    zh: '该条目此前已收到，之后已被删除，不会再次保存',
    es: 'Esta entrada se recibió antes y después se eliminó: no se vuelve a guardar',
    ja: 'この入力は以前に受信され、その後削除されています。再度保存はしません',
  },
  [Codes.TOO_LARGE]: {
    en: 'The upload is too large',
    zh: '上传内容过大',
    es: 'El archivo es demasiado grande',
    ja: 'アップロードが大きすぎます',
  },
  [Codes.PLACE_UNCONFIRMED]: {
    en: 'The coordinates lie far from the chosen county: confirm them to save',
    zh: '坐标离所选县区较远，请确认后保存',
    es: 'Las coordenadas quedan lejos del condado elegido: confírmelas para guardar',
    ja: '座標が選んだ県級区画から離れています。確認してから保存してください',
  },
  [Codes.TOO_MANY_REQUESTS]: {
    en: 'Too many attempts; please wait and try again',
    zh: '尝试次数过多，请稍后再试',
    es: 'Demasiados intentos; espere e inténtelo de nuevo',
    ja: '試行回数が多すぎます。しばらくしてから再試行してください',
  },
  [Codes.SERVER_ERROR]: {
    en: 'Server error',
    zh: '服务器错误',
    es: 'Error del servidor',
    ja: 'サーバーエラー',
  },
  [Codes.ILLEGAL_TOKEN]: {
    en: 'Your session is not valid; please sign in again',
    zh: '登录凭证无效，请重新登录',
    es: 'Su sesión no es válida; inicie sesión de nuevo',
    ja: 'セッションが無効です。再度ログインしてください',
  },
  [Codes.SIGNED_IN_ELSEWHERE]: {
    en: 'Your session was ended elsewhere; please sign in again',
    zh: '您的会话已在别处结束，请重新登录',
    es: 'Su sesión se cerró en otro lugar; inicie sesión de nuevo',
    ja: 'セッションは別の場所で終了されました。再度ログインしてください',
  },
  [Codes.TOKEN_EXPIRED]: {
    en: 'Your session has expired; please sign in again',
    zh: '登录已过期，请重新登录',
    es: 'Su sesión ha caducado; inicie sesión de nuevo',
    ja: 'セッションの有効期限が切れました。再度ログインしてください',
  },
};


export function codeMessage(code: Code, language: Language): string {
  return codeMessages[code][language];
}

/**
 * Messages the server sends for refusals that need more than the code's default text, and the
 * custom messages of contract schemas (a schema's message is one of these keys, so the server
 * and the browser both show it in the user's language).
 */
export const textMessages = {
  'validation.passwordPolicy': {
    en: 'At least 8 characters, with letters and digits',
    zh: '至少 8 个字符，且同时包含字母和数字',
    es: 'Al menos 8 caracteres, con letras y dígitos',
    ja: '8 文字以上で、英字と数字の両方を含めてください',
  },
  'validation.passwordsDiffer': {
    en: 'The two passwords do not match',
    zh: '两次输入的密码不一致',
    es: 'Las dos contraseñas no coinciden',
    ja: '2 つのパスワードが一致しません',
  },
  'validation.username': {
    en: '3 to 32 letters, digits, dots, dashes or underscores',
    zh: '3 到 32 个字母、数字、点、连字符或下划线',
    es: 'De 3 a 32 letras, dígitos, puntos, guiones o guiones bajos',
    ja: '英数字・ドット・ハイフン・アンダースコアで 3〜32 文字',
  },
  'validation.roleKey': {
    en: '2 to 32 lower-case letters, digits, dashes or underscores',
    zh: '2 到 32 个小写字母、数字、连字符或下划线',
    es: 'De 2 a 32 minúsculas, dígitos, guiones o guiones bajos',
    ja: '小文字・数字・ハイフン・アンダースコアで 2〜32 文字',
  },
  'validation.phone': {
    en: 'A phone number: digits, spaces, +, - and parentheses',
    zh: '电话号码：数字、空格、+、- 和括号',
    es: 'Un teléfono: dígitos, espacios, +, - y paréntesis',
    ja: '電話番号：数字・空白・+・-・括弧',
  },
  'validation.email': {
    en: 'Not an email address: the format is name@example.org',
    zh: '邮箱格式不正确，应为 name@example.org 的形式',
    es: 'No es una dirección de correo: el formato es nombre@ejemplo.org',
    ja: 'メールアドレスの形式が正しくありません（例：name@example.org）',
  },
  'validation.avatar': {
    en: 'A PNG, JPEG or WebP image of at most 256 KB',
    zh: '不超过 256 KB 的 PNG、JPEG 或 WebP 图片',
    es: 'Una imagen PNG, JPEG o WebP de 256 KB como máximo',
    ja: '256 KB 以下の PNG・JPEG・WebP 画像',
  },
  'validation.ids': {
    en: 'A comma-separated list of ids',
    zh: '以逗号分隔的 ID 列表',
    es: 'Una lista de identificadores separados por comas',
    ja: 'カンマ区切りの ID の一覧',
  },
  'validation.dateRange': {
    en: 'The end date is before the start date',
    zh: '结束日期早于开始日期',
    es: 'La fecha final es anterior a la inicial',
    ja: '終了日が開始日より前です',
  },
  'validation.versionRequired': {
    en: 'The version of the record being edited is required',
    zh: '缺少所编辑记录的版本号',
    es: 'Falta la versión del registro que se edita',
    ja: '編集中のレコードのバージョンが必要です',
  },
  'validation.regionCode': {
    en: 'A six-digit GB/T 2260 division code',
    zh: '六位 GB/T 2260 行政区划代码',
    es: 'Un código de división GB/T 2260 de seis dígitos',
    ja: '6 桁の GB/T 2260 行政区画コード',
  },
  'validation.customScopeEmpty': {
    en: 'A custom data scope needs at least one division',
    zh: '自定义数据范围至少需要选择一个行政区划',
    es: 'Un alcance de datos personalizado necesita al menos una división',
    ja: 'カスタムのデータ範囲には行政区画を 1 つ以上選んでください',
  },
  'validation.channelUrl': {
    en: 'An http:// or https:// address',
    zh: '须为 http:// 或 https:// 地址',
    es: 'Una dirección http:// o https://',
    ja: 'http:// または https:// のアドレスにしてください',
  },
  'validation.blockedPort': {
    en: 'This port is one that web clients refuse to send to (such as 9, 25 or 587): give the receiver another port',
    zh: '此端口属于网络客户端拒绝发送的端口（如 9、25、587），请为接收方换一个端口',
    es: 'Los clientes web se niegan a enviar a este puerto (como 9, 25 o 587): indique otro puerto para el receptor',
    ja: 'このポートは Web クライアントが送信を拒否するポートです（9、25、587 など）。受信側の別のポートを指定してください',
  },
  'validation.internalAddress': {
    en: 'This address is this server’s own or a private network’s (loopback, private, link-local or multicast), where channels may not send; an operator may allow it in NOTIFY_ALLOWED_HOSTS',
    zh: '该地址属于本服务器或内部网络（回环、私有、链路本地或组播地址），通知渠道不得向其发送；如确需使用，请由运维人员将其加入 NOTIFY_ALLOWED_HOSTS',
    es: 'Esta dirección es del propio servidor o de una red privada (loopback, privada, de enlace local o multidifusión), a la que los canales no pueden enviar; un operador puede permitirla en NOTIFY_ALLOWED_HOSTS',
    ja: 'このアドレスはサーバー自身または内部ネットワーク（ループバック、プライベート、リンクローカル、マルチキャスト）のもので、チャネルからは送信できません。必要な場合は運用担当者が NOTIFY_ALLOWED_HOSTS に加えてください',
  },
  'validation.smtpUrl': {
    en: 'An smtp:// or smtps:// address, such as smtp://mail.example.org:587',
    zh: '须为 smtp:// 或 smtps:// 地址，例如 smtp://mail.example.org:587',
    es: 'Una dirección smtp:// o smtps://, como smtp://mail.example.org:587',
    ja: 'smtp:// または smtps:// のアドレスにしてください（例: smtp://mail.example.org:587）',
  },
  'validation.emailList': {
    en: 'One or more e-mail addresses, separated by commas',
    zh: '一个或多个邮箱地址，用逗号分隔',
    es: 'Una o más direcciones de correo, separadas por comas',
    ja: '1 つ以上のメールアドレスをカンマ区切りで入力してください',
  },
  'validation.smsTemplate': {
    en: 'The template must contain {{message}} where the text goes',
    zh: '模板须包含 {{message}}，表示正文的位置',
    es: 'La plantilla debe contener {{message}} donde va el texto',
    ja: 'テンプレートには本文の位置を示す {{message}} が必要です',
  },
  'validation.quietHours': {
    en: 'Give both ends of the quiet hours as HH:MM, or neither',
    zh: '免打扰时段须同时填写开始和结束（HH:MM），或都不填',
    es: 'Indique ambos extremos de las horas de silencio como HH:MM, o ninguno',
    ja: 'おやすみ時間は開始と終了の両方を HH:MM で入力するか、どちらも空にしてください',
  },
  'validation.timeZone': {
    en: 'An IANA time zone, such as Asia/Shanghai',
    zh: '须为 IANA 时区，例如 Asia/Shanghai',
    es: 'Una zona horaria IANA, como Asia/Shanghai',
    ja: 'Asia/Shanghai のような IANA タイムゾーンにしてください',
  },
  'validation.division': {
    en: 'Not a division of the bundled GB/T 2260 tree',
    zh: '不是内置 GB/T 2260 行政区划中的区划',
    es: 'No es una división del árbol GB/T 2260 incluido',
    ja: '同梱の GB/T 2260 行政区画にない区画です',
  },
  'validation.sourceCode': {
    en: 'A code such as QH-632821-001: province letters, county code, number',
    zh: '编码格式如 QH-632821-001：省份字母、县级代码、序号',
    es: 'Un código como QH-632821-001: letras de provincia, código de condado, número',
    ja: 'QH-632821-001 のようなコード（省の英字・県級コード・番号）',
  },
  'validation.outbreakCode': {
    en: '3 to 32 capital letters, digits or dashes',
    zh: '3 到 32 个大写字母、数字或连字符',
    es: 'De 3 a 32 mayúsculas, dígitos o guiones',
    ja: '英大文字・数字・ハイフンで 3〜32 文字',
  },
  'validation.deathsOverCases': {
    en: 'Deaths cannot exceed cases',
    zh: '死亡数不能超过病例数',
    es: 'Las defunciones no pueden superar los casos',
    ja: '死亡数は症例数を超えられません',
  },
  'validation.formsSum': {
    en: 'Bubonic, pneumonic, septicemic and other cases must add up to the cases',
    zh: '腺型、肺型、败血型和其他型病例之和必须等于病例数',
    es: 'Los casos bubónicos, neumónicos, septicémicos y otros deben sumar el total de casos',
    ja: '腺ペスト・肺ペスト・敗血症型・その他の合計は症例数と一致する必要があります',
  },
  'validation.cardNumber': {
    en: 'Up to 32 letters, digits or dashes',
    zh: '最多 32 个字母、数字或连字符',
    es: 'Hasta 32 letras, dígitos o guiones',
    ja: '英字・数字・ハイフンで 32 文字まで',
  },
  'validation.diagnosisBeforeOnset': {
    en: 'The diagnosis is before the onset',
    zh: '诊断时间早于发病日期',
    es: 'El diagnóstico es anterior al inicio',
    ja: '診断日時が発症日より前です',
  },
  'validation.reportBeforeDiagnosis': {
    en: 'The report is before the diagnosis',
    zh: '报告时间早于诊断时间',
    es: 'La notificación es anterior al diagnóstico',
    ja: '報告日時が診断日時より前です',
  },
  'validation.coordinatePair': {
    en: 'Give both longitude and latitude, or neither',
    zh: '经度和纬度须同时填写或同时留空',
    es: 'Indique la longitud y la latitud, o ninguna',
    ja: '経度と緯度は両方入力するか、両方空欄にしてください',
  },
  'validation.confirmedNeedsLaboratory': {
    en: 'A confirmed case names the laboratory method that confirmed it: culture (Y. pestis isolated) or a fourfold rise of F1 antibody in paired sera (WS 279-2008); a PCR or rapid test makes a clinically diagnosed case',
    zh: '确诊病例须由实验室方法确认：细菌培养分离到鼠疫菌，或双份血清 F1 抗体 4 倍以上增长（WS 279-2008）；PCR 或快速检测阳性为临床诊断病例',
    es: 'Un caso confirmado indica el método de laboratorio que lo confirmó: cultivo (Y. pestis aislada) o un aumento de cuatro veces del anticuerpo F1 en sueros pareados (WS 279-2008); una PCR o una prueba rápida dan un caso de diagnóstico clínico',
    ja: '確定例には確定した検査法が必要です：培養（ペスト菌の分離）またはペア血清での F1 抗体価 4 倍以上の上昇（WS 279-2008）。PCR や迅速検査の陽性は臨床診断例です',
  },
  'validation.followUpOutsideWindow': {
    en: 'A follow-up is dated from the last exposure ({from}) to {until}',
    zh: '医学观察日期须在末次接触日期（{from}）至 {until} 之间',
    es: 'Un seguimiento va fechado entre la última exposición ({from}) y el {until}',
    ja: '健康観察の日付は最終接触日（{from}）から {until} までです',
  },
  'validation.followUpSameDay': {
    en: 'Two follow-ups on {date}: one a day',
    zh: '{date} 有两条医学观察记录：每天一条',
    es: 'Dos seguimientos el {date}: uno por día',
    ja: '{date} の健康観察が 2 件あります：1 日 1 件です',
  },
  'error.staleTimeStamp': {
    en: 'The request’s time is too far from the server’s clock: check the date and time on this device, then try again',
    zh: '请求时间与服务器时钟相差过大：请检查本设备的日期和时间后重试',
    es: 'La hora de la solicitud difiere demasiado del reloj del servidor: compruebe la fecha y la hora de este dispositivo e inténtelo de nuevo',
    ja: 'リクエストの時刻がサーバーの時計と離れすぎています。この端末の日付と時刻を確認してから、もう一度お試しください',
  },
  'error.contactWithoutFever': {
    en: 'Only a contact whose follow-up found fever becomes a suspected case',
    zh: '只有医学观察中发现发热的密切接触者才能转为疑似病例',
    es: 'Solo un contacto con fiebre en su seguimiento pasa a ser caso sospechoso',
    ja: '健康観察で発熱が見つかった接触者だけが疑い例になります',
  },
  'error.contactAlreadyCase': {
    en: 'This contact has already become a case',
    zh: '该密切接触者已转为病例',
    es: 'Este contacto ya pasó a ser un caso',
    ja: 'この接触者はすでに症例になっています',
  },
  'error.caseEntryTaken': {
    en: 'Another person’s case was stored under this entry id',
    zh: '该录入编号已被他人的病例使用',
    es: 'Ya se guardó un caso de otra persona con este id. de entrada',
    ja: 'この入力 ID は別の人の症例で使われています',
  },
  'validation.endBeforeOnset': {
    en: 'The end date is before the onset',
    zh: '结束日期早于发病日期',
    es: 'La fecha de fin es anterior al inicio',
    ja: '終了日が発症日より前です',
  },
  'validation.dateFormat': {
    en: 'Not a date: write it as year-month-day, e.g. 2025-07-15',
    zh: '不是日期：请按 年-月-日 填写，如 2025-07-15',
    es: 'No es una fecha: escríbala como año-mes-día, p. ej. 2025-07-15',
    ja: '日付ではありません：年-月-日 の形で入力してください（例 2025-07-15）',
  },
  'validation.futureDate': {
    en: 'The date cannot be later than today',
    zh: '日期不能晚于今天',
    es: 'La fecha no puede ser posterior a hoy',
    ja: '日付は今日より後にできません',
  },
  'validation.regionChain': {
    en: 'The county must belong to the prefecture, and the prefecture to the province',
    zh: '县级须属于所选地市，地市须属于所选省份',
    es: 'El condado debe pertenecer a la prefectura y la prefectura a la provincia',
    ja: '県級は選んだ地級市に、地級市は選んだ省に属している必要があります',
  },
  'validation.usernameFixed': {
    en: 'cannot be changed once the account exists: records, signals and the audit log name their author by it',
    zh: '账号创建后不能更改：记录、预警和审计日志以它记名',
    es: 'no puede cambiarse una vez creada la cuenta: los registros, las señales y la auditoría nombran a su autor por él',
    ja: 'アカウント作成後は変更できません。記録・シグナル・監査ログは作成者をこの名前で記録します',
  },
  'validation.codeOtherDivision': {
    en: 'The code names {division} ({digits}), which is not the chosen region',
    zh: '编码中的 {digits}（{division}）与所选行政区划不符',
    es: 'El código nombra {division} ({digits}), que no es la región elegida',
    ja: 'コードの {digits}（{division}）は選んだ行政区画と一致しません',
  },
  'validation.outsideProvince': {
    en: '{km} km outside {province}: check the coordinates or the region',
    zh: '位于{province}之外 {km} 公里，请检查坐标或行政区划',
    es: 'a {km} km fuera de {province}: revise las coordenadas o la región',
    ja: '{province}の外 {km} km にあります。座標か行政区画を確認してください',
  },
  'validation.farFromCounty': {
    en: 'The point lies {km} km beyond {county}. Save it there all the same?',
    zh: '该点位于{county}范围之外 {km} 公里，仍按此坐标保存吗？',
    es: 'El punto queda a {km} km fuera de {county}. ¿Guardarlo ahí de todos modos?',
    ja: 'この地点は{county}の範囲から {km} km 外れています。このまま保存しますか？',
  },
  'error.sourceCodeExists': {
    en: 'Another source point already has this code',
    zh: '已有疫源点使用该编码',
    es: 'Otro foco ya tiene este código',
    ja: 'このコードは別の疫源地で使われています',
  },
  'error.outbreakCodeExists': {
    en: 'Another outbreak record already has this code',
    zh: '已有疫情记录使用该编码',
    es: 'Otro registro de brote ya tiene este código',
    ja: 'このコードは別の流行記録で使われています',
  },
  'error.entryTaken': {
    en: 'Another person’s survey was stored under this entry id',
    zh: '该录入编号已被他人的监测记录使用',
    es: 'Ya se guardó una encuesta de otra persona con este id. de entrada',
    ja: 'この入力 ID は別の人の調査で使われています',
  },
  'error.unknownSource': {
    en: 'The linked source point does not exist',
    zh: '关联的疫源点不存在',
    es: 'El foco vinculado no existe',
    ja: 'リンク先の疫源地が存在しません',
  },
  'validation.sheet': {
    en: 'The file is not an Excel workbook (.xlsx) with the template’s headers',
    zh: '文件不是带有模板表头的 Excel 工作簿（.xlsx）',
    es: 'El archivo no es un libro de Excel (.xlsx) con los encabezados de la plantilla',
    ja: 'テンプレートの見出しを持つ Excel ブック（.xlsx）ではありません',
  },
  'error.importTooManyRows': {
    en: 'The sheet has more than {rows} rows: split it into several imports',
    zh: '表格超过 {rows} 行，请拆分为多次导入',
    es: 'La hoja tiene más de {rows} filas: divídala en varias importaciones',
    ja: 'シートが {rows} 行を超えています。複数回に分けてインポートしてください',
  },
  'error.importUnpackedTooLarge': {
    en: 'The workbook unpacks to more than {mb} MB',
    zh: '工作簿解压后超过 {mb} MB',
    es: 'El libro descomprimido ocupa más de {mb} MB',
    ja: 'ブックの展開後のサイズが {mb} MB を超えています',
  },
  'error.importTooManyEntries': {
    en: 'The workbook holds more than {entries} parts',
    zh: '工作簿包含的部件超过 {entries} 个',
    es: 'El libro contiene más de {entries} partes',
    ja: 'ブックの構成要素が {entries} 個を超えています',
  },
  'error.importCellTooLong': {
    en: 'A cell holds more than {chars} characters, more than Excel allows',
    zh: '有单元格超过 {chars} 个字符，超出 Excel 的上限',
    es: 'Una celda contiene más de {chars} caracteres, más de lo que admite Excel',
    ja: '{chars} 文字を超えるセルがあります（Excel の上限を超えています）',
  },
  'error.importsBusy': {
    en: 'Other imports are running; please try again in a minute',
    zh: '其他导入正在进行，请稍后再试',
    es: 'Hay otras importaciones en curso; inténtelo de nuevo en un minuto',
    ja: '他のインポートを実行中です。しばらくしてから再試行してください',
  },
  'error.moreImportErrors': {
    en: 'and {count} more errors in later rows',
    zh: '以及后续行中的另外 {count} 个错误',
    es: 'y {count} errores más en filas posteriores',
    ja: 'ほか、以降の行に {count} 件のエラー',
  },
  'validation.sheetEmpty': {
    en: 'The sheet has no rows to import',
    zh: '表格中没有可导入的行',
    es: 'La hoja no tiene filas para importar',
    ja: 'インポートする行がありません',
  },
  'validation.noUploadHere': {
    en: 'This call takes no file upload',
    zh: '此接口不接受文件上传',
    es: 'Esta llamada no admite la subida de archivos',
    ja: 'この呼び出しはファイルのアップロードを受け付けません',
  },
  'validation.url': {
    en: 'A link inside the console, mailto:, tel:, or a URL starting with http://, https:// or ftp:// and a host',
    zh: '控制台内的路径、mailto:、tel:，或以 http://、https://、ftp:// 开头并带有主机名的网址',
    es: 'Una ruta de la consola, mailto:, tel: o una URL que empiece por http://, https:// o ftp:// con un host',
    ja: 'コンソール内のパス、mailto:、tel:、または http://・https://・ftp:// で始まりホスト名を含む URL',
  },
  'validation.fileRequired': {
    en: 'Choose a file to upload',
    zh: '请选择要上传的文件',
    es: 'Elija un archivo para subir',
    ja: 'アップロードするファイルを選んでください',
  },
  'error.duplicateInFile': {
    en: 'This code already appears on an earlier line',
    zh: '该编码在前面的行中已出现',
    es: 'Este código ya aparece en una línea anterior',
    ja: 'このコードは前の行にも出てきます',
  },
  'error.importVersionRequired': {
    en: 'To update the stored record, the row needs the version it was exported with',
    zh: '要更新已存在的记录，该行需要导出时的版本号',
    es: 'Para actualizar el registro guardado, la fila necesita la versión con la que se exportó',
    ja: '保存済みのレコードを更新するには、エクスポート時のバージョンが必要です',
  },
  'error.importChangedSince': {
    en: 'The stored record has changed since this row was exported (now version {version}): export it again',
    zh: '导出此行后记录已被修改（当前版本 {version}），请重新导出',
    es: 'El registro guardado cambió después de exportar esta fila (ahora versión {version}): vuelva a exportarlo',
    ja: 'この行のエクスポート後にレコードが変更されました（現在のバージョン {version}）。もう一度エクスポートしてください',
  },
  'error.codeExists': {
    en: 'A record with this code already exists',
    zh: '已存在使用该编码的记录',
    es: 'Ya existe un registro con este código',
    ja: 'このコードのレコードは既に存在します',
  },
  'validation.titre': {
    en: 'A titre such as 1:160',
    zh: '滴度格式如 1:160',
    es: 'Un título como 1:160',
    ja: '1:160 のような抗体価',
  },
  'validation.partOverWhole': {
    en: 'The positives cannot exceed the number tested or found',
    zh: '阳性数不能超过检测数或发现数',
    es: 'Los positivos no pueden superar los analizados o encontrados',
    ja: '陽性数は検査数・発見数を超えられません',
  },
  'validation.chooseOrUnknown': {
    en: 'Choose one; when it is not known, choose Unknown',
    zh: '请选择；不清楚时请选“不明”',
    es: 'Elija una opción; si no se sabe, elija Desconocido',
    ja: '選択してください。分からない場合は「不明」を選んでください',
  },
  'validation.isolatesOverSamples': {
    en: 'The isolates from hosts and vectors together cannot exceed the bacteriology samples',
    zh: '宿主与媒介的鼠疫菌分离数之和不能超过细菌学检材数',
    es: 'Los aislamientos de hospedadores y vectores juntos no pueden superar las muestras bacteriológicas',
    ja: '宿主と媒介のペスト菌分離数の合計は細菌検査数を超えられません',
  },
  'validation.deadOverFound': {
    en: 'Dead rodents positive and dead animals with results pending together cannot exceed the dead rodents found',
    zh: '死鼠阳性数与死亡动物待检数之和不能超过发现死鼠数',
    es: 'Los roedores muertos positivos y los animales muertos con resultado pendiente juntos no pueden superar los roedores muertos hallados',
    ja: '死鼠陽性数と検査結果待ちの死亡動物数の合計は死鼠発見数を超えられません',
  },
  'validation.indicesWithoutAnimals': {
    en: 'An infestation rate or a flea index is counted on the animals examined: enter how many were examined',
    zh: '染蚤率和蚤指数以检查动物数计算：请填写检查动物数',
    es: 'La tasa de infestación y el índice de pulgas se calculan sobre los animales examinados: indique cuántos se examinaron',
    ja: '寄生率とノミ指数は検査動物数から計算します：検査動物数を入力してください',
  },
  'validation.infestedWithoutFleas': {
    en: 'The infestation rate is above 0, so fleas were found: the flea index cannot be 0',
    zh: '染蚤率大于 0 即已检获蚤：蚤指数不能为 0',
    es: 'La tasa de infestación es mayor que 0, así que se hallaron pulgas: el índice de pulgas no puede ser 0',
    ja: '寄生率が 0 より大きいのでノミが見つかっています：ノミ指数は 0 にできません',
  },
  'validation.fleaIndexBelowInfestation': {
    en: 'Every infested host carries at least one flea: the flea index cannot be below the infestation rate ÷ 100',
    zh: '每只染蚤宿主至少带蚤 1 只：蚤指数不能小于染蚤率 ÷ 100',
    es: 'Cada hospedador infestado lleva al menos una pulga: el índice de pulgas no puede ser menor que la tasa de infestación ÷ 100',
    ja: '寄生された宿主はノミを少なくとも 1 匹持ちます：ノミ指数は寄生率 ÷ 100 を下回れません',
  },
  'validation.fleasWithoutInfestation': {
    en: 'The flea index is above 0, so some host carried fleas: the infestation rate cannot be 0',
    zh: '蚤指数大于 0 即有宿主带蚤：染蚤率不能为 0',
    es: 'El índice de pulgas es mayor que 0, así que algún hospedador tenía pulgas: la tasa de infestación no puede ser 0',
    ja: 'ノミ指数が 0 より大きいので宿主にノミがいました：寄生率は 0 にできません',
  },
  'error.transition': {
    en: 'This alert cannot move to that status from where it is',
    zh: '该预警不能从当前状态转到目标状态',
    es: 'Esta alerta no puede pasar a ese estado desde el actual',
    ja: 'この警報は現在の状態からその状態に移行できません',
  },
  'validation.evidenceRequired': {
    en: 'A discard of a human-case or isolate signal needs its laboratory evidence: which test, on what, with what result',
    zh: '排除人间病例或分离到鼠疫菌的预警须提供实验室证据：何种检测、何种标本、结果如何',
    es: 'Descartar una señal de caso humano o de aislamiento requiere la evidencia de laboratorio: qué prueba, sobre qué muestra y con qué resultado',
    ja: 'ヒト症例・菌分離のシグナルを却下するには検査による根拠（検査法・検体・結果）が必要です',
  },
  'error.discardNeedsSecondPerson': {
    en: 'A human-case or isolate signal is not discarded in one step: request the discard with the laboratory evidence, and a second person approves it',
    zh: '人间病例或分离到鼠疫菌的预警不能一步排除：请附实验室证据提出排除申请，由另一人审核同意',
    es: 'Una señal de caso humano o de aislamiento no se descarta en un paso: solicite el descarte con la evidencia de laboratorio y otra persona lo aprueba',
    ja: 'ヒト症例・菌分離のシグナルは一度に却下できません：検査による根拠を添えて却下を申請し、別の担当者が承認します',
  },
  'error.closeNeedsSecondPerson': {
    en: 'An urgent signal is not closed in one step: request the closure, and a second person approves it',
    zh: '紧急预警不能一步关闭：请提出关闭申请，由另一人审核同意',
    es: 'Una señal urgente no se cierra en un paso: solicite el cierre y otra persona lo aprueba',
    ja: '緊急シグナルは一度に終了できません：終了を申請し、別の担当者が承認します',
  },
  'error.closeOwnRequest': {
    en: 'You asked for this closure: a second person must approve or reject it',
    zh: '该关闭申请由您提出，须由另一人同意或驳回',
    es: 'Usted solicitó este cierre: otra persona debe aprobarlo o rechazarlo',
    ja: 'この終了はあなたが申請したものです。別の担当者が承認または差し戻す必要があります',
  },
  'error.discardOwnRequest': {
    en: 'You asked for this discard: a second person must approve or reject it',
    zh: '该排除申请由您提出，须由另一人同意或驳回',
    es: 'Usted solicitó este descarte: otra persona debe aprobarlo o rechazarlo',
    ja: 'この却下はあなたが申請したものです。別の担当者が承認または差し戻す必要があります',
  },
  'error.resolvedByResults': {
    en: 'Dead animals with results pending are resolved only by their laboratory results: enter them on the survey',
    zh: '死亡动物待检预警只能由检验结果解除：请在监测记录中填写检验结果',
    es: 'Los animales muertos con resultado pendiente solo los resuelven sus resultados de laboratorio: regístrelos en la encuesta',
    ja: '検査結果待ちの死亡動物のシグナルは検査結果でのみ解除されます：調査記録に結果を入力してください',
  },
  'event.resultsCame': {
    en: 'The laboratory results of the dead animals came: none pending any more',
    zh: '死亡动物的检验结果已出，无待检动物',
    es: 'Llegaron los resultados de laboratorio de los animales muertos: ya no hay ninguno pendiente',
    ja: '死亡動物の検査結果が出ました：検査待ちはありません',
  },
  'validation.tooDeep': {
    en: 'The request nests its data deeper than 32 levels',
    zh: '请求数据的嵌套层级超过 32 层',
    es: 'La solicitud anida sus datos a más de 32 niveles',
    ja: 'リクエストのデータの入れ子が 32 階層を超えています',
  },
  'validation.required': {
    en: 'Required',
    zh: '必填',
    es: 'Obligatorio',
    ja: '必須です',
  },
  'validation.atMost': {
    en: 'Must be at most {limit}',
    zh: '不能大于 {limit}',
    es: 'Debe ser como máximo {limit}',
    ja: '{limit} 以下にしてください',
  },
  'validation.below': {
    en: 'Must be less than {limit}',
    zh: '必须小于 {limit}',
    es: 'Debe ser menor que {limit}',
    ja: '{limit} より小さくしてください',
  },
  'validation.atLeast': {
    en: 'Must be at least {limit}',
    zh: '不能小于 {limit}',
    es: 'Debe ser como mínimo {limit}',
    ja: '{limit} 以上にしてください',
  },
  'validation.above': {
    en: 'Must be greater than {limit}',
    zh: '必须大于 {limit}',
    es: 'Debe ser mayor que {limit}',
    ja: '{limit} より大きくしてください',
  },
  'validation.atMostCharacters': {
    en: 'At most {limit} characters',
    zh: '最多 {limit} 个字符',
    es: 'Como máximo {limit} caracteres',
    ja: '{limit} 文字以内にしてください',
  },
  'validation.atLeastCharacters': {
    en: 'At least {limit} characters',
    zh: '至少 {limit} 个字符',
    es: 'Como mínimo {limit} caracteres',
    ja: '{limit} 文字以上にしてください',
  },
  'validation.notAChoice': {
    en: 'Not one of the values allowed: {choices}',
    zh: '不是允许的取值之一：{choices}',
    es: 'No es uno de los valores permitidos: {choices}',
    ja: '許可された値ではありません：{choices}',
  },
  'validation.noControlCharacters': {
    en: 'Text must not contain NUL characters',
    zh: '文本中不能包含 NUL 字符',
    es: 'El texto no puede contener caracteres NUL',
    ja: 'テキストに NUL 文字は使えません',
  },
  'error.userExists': {
    en: 'This username is already taken',
    zh: '该用户名已存在',
    es: 'Este nombre de usuario ya existe',
    ja: 'このユーザー名は既に使われています',
  },
  'error.roleExists': {
    en: 'This role key is already taken',
    zh: '该角色标识已存在',
    es: 'Esta clave de rol ya existe',
    ja: 'このロールキーは既に使われています',
  },
  'error.menuKeyExists': {
    en: 'Another menu entry already uses this route name or permission',
    zh: '已有菜单使用了该路由名称或权限标识',
    es: 'Otra entrada del menú ya usa este nombre de ruta o permiso',
    ja: '別のメニューがこのルート名または権限を使用しています',
  },
  'error.notYourself': {
    en: 'You cannot disable or delete your own account',
    zh: '不能停用或删除自己的账号',
    es: 'No puede deshabilitar ni eliminar su propia cuenta',
    ja: '自分のアカウントは無効化・削除できません',
  },
  'error.lastSuperAdmin': {
    en: 'This would leave no enabled user with the super admin role',
    zh: '此操作将导致没有启用的超级管理员',
    es: 'Esto dejaría sin ningún usuario habilitado con el rol de superadministrador',
    ja: '有効なスーパー管理者がいなくなるため実行できません',
  },
  'error.accountShut': {
    en: 'Too many sign-in attempts for this account: try again in {seconds} s',
    zh: '该账号登录尝试过多，请 {seconds} 秒后再试',
    es: 'Demasiados intentos de inicio de sesión en esta cuenta: inténtelo de nuevo en {seconds} s',
    ja: 'このアカウントへのログイン試行が多すぎます。{seconds} 秒後にもう一度お試しください',
  },
  'error.addressShut': {
    en: 'Too many sign-in attempts from this address: try again in {seconds} s',
    zh: '该地址登录尝试过多，请 {seconds} 秒后再试',
    es: 'Demasiados intentos de inicio de sesión desde esta dirección: inténtelo de nuevo en {seconds} s',
    ja: 'このアドレスからのログイン試行が多すぎます。{seconds} 秒後にもう一度お試しください',
  },
  'error.liveFull': {
    en: 'The server holds as many live connections as it can: this screen refreshes every minute instead',
    zh: '服务器的实时连接已满：本页面改为每分钟刷新一次',
    es: 'El servidor tiene todas las conexiones en directo que admite: esta pantalla se actualiza cada minuto en su lugar',
    ja: 'サーバーのリアルタイム接続が上限に達しています。この画面は代わりに 1 分ごとに更新されます',
  },
  'error.liveFullForAddress': {
    en: 'Too many live connections from this address: this screen refreshes every minute instead',
    zh: '该地址的实时连接过多：本页面改为每分钟刷新一次',
    es: 'Demasiadas conexiones en directo desde esta dirección: esta pantalla se actualiza cada minuto en su lugar',
    ja: 'このアドレスからのリアルタイム接続が多すぎます。この画面は代わりに 1 分ごとに更新されます',
  },
  'error.liveFullForSession': {
    en: 'Too many live connections for this session: this screen refreshes every minute instead',
    zh: '该会话的实时连接过多：本页面改为每分钟刷新一次',
    es: 'Demasiadas conexiones en directo para esta sesión: esta pantalla se actualiza cada minuto en su lugar',
    ja: 'このセッションのリアルタイム接続が多すぎます。この画面は代わりに 1 分ごとに更新されます',
  },
  'error.accountShutButCaptcha': {
    en: 'Too many sign-in attempts for this account: other attempts wait {seconds} s, but the right password with a new captcha signs you in now',
    zh: '该账号登录尝试过多：其他尝试需等待 {seconds} 秒，但正确的密码加新的验证码可立即登录',
    es: 'Demasiados intentos de inicio de sesión en esta cuenta: los demás intentos esperan {seconds} s, pero la contraseña correcta con un captcha nuevo le permite entrar ya',
    ja: 'このアカウントへのログイン試行が多すぎます。他の試行は {seconds} 秒待つ必要がありますが、正しいパスワードと新しい認証コードなら今すぐログインできます',
  },
  'error.addressShutButCaptcha': {
    en: 'Too many sign-in attempts from this address: other attempts wait {seconds} s, but the right password with a new captcha signs you in now',
    zh: '该地址登录尝试过多：其他尝试需等待 {seconds} 秒，但正确的密码加新的验证码可立即登录',
    es: 'Demasiados intentos de inicio de sesión desde esta dirección: los demás intentos esperan {seconds} s, pero la contraseña correcta con un captcha nuevo le permite entrar ya',
    ja: 'このアドレスからのログイン試行が多すぎます。他の試行は {seconds} 秒待つ必要がありますが、正しいパスワードと新しい認証コードなら今すぐログインできます',
  },
  'error.accountOutranksYou': {
    en: 'This account holds permissions you do not have: only someone who holds all of them can change it',
    zh: '该账号拥有您没有的权限：只有拥有其全部权限的人才能修改它',
    es: 'Esta cuenta tiene permisos que usted no tiene: solo quien los tenga todos puede modificarla',
    ja: 'このアカウントにはあなたにない権限があります。そのすべてを持つ人だけが変更できます',
  },
  'error.recordNotFound': {
    en: 'Not found: it may have been deleted, or lie outside your data scope',
    zh: '未找到：可能已被删除，或不在您的数据范围内',
    es: 'No encontrado: puede haberse eliminado o estar fuera de su alcance de datos',
    ja: '見つかりません。削除されたか、あなたのデータ範囲外の可能性があります',
  },
  'error.outsideScope': {
    en: 'This record lies outside your data scope',
    zh: '该记录不在您的数据范围内',
    es: 'Este registro está fuera de su alcance de datos',
    ja: 'このレコードはあなたのデータ範囲外です',
  },
  'error.regionOutsideScope': {
    en: 'Outside your data scope: choose a division within it',
    zh: '不在您的数据范围内，请选择范围内的区划',
    es: 'Fuera de su alcance de datos: elija una división dentro de él',
    ja: 'データ範囲外です。範囲内の区画を選んでください',
  },
  'error.importOutsideScope': {
    en: 'Nothing was imported: outside your data scope, line(s) {lines}',
    zh: '未导入任何记录：第 {lines} 行不在您的数据范围内',
    es: 'No se importó nada: fuera de su alcance de datos, línea(s) {lines}',
    ja: '何もインポートされませんでした。{lines} 行目はあなたのデータ範囲外です',
  },
  'error.nationalScopeOnly': {
    en: 'This changes every source point in the country: only someone whose data scope is the whole country can do it',
    zh: '此操作会改变全国所有疫源点：只有数据范围为全国的人员才能执行',
    es: 'Esto cambia todos los focos del país: solo quien tenga todo el país como alcance de datos puede hacerlo',
    ja: 'この操作は全国のすべての疫源地を変更します。データ範囲が全国の人だけが実行できます',
  },
  'error.scopeWiderThanYours': {
    en: 'This grants a data scope wider than yours: only someone who holds all of it can grant it',
    zh: '授予的数据范围超出了您自己的范围：只有拥有该范围的人才能授予',
    es: 'Esto concede un alcance de datos mayor que el suyo: solo quien lo tenga entero puede concederlo',
    ja: 'あなたより広いデータ範囲を与えることになります。その範囲をすべて持つ人だけが与えられます',
  },
  'error.roleOutranksYou': {
    en: 'This role grants permissions you do not have: only someone who holds all of them can change it',
    zh: '该角色授予了您没有的权限：只有拥有其全部权限的人才能修改它',
    es: 'Este rol concede permisos que usted no tiene: solo quien los tenga todos puede modificarlo',
    ja: 'このロールにはあなたにない権限が含まれています。そのすべてを持つ人だけが変更できます',
  },
  'error.menuOutranksYou': {
    en: 'This menu entry, or one below it, carries permissions you do not have: only someone who holds all of them can change or delete it',
    zh: '该菜单或其下级菜单带有您没有的权限：只有拥有其全部权限的人才能修改或删除它',
    es: 'Esta entrada de menú, o una que depende de ella, lleva permisos que usted no tiene: solo quien los tenga todos puede modificarla o eliminarla',
    ja: 'このメニュー項目またはその配下の項目には、あなたにない権限があります。そのすべてを持つ人だけが変更・削除できます',
  },
  'error.superRoleLocked': {
    en: 'The super admin role cannot be deleted, disabled, have its key changed or its data scope narrowed',
    zh: '超级管理员角色不能删除、停用、修改标识或缩小数据范围',
    es: 'El rol de superadministrador no se puede eliminar, deshabilitar, cambiar de clave ni reducir su alcance de datos',
    ja: 'スーパー管理者ロールは削除・無効化・キー変更・データ範囲の縮小ができません',
  },
  'error.menuHasChildren': {
    en: 'This menu entry has children: delete or move them first',
    zh: '该菜单下还有子菜单，请先删除或移动它们',
    es: 'Esta entrada tiene hijos: elimínelos o muévalos primero',
    ja: '子メニューがあります。先に削除または移動してください',
  },
  'error.menuParent': {
    en: 'A menu entry cannot be its own ancestor, and buttons cannot have children',
    zh: '菜单不能成为自己的上级，按钮下不能有子项',
    es: 'Una entrada no puede ser su propio ancestro y los botones no pueden tener hijos',
    ja: 'メニューを自身の祖先にはできず、ボタンは子を持てません',
  },
  'error.wrongCurrentPassword': {
    en: 'The current password is wrong',
    zh: '当前密码错误',
    es: 'La contraseña actual es incorrecta',
    ja: '現在のパスワードが違います',
  },
  'error.unknownRoles': {
    en: 'One or more of the chosen roles do not exist',
    zh: '所选角色中有不存在的角色',
    es: 'Uno o más de los roles elegidos no existen',
    ja: '選択したロールの一部が存在しません',
  },
  'error.unknownMenus': {
    en: 'One or more of the chosen menu entries do not exist',
    zh: '所选菜单中有不存在的项',
    es: 'Una o más de las entradas elegidas no existen',
    ja: '選択したメニューの一部が存在しません',
  },
  'error.responseAlreadyEnded': {
    en: 'This response level has been ended already',
    zh: '该响应级别已经结束',
    es: 'Este nivel de respuesta ya se ha dado por terminado',
    ja: 'この対応レベルはすでに終了しています',
  },
  'note.responseReplaced': {
    en: 'Replaced by a declaration of level {level}',
    zh: '已由新宣布的 {level} 级响应取代',
    es: 'Sustituido por la declaración del nivel {level}',
    ja: '{level} 級の新たな宣言に置き換えられました',
  },
} satisfies Record<string, Translations>;

export type TextKey = keyof typeof textMessages;

export function isTextKey(value: string): value is TextKey {
  return Object.hasOwn(textMessages, value);
}

/** A schema's custom message or a server refusal in the given language; other text is returned as is. */
export function translateText(text: string, language: Language): string {
  return isTextKey(text) ? textMessages[text][language] : text;
}

/** A message with its `{name}` placeholders filled in, in the given language. */
export function translateWith(key: TextKey, language: Language, values: Record<string, string | number>): string {
  return textMessages[key][language].replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

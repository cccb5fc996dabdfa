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
  [Codes.TOO_LARGE]: {
    en: 'The upload is too large',
    zh: '上传内容过大',
    es: 'El archivo es demasiado grande',
    ja: 'アップロードが大きすぎます',
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

/** Prefix of a 40000 message, followed by the offending fields and what is wrong with each. */
export const invalidFieldsPrefix: Translations = {
  en: 'Invalid field',
  zh: '字段有误',
  es: 'Campo no válido',
  ja: '不正な項目',
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
  'error.transition': {
    en: 'This alert cannot move to that status from where it is',
    zh: '该预警不能从当前状态转到目标状态',
    es: 'Esta alerta no puede pasar a ese estado desde el actual',
    ja: 'この警報は現在の状態からその状態に移行できません',
  },
  'validation.tooDeep': {
    en: 'The request nests its data deeper than 32 levels',
    zh: '请求数据的嵌套层级超过 32 层',
    es: 'La solicitud anida sus datos a más de 32 niveles',
    ja: 'リクエストのデータの入れ子が 32 階層を超えています',
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
  'error.accountOutsideScope': {
    en: 'This account’s jurisdiction lies outside yours',
    zh: '该账号的管辖区域不在您的范围内',
    es: 'La jurisdicción de esta cuenta está fuera de la suya',
    ja: 'このアカウントの管轄区域はあなたの範囲外です',
  },
  'error.roleOutranksYou': {
    en: 'This role grants permissions you do not have: only someone who holds all of them can change it',
    zh: '该角色授予了您没有的权限：只有拥有其全部权限的人才能修改它',
    es: 'Este rol concede permisos que usted no tiene: solo quien los tenga todos puede modificarlo',
    ja: 'このロールにはあなたにない権限が含まれています。そのすべてを持つ人だけが変更できます',
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

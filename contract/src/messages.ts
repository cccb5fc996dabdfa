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

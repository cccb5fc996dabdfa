import type { LocaleMessages } from './en.ts';

const ja: LocaleMessages = {
  app: {
    title: 'ペスト早期警戒コンソール',
    loading: '読み込み中…',
  },
  route: {
    home: 'ホーム',
    dashboard: 'ダッシュボード',
    userCenter: '個人センター',
    system: 'システム管理',
    systemUser: 'ユーザー管理',
    systemRole: 'ロール管理',
    systemMenu: 'メニュー管理',
    systemAudit: '監査ログ',
    login: 'ログイン',
    authRedirect: 'ログイン処理中',
    maps: 'マップ',
    monitor: 'モニター',
    notFound: 'ページが見つかりません',
    unauthorized: '権限がありません',
    redirect: 'リダイレクト中',
  },
  menu: {
    allPermissions: 'すべての権限',
  },
  button: {
    add: '追加',
    edit: '編集',
    delete: '削除',
    status: '有効化・無効化',
    resetPassword: 'パスワードをリセット',
    grant: 'メニューを割り当て',
  },
  navbar: {
    dashboard: 'ダッシュボード',
    logOut: 'ログアウト',
    toggleSideBar: 'サイドメニューの表示・非表示',
    language: '言語を切り替え',
    userMenu: 'ユーザーメニュー',
  },
  language: {
    switched: '言語を切り替えました',
  },
  login: {
    title: 'コンソールにログイン',
    username: 'ユーザー名',
    password: 'パスワード',
    captcha: '認証コード',
    captchaImage: '認証コードの画像：クリックで更新',
    captchaLoading: '認証コードを読み込み中…',
    showPassword: 'パスワードを表示',
    hidePassword: 'パスワードを隠す',
    submit: 'ログイン',
    usernameRequired: 'ユーザー名を入力してください',
    passwordRequired: 'パスワードを入力してください',
    captchaRequired: '認証コードを入力してください',
  },
  request: {
    error: 'エラー',
    timeout: 'サーバーが時間内に応答しませんでした',
    network: 'サーバーに接続できません',
    reloginContent: 'ログアウトされました。キャンセルしてこのページに留まるか、再度ログインしてください',
    reloginTitle: 'ログアウトの確認',
    relogin: '再ログイン',
    cancel: 'キャンセル',
  },
  permission: {
    verificationFailed: '認証に失敗しました。再度ログインしてください。',
    rolesRequired: 'getInfo: ロールは空でない配列である必要があります！',
    hasError: 'エラーが発生しました',
  },
  dashboard: {
    welcome: 'ようこそ、{{name}} さん',
    intro: 'ここに地図、リスク概要、最新の警報が表示されます。',
  },
  errorPage: {
    notFound: '申し訳ありません。お探しのページは存在しません。',
    unauthorized: '申し訳ありません。このページを表示する権限がありません。',
    backHome: 'ホームに戻る',
    goBack: '前に戻る',
  },
  placeholder: {
    comingLater: 'このページは今後のリリースで提供されます。',
  },
  authRedirect: {
    text: 'ログインを完了しています…',
  },
};

export default ja;

import type { PageMessages } from './en.ts';

const pages: PageMessages = {
  manual: {
    title: 'ユーザーマニュアル',
    search: 'マニュアルを検索',
    searchPlaceholder: 'マニュアルを検索（例：ノミ指数）',
    matches: '該当する節：{{count}}',
    noMatches: 'これらの語を含む節はありません。',
    contents: '目次',
    table: '表（横にスクロールできます）',
    loadFailed: 'マニュアルを読み込めませんでした。ページを再読み込みしてください。',
  },
  profile: {
    dataScope: 'データ範囲',
    scopeHint: 'コンソール全体で閲覧・変更できるレコード',
    scopeAll: '全国のすべてのレコード',
    scopeBelow: '{{names}}とその下位',
    scopeExact: '{{names}}のみ（下位の区画を含まない）',
    scopeOwn: 'あなたが作成したレコード',
    scopeNone: 'レコードがありません。管理者に管轄区域またはデータ範囲のあるロールを依頼してください',
    account: 'アカウント',
    editInUserCenter: '個人センターで編集',
    roles: 'ロール',
    permissions: '権限',
    allPermissions: 'すべての権限（スーパー管理者）',
    noPermissions: '権限なし',
    signIns: '最近のサインイン',
    signedInAt: 'サインイン日時',
    lastSeen: '最終操作',
    browser: 'ブラウザー',
    session: 'セッション',
    current: 'このセッション',
    active: '有効',
    ended: '終了',
    activity: '自分の操作履歴',
    activityHint: 'コンソールでのあなたの操作（新しい順）。あなた自身の記録だけを表示します。',
    loadFailed: '操作履歴を読み込めませんでした。',
  },
};

export default pages;

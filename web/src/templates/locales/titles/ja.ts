import type { TemplateTitleMessages } from './en.ts';

const ja: TemplateTitleMessages = {
  templates: {
    route: {
      templates: 'テンプレート',
      demoDashboard: 'デモのダッシュボード',
      permission: '権限',
      pagePermission: 'ページ権限',
      directivePermission: '要素の権限',
      rolePermission: 'ロール権限',
      icons: 'アイコン',
      nested: 'ネストしたルート',
      menu1: 'メニュー 1',
      'menu1-1': 'メニュー 1-1',
      'menu1-2': 'メニュー 1-2',
      'menu1-2-1': 'メニュー 1-2-1',
      'menu1-2-2': 'メニュー 1-2-2',
      'menu1-3': 'メニュー 1-3',
      menu2: 'メニュー 2',
      example: 'サンプル',
      createArticle: '記事の作成',
      editArticle: '記事の編集',
      articleList: '記事一覧',
      table: 'テーブル',
      complexTable: '複合テーブル',
      tab: 'タブ',
      errorPages: 'エラーページ',
      page401: '401',
      page404: '404',
      errorLog: 'エラーログ',
      clipboard: 'クリップボード',
      i18n: '多言語',
      theme: 'テーマ',
      externalLink: '外部リンク',
    },
  },
};

export default ja;

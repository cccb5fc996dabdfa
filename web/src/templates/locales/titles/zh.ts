import type { TemplateTitleMessages } from './en.ts';

const zh: TemplateTitleMessages = {
  templates: {
    route: {
      templates: '模板示例',
      demoDashboard: '示例首页',
      permission: '权限测试页',
      pagePermission: '页面权限',
      directivePermission: '指令权限',
      rolePermission: '角色权限',
      icons: '图标',
      nested: '路由嵌套',
      menu1: '菜单1',
      'menu1-1': '菜单 1-1',
      'menu1-2': '菜单 1-2',
      'menu1-2-1': '菜单 1-2-1',
      'menu1-2-2': '菜单 1-2-2',
      'menu1-3': '菜单 1-3',
      menu2: '菜单 2',
      example: '综合实例',
      createArticle: '创建文章',
      editArticle: '编辑文章',
      articleList: '文章列表',
      table: 'Table',
      complexTable: '综合 Table',
      tab: 'Tab',
      errorPages: '错误页面',
      page401: '401',
      page404: '404',
      errorLog: '错误日志',
      clipboard: 'Clipboard',
      i18n: '国际化',
      theme: '换肤',
      externalLink: '外链',
    },
  },
};

export default zh;

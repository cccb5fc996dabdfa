import { MenuType, Permissions, SUPER_PERMISSION, type MenuTypeValue } from '@ews/contract';
import type { SeededRoleKey } from '@ews/contract/seeded-roles';

export type SeedRole = SeededRoleKey;

/** One entry of the seeded menu tree; `key` is the route name of a page or the perms of a button. */
export interface MenuSeed {
  key: string;
  title: string;
  type: MenuTypeValue;
  path?: string;
  component?: string;
  redirect?: string;
  icon?: string;
  perms?: string;
  hidden?: boolean;
  affix?: boolean;
  noCache?: boolean;
  /** The menu entry a hidden page highlights, e.g. the list a form belongs to. */
  activeMenu?: string;
  /** Seeded roles that get this entry; the super admin holds everything through '*:*:*'. */
  roles: SeedRole[];
  children?: MenuSeed[];
}

const everyone: SeedRole[] = ['operator', 'analyst', 'viewer'];
const operators: SeedRole[] = ['operator'];
const analysts: SeedRole[] = ['analyst'];

/** A button (menuType 3): a permission a role can be granted, never listed in a menu. */
const button = (perms: string, title: string, roles: SeedRole[] = []): MenuSeed => ({ key: perms, title, type: MenuType.BUTTON, perms, roles });

/** The buttons of a list of records that moves through Excel: operators change and import, everyone exports. */
const transferableRecordButtons = (perms: { add: string; edit: string; delete: string; import: string; export: string }): MenuSeed[] => [
  button(perms.add, 'button.add', operators),
  button(perms.edit, 'button.edit', operators),
  button(perms.delete, 'button.delete', operators),
  button(perms.import, 'button.import', operators),
  button(perms.export, 'button.export', everyone),
];

const page = (
  key: string,
  title: string,
  path: string,
  component: string,
  icon: string,
  perms: string,
  buttons: MenuSeed[] = [],
  roles: SeedRole[] = [],
): MenuSeed => ({ key, title, type: MenuType.PAGE, path, component, icon, perms, roles, children: buttons });

/** A form reached from a list (add, update, view): not in the menu, its list highlighted instead. */
const formPage = (key: string, title: string, path: string, component: string, perms: string, activeMenu: string, roles: SeedRole[]): MenuSeed => ({
  key,
  title,
  type: MenuType.PAGE,
  path,
  component,
  icon: 'form',
  perms,
  hidden: true,
  activeMenu,
  roles,
});

const directory = (key: string, title: string, path: string, redirect: string, icon: string, children: MenuSeed[], roles: SeedRole[] = []): MenuSeed => ({
  key,
  title,
  type: MenuType.DIRECTORY,
  path,
  component: 'Layout',
  redirect,
  icon,
  roles,
  children,
});

/*
 * The template's demo area (SPEC §2 "Demo-only template routes"): one top-level group, granted to
 * the admin role only (through '*:*:*'; no seeded role gets it). Its pages run on the in-browser
 * mock (web/src/templates/mock/), never on the console's data; which demo role sees which page is
 * decided in the browser (web/src/templates/roles.ts). Paths are the template's, absolute.
 */
const demoPage = (key: string, path: string, component: string, icon?: string, extra: Partial<MenuSeed> = {}): MenuSeed => ({
  key,
  title: `templates.route.${key.charAt(0).toLowerCase()}${key.slice(1)}`,
  type: MenuType.PAGE,
  path,
  component,
  ...(icon ? { icon } : {}),
  roles: [],
  ...extra,
});
/** A directory inside the group: no component, so its pages show in the main layout's outlet. */
const demoDirectory = (key: string, path: string, redirect: string, icon: string | undefined, children: MenuSeed[]): MenuSeed => ({
  ...demoPage(key, path, '', icon),
  type: MenuType.DIRECTORY,
  redirect,
  children,
});
const TEMPLATES_GROUP: MenuSeed = {
  ...demoDirectory('Templates', 'templates', '/templates/dashboard', 'appstore', [
    demoPage('DemoDashboard', 'dashboard', 'templates/dashboard', 'dashboard'),
    demoDirectory('Permission', '/permission', '/permission/page', 'lock', [
      demoPage('PagePermission', 'page', 'templates/permission/page'),
      demoPage('DirectivePermission', 'directive', 'templates/permission/directive'),
      demoPage('RolePermission', 'role', 'templates/permission/role'),
    ]),
    demoPage('Icons', '/icon', 'templates/icon', 'appstore'),
    demoDirectory('Components', '/components', '/components/tinymce', 'tool', [
      demoPage('Tinymce', 'tinymce', 'templates/components/tinymce'),
      demoPage('Markdown', 'markdown', 'templates/components/markdown'),
      demoPage('JsonEditor', 'json-editor', 'templates/components/json-editor'),
      demoPage('SplitPane', 'split-pane', 'templates/components/split-pane'),
      demoPage('AvatarUpload', 'avatar-upload', 'templates/components/avatar-upload'),
      demoPage('Dropzone', 'dropzone', 'templates/components/dropzone'),
      demoPage('Sticky', 'sticky', 'templates/components/sticky'),
      demoPage('CountTo', 'count-to', 'templates/components/count-to'),
      demoPage('ComponentMixin', 'mixin', 'templates/components/mixin'),
      demoPage('BackToTop', 'back-to-top', 'templates/components/back-to-top'),
      demoPage('DragDialog', 'drag-dialog', 'templates/components/drag-dialog'),
      demoPage('DragSelect', 'drag-select', 'templates/components/drag-select'),
      demoPage('DndList', 'dnd-list', 'templates/components/dnd-list'),
      demoPage('DragKanban', 'drag-kanban', 'templates/components/drag-kanban'),
    ]),
    demoDirectory('Nested', '/nested', '/nested/menu1/menu1-1', 'menu', [
      demoDirectory('Menu1', 'menu1', '/nested/menu1/menu1-1', undefined, [
        demoPage('Menu1-1', 'menu1-1', 'templates/nested'),
        demoDirectory('Menu1-2', 'menu1-2', '/nested/menu1/menu1-2/menu1-2-1', undefined, [
          demoPage('Menu1-2-1', 'menu1-2-1', 'templates/nested'),
          demoPage('Menu1-2-2', 'menu1-2-2', 'templates/nested'),
        ]),
        demoPage('Menu1-3', 'menu1-3', 'templates/nested'),
      ]),
      demoPage('Menu2', 'menu2', 'templates/nested'),
    ]),
    demoDirectory('Example', '/example', '/example/list', 'form', [
      demoPage('CreateArticle', 'create', 'templates/example/create', 'form'),
      demoPage('EditArticle', 'edit/:id', 'templates/example/edit', undefined, { hidden: true, activeMenu: '/example/list', noCache: true }),
      demoPage('ArticleList', 'list', 'templates/example/list', 'list'),
    ]),
    demoDirectory('Table', '/table', '/table/complex-table', 'table', [
      demoPage('ComplexTable', 'complex-table', 'templates/table/complex-table'),
      demoPage('DynamicTable', 'dynamic-table', 'templates/table/dynamic-table'),
      demoPage('DragTable', 'drag-table', 'templates/table/drag-table'),
      demoPage('InlineEditTable', 'inline-edit-table', 'templates/table/inline-edit-table'),
    ]),
    demoPage('Tab', '/tab', 'templates/tab', 'folder'),
    demoDirectory('ErrorPages', '/error', 'noRedirect', 'warning', [demoPage('Page401', '401', 'error-page/401'), demoPage('Page404', '404', 'error-page/404')]),
    demoPage('ErrorLog', '/error-log', 'templates/error-log', 'bug'),
    demoPage('Clipboard', '/clipboard', 'templates/clipboard', 'documentation'),
    demoPage('I18n', '/i18n', 'templates/i18n', 'global'),
    demoPage('Theme', '/theme', 'templates/theme', 'setting'),
    demoDirectory('Charts', '/charts', '/charts/keyboard', 'bar-chart', [
      demoPage('KeyboardChart', 'keyboard', 'templates/charts/keyboard'),
      demoPage('LineChart', 'line', 'templates/charts/line'),
      demoPage('MixChart', 'mix-chart', 'templates/charts/mix-chart'),
    ]),
    demoDirectory('Excel', '/excel', '/excel/export', 'database', [
      demoPage('ExportExcel', 'export', 'templates/excel/export'),
      demoPage('ExportSelected', 'export-selected', 'templates/excel/export-selected'),
      demoPage('ExportMergeHeader', 'export-merge-header', 'templates/excel/export-merge-header'),
      demoPage('UploadExcel', 'upload', 'templates/excel/upload'),
    ]),
    demoPage('Zip', '/zip', 'templates/zip', 'folder'),
    demoPage('Pdf', '/pdf', 'templates/pdf', 'documentation'),
    demoPage('PdfDownload', '/pdf/download', 'templates/pdf/download', undefined, { hidden: true, activeMenu: '/pdf', noCache: true }),
    demoPage('ExternalLink', 'https://github.com/PanJiaChen/vue-element-admin', '', 'global'),
  ]),
  component: 'Layout',
};

/** The menu tree of the screens that exist. New screens add entries here; seeding inserts the missing ones. */
export const MENU_TREE: MenuSeed[] = [
  {
    key: 'Admin',
    title: 'route.home',
    type: MenuType.DIRECTORY,
    path: 'admin',
    component: 'Layout',
    redirect: '/admin/dashboard',
    icon: 'home',
    roles: everyone,
    children: [
      {
        key: 'Dashboard',
        title: 'route.dashboard',
        type: MenuType.PAGE,
        path: 'dashboard',
        component: 'admin/dashboard',
        icon: 'dashboard',
        perms: Permissions.DASHBOARD_VIEW,
        affix: true,
        roles: everyone,
      },
      {
        key: 'userCenter',
        title: 'route.userCenter',
        type: MenuType.PAGE,
        path: 'userCenter',
        component: 'admin/userCenter',
        icon: 'user',
        hidden: true,
        roles: everyone,
      },
    ],
  },
  directory('EpidemicSource', 'route.epidemicSource', 'epidemicSource', '/epidemicSource/sourceList', 'environment', [
    page(
      'SourceList',
      'route.sourceList',
      'sourceList',
      'epidemicSource/sourceList',
      'environment',
      Permissions.SOURCE_LIST,
      transferableRecordButtons({
        add: Permissions.SOURCE_ADD,
        edit: Permissions.SOURCE_EDIT,
        delete: Permissions.SOURCE_DELETE,
        import: Permissions.SOURCE_IMPORT,
        export: Permissions.SOURCE_EXPORT,
      }),
      everyone,
    ),
    formPage('AddSource', 'route.addSource', 'addSource', 'epidemicSource/addSource', Permissions.SOURCE_LIST, '/epidemicSource/sourceList', everyone),
    page(
      'HistoryList',
      'route.historyList',
      'historyList',
      'epidemicSource/historyList',
      'history',
      Permissions.HISTORY_LIST,
      transferableRecordButtons({
        add: Permissions.HISTORY_ADD,
        edit: Permissions.HISTORY_EDIT,
        delete: Permissions.HISTORY_DELETE,
        import: Permissions.HISTORY_IMPORT,
        export: Permissions.HISTORY_EXPORT,
      }),
      everyone,
    ),
    formPage('EditHistory', 'route.editHistory', 'editHistory', 'epidemicSource/editHistory', Permissions.HISTORY_LIST, '/epidemicSource/historyList', everyone),
  ], everyone),
  // Human cases one by one (issue 41): county staff enter and import them, analysts correct them,
  // everyone reads them; deleting one is the super admin's. Seeding adds the group to older databases too.
  directory('HumanCases', 'route.humanCases', 'cases', '/cases/caseList', 'medicine-box', [
    page(
      'CaseList',
      'route.caseList',
      'caseList',
      'cases/caseList',
      'medicine-box',
      Permissions.CASE_LIST,
      [
        button(Permissions.CASE_ADD, 'button.add', operators),
        button(Permissions.CASE_EDIT, 'button.edit', [...operators, ...analysts]),
        button(Permissions.CASE_DELETE, 'button.delete'),
        button(Permissions.CASE_IMPORT, 'button.import', operators),
        button(Permissions.CASE_EXPORT, 'button.export', [...operators, ...analysts]),
      ],
      everyone,
    ),
  ], everyone),
  directory('Surveillance', 'route.surveillance', 'surveillance', '/surveillance/surveyList', 'experiment', [
    page(
      'SurveyList',
      'route.surveyList',
      'surveyList',
      'surveillance/surveyList',
      'experiment',
      Permissions.SURVEY_LIST,
      [
        button(Permissions.SURVEY_ADD, 'button.add', operators),
        button(Permissions.SURVEY_EDIT, 'button.edit', operators),
        button(Permissions.SURVEY_DELETE, 'button.delete', operators),
        button(Permissions.SURVEY_EXPORT, 'button.export', everyone),
      ],
      everyone,
    ),
    page(
      'AlertList',
      'route.alertList',
      'alertList',
      'surveillance/alertList',
      'alert',
      Permissions.ALERT_LIST,
      [
        button(Permissions.ALERT_VERIFY, 'button.verify', analysts),
        button(Permissions.ALERT_RESPOND, 'button.respond', analysts),
        button(Permissions.ALERT_CLOSE, 'button.close', analysts),
      ],
      everyone,
    ),
    page('RiskRules', 'route.riskRules', 'riskRules', 'surveillance/riskRules', 'safety', Permissions.RULE_LIST, [button(Permissions.RULE_EDIT, 'button.edit')], everyone),
    // Surveys entered on a phone in the field, kept on the device while offline (issue 19; migration 009 for older databases).
    page('FieldEntry', 'route.fieldEntry', 'fieldEntry', 'surveillance/fieldEntry', 'environment', Permissions.SURVEY_ADD, [], operators),
    // Response levels of the national plan, proposed by the server and declared by a person (issue 41); the seed adds them to older databases by key.
    page('ResponseLevels', 'route.responseLevels', 'responseLevels', 'surveillance/responseLevels', 'warning', Permissions.RESPONSE_LIST, [button(Permissions.RESPONSE_DECLARE, 'button.declare', analysts)], everyone),
  ], everyone),
  {
    key: 'System',
    title: 'route.system',
    type: MenuType.DIRECTORY,
    path: 'system',
    component: 'Layout',
    redirect: '/system/user',
    icon: 'setting',
    roles: [],
    children: [
      page('SystemUser', 'route.systemUser', 'user', 'system/user', 'team', Permissions.USER_LIST, [
        button(Permissions.USER_ADD, 'button.add'),
        button(Permissions.USER_EDIT, 'button.edit'),
        button(Permissions.USER_DELETE, 'button.delete'),
        button(Permissions.USER_STATUS, 'button.status'),
        button(Permissions.USER_RESET_PASSWORD, 'button.resetPassword'),
      ]),
      page('SystemRole', 'route.systemRole', 'role', 'system/role', 'safety', Permissions.ROLE_LIST, [
        button(Permissions.ROLE_ADD, 'button.add'),
        button(Permissions.ROLE_EDIT, 'button.edit'),
        button(Permissions.ROLE_DELETE, 'button.delete'),
        button(Permissions.ROLE_GRANT, 'button.grant'),
      ]),
      page('SystemMenu', 'route.systemMenu', 'menu', 'system/menu', 'menu', Permissions.MENU_LIST, [
        button(Permissions.MENU_ADD, 'button.add'),
        button(Permissions.MENU_EDIT, 'button.edit'),
        button(Permissions.MENU_DELETE, 'button.delete'),
      ]),
      page('SystemAudit', 'route.systemAudit', 'audit', 'system/audit', 'audit', Permissions.AUDIT_LIST),
      page('SystemNotification', 'route.systemNotification', 'notification', 'system/notification', 'notification', Permissions.NOTIFICATION_LIST, [
        button(Permissions.NOTIFICATION_ADD, 'button.add'),
        button(Permissions.NOTIFICATION_EDIT, 'button.edit'),
        button(Permissions.NOTIFICATION_REMOVE, 'button.delete'),
      ]),
    ],
  },
  // The manual and the profile page: every role, each a top-level entry (a directory with one page);
  // the profile page is not kept as a tab (noCache), so it shows fresh activity on every visit.
  directory('Documentation', 'route.documentation', 'documentation', '/documentation/index', 'documentation', [
    { key: 'Manual', title: 'route.manual', type: MenuType.PAGE, path: 'index', component: 'documentation/index', icon: 'documentation', roles: everyone },
  ], everyone),
  directory('Profile', 'route.profile', 'profile', '/profile/index', 'profile', [
    { key: 'MyProfile', title: 'route.myProfile', type: MenuType.PAGE, path: 'index', component: 'profile/index', icon: 'profile', noCache: true, roles: everyone },
  ], everyone),
  // The guided tour for new staff, last so that databases seeded before it keep their order.
  directory('Guide', 'route.guide', 'guide', '/guide/index', 'compass', [
    { key: 'GuidedTour', title: 'route.guidedTour', type: MenuType.PAGE, path: 'index', component: 'guide/index', icon: 'compass', roles: everyone },
  ], everyone),
  TEMPLATES_GROUP,
  { key: SUPER_PERMISSION, title: 'menu.allPermissions', type: MenuType.BUTTON, perms: SUPER_PERMISSION, roles: [] },
];

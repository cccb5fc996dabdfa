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
  { key: SUPER_PERMISSION, title: 'menu.allPermissions', type: MenuType.BUTTON, perms: SUPER_PERMISSION, roles: [] },
];

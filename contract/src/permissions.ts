/**
 * Permission strings (RuoYi style 'domain:entity:action'). The menu table stores them on its
 * entries, roles grant them, every endpoint declares one, and the server checks it.
 */
export const SUPER_PERMISSION = '*:*:*';

export const Permissions = {
  DASHBOARD_VIEW: 'dashboard:view',
  USER_LIST: 'system:user:list',
  USER_ADD: 'system:user:add',
  USER_EDIT: 'system:user:edit',
  USER_DELETE: 'system:user:delete',
  USER_STATUS: 'system:user:status',
  USER_RESET_PASSWORD: 'system:user:resetPwd',
  ROLE_LIST: 'system:role:list',
  ROLE_ADD: 'system:role:add',
  ROLE_EDIT: 'system:role:edit',
  ROLE_DELETE: 'system:role:delete',
  ROLE_GRANT: 'system:role:grant',
  MENU_LIST: 'system:menu:list',
  MENU_ADD: 'system:menu:add',
  MENU_EDIT: 'system:menu:edit',
  MENU_DELETE: 'system:menu:delete',
  AUDIT_LIST: 'system:audit:list',
  NOTIFICATION_LIST: 'system:notification:list',
  NOTIFICATION_ADD: 'system:notification:add',
  NOTIFICATION_EDIT: 'system:notification:edit',
  NOTIFICATION_REMOVE: 'system:notification:remove',
  SOURCE_LIST: 'epidemic:source:list',
  SOURCE_ADD: 'epidemic:source:add',
  SOURCE_EDIT: 'epidemic:source:edit',
  SOURCE_DELETE: 'epidemic:source:delete',
  SOURCE_IMPORT: 'epidemic:source:import',
  SOURCE_EXPORT: 'epidemic:source:export',
  HISTORY_LIST: 'epidemic:history:list',
  HISTORY_ADD: 'epidemic:history:add',
  HISTORY_EDIT: 'epidemic:history:edit',
  HISTORY_DELETE: 'epidemic:history:delete',
  HISTORY_IMPORT: 'epidemic:history:import',
  HISTORY_EXPORT: 'epidemic:history:export',
  SURVEY_LIST: 'surveillance:survey:list',
  SURVEY_ADD: 'surveillance:survey:add',
  SURVEY_EDIT: 'surveillance:survey:edit',
  SURVEY_DELETE: 'surveillance:survey:delete',
  SURVEY_EXPORT: 'surveillance:survey:export',
  RULE_LIST: 'surveillance:rule:list',
  RULE_EDIT: 'surveillance:rule:edit',
  ALERT_LIST: 'alert:list',
  ALERT_VERIFY: 'alert:verify',
  ALERT_RESPOND: 'alert:respond',
  ALERT_CLOSE: 'alert:close',
  CASE_LIST: 'case:list',
  CASE_ADD: 'case:add',
  CASE_EDIT: 'case:edit',
  CASE_DELETE: 'case:delete',
  CASE_IMPORT: 'case:import',
  CASE_EXPORT: 'case:export',
  RESPONSE_LIST: 'response:list',
  RESPONSE_DECLARE: 'response:declare',
} as const;

export type Permission = (typeof Permissions)[keyof typeof Permissions] | typeof SUPER_PERMISSION;

/**
 * The permissions that change records the data scope bounds (source points, outbreaks, surveys,
 * alerts, human cases, response levels, accounts, notification channels): whoever holds none of them only reads what it covers.
 */
export const SCOPED_WRITE_PERMISSIONS: readonly Permission[] = [
  Permissions.SOURCE_ADD,
  Permissions.SOURCE_EDIT,
  Permissions.SOURCE_DELETE,
  Permissions.SOURCE_IMPORT,
  Permissions.HISTORY_ADD,
  Permissions.HISTORY_EDIT,
  Permissions.HISTORY_DELETE,
  Permissions.HISTORY_IMPORT,
  Permissions.SURVEY_ADD,
  Permissions.SURVEY_EDIT,
  Permissions.SURVEY_DELETE,
  Permissions.ALERT_VERIFY,
  Permissions.ALERT_RESPOND,
  Permissions.ALERT_CLOSE,
  Permissions.CASE_ADD,
  Permissions.CASE_EDIT,
  Permissions.CASE_DELETE,
  Permissions.CASE_IMPORT,
  Permissions.RESPONSE_DECLARE,
  Permissions.USER_ADD,
  Permissions.USER_EDIT,
  Permissions.USER_DELETE,
  Permissions.USER_STATUS,
  Permissions.USER_RESET_PASSWORD,
  Permissions.NOTIFICATION_ADD,
  Permissions.NOTIFICATION_EDIT,
  Permissions.NOTIFICATION_REMOVE,
];

/**
 * Who may call an endpoint: anybody, any signed-in user, holders of a permission, or holders of
 * any of several (an add-or-update call: the service then requires add or edit as the case is).
 */
export type Access = 'public' | 'signed-in' | Permission | readonly Permission[];

export function holds(granted: readonly string[], needed: string | readonly string[]): boolean {
  if (granted.includes(SUPER_PERMISSION)) return true;
  return typeof needed === 'string' ? granted.includes(needed) : needed.some((permission) => granted.includes(permission));
}

/**
 * Whether a holder of `granted` may grant `perm` ('' grants nothing): nobody hands out more than
 * they hold, and only a holder of '*:*:*' hands out '*:*:*'. The server refuses grants, and acts
 * on what outranks the caller, by it; the web hides the actions it would refuse.
 */
export function mayGrant(granted: readonly string[], perm: string): boolean {
  if (!perm) return true;
  return perm === SUPER_PERMISSION ? granted.includes(SUPER_PERMISSION) : holds(granted, perm);
}

import type { Generated } from 'kysely';

/** Timestamps are ISO-8601 UTC text and flags are 0/1 integers on both SQLite and PostgreSQL. */
type Timestamp = string;
type Flag = number;

interface Audited {
  createdAt: Timestamp;
  createdBy: string;
  updatedAt: Timestamp;
  updatedBy: string;
  version: number;
}

export interface SysUserTable extends Audited {
  userId: Generated<number>;
  username: string;
  name: string;
  passwordHash: string;
  avatar: string;
  introduction: string;
  email: string;
  phone: string;
  status: number;
}

export interface SysRoleTable extends Audited {
  roleId: Generated<number>;
  roleKey: string;
  name: string;
  status: number;
  sort: number;
  remark: string;
}

export interface SysUserRoleTable {
  userId: number;
  roleId: number;
}

export interface SysMenuTable extends Audited {
  menuId: Generated<number>;
  parentId: number;
  /** Stable key seeding finds the row by: the route name of a page or directory, the perms of a button. */
  menuKey: string;
  /** Title: an i18n key such as 'route.dashboard', or literal text. */
  name: string;
  path: string;
  component: string;
  redirect: string;
  metaIcon: string;
  menuType: number;
  perms: string;
  hidden: Flag;
  alwaysShow: Flag;
  affix: Flag;
  noCache: Flag;
  breadcrumb: Flag;
  activeMenu: string;
  sort: number;
  status: number;
}

export interface SysRoleMenuTable {
  roleId: number;
  menuId: number;
}

export interface SysSessionTable {
  sessionId: Generated<number>;
  tokenHash: string;
  userId: number;
  createdAt: Timestamp;
  lastSeenAt: Timestamp;
  expiresAt: Timestamp;
  revokedAt: Timestamp | null;
  revokedReason: string | null;
  ip: string;
  userAgent: string;
}

export interface SysCaptchaTable {
  captchaId: string;
  answer: string;
  expiresAt: Timestamp;
}

export interface SysLoginAttemptTable {
  /** 'user:<username>' or 'ip:<address>'. */
  attemptKey: string;
  failures: number;
  firstFailureAt: Timestamp;
  lockedUntil: Timestamp | null;
}

export interface SysAuditLogTable {
  auditId: Generated<number>;
  at: Timestamp;
  userId: number | null;
  username: string;
  action: string;
  entity: string;
  entityId: string;
  beforeJson: string | null;
  afterJson: string | null;
  ip: string;
  result: string;
}

export interface Database {
  sysUser: SysUserTable;
  sysRole: SysRoleTable;
  sysUserRole: SysUserRoleTable;
  sysMenu: SysMenuTable;
  sysRoleMenu: SysRoleMenuTable;
  sysSession: SysSessionTable;
  sysCaptcha: SysCaptchaTable;
  sysLoginAttempt: SysLoginAttemptTable;
  sysAuditLog: SysAuditLogTable;
}

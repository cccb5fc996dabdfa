import { Status } from '@ews/contract';
import type { Db } from '../../db/connection.ts';

export interface UserAccess {
  roles: string[];
  permissions: string[];
}

/** Role keys of a user's enabled roles and the union of the perms of their enabled menus. */
export async function loadAccess(db: Db, userId: number): Promise<UserAccess> {
  const roles = await db
    .selectFrom('sysUserRole as ur')
    .innerJoin('sysRole as r', 'r.roleId', 'ur.roleId')
    .select('r.roleKey')
    .where('ur.userId', '=', userId)
    .where('r.status', '=', Status.ENABLED)
    .orderBy('r.sort')
    .execute();
  const perms = await db
    .selectFrom('sysUserRole as ur')
    .innerJoin('sysRole as r', 'r.roleId', 'ur.roleId')
    .innerJoin('sysRoleMenu as rm', 'rm.roleId', 'r.roleId')
    .innerJoin('sysMenu as m', 'm.menuId', 'rm.menuId')
    .select('m.perms')
    .distinct()
    .where('ur.userId', '=', userId)
    .where('r.status', '=', Status.ENABLED)
    .where('m.status', '=', Status.ENABLED)
    .where('m.perms', '!=', '')
    .execute();
  return { roles: roles.map((row) => row.roleKey), permissions: perms.map((row) => row.perms).sort() };
}

import { mayGrant, SUPER_PERMISSION, type TextKey } from '@ews/contract';
import type { Db } from '../../db/connection.ts';
import { signedIn, type RequestContext } from '../../http/context.ts';
import { forbidden } from '../../http/errors.ts';
import { assertAccountsInScope, assertRolesInScope, rolesOutsideScope } from '../scope/service.ts';
import { loadAccess } from './access.ts';

/**
 * Nobody hands out more than they hold: every permission that `perms` would grant must be one
 * the caller has (a holder of '*:*:*' may grant anything). Closes role assignment, role-menu
 * grants and menu edits as ways to raise one's own access.
 */
export function assertGrantable(ctx: RequestContext, perms: readonly string[], refusal?: TextKey): void {
  const granted = signedIn(ctx).permissions;
  if (!perms.every((perm) => mayGrant(granted, perm))) throw forbidden(refusal);
}

/**
 * Nobody acts on an account that holds more than they do: every permission the account holds
 * must be the caller's. Closes password resets, edits (roles included), status changes and
 * deletions as ways into a super admin's account. An account whose jurisdiction lies outside the
 * caller's data scope is out of reach too.
 */
export async function assertAccountsWithinReach(ctx: RequestContext, db: Db, userIds: readonly number[]): Promise<void> {
  await assertAccountsInScope(ctx, db, userIds);
  for (const userId of userIds) assertGrantable(ctx, (await loadAccess(db, userId)).permissions, 'error.accountOutranksYou');
}

/**
 * Nobody changes a role that grants more than they hold: its edits, status, deletion and menus
 * would otherwise let a role administrator disable or reshape the roles that outrank them. A role
 * that reaches outside the caller's data scope is out of reach too (40400, as for accounts).
 */
export async function assertRolesWithinReach(ctx: RequestContext, db: Db, roleIds: readonly number[]): Promise<void> {
  await assertRolesInScope(ctx, db, roleIds);
  assertGrantable(ctx, await permsOfRoles(db, roleIds), 'error.roleOutranksYou');
}

/**
 * The roles the caller may act on, as assertRolesWithinReach judges them, for the role list;
 * undefined (every role) for a super admin of the whole country.
 */
export async function rolesWithinReach(ctx: RequestContext, db: Db): Promise<number[] | undefined> {
  const { scope, permissions } = signedIn(ctx);
  if (scope.all && permissions.includes(SUPER_PERMISSION)) return undefined;
  const outOfReach = await rolesOutsideScope(ctx, db);
  const grants = await db.selectFrom('sysRoleMenu as rm').innerJoin('sysMenu as m', 'm.menuId', 'rm.menuId').select(['rm.roleId', 'm.perms']).execute();
  for (const grant of grants) if (!mayGrant(permissions, grant.perms)) outOfReach.add(grant.roleId);
  const roles = await db.selectFrom('sysRole').select('roleId').execute();
  return roles.map((role) => role.roleId).filter((roleId) => !outOfReach.has(roleId));
}

/** The perms that a set of roles grants through their menus. */
export async function permsOfRoles(db: Db, roleIds: readonly number[]): Promise<string[]> {
  if (roleIds.length === 0) return [];
  const rows = await db
    .selectFrom('sysRoleMenu as rm')
    .innerJoin('sysMenu as m', 'm.menuId', 'rm.menuId')
    .select('m.perms')
    .distinct()
    .where('rm.roleId', 'in', roleIds)
    .execute();
  return rows.map((row) => row.perms);
}

/** The perms of a set of menu entries. */
export async function permsOfMenus(db: Db, menuIds: readonly number[]): Promise<string[]> {
  if (menuIds.length === 0) return [];
  const rows = await db.selectFrom('sysMenu').select('perms').where('menuId', 'in', menuIds).execute();
  return rows.map((row) => row.perms);
}

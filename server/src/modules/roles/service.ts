import { Permissions, reachesAnywhere, Status, SUPER_PERMISSION, SUPER_ROLE_KEY, type Role, type roleMenusSchema, type roleSaveSchema, type roleStatusInput } from '@ews/contract';
import { sql } from 'kysely';
import type { z } from 'zod';
import { nowIso, type Db } from '../../db/connection.ts';
import { signedIn, type RequestContext } from '../../http/context.ts';
import { assertUpdated, conflict, invalid, foundOrNotFound } from '../../http/errors.ts';
import { assertGrantable, assertRolesWithinReach, permsOfMenus } from '../auth/grants.ts';
import { deleteRecords, saveRecord } from '../records/save.ts';
import { assertJurisdictionGrantable, assertWholeCountryGrantable, divisionsOf, replaceDivisions, ROLE_DIVISIONS, rolesOutsideScope } from '../scope/service.ts';
import { findRole, roleMenuIds } from './queries.ts';

const mustFind = (db: Db, roleId: number): Promise<Role> => foundOrNotFound(findRole(db, roleId));

function assertSuperRoleKept(before: Role, next: { roleKey?: string; status?: number; dataScope?: string }): void {
  if (before.roleKey !== SUPER_ROLE_KEY) return;
  const narrowed = next.dataScope !== undefined && next.dataScope !== 'all';
  if ((next.roleKey !== undefined && next.roleKey !== SUPER_ROLE_KEY) || next.status === Status.DISABLED || narrowed) throw conflict('error.superRoleLocked');
}

async function assertKeyFree(db: Db, roleKey: string, exceptRoleId?: number): Promise<void> {
  let query = db.selectFrom('sysRole').select('roleId').where('roleKey', '=', roleKey);
  if (exceptRoleId !== undefined) query = query.where('roleId', '!=', exceptRoleId);
  if (await query.executeTakeFirst()) throw conflict('error.roleExists');
}

export async function saveRole(input: z.output<typeof roleSaveSchema>, ctx: RequestContext): Promise<Role> {
  ctx.require(input.roleId === undefined ? Permissions.ROLE_ADD : Permissions.ROLE_EDIT);
  const fields = { roleKey: input.roleKey, name: input.name, status: input.status, sort: input.sort, remark: input.remark, dataScope: input.dataScope };
  // Nobody grants a wider data scope than they hold; the jurisdiction-relative scopes are bounded
  // by the jurisdiction of each holder, which only someone holding it could have given.
  const customDivisions = divisionsOf(input.scopeDivisions);
  const role = await ctx.db.transaction().execute(async (trx) => {
    // A role out of reach answers as a missing one first, whatever the change asked.
    if (input.roleId !== undefined) await assertRolesWithinReach(ctx, trx, [input.roleId]);
    if (reachesAnywhere(input.dataScope)) assertWholeCountryGrantable(ctx);
    if (input.dataScope === 'custom') assertJurisdictionGrantable(ctx, customDivisions);
    await assertKeyFree(trx, input.roleKey, input.roleId);
    return saveRecord(ctx, trx, {
      entity: 'role',
      find: findRole,
      insert: async (db, stamp) => {
        const { roleId } = await db.insertInto('sysRole').values({ ...fields, ...stamp }).returning('roleId').executeTakeFirstOrThrow();
        await replaceDivisions(db, ROLE_DIVISIONS, roleId, customDivisions);
        return roleId;
      },
      update: async (db, id, version, stamp, before) => {
        assertSuperRoleKept(before, fields);
        const result = await db.updateTable('sysRole').set({ ...fields, ...stamp }).where('roleId', '=', id).where('version', '=', version).executeTakeFirst();
        await replaceDivisions(db, ROLE_DIVISIONS, id, customDivisions);
        return result;
      },
    }, input.roleId, input.version);
  });
  await ctx.sessions.forgetAll();
  return role;
}

export async function changeRoleStatus(input: z.output<typeof roleStatusInput>, ctx: RequestContext): Promise<Role> {
  const role = await ctx.db.transaction().execute(async (trx) => {
    const before = await mustFind(trx, input.roleId);
    await assertRolesWithinReach(ctx, trx, [input.roleId]);
    assertSuperRoleKept(before, { status: input.status });
    const result = await trx
      .updateTable('sysRole')
      .set({ status: input.status, updatedAt: nowIso(), updatedBy: signedIn(ctx).username, version: sql`version + 1` })
      .where('roleId', '=', input.roleId)
      .where('version', '=', input.version)
      .executeTakeFirst();
    await assertUpdated(result, async () => true);
    const after = await mustFind(trx, input.roleId);
    await ctx.audit({ action: 'status', entity: 'role', entityId: input.roleId, before: { status: before.status }, after: { status: after.status } }, trx);
    return after;
  });
  await ctx.sessions.forgetAll();
  return role;
}

export async function deleteRoles(ids: number[], ctx: RequestContext): Promise<{ deleted: number }> {
  const result = await ctx.db.transaction().execute((trx) =>
    deleteRecords(ctx, trx, ids, {
      entity: 'role',
      // A role outside the caller's scope is passed over as if gone, as deleteRecords does with records.
      find: async (db, roleId) => ((await rolesOutsideScope(ctx, db, [roleId])).size > 0 ? undefined : findRole(db, roleId)),
      remove: async (db, roleId, before) => {
        assertSuperRoleKept(before, { status: Status.DISABLED });
        await assertRolesWithinReach(ctx, db, [roleId]);
        await db.deleteFrom('sysRoleMenu').where('roleId', '=', roleId).execute();
        await db.deleteFrom('sysUserRole').where('roleId', '=', roleId).execute();
        await db.deleteFrom('sysRole').where('roleId', '=', roleId).execute();
      },
    }),
  );
  await ctx.sessions.forgetAll();
  return result;
}

export async function saveRoleMenus(input: z.output<typeof roleMenusSchema>, ctx: RequestContext) {
  const menuIds = [...new Set(input.menuIds)].sort((a, b) => a - b);
  const saved = await ctx.db.transaction().execute(async (trx) => {
    await mustFind(trx, input.roleId);
    await assertRolesWithinReach(ctx, trx, [input.roleId]);
    if (menuIds.length > 0) {
      const found = await trx.selectFrom('sysMenu').select('menuId').where('menuId', 'in', menuIds).execute();
      if (found.length !== menuIds.length) throw invalid('error.unknownMenus');
    }
    const before = await roleMenuIds(trx, input.roleId);
    assertGrantable(ctx, await permsOfMenus(trx, menuIds.filter((menuId) => !before.includes(menuId))));
    const role = await mustFind(trx, input.roleId);
    if (role.roleKey === SUPER_ROLE_KEY) {
      const superMenu = await trx.selectFrom('sysMenu').select('menuId').where('menuKey', '=', SUPER_PERMISSION).executeTakeFirst();
      if (superMenu && !menuIds.includes(superMenu.menuId)) throw conflict('error.superRoleLocked');
    }
    await trx.deleteFrom('sysRoleMenu').where('roleId', '=', input.roleId).execute();
    if (menuIds.length > 0) await trx.insertInto('sysRoleMenu').values(menuIds.map((menuId) => ({ roleId: input.roleId, menuId }))).execute();
    await ctx.audit({ action: 'grant', entity: 'role', entityId: input.roleId, before: { menuIds: before }, after: { menuIds } }, trx);
    return { roleId: input.roleId, menuIds };
  });
  await ctx.sessions.forgetAll();
  return saved;
}

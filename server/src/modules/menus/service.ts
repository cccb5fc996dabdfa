import { MenuType, Permissions, SUPER_PERMISSION, type Menu, type menuSaveSchema } from '@ews/contract';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { z } from 'zod';
import { nowIso, type Db } from '../../db/connection.ts';
import { signedIn, type RequestContext } from '../../http/context.ts';
import { assertUpdated, conflict, invalid, foundOrNotFound } from '../../http/errors.ts';
import { assertGrantable } from '../auth/grants.ts';
import { findMenu, listMenus } from './queries.ts';

type MenuSave = z.output<typeof menuSaveSchema>;

const mustFind = (db: Db, menuId: number): Promise<Menu> => foundOrNotFound(findMenu(db, menuId));

/** The parent must exist, not be a button, and not be the entry itself or one of its descendants. */
async function assertValidParent(db: Db, menuId: number | undefined, parentId: number): Promise<void> {
  if (parentId === 0) return;
  const menus = await listMenus(db);
  const byId = new Map(menus.map((menu) => [menu.menuId, menu]));
  const parent = byId.get(parentId);
  if (!parent || parent.menuType === MenuType.BUTTON) throw invalid('error.menuParent');
  for (let current: Menu | undefined = parent; current; current = byId.get(current.parentId)) {
    if (current.menuId === menuId) throw invalid('error.menuParent');
    if (current.parentId === 0) break;
  }
}

/** The perms of an entry and of every entry below it: what changing or deleting it may take from the roles that hold them. */
async function permsFrom(db: Db, menuId: number): Promise<string[]> {
  const menus = await listMenus(db);
  const perms: string[] = [];
  for (let level = [menuId]; level.length > 0; ) {
    const current = menus.filter((menu) => level.includes(menu.menuId));
    perms.push(...current.map((menu) => menu.perms));
    level = menus.filter((menu) => current.some((parent) => parent.menuId === menu.parentId)).map((menu) => menu.menuId);
  }
  return perms;
}

/**
 * Nobody acts on what outranks them: changing or deleting an entry needs every permission it or an
 * entry below it carries. Its edits (a permission renamed, the entry disabled or moved) and its
 * deletion would otherwise strip those permissions, or their pages, from every role but the super
 * admin's.
 */
async function assertMenuWithinReach(ctx: RequestContext, db: Db, menuId: number): Promise<void> {
  assertGrantable(ctx, await permsFrom(db, menuId), 'error.menuOutranksYou');
}

/** The stable key seeding finds an entry by: a button's perms, else what the admin typed, else a fresh one. */
function menuKeyOf(input: MenuSave, existing?: Menu): string {
  if (input.menuKey) return input.menuKey;
  if (existing) return existing.menuKey;
  if (input.menuType === MenuType.BUTTON && input.perms) return input.perms;
  return `menu-${randomUUID()}`;
}

async function assertKeyFree(db: Db, menuKey: string, exceptMenuId?: number): Promise<void> {
  let query = db.selectFrom('sysMenu').select('menuId').where('menuKey', '=', menuKey);
  if (exceptMenuId !== undefined) query = query.where('menuId', '!=', exceptMenuId);
  if (await query.executeTakeFirst()) throw conflict('error.menuKeyExists');
}

const asFlag = (value: boolean) => (value ? 1 : 0);

export async function saveMenu(input: MenuSave, ctx: RequestContext): Promise<Menu> {
  const actor = signedIn(ctx).username;
  ctx.require(input.menuId === undefined ? Permissions.MENU_ADD : Permissions.MENU_EDIT);
  if (input.menuId !== undefined && input.version === undefined) throw invalid('validation.versionRequired');
  const menu = await ctx.db.transaction().execute(async (trx) => {
    const before = input.menuId === undefined ? undefined : await mustFind(trx, input.menuId);
    if (before?.menuKey === SUPER_PERMISSION) throw conflict('error.superRoleLocked');
    if (before) await assertMenuWithinReach(ctx, trx, before.menuId);
    assertGrantable(ctx, [input.perms]);
    await assertValidParent(trx, input.menuId, input.parentId);
    const menuKey = menuKeyOf(input, before);
    await assertKeyFree(trx, menuKey, input.menuId);
    const fields = {
      parentId: input.parentId,
      menuKey,
      name: input.name,
      path: input.path,
      component: input.component,
      redirect: input.redirect,
      metaIcon: input.metaIcon,
      menuType: input.menuType,
      perms: input.perms,
      hidden: asFlag(input.hidden),
      alwaysShow: asFlag(input.alwaysShow),
      affix: asFlag(input.affix),
      noCache: asFlag(input.noCache),
      breadcrumb: asFlag(input.breadcrumb),
      activeMenu: input.activeMenu,
      sort: input.sort,
      status: input.status,
    };
    const at = nowIso();
    if (!before) {
      const { menuId } = await trx
        .insertInto('sysMenu')
        .values({ ...fields, createdAt: at, createdBy: actor, updatedAt: at, updatedBy: actor, version: 1 })
        .returning('menuId')
        .executeTakeFirstOrThrow();
      const created = await mustFind(trx, menuId);
      await ctx.audit({ action: 'create', entity: 'menu', entityId: menuId, after: created }, trx);
      return created;
    }
    const result = await trx
      .updateTable('sysMenu')
      .set({ ...fields, updatedAt: at, updatedBy: actor, version: sql`version + 1` })
      .where('menuId', '=', before.menuId)
      .where('version', '=', input.version!)
      .executeTakeFirst();
    await assertUpdated(result, async () => true);
    const after = await mustFind(trx, before.menuId);
    await ctx.audit({ action: 'update', entity: 'menu', entityId: before.menuId, before, after }, trx);
    return after;
  });
  await ctx.sessions.forgetAll();
  return menu;
}

export async function deleteMenu(menuId: number, ctx: RequestContext): Promise<null> {
  await ctx.db.transaction().execute(async (trx) => {
    const before = await mustFind(trx, menuId);
    if (before.menuKey === SUPER_PERMISSION) throw conflict('error.superRoleLocked');
    await assertMenuWithinReach(ctx, trx, menuId);
    const child = await trx.selectFrom('sysMenu').select('menuId').where('parentId', '=', menuId).executeTakeFirst();
    if (child) throw conflict('error.menuHasChildren');
    await trx.deleteFrom('sysRoleMenu').where('menuId', '=', menuId).execute();
    await trx.deleteFrom('sysMenu').where('menuId', '=', menuId).execute();
    await ctx.audit({ action: 'delete', entity: 'menu', entityId: menuId, before }, trx);
  });
  await ctx.sessions.forgetAll();
  return null;
}

import { MenuType, Status, type Menu, type MenuTreeRow } from '@ews/contract';
import type { Db } from '../../db/connection.ts';
import type { SysMenuTable } from '../../db/schema.ts';
import type { RouteMenuRow } from './tree.ts';

const routeColumns = [
  'm.menuId',
  'm.parentId',
  'm.menuKey',
  'm.name',
  'm.path',
  'm.component',
  'm.redirect',
  'm.metaIcon',
  'm.menuType',
  'm.perms',
  'm.hidden',
  'm.alwaysShow',
  'm.affix',
  'm.noCache',
  'm.breadcrumb',
  'm.activeMenu',
  'm.sort',
] as const;

/** Every enabled directory and page: the routes a super admin gets, and the ancestors others need. */
export function listRouteMenus(db: Db): Promise<RouteMenuRow[]> {
  return db
    .selectFrom('sysMenu as m')
    .select(routeColumns)
    .where('m.status', '=', Status.ENABLED)
    .where('m.menuType', 'in', [MenuType.DIRECTORY, MenuType.PAGE])
    .execute();
}

/** The enabled directories and pages granted to a user through their enabled roles. */
export function listGrantedRouteMenus(db: Db, userId: number): Promise<RouteMenuRow[]> {
  return db
    .selectFrom('sysMenu as m')
    .innerJoin('sysRoleMenu as rm', 'rm.menuId', 'm.menuId')
    .innerJoin('sysRole as r', 'r.roleId', 'rm.roleId')
    .innerJoin('sysUserRole as ur', 'ur.roleId', 'r.roleId')
    .select(routeColumns)
    .distinct()
    .where('ur.userId', '=', userId)
    .where('r.status', '=', Status.ENABLED)
    .where('m.status', '=', Status.ENABLED)
    .where('m.menuType', 'in', [MenuType.DIRECTORY, MenuType.PAGE])
    .execute();
}

type MenuRecord = Omit<SysMenuTable, 'menuId'> & { menuId: number };

export function toMenu(row: MenuRecord): Menu {
  return { ...row, hidden: row.hidden === 1, alwaysShow: row.alwaysShow === 1, affix: row.affix === 1, noCache: row.noCache === 1, breadcrumb: row.breadcrumb === 1 };
}

export async function listMenus(db: Db): Promise<Menu[]> {
  const rows = await db.selectFrom('sysMenu').selectAll().orderBy('sort').orderBy('menuId').execute();
  return rows.map(toMenu);
}

export async function findMenu(db: Db, menuId: number): Promise<Menu | undefined> {
  const row = await db.selectFrom('sysMenu').selectAll().where('menuId', '=', menuId).executeTakeFirst();
  return row ? toMenu(row) : undefined;
}

/** Nests menus under their parents; `keep` selects rows, and their ancestors come along. */
export function nestMenus(menus: Menu[], keep: (menu: Menu) => boolean = () => true): MenuTreeRow[] {
  const byId = new Map(menus.map((menu) => [menu.menuId, menu]));
  const kept = new Set<number>();
  for (const menu of menus.filter(keep)) {
    for (let current: Menu | undefined = menu; current && !kept.has(current.menuId); current = byId.get(current.parentId)) kept.add(current.menuId);
  }
  const rows = new Map(menus.filter((menu) => kept.has(menu.menuId)).map((menu) => [menu.menuId, { ...menu, children: [] as MenuTreeRow[] }]));
  const roots: MenuTreeRow[] = [];
  for (const row of rows.values()) {
    const parent = rows.get(row.parentId);
    if (parent) parent.children.push(row);
    else roots.push(row);
  }
  return roots;
}

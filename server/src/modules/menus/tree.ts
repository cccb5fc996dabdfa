import { MenuType, type RouteEntry } from '@ews/contract';
import type { Selectable } from 'kysely';
import type { SysMenuTable } from '../../db/schema.ts';

/** The columns of a menu row its route entry is built from: all of sys_menu but status and the audit stamps. */
export type RouteMenuRow = Omit<Selectable<SysMenuTable>, 'status' | 'createdAt' | 'createdBy' | 'updatedAt' | 'updatedBy' | 'version'>;

function toEntry(row: RouteMenuRow): RouteEntry {
  return {
    menuId: row.menuId,
    parentId: row.parentId,
    path: row.menuType === MenuType.DIRECTORY && !row.path ? '#' : row.path,
    name: row.menuKey,
    component: row.component,
    ...(row.redirect ? { redirect: row.redirect } : {}),
    hidden: row.hidden === 1,
    ...(row.alwaysShow ? { alwaysShow: true } : {}),
    menuType: row.menuType,
    ...(row.perms ? { perms: row.perms } : {}),
    meta: {
      title: row.name,
      ...(row.metaIcon ? { icon: row.metaIcon } : {}),
      ...(row.affix ? { affix: true } : {}),
      ...(row.noCache ? { noCache: true } : {}),
      ...(row.breadcrumb ? {} : { breadcrumb: false }),
      ...(row.activeMenu ? { activeMenu: row.activeMenu } : {}),
    },
    children: [],
  };
}

/**
 * Nests the granted rows under their parents (0 = root), pulling in the ancestors a grant
 * needs so a page granted without its directory still has a place in the tree. Sorted by sort.
 */
export function buildRouteTree(granted: RouteMenuRow[], all: RouteMenuRow[]): RouteEntry[] {
  const byId = new Map(all.map((row) => [row.menuId, row]));
  const included = new Map<number, RouteMenuRow>();
  for (const row of granted) {
    for (let current: RouteMenuRow | undefined = row; current && !included.has(current.menuId); current = byId.get(current.parentId)) {
      included.set(current.menuId, current);
    }
  }
  const rows = [...included.values()].sort((a, b) => a.sort - b.sort || a.menuId - b.menuId);
  const entries = new Map(rows.map((row) => [row.menuId, toEntry(row)]));
  const roots: RouteEntry[] = [];
  for (const row of rows) {
    const entry = entries.get(row.menuId)!;
    const parent = entries.get(row.parentId);
    if (parent) parent.children.push(entry);
    else if (row.parentId === 0) roots.push(entry);
  }
  return roots;
}

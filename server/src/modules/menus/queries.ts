import { MenuType, Status } from '@ews/contract';
import type { Db } from '../../db/connection.ts';
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

import type { RouteEntry } from '@ews/contract';
import { STATIC_ROUTE_PATHS } from '@ews/contract/route-paths';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND_PATH } from './paths.ts';
import { CATCH_ALL_ROUTE, routeHandle, routeTable, STATIC_ROUTES, type RouteNode } from './route-table.ts';

function entry(path: string, fields: Partial<RouteEntry> = {}): RouteEntry {
  return { menuId: 1, parentId: 0, path, name: path, component: '', hidden: false, menuType: 2, meta: { title: `route.${path}` }, children: [], ...fields };
}

const deepest = (table: RouteNode[], pathname: string) => matchRoutes(table, pathname)?.at(-1)?.route;

describe('the route table', () => {
  it('holds only the static routes until the tree is loaded, then the tree and the catch-all last', () => {
    expect(routeTable([], false)).toEqual(STATIC_ROUTES);
    const tree = [entry('/system', { component: 'Layout', menuType: 1, redirect: 'noRedirect', children: [entry('user', { component: 'system/user/index' })] })];
    const table = routeTable(tree, true);
    expect(table.at(-1)).toBe(CATCH_ALL_ROUTE);
    expect(table).toBe(routeTable(tree, true));
    expect(deepest(table, '/system/user')?.view).toEqual({ kind: 'screen', component: 'system/user/index' });
    expect(routeHandle(deepest(table, '/system/user')!)?.fullPath).toBe('/system/user');
    expect(deepest(table, '/system')?.view).toEqual({ kind: 'main-layout' });
    expect(deepest(table, '/nowhere')?.view).toEqual({ kind: 'redirect', to: '/404' });
  });

  it('turns a redirect into an index redirect, lifts a child outside its parent and leaves buttons out', () => {
    const tree = [
      entry('/admin', {
        component: 'Layout',
        menuType: 1,
        redirect: '/admin/dashboard',
        children: [entry('dashboard', { component: 'admin/dashboard/index' }), entry('/elsewhere', { component: 'x/index' }), entry('add', { menuType: 3 })],
      }),
    ];
    const table = routeTable(tree, true);
    expect(deepest(table, '/admin')?.view).toEqual({ kind: 'redirect', to: '/admin/dashboard' });
    const lifted = matchRoutes(table, '/elsewhere')!;
    expect(lifted.map((match) => match.route.view?.kind)).toEqual(['main-layout', 'screen']);
    expect(deepest(table, '/admin/add')?.view).toEqual({ kind: 'redirect', to: '/404' });
  });

  it('has the static routes the server knows for the app, the 404 page aside (the server answers it with status 404)', () => {
    const paths = (routes: readonly RouteNode[]): string[] => routes.flatMap((route) => [...(route.path ? [route.path] : []), ...paths(route.children ?? [])]);
    expect(paths(STATIC_ROUTES).filter((path) => path !== NOT_FOUND_PATH).sort()).toEqual([...STATIC_ROUTE_PATHS].sort());
  });
});

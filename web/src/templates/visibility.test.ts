import type { RouteEntry } from '@ews/contract';
import { MenuType } from '@ews/contract/enums';
import { describe, expect, it } from 'vitest';
import { demoRouteList, withDemoVisibility } from './visibility.ts';

let nextId = 1;
const entry = (name: string, path: string, children: RouteEntry[] = [], menuType: number = MenuType.PAGE): RouteEntry => ({
  menuId: nextId++,
  parentId: 0,
  path,
  name,
  component: '',
  hidden: false,
  menuType,
  meta: { title: `templates.route.${name}` },
  children,
});

/** The seeded shape: the group at /templates, pages with absolute paths below it, one external link. */
const TREE: RouteEntry[] = [
  entry('Admin', 'admin', [entry('Dashboard', 'dashboard')], MenuType.DIRECTORY),
  entry(
    'Templates',
    'templates',
    [
      entry('DemoDashboard', 'dashboard'),
      entry('Permission', '/permission', [entry('PagePermission', 'page'), entry('RolePermission', 'role')], MenuType.DIRECTORY),
      entry('Nested', '/nested', [entry('Menu1', 'menu1', [entry('Menu1-1', 'menu1-1')], MenuType.DIRECTORY)], MenuType.DIRECTORY),
      entry('Icons', '/icon'),
      entry('ExternalLink', 'https://github.com/PanJiaChen/vue-element-admin'),
    ],
    MenuType.DIRECTORY,
  ),
];

const names = (entries: RouteEntry[]): string[] => entries.flatMap((item) => [item.name, ...names(item.children)]);

describe('the Templates group as each demo role sees it (SPEC §6)', () => {
  it('shows admin everything', () => {
    expect(names(withDemoVisibility(TREE, ['admin']))).toEqual(names(TREE));
  });

  it('shows editor everything but /permission', () => {
    expect(names(withDemoVisibility(TREE, ['editor']))).toEqual(names(TREE).filter((name) => !['Permission', 'PagePermission', 'RolePermission'].includes(name)));
  });

  it('shows visitor the demo dashboard only, and leaves the rest of the tree alone', () => {
    expect(names(withDemoVisibility(TREE, ['visitor']))).toEqual(['Admin', 'Dashboard', 'Templates', 'DemoDashboard']);
  });

  it('answers the routes with full paths and the roles that see each', () => {
    const routes = demoRouteList(TREE[1]!.children, '/templates');
    expect(routes.map((route) => [route.path, route.roles])).toEqual([
      ['/templates/dashboard', undefined],
      ['/permission', ['admin']],
      ['/nested', ['admin', 'editor']],
      ['/icon', ['admin', 'editor']],
      ['https://github.com/PanJiaChen/vue-element-admin', ['admin', 'editor']],
    ]);
    expect(routes[2]!.children[0]!.children[0]!.path).toBe('/nested/menu1/menu1-1');
  });
});

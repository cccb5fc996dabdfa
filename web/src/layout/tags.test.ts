import type { RouteEntry } from '@ews/contract';
import { describe, expect, it } from 'vitest';
import type { RouteNode } from '../app/route-table.ts';
import type { TagView } from '../stores/tagsView.ts';
import { affixViews, afterClosing, viewOfLocation } from './tags.ts';

function entry(path: string, fields: Partial<RouteEntry> = {}, meta: Partial<RouteEntry['meta']> = {}): RouteEntry {
  return { menuId: 1, parentId: 0, path, name: path, component: '', hidden: false, menuType: 2, meta: { title: `route.${path}`, ...meta }, children: [], ...fields };
}

const screen = (component: string) => ({ kind: 'screen' as const, component });
const view = (path: string, affix = false): TagView => ({ path, fullPath: path, title: path, affix, noCache: false });

describe('tabs', () => {
  it('takes the affix entries of the tree as fixed tabs', () => {
    const tree = [entry('admin', { menuType: 1, children: [entry('dashboard', {}, { affix: true }), entry('userCenter')] })];
    expect(affixViews(tree)).toEqual([{ path: '/admin/dashboard', fullPath: '/admin/dashboard', title: 'route.dashboard', affix: true, noCache: false }]);
  });

  it('makes the tab of a location from its deepest titled route, and none for redirect steps', () => {
    const routes: RouteNode[] = [
      {
        path: '/system',
        handle: { title: 'route.system', fullPath: '/system' },
        children: [{ path: 'audit', view: screen('system/audit'), handle: { title: 'route.audit', fullPath: '/system/audit', entry: entry('audit', {}, { noCache: true }) } }],
      },
      { path: '/redirect/*', view: screen('redirect'), handle: { title: 'route.redirect' } },
    ];
    expect(viewOfLocation(routes, '/system/audit', '?page=2')).toEqual({ path: '/system/audit', fullPath: '/system/audit?page=2', title: 'route.audit', affix: false, noCache: true });
    expect(viewOfLocation(routes, '/redirect/system/audit', '')).toBeUndefined();
    expect(viewOfLocation(routes, '/nowhere', '')).toBeUndefined();
  });

  it('makes no tab of a folder that redirects to its first page, nor of a page given a parameter it does not take', () => {
    const routes: RouteNode[] = [
      {
        path: '/table',
        view: { kind: 'main-layout' },
        handle: { title: 'route.table', fullPath: '/table' },
        children: [
          { index: true, view: { kind: 'redirect', to: '/table/complex-table' } },
          { path: 'complex-table', view: screen('templates/table/complex-table'), handle: { title: 'route.complexTable', fullPath: '/table/complex-table' } },
        ],
      },
      { path: '/example/edit/:id', view: screen('templates/example/edit'), handle: { title: 'route.editArticle', fullPath: '/example/edit/:id' } },
    ];
    expect(viewOfLocation(routes, '/table', '')).toBeUndefined();
    expect(viewOfLocation(routes, '/table/complex-table', '')?.title).toBe('route.complexTable');
    expect(viewOfLocation(routes, '/example/edit/abc', '')).toBeUndefined();
    expect(viewOfLocation(routes, '/example/edit/12', '')?.title).toBe('route.editArticle');
  });

  it('goes to the last tab left after closing the shown one, else home, or refreshes a closed dashboard', () => {
    expect(afterClosing([view('/admin/dashboard', true), view('/a')], view('/b'), '/admin/dashboard')).toEqual({ navigate: '/a' });
    expect(afterClosing([], view('/b'), '/admin/dashboard')).toEqual({ navigate: '/' });
    expect(afterClosing([], view('/admin/dashboard'), '/admin/dashboard')).toEqual({ refresh: view('/admin/dashboard') });
  });
});

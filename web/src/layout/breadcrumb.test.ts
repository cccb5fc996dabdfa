import type { RouteEntry } from '@ews/contract';
import { describe, expect, it } from 'vitest';
import type { RouteHandle } from '../app/route-table.ts';
import { breadcrumbs } from './breadcrumb.ts';

const DASHBOARD = { title: 'route.dashboard', path: '/admin/dashboard' };

function level(title: string, fullPath: string, fields: Partial<RouteEntry> = {}, meta: Partial<RouteEntry['meta']> = {}): RouteHandle {
  const entry: RouteEntry = { menuId: 1, parentId: 0, path: fullPath, name: title, component: '', hidden: false, menuType: 2, meta: { title, ...meta }, children: [], ...fields };
  return { title, fullPath, entry };
}

const shape = (handles: (RouteHandle | undefined)[]) => breadcrumbs(handles, DASHBOARD).map(({ title, to }) => [title, to]);

describe('breadcrumbs', () => {
  it('puts the dashboard first, links the levels to their redirect or path, and leaves the last as text', () => {
    expect(shape([level('System', '/system', { redirect: '/system/user' }), undefined, level('Users', '/system/user')])).toEqual([
      ['route.dashboard', '/admin/dashboard'],
      ['System', '/system/user'],
      ['Users', undefined],
    ]);
  });

  it('roots every trail in the dashboard, the screens of its own directory too', () => {
    const home = level('Home', '/admin', { redirect: '/admin/dashboard' });
    expect(shape([home, level('Dashboard', '/admin/dashboard')])).toEqual([['Dashboard', undefined]]);
    expect(shape([level('Dashboard', '/admin/dashboard')])).toEqual([['Dashboard', undefined]]);
    expect(shape([home, level('User centre', '/admin/userCenter')])).toEqual([
      ['route.dashboard', '/admin/dashboard'],
      ['User centre', undefined],
    ]);
  });

  it('shows a noRedirect level as text and leaves out breadcrumb: false', () => {
    expect(shape([level('Group', '/group', { redirect: 'noRedirect' }), level('Page', '/group/page')])).toEqual([
      ['route.dashboard', '/admin/dashboard'],
      ['Group', undefined],
      ['Page', undefined],
    ]);
    expect(shape([level('Group', '/group', {}, { breadcrumb: false }), level('Page', '/group/page'), level('Detail', '/group/page/detail')])).toEqual([
      ['route.dashboard', '/admin/dashboard'],
      ['Page', '/group/page'],
      ['Detail', undefined],
    ]);
  });

  it('is empty where nothing titled matched', () => {
    expect(breadcrumbs([undefined], DASHBOARD)).toEqual([]);
  });
});

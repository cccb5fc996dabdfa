import type { RouteEntry } from '@ews/contract';
import { describe, expect, it } from 'vitest';
import { chosenTopIndex, landingPath, topEntries, topWindowStart, visibleTopCount } from './top-menu.ts';

let nextId = 1;
function entry(path: string, fields: Partial<RouteEntry> = {}): RouteEntry {
  return { menuId: nextId++, parentId: 0, path, name: path, component: '', hidden: false, menuType: 2, meta: { title: path }, children: [], ...fields };
}

const system = entry('system', { menuType: 1, redirect: '/system/user', children: [entry('user'), entry('role')] });
const admin = entry('admin', { menuType: 1, children: [entry('dashboard'), entry('userCenter', { hidden: true })] });
const group = entry('#', { menuType: 1, children: [entry('first', { hidden: true }), entry('/elsewhere/page')] });
const tops = topEntries([admin, system, group, entry('hidden', { hidden: true }), entry('x', { menuType: 3 })]);

describe('top menu', () => {
  it('fits (width − 620) / 96 items, at least one', () => {
    expect(visibleTopCount(1000)).toBe(3);
    expect(visibleTopCount(1400)).toBe(8);
    expect(visibleTopCount(800)).toBe(1);
    expect(visibleTopCount(500)).toBe(1);
  });

  it('keeps the window within the list and moves it to show the chosen item', () => {
    expect(topWindowStart(5, 4, 3)).toBe(1);
    expect(topWindowStart(-1, 4, 3)).toBe(0);
    expect(topWindowStart(0, 6, 3, 4)).toBe(2);
    expect(topWindowStart(3, 6, 3, 1)).toBe(1);
    expect(topWindowStart(1, 6, 3, 2)).toBe(1);
  });

  it('lists the visible top-level entries only', () => {
    expect(tops.map((top) => top.fullPath)).toEqual(['/admin', '/system', `/group-${group.menuId}`]);
  });

  it('finds the section of a page, hidden pages and absolute paths below it included', () => {
    expect(chosenTopIndex(tops, '/system/role')).toBe(1);
    expect(chosenTopIndex(tops, '/admin/userCenter')).toBe(0);
    expect(chosenTopIndex(tops, '/elsewhere/page')).toBe(2);
    expect(chosenTopIndex(tops, '/systems')).toBe(-1);
  });

  it('lands on the redirect, else the first listed page below', () => {
    expect(landingPath(system, '/system')).toBe('/system/user');
    expect(landingPath(admin, '/admin')).toBe('/admin/dashboard');
    expect(landingPath(group, `/group-${group.menuId}`)).toBe('/elsewhere/page');
  });
});

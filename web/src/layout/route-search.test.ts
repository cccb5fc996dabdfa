import type { RouteEntry } from '@ews/contract';
import { describe, expect, it } from 'vitest';
import { pageIndex, searchablePages, searchPages, SEARCH_OPTIONS } from './route-search.ts';
import { withSpokenTitles } from './title-pinyin.ts';

let nextId = 1;
function entry(path: string, title: string, fields: Partial<RouteEntry> = {}): RouteEntry {
  return { menuId: nextId++, parentId: 0, path, name: path, component: '', hidden: false, menuType: 2, meta: { title }, children: [], ...fields };
}

const TITLES: Record<string, string> = { 'route.system': '系统管理', 'route.systemUser': '用户管理', 'route.systemMenu': '菜单管理' };
const entries = [
  entry('system', 'route.system', {
    menuType: 1,
    redirect: '/system/user',
    children: [entry('user', 'route.systemUser', { children: [entry('', 'Add', { menuType: 3 })] }), entry('menu', 'route.systemMenu'), entry('secret', 'Secret', { hidden: true })],
  }),
  entry('nested', 'Nested', { menuType: 1, redirect: 'noRedirect', children: [entry('leaf', 'Leaf page')] }),
];
const pages = searchablePages(entries, (title) => TITLES[title] ?? title);

describe('header search', () => {
  it('offers the listed pages and the directories that redirect, titled after their parents', () => {
    expect(pages).toEqual([
      { path: '/system', title: ['系统管理'] },
      { path: '/system/user', title: ['系统管理', '用户管理'] },
      { path: '/system/menu', title: ['系统管理', '菜单管理'] },
      { path: '/nested/leaf', title: ['Nested', 'Leaf page'] },
    ]);
  });

  it('weighs titles 0.7 and paths 0.3, threshold 0.4', () => {
    expect(SEARCH_OPTIONS.keys).toEqual([
      { name: 'title', weight: 0.7 },
      { name: 'path', weight: 0.3 },
    ]);
    expect(SEARCH_OPTIONS.threshold).toBe(0.4);
  });

  it('finds by a title in the current language and by path', () => {
    const index = pageIndex(pages);
    expect(searchPages(index, '菜单')[0]?.path).toBe('/system/menu');
    expect(searchPages(index, 'leaf')[0]?.path).toBe('/nested/leaf');
    expect(searchPages(index, '/system/user')[0]?.path).toBe('/system/user');
    expect(searchPages(index, '   ')).toEqual([]);
  });

  it('answers a pattern of up to 32 characters, and nothing to a longer one', () => {
    const index = pageIndex(pages);
    expect(searchPages(index, `leaf page${' '.repeat(30)}`).map((page) => page.path)).toContain('/nested/leaf');
    expect(searchPages(index, `leaf page${'e'.repeat(31)}`)).toEqual([]);
  });

  it('finds a Chinese title by its pinyin, in full or by initials, once the pinyin is there', () => {
    const alerts = [...pages, { path: '/surveillance/alertList', title: ['监测预警', '预警信息'] }];
    expect(searchPages(pageIndex(alerts), 'yujing')).toEqual([]);
    const index = pageIndex(withSpokenTitles(alerts));
    expect(searchPages(index, 'yujing')[0]?.path).toBe('/surveillance/alertList');
    expect(searchPages(index, 'yjxx')[0]?.path).toBe('/surveillance/alertList');
    expect(searchPages(index, 'caidan')[0]?.path).toBe('/system/menu');
    expect(searchPages(index, 'yhgl')[0]?.path).toBe('/system/user');
    expect(searchPages(index, 'leaf')[0]?.path).toBe('/nested/leaf');
  });
});

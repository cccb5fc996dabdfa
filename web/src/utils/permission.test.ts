import { MenuType } from '@ews/contract/enums';
import { describe, expect, it } from 'vitest';
import { checkPermission, checkRole, menuEntriesWithinReach, permissionTitleKeys, permissionTitles, PERMISSION_VALUES_REQUIRED, ROLE_VALUES_REQUIRED } from './permission.ts';

describe('permission guard', () => {
  it('shows an element to holders of one of the listed permissions', () => {
    expect(checkPermission(['system:user:add'], ['system:user:add', 'system:user:edit'])).toBe(true);
    expect(checkPermission(['system:user:list'], ['system:user:add'])).toBe(false);
    expect(checkPermission([], ['system:user:add'])).toBe(false);
  });

  it("shows everything to '*:*:*'", () => {
    expect(checkPermission(['*:*:*'], ['system:menu:delete'])).toBe(true);
  });

  it('refuses an empty list with the Chinese request for values', () => {
    expect(() => checkPermission(['*:*:*'], [])).toThrow(PERMISSION_VALUES_REQUIRED);
    expect(PERMISSION_VALUES_REQUIRED).toBe('请设置操作权限标签值');
  });
});

describe('menu entries within reach', () => {
  interface Entry {
    menuId: number;
    perms: string;
    children: Entry[];
  }
  const entry = (menuId: number, perms: string, children: Entry[] = []): Entry => ({ menuId, perms, children });
  const tree = [
    entry(1, '', [
      entry(2, 'system:menu:list', [entry(3, 'system:menu:edit')]),
      entry(4, 'system:audit:list'),
      entry(5, 'system:notification:list', [entry(6, 'system:notification:add')]),
    ]),
    entry(7, '*:*:*'),
  ];

  it('offers a menu administrator the entries whose permissions, and those below, they hold; not the directory above one they lack', () => {
    expect([...menuEntriesWithinReach(['system:menu:list', 'system:menu:edit', 'system:notification:list'], tree)].sort()).toEqual([2, 3]);
  });

  it("offers everything to '*:*:*', and the all-permissions entry to nobody else", () => {
    expect(menuEntriesWithinReach(['*:*:*'], tree).size).toBe(7);
    expect(menuEntriesWithinReach(['system:audit:list'], tree).has(7)).toBe(false);
  });
});

describe('role guard', () => {
  it('shows an element to role admin or a listed role', () => {
    expect(checkRole(['admin'], ['editor'])).toBe(true);
    expect(checkRole(['editor'], ['editor', 'visitor'])).toBe(true);
    expect(checkRole(['visitor'], ['editor'])).toBe(false);
  });

  it('refuses an empty list', () => {
    expect(() => checkRole(['admin'], [])).toThrow(ROLE_VALUES_REQUIRED);
    expect(ROLE_VALUES_REQUIRED).toBe('请设置角色权限标签值');
  });
});

describe('permissionTitles', () => {
  it('names a page permission by its page, a button by its page and its own title', () => {
    const entry = (title: string, menuType: number, perms?: string, children: Parameters<typeof permissionTitles>[0] = []) => ({ meta: { title }, menuType, perms, children });
    const tree = [entry('route.surveillance', MenuType.DIRECTORY, undefined, [entry('route.alertList', MenuType.PAGE, 'alert:list', [entry('button.close', MenuType.BUTTON, 'alert:close')])])];
    expect(Object.fromEntries(permissionTitles(tree))).toEqual({ 'alert:list': ['route.alertList'], 'alert:close': ['route.alertList', 'button.close'] });
  });
});

describe('permissionTitleKeys', () => {
  it('names a button the route tree leaves out by its page and its action', () => {
    const titles = new Map([['system:user:list', ['route.user']]]);
    expect(permissionTitleKeys('system:user:list', titles)).toEqual(['route.user']);
    expect(permissionTitleKeys('system:user:add', titles)).toEqual(['route.user', 'button.add']);
    expect(permissionTitleKeys('system:user:resetPwd', titles)).toEqual(['route.user', 'button.resetPassword']);
    expect(permissionTitleKeys('other:thing:add', titles)).toBeUndefined();
  });
});

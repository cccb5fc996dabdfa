import { Codes, endpoints, SUPER_PERMISSION, type MenuTreeRow } from '@ews/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf } from '../support/codes.ts';
import { startServer, type TestServer } from '../support/harness.ts';

const flatten = (rows: MenuTreeRow[]): MenuTreeRow[] => rows.flatMap((row) => [row, ...flatten(row.children)]);

describe('nobody grants more than they hold', () => {
  let server: TestServer;
  let admin: string;
  let editor: string;
  let editorId: number;
  let menus: MenuTreeRow[];
  let superRoleId: number;
  let editorRoleId: number;
  beforeAll(async () => {
    server = await startServer();
    admin = await server.signIn();
    menus = flatten(await server.call(endpoints.menuTreeRoot, {}, { token: admin }));
    const byKey = (key: string) => menus.find((menu) => menu.menuKey === key)!.menuId;
    const role = await server.call(endpoints.roleSave, { roleKey: 'user-editor', name: 'User editor' }, { token: admin });
    editorRoleId = role.roleId;
    await server.call(endpoints.roleSaveMenus, { roleId: role.roleId, menuIds: [byKey('SystemUser'), byKey('system:user:edit'), byKey('SystemRole'), byKey('system:role:grant'), byKey('SystemMenu'), byKey('system:menu:edit')] }, { token: admin });
    const user = await server.call(endpoints.userSave, { username: 'editor', name: 'Editor', password: 'Passw0rd-x', roleIds: [role.roleId] }, { token: admin });
    editorId = user.userId;
    editor = await server.signIn('editor', 'Passw0rd-x');
    superRoleId = (await server.call(endpoints.roleList, { roleKey: 'admin' }, { token: admin })).list[0]!.roleId;
  });
  afterAll(() => server.close());

  it('a user editor cannot give anyone, themselves included, the super admin role', async () => {
    const self = await server.call(endpoints.userGet, { userId: editorId }, { token: admin });
    const attempt = { ...self, roleIds: [editorRoleId, superRoleId] };
    expect(await codeOf(server.call(endpoints.userSave, attempt, { token: editor }))).toBe(Codes.FORBIDDEN);
    expect((await server.call(endpoints.info, {}, { token: editor })).permissions).not.toContain(SUPER_PERMISSION);
  });

  it('setting a password through an edit needs the reset-password permission', async () => {
    const self = await server.call(endpoints.userGet, { userId: editorId }, { token: admin });
    expect(await codeOf(server.call(endpoints.userSave, { ...self, roleIds: [editorRoleId], password: 'Other-pass-1' }, { token: editor }))).toBe(Codes.FORBIDDEN);
  });

  it('a role granter cannot grant the all-permissions entry or permissions they lack', async () => {
    const superMenu = menus.find((menu) => menu.menuKey === SUPER_PERMISSION)!.menuId;
    const auditMenu = menus.find((menu) => menu.menuKey === 'SystemAudit')!.menuId;
    const current = (await server.call(endpoints.roleMenus, { roleId: editorRoleId }, { token: admin })).menuIds;
    expect(await codeOf(server.call(endpoints.roleSaveMenus, { roleId: editorRoleId, menuIds: [...current, superMenu] }, { token: editor }))).toBe(Codes.FORBIDDEN);
    expect(await codeOf(server.call(endpoints.roleSaveMenus, { roleId: editorRoleId, menuIds: [...current, auditMenu] }, { token: editor }))).toBe(Codes.FORBIDDEN);
  });

  it('a menu editor cannot turn a menu entry into a permission they lack, nor touch the all-permissions entry', async () => {
    const usersPage = await server.call(endpoints.menuGet, { menuId: menus.find((menu) => menu.menuKey === 'SystemUser')!.menuId }, { token: admin });
    expect(await codeOf(server.call(endpoints.menuSave, { ...usersPage, perms: SUPER_PERMISSION }, { token: editor }))).toBe(Codes.FORBIDDEN);
    const superEntry = await server.call(endpoints.menuGet, { menuId: menus.find((menu) => menu.menuKey === SUPER_PERMISSION)!.menuId }, { token: admin });
    expect(await codeOf(server.call(endpoints.menuSave, { ...superEntry, status: 0 }, { token: admin }))).toBe(Codes.CONFLICT);
    expect(await codeOf(server.call(endpoints.menuDelete, { menuId: superEntry.menuId }, { token: admin }))).toBe(Codes.CONFLICT);
  });

  it('the super admin role keeps its all-permissions entry', async () => {
    const current = (await server.call(endpoints.roleMenus, { roleId: superRoleId }, { token: admin })).menuIds;
    expect(await codeOf(server.call(endpoints.roleSaveMenus, { roleId: superRoleId, menuIds: current.slice(1) }, { token: admin }))).toBe(Codes.CONFLICT);
  });
});

describe('hostile bytes get a 4xx envelope', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  it('a malformed language cookie falls back instead of failing', async () => {
    const { status, body } = await server.raw(endpoints.info, {}, { headers: { cookie: 'language=%' } });
    expect(status).toBe(401);
    expect(body).toMatchObject({ code: 40100, msg: 'Please sign in first' });
  });

  it('a NUL character in any text field is refused naming the field, on both databases', async () => {
    const token = await server.signIn();
    const search = await server.raw(endpoints.sourceList, { keyword: 'a\u0000b' }, { token });
    expect(search.status).toBe(400);
    expect(search.body.msg).toContain('keyword');
    const login = await server.raw(endpoints.login, { username: 'ad\u0000min', password: 'x' });
    expect(login.status).toBe(400);
    expect(login.body.msg).toContain('username');
  });
});

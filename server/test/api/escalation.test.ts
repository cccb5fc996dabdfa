import { Codes, endpoints, FIELD_LABELS, SUPER_PERMISSION, textMessages, type MenuTreeRow } from '@ews/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, refusal } from '../support/codes.ts';
import { startServer, TEST_ADMIN_PASSWORD, type TestServer } from '../support/harness.ts';
import { signInUserAdministrator } from '../support/users.ts';

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
    await server.call(endpoints.roleSaveMenus, { roleId: role.roleId, menuIds: [byKey('SystemUser'), byKey('system:user:edit'), byKey('SystemRole'), byKey('system:role:grant'), byKey('system:role:edit'), byKey('system:role:delete'), byKey('SystemMenu'), byKey('system:menu:edit')] }, { token: admin });
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

  it('a role administrator cannot reshape, disable or delete a role that grants more than they hold', async () => {
    const auditMenu = menus.find((menu) => menu.menuKey === 'SystemAudit')!.menuId;
    const auditor = await server.call(endpoints.roleSave, { roleKey: 'auditor', name: 'Auditor' }, { token: admin });
    await server.call(endpoints.roleSaveMenus, { roleId: auditor.roleId, menuIds: [auditMenu] }, { token: admin });
    const storedAuditor = async () => (await server.call(endpoints.roleList, { roleKey: 'auditor' }, { token: admin })).list[0]!;
    const stored = await storedAuditor();
    const attempts = [
      () => server.call(endpoints.roleSave, { ...stored, name: 'Renamed' }, { token: editor }),
      () => server.call(endpoints.roleStatus, { roleId: auditor.roleId, status: 0, version: stored.version }, { token: editor }),
      () => server.call(endpoints.roleSaveMenus, { roleId: auditor.roleId, menuIds: [] }, { token: editor }),
      () => server.call(endpoints.roleDelete, { ids: String(auditor.roleId) }, { token: editor }),
    ];
    for (const attempt of attempts) {
      const refused = await refusal(attempt());
      expect(refused.code).toBe(Codes.FORBIDDEN);
      expect(refused.message).toBe(textMessages['error.roleOutranksYou'].en);
    }
    expect(await storedAuditor()).toEqual(stored);
    expect((await server.call(endpoints.roleMenus, { roleId: auditor.roleId }, { token: admin })).menuIds).toEqual([auditMenu]);
  });

  it('the super admin role keeps its all-permissions entry', async () => {
    const current = (await server.call(endpoints.roleMenus, { roleId: superRoleId }, { token: admin })).menuIds;
    expect(await codeOf(server.call(endpoints.roleSaveMenus, { roleId: superRoleId, menuIds: current.slice(1) }, { token: admin }))).toBe(Codes.CONFLICT);
  });
});

describe('a user administrator cannot take over a super admin', () => {
  const SECOND_ADMIN_PASSWORD = 'Second-admin-1';
  let server: TestServer;
  let admin: string;
  let userAdmin: string;
  let adminId: number;
  let secondAdminId: number;
  let superRoleId: number;
  beforeAll(async () => {
    server = await startServer();
    admin = await server.signIn();
    superRoleId = (await server.call(endpoints.roleList, { roleKey: 'admin' }, { token: admin })).list[0]!.roleId;
    userAdmin = (await signInUserAdministrator(server, admin)).token;
    adminId = (await server.call(endpoints.userList, { username: 'admin' }, { token: admin })).list.find((user) => user.username === 'admin')!.userId;
    const second = await server.call(endpoints.userSave, { username: 'admin2', name: 'Second admin', password: SECOND_ADMIN_PASSWORD, roleIds: [superRoleId] }, { token: admin });
    secondAdminId = second.userId;
  });
  afterAll(() => server.close());

  const secondAdmin = () => server.call(endpoints.userGet, { userId: secondAdminId }, { token: admin });

  it('cannot reset a second super admin’s password and sign in as them', async () => {
    const refused = await refusal(server.call(endpoints.userResetPassword, { userId: secondAdminId, password: 'Taken-over-1' }, { token: userAdmin }));
    expect(refused.code).toBe(Codes.FORBIDDEN);
    expect(await codeOf(server.signIn('admin2', 'Taken-over-1'))).toBe(Codes.BAD_CREDENTIALS);
    const stillTheirs = await server.signIn('admin2', SECOND_ADMIN_PASSWORD);
    expect((await server.call(endpoints.info, {}, { token: stillTheirs })).permissions).toContain(SUPER_PERMISSION);
  });

  it('cannot set a super admin’s password through an edit either', async () => {
    const target = await secondAdmin();
    const attempt = { ...target, roleIds: [superRoleId], password: 'Taken-over-2' };
    expect(await codeOf(server.call(endpoints.userSave, attempt, { token: userAdmin }))).toBe(Codes.FORBIDDEN);
    expect(await codeOf(server.signIn('admin2', 'Taken-over-2'))).toBe(Codes.BAD_CREDENTIALS);
  });

  it('cannot rename a super admin or strip their role', async () => {
    const target = await secondAdmin();
    expect(await codeOf(server.call(endpoints.userSave, { ...target, name: 'Renamed', roleIds: [superRoleId] }, { token: userAdmin }))).toBe(Codes.FORBIDDEN);
    expect(await codeOf(server.call(endpoints.userSave, { ...target, roleIds: [] }, { token: userAdmin }))).toBe(Codes.FORBIDDEN);
    expect(await secondAdmin()).toEqual(target);
  });

  it('cannot disable admin, whose session goes on', async () => {
    expect(await codeOf(server.call(endpoints.userStatus, { userId: adminId, status: 0 }, { token: userAdmin }))).toBe(Codes.FORBIDDEN);
    expect((await server.call(endpoints.info, {}, { token: admin })).permissions).toContain(SUPER_PERMISSION);
    expect(await codeOf(server.signIn('admin', TEST_ADMIN_PASSWORD))).toBe(200);
  });

  it('cannot delete a super admin while another remains, alone or among accounts it may delete', async () => {
    const clerk = await server.call(endpoints.userSave, { username: 'clerk', name: 'Clerk', password: 'Passw0rd-x', roleIds: [] }, { token: admin });
    expect(await codeOf(server.call(endpoints.userDelete, { ids: String(secondAdminId) }, { token: userAdmin }))).toBe(Codes.FORBIDDEN);
    expect(await codeOf(server.call(endpoints.userDelete, { ids: `${clerk.userId},${secondAdminId}` }, { token: userAdmin }))).toBe(Codes.FORBIDDEN);
    expect((await secondAdmin()).roles.map((role) => role.roleId)).toEqual([superRoleId]);
    expect((await server.call(endpoints.userGet, { userId: clerk.userId }, { token: admin })).username).toBe('clerk');
  });

  it('says why, in the caller’s language', async () => {
    for (const language of ['en', 'zh', 'es', 'ja'] as const) {
      const refused = await refusal(server.call(endpoints.userStatus, { userId: secondAdminId, status: 0 }, { token: userAdmin, headers: { cookie: `language=${language}` } }));
      expect(refused.message).toBe(textMessages['error.accountOutranksYou'][language]);
    }
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
    expect(search.body.msg).toContain(FIELD_LABELS.keyword.en);
    const login = await server.raw(endpoints.login, { username: 'ad\u0000min', password: 'x' });
    expect(login.status).toBe(400);
    expect(login.body.msg).toContain(FIELD_LABELS.username.en);
  });
});

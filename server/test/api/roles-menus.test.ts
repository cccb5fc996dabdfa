import { Codes, endpoints, MenuType, type MenuTreeRow } from '@ews/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, refusal } from '../support/codes.ts';
import { startServer, type TestServer } from '../support/harness.ts';

const flatten = (rows: MenuTreeRow[]): MenuTreeRow[] => rows.flatMap((row) => [row, ...flatten(row.children)]);

describe('roles and menus', () => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    server = await startServer();
    admin = await server.signIn();
  });
  afterAll(() => server.close());

  it('a role granted a page and one button gives its user exactly that menu and that permission', async () => {
    const tree = flatten(await server.call(endpoints.menuTreeRoot, {}, { token: admin }));
    const byKey = (key: string) => tree.find((menu) => menu.menuKey === key)!;
    const role = await server.call(endpoints.roleSave, { roleKey: 'auditor', name: 'Auditor' }, { token: admin });
    const grant = [byKey('Admin').menuId, byKey('Dashboard').menuId, byKey('SystemUser').menuId, byKey('system:user:add').menuId];
    await server.call(endpoints.roleSaveMenus, { roleId: role.roleId, menuIds: grant }, { token: admin });
    expect((await server.call(endpoints.roleMenus, { roleId: role.roleId }, { token: admin })).menuIds).toEqual([...grant].sort((a, b) => a - b));

    await server.call(endpoints.userSave, { username: 'audrey', name: 'Audrey', password: 'Passw0rd-x', roleIds: [role.roleId] }, { token: admin });
    const token = await server.signIn('audrey', 'Passw0rd-x');
    const info = await server.call(endpoints.info, {}, { token });
    expect(info.permissions).toEqual(['dashboard:view', 'system:user:add', 'system:user:list']);
    const routes = await server.call(endpoints.getMenuTreeByUser, {}, { token });
    expect(routes.map((r) => r.name)).toEqual(['Admin', 'System']);
    expect(routes[1]?.children.map((r) => r.name)).toEqual(['SystemUser']);
    expect(await codeOf(server.call(endpoints.userList, {}, { token }))).toBe(200);
    expect(await codeOf(server.call(endpoints.roleList, {}, { token }))).toBe(Codes.FORBIDDEN);
    // add is granted but edit is not: sysuser/update adds, and refuses an update
    const added = await server.call(endpoints.userSave, { username: 'x-user', name: 'X', password: 'Passw0rd-x' }, { token });
    expect(await codeOf(server.call(endpoints.userSave, { ...added, roleIds: [], name: 'Y' }, { token }))).toBe(Codes.FORBIDDEN);
  });

  it('disabling a role takes its menus and permissions away at once', async () => {
    const role = await server.call(endpoints.roleSave, { roleKey: 'temp', name: 'Temp' }, { token: admin });
    const tree = flatten(await server.call(endpoints.menuTreeRoot, {}, { token: admin }));
    await server.call(endpoints.roleSaveMenus, { roleId: role.roleId, menuIds: [tree.find((m) => m.menuKey === 'SystemAudit')!.menuId] }, { token: admin });
    await server.call(endpoints.userSave, { username: 'tess', name: 'Tess', password: 'Passw0rd-x', roleIds: [role.roleId] }, { token: admin });
    const token = await server.signIn('tess', 'Passw0rd-x');
    expect(await codeOf(server.call(endpoints.auditList, {}, { token }))).toBe(200);
    await server.call(endpoints.roleStatus, { roleId: role.roleId, status: 0, version: role.version }, { token: admin });
    expect(await codeOf(server.call(endpoints.auditList, {}, { token }))).toBe(Codes.FORBIDDEN);
  });

  it('protects the super admin role and refuses duplicate keys and stale versions', async () => {
    const roles = await server.call(endpoints.roleList, {}, { token: admin });
    const superRole = roles.list.find((role) => role.roleKey === 'admin')!;
    expect((await refusal(server.call(endpoints.roleDelete, { ids: String(superRole.roleId) }, { token: admin }))).message).toMatch(/super admin role/);
    expect(await codeOf(server.call(endpoints.roleStatus, { roleId: superRole.roleId, status: 0, version: superRole.version }, { token: admin }))).toBe(Codes.CONFLICT);
    expect(await codeOf(server.call(endpoints.roleSave, { roleKey: 'viewer', name: 'Again' }, { token: admin }))).toBe(Codes.CONFLICT);
    const role = await server.call(endpoints.roleSave, { roleKey: 'stale', name: 'Stale' }, { token: admin });
    await server.call(endpoints.roleSave, { ...role, name: 'First' }, { token: admin });
    expect(await codeOf(server.call(endpoints.roleSave, { ...role, name: 'Second' }, { token: admin }))).toBe(Codes.CONFLICT);
    expect((await server.call(endpoints.roleList, { roleKey: 'stale' }, { token: admin })).list[0]?.name).toBe('First');
    expect(await server.call(endpoints.roleDelete, { ids: String(role.roleId) }, { token: admin })).toEqual({ deleted: 1 });
  });

  it('adds, edits and deletes menu entries; a parent with children cannot be deleted', async () => {
    const dir = await server.call(endpoints.menuSave, { parentId: 0, menuType: MenuType.DIRECTORY, name: 'Field work', path: 'field', component: 'Layout' }, { token: admin });
    const child = await server.call(
      endpoints.menuSave,
      { parentId: dir.menuId, menuType: MenuType.PAGE, name: 'Trips', path: 'trips', component: 'field/trips', noCache: true, menuKey: 'FieldTrips' },
      { token: admin },
    );
    expect(await server.call(endpoints.menuGet, { menuId: child.menuId }, { token: admin })).toMatchObject({ noCache: true, breadcrumb: true, menuKey: 'FieldTrips' });
    const refused = await refusal(server.call(endpoints.menuDelete, { menuId: dir.menuId }, { token: admin }));
    expect(refused.code).toBe(Codes.CONFLICT);
    expect(refused.message).toMatch(/has children/);
    expect((await refusal(server.call(endpoints.menuSave, { ...dir, parentId: child.menuId }, { token: admin }))).message).toMatch(/own ancestor/);
    const renamed = await server.call(endpoints.menuSave, { ...child, name: 'Field trips' }, { token: admin });
    expect(renamed.version).toBe(2);
    expect(await codeOf(server.call(endpoints.menuSave, { ...child, name: 'Stale' }, { token: admin }))).toBe(Codes.CONFLICT);
    const filtered = flatten(await server.call(endpoints.menuList, { name: 'field trips' }, { token: admin }));
    expect(filtered.map((m) => m.name)).toEqual(['Field work', 'Field trips']);
    await server.call(endpoints.menuDelete, { menuId: child.menuId }, { token: admin });
    await server.call(endpoints.menuDelete, { menuId: dir.menuId }, { token: admin });
    expect(await codeOf(server.call(endpoints.menuGet, { menuId: dir.menuId }, { token: admin }))).toBe(Codes.NOT_FOUND);
  });

  it('takes an external link only as a well-formed URL (http, https, ftp with a host), or mailto: and tel:', async () => {
    const link = (path: string) => server.call(endpoints.menuSave, { parentId: 0, menuType: MenuType.PAGE, name: `Link ${path}`, path }, { token: admin });
    expect((await link('https://www.who.int/emergencies')).path).toBe('https://www.who.int/emergencies');
    expect((await link('mailto:duty@cdc.example.org')).path).toBe('mailto:duty@cdc.example.org');
    for (const bad of ['javascript:alert(1)', 'https://nohost', 'htp://who.int']) {
      const refused = await refusal(link(bad));
      expect(refused.code, bad).toBe(Codes.VALIDATION);
      expect(refused.message, bad).toContain('path: A link inside the console, mailto:, tel:, or a URL starting with http://');
    }
  });

  it('a new menu entry shows in the routes of a user whose role has it, at the next refresh', async () => {
    const page = await server.call(endpoints.menuSave, { parentId: 0, menuType: MenuType.PAGE, name: 'Notices', path: 'notices', component: 'notices/index' }, { token: admin });
    const viewerRole = (await server.call(endpoints.roleList, { roleKey: 'viewer' }, { token: admin })).list[0]!;
    const current = await server.call(endpoints.roleMenus, { roleId: viewerRole.roleId }, { token: admin });
    await server.call(endpoints.userSave, { username: 'vic', name: 'Vic', password: 'Passw0rd-x', roleIds: [viewerRole.roleId] }, { token: admin });
    const token = await server.signIn('vic', 'Passw0rd-x');
    expect((await server.call(endpoints.getMenuTreeByUser, {}, { token })).map((r) => r.path)).not.toContain('notices');
    await server.call(endpoints.roleSaveMenus, { roleId: viewerRole.roleId, menuIds: [...current.menuIds, page.menuId] }, { token: admin });
    expect((await server.call(endpoints.getMenuTreeByUser, {}, { token })).map((r) => r.path)).toContain('notices');
  });
});

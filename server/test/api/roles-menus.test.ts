import { Codes, endpoints, MenuType, textMessages, type MenuTreeRow } from '@ews/contract';
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

/*
 * Scoped administrators: nobody acts on what outranks them. A menu administrator of one province
 * who lacks the notification and audit permissions, and a role administrator of one province,
 * against entries and roles that reach beyond what they hold.
 */
describe('a province administrator acts only on the menus and roles within reach', () => {
  const PASSWORD = 'Province-admin-2026';
  let server: TestServer;
  let admin: string;
  let byKey: (key: string) => MenuTreeRow;
  beforeAll(async () => {
    server = await startServer();
    admin = await server.signIn();
    const tree = flatten(await server.call(endpoints.menuTreeRoot, {}, { token: admin }));
    byKey = (key) => tree.find((menu) => menu.menuKey === key)!;
  });
  afterAll(() => server.close());

  /** A role granting these menu entries, scoped to its holders' jurisdiction, and a user of `divisionCodes` holding it, signed in. */
  async function administrator(username: string, menuKeys: string[], divisionCodes: string[]): Promise<string> {
    const role = await server.call(endpoints.roleSave, { roleKey: `${username}-role`, name: username, dataScope: 'subtree' }, { token: admin });
    await server.call(endpoints.roleSaveMenus, { roleId: role.roleId, menuIds: menuKeys.map((key) => byKey(key).menuId) }, { token: admin });
    await server.call(endpoints.userSave, { username, name: username, password: PASSWORD, roleIds: [role.roleId], divisionCodes }, { token: admin });
    return server.signIn(username, PASSWORD);
  }

  it('a menu administrator cannot change or delete an entry carrying permissions they lack, nor one above it; what they hold is theirs', async () => {
    const token = await administrator('qhmenus', ['System', 'SystemMenu', 'system:menu:add', 'system:menu:edit', 'system:menu:delete'], ['630000']);
    for (const key of ['SystemNotification', 'SystemAudit', 'system:notification:add', 'System']) {
      const stored = await server.call(endpoints.menuGet, { menuId: byKey(key).menuId }, { token: admin });
      const attempts = {
        rename: () => server.call(endpoints.menuSave, { ...stored, name: 'Renamed' }, { token }),
        'strip the permission': () => server.call(endpoints.menuSave, { ...stored, perms: 'system:menu:list' }, { token }),
        disable: () => server.call(endpoints.menuSave, { ...stored, status: 0 }, { token }),
        delete: () => server.call(endpoints.menuDelete, { menuId: stored.menuId }, { token }),
      };
      for (const [attempt, call] of Object.entries(attempts)) {
        const refused = await refusal(call());
        expect([key, attempt, refused.code, refused.message]).toEqual([key, attempt, Codes.FORBIDDEN, textMessages['error.menuOutranksYou'].en]);
      }
      expect(await server.call(endpoints.menuGet, { menuId: stored.menuId }, { token: admin })).toEqual(stored);
    }
    expect(await codeOf(server.call(endpoints.menuSave, { ...(await server.call(endpoints.menuGet, { menuId: byKey('SystemMenu').menuId }, { token: admin })), name: 'Menus' }, { token }))).toBe(200);
    const added = await server.call(endpoints.menuSave, { parentId: byKey('System').menuId, menuType: MenuType.PAGE, name: 'Menu notes', path: 'menu-notes', component: 'system/menuNotes', perms: 'system:menu:list' }, { token });
    expect((await server.call(endpoints.menuSave, { ...added, name: 'Menu notes, kept' }, { token })).version).toBe(2);
    expect(await codeOf(server.call(endpoints.menuDelete, { menuId: added.menuId }, { token }))).toBe(200);
  });

  it('a role administrator cannot re-scope, disable, regrant or delete a role reaching outside the province, and does not see it listed', async () => {
    const token = await administrator('qhroles', ['System', 'SystemRole', 'system:role:add', 'system:role:edit', 'system:role:delete', 'system:role:grant'], ['630000']);
    const roleOf = async (roleKey: string) => (await server.call(endpoints.roleList, { roleKey }, { token: admin })).list.find((role) => role.roleKey === roleKey)!;
    const viewer = await roleOf('viewer');
    const holder = async (username: string, roleId: number, divisionCodes: string[]) =>
      server.call(endpoints.userSave, { username, name: username, password: PASSWORD, roleIds: [roleId], divisionCodes }, { token: admin });
    // The viewer role of the whole console, held in Fujian and in Qinghai.
    await holder('fjviewer', viewer.roleId, ['350000']);
    await holder('qhviewer', viewer.roleId, ['630000']);
    const fujianViewer = await server.signIn('fjviewer', PASSWORD);
    const fujianScope = await server.call(endpoints.profileScope, {}, { token: fujianViewer });
    await server.call(endpoints.roleSave, { roleKey: 'national-viewer', name: 'National viewer', dataScope: 'all' }, { token: admin });
    await server.call(endpoints.roleSave, { roleKey: 'fujian-watch', name: 'Fujian watch', dataScope: 'custom', scopeDivisions: ['350000'] }, { token: admin });
    const fujianHeld = await server.call(endpoints.roleSave, { roleKey: 'fujian-staff', name: 'Fujian staff', dataScope: 'subtree' }, { token: admin });
    await holder('fjstaff', fujianHeld.roleId, ['350100']);
    const qinghai = await server.call(endpoints.roleSave, { roleKey: 'qinghai-staff', name: 'Qinghai staff', dataScope: 'subtree' }, { token: admin });
    await holder('qhstaff', qinghai.roleId, ['632800']);

    const listed = (await server.call(endpoints.roleList, { page: 1, limit: 100 }, { token })).list.map((role) => role.roleKey).sort();
    expect(listed).toEqual(['qhroles-role', 'qinghai-staff']);
    for (const roleKey of ['viewer', 'national-viewer', 'fujian-watch', 'fujian-staff']) {
      const stored = await roleOf(roleKey);
      const menus = await server.call(endpoints.roleMenus, { roleId: stored.roleId }, { token: admin });
      const attempts = {
        're-scope': () => server.call(endpoints.roleSave, { ...stored, dataScope: 'custom', scopeDivisions: ['630000'] }, { token }),
        disable: () => server.call(endpoints.roleStatus, { roleId: stored.roleId, status: 0, version: stored.version }, { token }),
        regrant: () => server.call(endpoints.roleSaveMenus, { roleId: stored.roleId, menuIds: [] }, { token }),
        'read the menus of': () => server.call(endpoints.roleMenus, { roleId: stored.roleId }, { token }),
      };
      for (const [attempt, call] of Object.entries(attempts)) expect([roleKey, attempt, await codeOf(call())]).toEqual([roleKey, attempt, Codes.NOT_FOUND]);
      // A delete answers as one of a role that does not exist.
      expect(await server.call(endpoints.roleDelete, { ids: String(stored.roleId) }, { token })).toEqual({ deleted: 0 });
      expect(await roleOf(roleKey)).toEqual(stored);
      expect(await server.call(endpoints.roleMenus, { roleId: stored.roleId }, { token: admin })).toEqual(menus);
    }
    expect(await server.call(endpoints.profileScope, {}, { token: fujianViewer })).toEqual(fujianScope);
    // A role whose scope and holders lie in the province is theirs to change.
    const stored = await roleOf('qinghai-staff');
    expect((await server.call(endpoints.roleSave, { ...stored, dataScope: 'custom', scopeDivisions: ['632800'] }, { token })).scopeDivisions).toEqual(['632800']);
  });

  it("a province's administrator cannot grant an 'own' scope, whose holder would place records anywhere in the country and reach them", async () => {
    const token = await administrator('qhowner', ['System', 'SystemRole', 'SystemUser', 'system:role:add', 'system:role:edit', 'system:user:add', 'system:user:edit'], ['630000']);
    expect(await codeOf(server.call(endpoints.roleSave, { roleKey: 'own-made', name: 'Own made', dataScope: 'own' }, { token }))).toBe(Codes.FORBIDDEN);
    const own = await server.call(endpoints.roleSave, { roleKey: 'own-national', name: 'Own national', dataScope: 'own' }, { token: admin });
    // Not theirs to see, change or hand out, as a role of the whole country is not.
    expect((await server.call(endpoints.roleList, { page: 1, limit: 100 }, { token })).list.map((role) => role.roleKey)).not.toContain('own-national');
    expect(await codeOf(server.call(endpoints.roleSave, { ...own, name: 'Renamed' }, { token }))).toBe(Codes.NOT_FOUND);
    expect(await codeOf(server.call(endpoints.userSave, { username: 'ownholder', name: 'Own holder', password: PASSWORD, roleIds: [own.roleId], divisionCodes: ['632823'] }, { token }))).toBe(Codes.FORBIDDEN);
    expect((await server.call(endpoints.userList, { username: 'ownholder' }, { token: admin })).total).toBe(0);
  });
});


import { ApiError, Codes, endpoints } from '@ews/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../src/modules/auth/sessions.ts';
import { startServer, type TestServer } from '../support/harness.ts';

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 200,
    (error: unknown) => (error instanceof ApiError ? error.code : Promise.reject(error)),
  );

describe('session cache (SESSION_CACHE_SECONDS on)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ SESSION_CACHE_SECONDS: '600' });
  });
  afterAll(() => server.close());

  it('serves a cached session without the database, until its own revocation', async () => {
    const token = await server.signIn();
    expect(await codeOf(server.call(endpoints.info, {}, { token }))).toBe(200);
    // Changed behind the instance's back: the cached copy is still served…
    await server.db.updateTable('sysSession').set({ lastSeenAt: new Date(Date.now() - 3 * 3_600_000).toISOString() }).where('tokenHash', '=', hashToken(token)).execute();
    expect(await codeOf(server.call(endpoints.info, {}, { token }))).toBe(200);
    // …but the instance's own logout takes effect at once.
    await server.call(endpoints.logout, {}, { token });
    expect(await codeOf(server.call(endpoints.info, {}, { token }))).toBe(Codes.ILLEGAL_TOKEN);
  });

  it('drops every copy of a user’s sessions when they are revoked', async () => {
    const first = await server.signIn();
    const second = await server.signIn();
    await server.call(endpoints.info, {}, { token: first });
    await server.call(endpoints.info, {}, { token: second });
    const { userId } = await server.call(endpoints.info, {}, { token: first });
    await server.sessions.revokeUser(userId, 'disabled');
    expect(await codeOf(server.call(endpoints.info, {}, { token: first }))).toBe(Codes.SIGNED_IN_ELSEWHERE);
    expect(await codeOf(server.call(endpoints.info, {}, { token: second }))).toBe(Codes.SIGNED_IN_ELSEWHERE);
  });

  it('answers sysuser/info from the cached session, and anew once the profile or the access changes', async () => {
    const admin = await server.signIn();
    const role = await server.call(endpoints.roleSave, { roleKey: 'cached-info', name: 'Cached info' }, { token: admin });
    await server.call(endpoints.userSave, { username: 'cora', name: 'Cora', password: 'Passw0rd-c', roleIds: [role.roleId] }, { token: admin });
    const token = await server.signIn('cora', 'Passw0rd-c');
    const first = await server.call(endpoints.info, {}, { token });
    expect(first).toMatchObject({ name: 'Cora', roles: ['cached-info'], permissions: [] });
    expect(await server.call(endpoints.info, {}, { token })).toEqual(first);
    await server.call(endpoints.updateProfile, { name: 'Cora Renamed', avatar: '', introduction: 'Field team' }, { token });
    expect(await server.call(endpoints.info, {}, { token })).toMatchObject({ name: 'Cora Renamed', introduction: 'Field team' });
    const menus = await server.call(endpoints.menuTreeRoot, {}, { token: admin });
    const dashboard = menus.flatMap((menu) => [menu, ...menu.children]).find((menu) => menu.menuKey === 'Dashboard')!;
    await server.call(endpoints.roleSaveMenus, { roleId: role.roleId, menuIds: [menus.find((menu) => menu.menuKey === 'Admin')!.menuId, dashboard.menuId] }, { token: admin });
    expect((await server.call(endpoints.info, {}, { token })).permissions).toEqual(['dashboard:view']);
  });

  it('still refuses a session past its absolute expiry while cached', async () => {
    const short = await startServer({ SESSION_CACHE_SECONDS: '600', SESSION_ABSOLUTE_HOURS: '0.0003' }); // about a second
    try {
      const token = await short.signIn();
      expect(await codeOf(short.call(endpoints.info, {}, { token }))).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 1300));
      expect(await codeOf(short.call(endpoints.info, {}, { token }))).toBe(Codes.TOKEN_EXPIRED);
    } finally {
      await short.close();
    }
  });
});

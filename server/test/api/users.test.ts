import { Codes, endpoints, textMessages } from '@ews/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../../src/http/errors.ts';
import { codeOf, refusal } from '../support/codes.ts';
import { startServer, TEST_ADMIN_PASSWORD, type TestServer } from '../support/harness.ts';
import { insertUser } from '../support/users.ts';

describe('user administration', () => {
  let server: TestServer;
  let admin: string;
  let viewerRoleId: number;
  let adminRoleId: number;
  beforeAll(async () => {
    server = await startServer();
    admin = await server.signIn();
    const roles = await server.call(endpoints.roleTree, {}, { token: admin });
    viewerRoleId = roles.find((role) => role.roleKey === 'viewer')!.roleId;
    adminRoleId = roles.find((role) => role.roleKey === 'admin')!.roleId;
  });
  afterAll(() => server.close());

  const create = (username: string, extra: Record<string, unknown> = {}) =>
    server.call(endpoints.userSave, { username, name: `Name ${username}`, password: 'Passw0rd-x', roleIds: [viewerRoleId], ...extra }, { token: admin });

  it('creates, reads, lists, filters and sorts users; the hash never leaves the server', async () => {
    const created = await create('alice', { email: 'alice@example.org', phone: '+86 10 1234' });
    expect(created).toMatchObject({ username: 'alice', status: 1, version: 1, roles: [{ roleKey: 'viewer' }] });
    expect(JSON.stringify(created)).not.toMatch(/passw|scrypt/i);
    await create('bob', { status: 0 });
    expect((await server.call(endpoints.userGet, { userId: created.userId }, { token: admin })).email).toBe('alice@example.org');

    const byName = await server.call(endpoints.userList, { username: 'ali' }, { token: admin });
    expect(byName.list.map((u) => u.username)).toEqual(['alice']);
    const disabled = await server.call(endpoints.userList, { status: 0 }, { token: admin });
    expect(disabled.list.map((u) => u.username)).toEqual(['bob']);
    const viewers = await server.call(endpoints.userList, { roleId: viewerRoleId, sort: 'username', order: 'descend' }, { token: admin });
    expect(viewers.list.map((u) => u.username)).toEqual(['bob', 'alice']);
    const today = new Date().toISOString().slice(0, 10);
    expect((await server.call(endpoints.userList, { createdFrom: today, createdTo: today }, { token: admin })).total).toBeGreaterThanOrEqual(2);
    expect((await server.call(endpoints.userList, { createdTo: '2000-01-01' }, { token: admin })).total).toBe(0);
    const paged = await server.call(endpoints.userList, { page: 2, limit: 1, sort: 'username' }, { token: admin });
    expect(paged.list).toHaveLength(1);
    expect(paged.total).toBeGreaterThanOrEqual(3);
  });

  it('refuses a duplicate username with 40900 and writes nothing', async () => {
    const before = (await server.call(endpoints.userList, {}, { token: admin })).total;
    expect((await refusal(create('alice'))).code).toBe(Codes.CONFLICT);
    expect((await server.call(endpoints.userList, {}, { token: admin })).total).toBe(before);
  });

  it('refuses a username that differs only in case, on create and on rename; the database refuses it too', async () => {
    const before = (await server.call(endpoints.userList, {}, { token: admin })).total;
    const refused = await refusal(create('ALICE'));
    expect(refused.code).toBe(Codes.CONFLICT);
    expect(refused.message).toBe(textMessages['error.userExists'].en);
    const quentin = await create('quentin');
    expect(await codeOf(server.call(endpoints.userSave, { ...quentin, username: 'Alice', roleIds: [viewerRoleId] }, { token: admin }))).toBe(Codes.CONFLICT);
    // A username is fixed once the account exists (records and the audit log name their author by it), its case too.
    expect(await codeOf(server.call(endpoints.userSave, { ...quentin, username: 'Quentin', roleIds: [viewerRoleId] }, { token: admin }))).toBe(Codes.VALIDATION);
    expect((await server.call(endpoints.userGet, { userId: quentin.userId }, { token: admin })).username).toBe('quentin');
    expect((await server.call(endpoints.userList, {}, { token: admin })).total).toBe(before + 1);
    await expect(insertUser(server.db, { username: 'aLiCe', password: 'Passw0rd-x' })).rejects.toSatisfy(isUniqueViolation);
  });

  it('signs in whatever the case of the username typed, as the account itself', async () => {
    await create('Rosa');
    for (const typed of ['Rosa', 'rosa', 'ROSA']) {
      const token = await server.signIn(typed, 'Passw0rd-x');
      expect((await server.call(endpoints.info, {}, { token })).username).toBe('Rosa');
    }
    expect((await server.call(endpoints.info, {}, { token: await server.signIn('ADMIN', TEST_ADMIN_PASSWORD) })).username).toBe('admin');
  });

  it('two admins editing the same user: the stale save gets 40900 and the first edit survives', async () => {
    const user = await create('carol');
    const first = { ...user, roleIds: [viewerRoleId], name: 'First edit', version: user.version };
    const second = { ...user, roleIds: [viewerRoleId], name: 'Second edit', version: user.version };
    const saved = await server.call(endpoints.userSave, first, { token: admin });
    expect(saved.version).toBe(user.version + 1);
    expect(await codeOf(server.call(endpoints.userSave, second, { token: admin }))).toBe(Codes.CONFLICT);
    expect((await server.call(endpoints.userGet, { userId: user.userId }, { token: admin })).name).toBe('First edit');
  });

  it('disabling a user ends their sessions (50012 on their next call)', async () => {
    const user = await create('dave');
    const token = await server.signIn('dave', 'Passw0rd-x');
    await server.call(endpoints.userStatus, { userId: user.userId, status: 0 }, { token: admin });
    expect(await codeOf(server.call(endpoints.info, {}, { token }))).toBe(Codes.SIGNED_IN_ELSEWHERE);
    expect(await codeOf(server.signIn('dave', 'Passw0rd-x'))).toBe(Codes.ACCOUNT_LOCKED);
  });

  it('resetting a password ends the user’s sessions and the new password works', async () => {
    const user = await create('erin');
    const token = await server.signIn('erin', 'Passw0rd-x');
    await server.call(endpoints.userResetPassword, { userId: user.userId, password: 'N3w-password' }, { token: admin });
    expect(await codeOf(server.call(endpoints.info, {}, { token }))).toBe(Codes.SIGNED_IN_ELSEWHERE);
    expect(await server.signIn('erin', 'N3w-password')).toBeTruthy();
  });

  it('changing one’s own password checks the current one and ends the other sessions only', async () => {
    await create('frank');
    const here = await server.signIn('frank', 'Passw0rd-x');
    const elsewhere = await server.signIn('frank', 'Passw0rd-x');
    const wrong = await refusal(server.call(endpoints.updatePassword, { oldPassword: 'nope', newPassword: 'Better-pass-1', confirmPassword: 'Better-pass-1' }, { token: here }));
    expect(wrong.code).toBe(Codes.VALIDATION);
    const weak = await refusal(server.call(endpoints.updatePassword, { oldPassword: 'Passw0rd-x', newPassword: 'onlyletters', confirmPassword: 'onlyletters' }, { token: here }));
    expect(weak.message).toMatch(/New password: At least 8 characters, with letters and digits/);
    const differ = await refusal(server.call(endpoints.updatePassword, { oldPassword: 'Passw0rd-x', newPassword: 'Better-pass-1', confirmPassword: 'Better-pass-2' }, { token: here }));
    expect(differ.message).toMatch(/Confirm the new password/);
    await server.call(endpoints.updatePassword, { oldPassword: 'Passw0rd-x', newPassword: 'Better-pass-1', confirmPassword: 'Better-pass-1' }, { token: here });
    expect(await codeOf(server.call(endpoints.info, {}, { token: here }))).toBe(200);
    expect(await codeOf(server.call(endpoints.info, {}, { token: elsewhere }))).toBe(Codes.SIGNED_IN_ELSEWHERE);
  });

  it('updates one’s own profile, avatar included', async () => {
    await create('gina');
    const token = await server.signIn('gina', 'Passw0rd-x');
    const avatar = 'data:image/png;base64,iVBORw0KGgo=';
    await server.call(endpoints.updateProfile, { name: 'Gina G.', introduction: 'Field team', avatar }, { token });
    expect(await server.call(endpoints.info, {}, { token })).toMatchObject({ name: 'Gina G.', introduction: 'Field team', avatar });
    const bad = await refusal(server.call(endpoints.updateProfile, { name: 'x', avatar: 'javascript:alert(1)' }, { token }));
    expect(bad.message).toMatch(/Avatar/);
  });

  it('nobody can disable or delete themselves, nor remove the last enabled super admin', async () => {
    const me = await server.call(endpoints.info, {}, { token: admin });
    expect((await refusal(server.call(endpoints.userStatus, { userId: me.userId, status: 0 }, { token: admin }))).message).toMatch(/own account/);
    expect((await refusal(server.call(endpoints.userDelete, { ids: String(me.userId) }, { token: admin }))).message).toMatch(/own account/);
    const other = await create('henry', { roleIds: [adminRoleId] });
    const otherToken = await server.signIn('henry', 'Passw0rd-x');
    // henry may disable the original admin: henry remains an enabled super admin
    await server.call(endpoints.userStatus, { userId: me.userId, status: 0 }, { token: otherToken });
    // …but then henry cannot drop his own super admin role through an edit
    const lastOne = await refusal(server.call(endpoints.userSave, { ...other, roleIds: [viewerRoleId] }, { token: otherToken }));
    expect(lastOne.code).toBe(Codes.CONFLICT);
    expect(lastOne.message).toMatch(/no enabled user with the super admin role/);
    await server.call(endpoints.userStatus, { userId: me.userId, status: 1 }, { token: otherToken });
    admin = await server.signIn();
  });

  it('two super admins disabling each other at the same moment leave one enabled', async () => {
    const me = await server.call(endpoints.info, {}, { token: admin });
    const other = await create('ingrid', { roleIds: [adminRoleId] });
    const otherToken = await server.signIn('ingrid', 'Passw0rd-x');
    // Only these two hold the super admin role from here on: earlier tests' super admins step aside.
    await server.db.deleteFrom('sysUserRole').where('roleId', '=', adminRoleId).where('userId', 'not in', [me.userId, other.userId]).execute();
    const outcomes = await Promise.allSettled([
      server.call(endpoints.userStatus, { userId: other.userId, status: 0 }, { token: admin }),
      server.call(endpoints.userStatus, { userId: me.userId, status: 0 }, { token: otherToken }),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const enabled = await server.db.selectFrom('sysUser').select('username').where('username', 'in', ['admin', 'ingrid']).where('status', '=', 1).execute();
    expect(enabled).toHaveLength(1);
    const survivor = enabled[0]!.username;
    const survivorToken = survivor === 'admin' ? admin : otherToken;
    await server.call(endpoints.userStatus, { userId: survivor === 'admin' ? other.userId : me.userId, status: 1 }, { token: survivorToken });
    admin = await server.signIn();
  });

  it('deletes several users at once by comma-joined ids', async () => {
    const a = await create('ivan');
    const b = await create('judy');
    expect(await server.call(endpoints.userDelete, { ids: `${a.userId},${b.userId}` }, { token: admin })).toEqual({ deleted: 2 });
    expect(await codeOf(server.call(endpoints.userGet, { userId: a.userId }, { token: admin }))).toBe(Codes.NOT_FOUND);
    const audit = await server.call(endpoints.auditList, { entity: 'user', action: 'delete' }, { token: admin });
    expect(audit.list.map((row) => (row.before as { username: string }).username).sort()).toEqual(['ivan', 'judy']);
  });

  it('refuses unknown roles and unknown users clearly', async () => {
    expect((await refusal(create('kate', { roleIds: [99999] }))).message).toMatch(/roles do not exist/);
    expect(await codeOf(server.call(endpoints.userGet, { userId: 99999 }, { token: admin }))).toBe(Codes.NOT_FOUND);
    expect(await codeOf(server.call(endpoints.userStatus, { userId: 99999, status: 0 }, { token: admin }))).toBe(Codes.NOT_FOUND);
  });

  it('records every change in the audit log with before and after', async () => {
    const user = await create('liam');
    await server.call(endpoints.userSave, { ...user, roleIds: [viewerRoleId], name: 'Liam L.' }, { token: admin });
    const rows = await server.call(endpoints.auditList, { entity: 'user', username: 'admin' }, { token: admin });
    const update = rows.list.find((row) => row.action === 'update' && row.entityId === String(user.userId));
    expect(update?.before).toMatchObject({ name: 'Name liam' });
    expect(update?.after).toMatchObject({ name: 'Liam L.' });
  });
});

import { endpoints, PROFILE_SIGN_INS } from '@ews/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, TEST_DEMO_PASSWORD, type TestServer } from '../support/harness.ts';

describe('profile/activity: the caller’s own sign-ins and audit trail', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ SEED_DEMO: 'true', DEMO_PASSWORD: TEST_DEMO_PASSWORD });
  });
  afterAll(() => server.close());

  const userIdOf = async (username: string) => (await server.db.selectFrom('sysUser').select('userId').where('username', '=', username).executeTakeFirstOrThrow()).userId;

  it('answers only the caller’s sessions and audit rows, marks the current session and the ended ones, newest first', async () => {
    const admin = await server.signIn();
    await server.call(endpoints.updateProfile, { name: 'Administrator', introduction: 'admin was here' }, { token: admin });
    const ended = await server.signIn('viewer', TEST_DEMO_PASSWORD);
    await server.call(endpoints.logout, {}, { token: ended });
    const viewer = await server.signIn('viewer', TEST_DEMO_PASSWORD);
    await server.call(endpoints.updateProfile, { name: 'Demo viewer', introduction: 'viewer was here' }, { token: viewer });

    const viewerId = await userIdOf('viewer');
    const activity = await server.call(endpoints.profileActivity, {}, { token: viewer });

    const ownSessions = await server.db.selectFrom('sysSession').select('sessionId').where('userId', '=', viewerId).execute();
    expect(activity.signIns.length).toBe(Math.min(ownSessions.length, PROFILE_SIGN_INS));
    expect(activity.signIns.every((signIn) => ownSessions.some((row) => row.sessionId === signIn.sessionId))).toBe(true);
    expect(activity.signIns.filter((signIn) => signIn.current)).toHaveLength(1);
    expect(activity.signIns[0]).toMatchObject({ current: true, active: true });
    expect(activity.signIns[1]).toMatchObject({ current: false, active: false }); // signed out
    const times = activity.signIns.map((signIn) => signIn.at);
    expect([...times].sort().reverse()).toEqual(times);

    const ownAudit = await server.db.selectFrom('sysAuditLog').select('auditId').where('userId', '=', viewerId).execute();
    expect(activity.audit.total).toBe(ownAudit.length);
    expect(activity.audit.list.every((row) => ownAudit.some((own) => own.auditId === row.auditId))).toBe(true);
    expect(activity.audit.list.map((row) => row.action)).toEqual(expect.arrayContaining(['profile', 'login', 'logout']));
    expect(activity.audit.list[0]).toMatchObject({ action: 'profile', entity: 'user', result: 'ok' });
    expect(activity.audit.list[0]).not.toHaveProperty('before');

    // The admin sees their own rows, not the viewer's.
    const adminActivity = await server.call(endpoints.profileActivity, {}, { token: admin });
    const adminId = await userIdOf('admin');
    const adminRows = await server.db.selectFrom('sysAuditLog').select(['auditId', 'userId']).where('auditId', 'in', adminActivity.audit.list.map((row) => row.auditId)).execute();
    expect(adminRows.every((row) => row.userId === adminId)).toBe(true);
    expect(adminActivity.audit.list.some((row) => ownAudit.some((own) => own.auditId === row.auditId))).toBe(false);
  });

  it('profile/scope answers the caller’s data scope, as profile/activity states it', async () => {
    const viewer = await server.signIn('viewer', TEST_DEMO_PASSWORD);
    const scope = await server.call(endpoints.profileScope, {}, { token: viewer });
    expect(scope).toEqual((await server.call(endpoints.profileActivity, {}, { token: viewer })).scope);
    expect(scope).toMatchObject({ all: false, counties: [expect.stringMatching(/^\d{6}$/)] });
    expect(await server.call(endpoints.profileScope, {}, { token: await server.signIn() })).toEqual({ all: true });
  });

  it('pages the audit trail', async () => {
    const viewer = await server.signIn('viewer', TEST_DEMO_PASSWORD);
    const all = await server.call(endpoints.profileActivity, { page: 1, limit: 100 }, { token: viewer });
    expect(all.audit.total).toBeGreaterThan(2);
    const second = await server.call(endpoints.profileActivity, { page: 2, limit: 1 }, { token: viewer });
    expect(second.audit.total).toBe(all.audit.total);
    expect(second.audit.list.map((row) => row.auditId)).toEqual([all.audit.list[1]!.auditId]);
  });
});

import { Codes, endpoints, Permissions } from '@ews/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { serializeOn } from '../../src/db/connection.ts';
import * as thresholdSourceKeys from '../../src/db/migrations/004_threshold_source_keys.ts';
import * as usernameUnique from '../../src/db/migrations/005_username_case_dashboard_permission.ts';
import { isUniqueViolation } from '../../src/http/errors.ts';
import { codeOf } from '../support/codes.ts';
import { startServer, TEST_DEMO_PASSWORD, type TestServer } from '../support/harness.ts';
import { insertUser } from '../support/users.ts';

const TABLES = ['sysUser', 'sysRole', 'sysUserRole', 'sysMenu', 'sysRoleMenu', 'sourcePoint', 'outbreak'] as const;

describe('migrations and seed', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ SEED_DEMO: 'true', DEMO_PASSWORD: TEST_DEMO_PASSWORD });
  });
  afterAll(() => server.close());

  async function snapshot(db: TestServer['db']) {
    const counts: Record<string, number> = {};
    for (const table of TABLES) {
      const row = await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      counts[table] = Number(row.n);
    }
    const hashes = await db.selectFrom('sysUser').select(['username', 'passwordHash', 'version']).orderBy('username').execute();
    return { counts, hashes };
  }

  it('seeds the four roles, the admin, the demo accounts and the menu tree', async () => {
    const roles = await server.db.selectFrom('sysRole').select('roleKey').orderBy('sort').execute();
    expect(roles.map((r) => r.roleKey)).toEqual(['admin', 'operator', 'analyst', 'viewer']);
    const users = await server.db.selectFrom('sysUser').select('username').orderBy('username').execute();
    expect(users.map((u) => u.username)).toEqual(['admin', 'analyst', 'operator', 'viewer']);
    const token = await server.signIn('viewer', TEST_DEMO_PASSWORD);
    const tree = await server.call(endpoints.getMenuTreeByUser, {}, { token });
    expect(tree[0]).toMatchObject({ path: 'admin', component: 'Layout', redirect: '/admin/dashboard' });
    expect(tree[0]?.children.map((c) => [c.path, c.component, c.hidden])).toEqual([
      ['dashboard', 'admin/dashboard', false],
      ['userCenter', 'admin/userCenter', true],
    ]);
    expect(tree[0]?.children[0]?.meta).toMatchObject({ title: 'route.dashboard', affix: true });
    const info = await server.call(endpoints.info, {}, { token });
    expect(info.roles).toEqual(['viewer']);
    const sources = await server.db.selectFrom('sourcePoint').select(['code', 'focusType', 'notes']).orderBy('sourceId').execute();
    expect(sources).toHaveLength(300);
    expect(new Set(sources.map((s) => s.focusType)).size).toBe(13);
    expect(sources.every((s) => s.notes.startsWith('演示数据') && s.notes.includes('Synthetic demo record'))).toBe(true);
    // Deterministic: the same first point on every machine and database.
    expect(sources[0]?.code).toBe('XJ-650205-001');
    expect(info.permissions).not.toContain('*:*:*');
  });

  it('gives the demo accounts TEST_DEMO_PASSWORD when it is set, and generates none', async () => {
    expect(server.seed.generatedDemoPassword).toBeUndefined();
    expect(await codeOf(server.signIn('viewer', TEST_DEMO_PASSWORD))).toBe(200);
  });

  it('a second start changes nothing', async () => {
    const before = await snapshot(server.db);
    const again = await buildApp(server.config);
    try {
      expect(again.seed.createdAdmin).toBe(false);
      expect(again.seed.generatedAdminPassword).toBeUndefined();
      expect(await snapshot(again.db)).toEqual(before);
    } finally {
      await again.app.close();
    }
  });

  it('migration 004 turns the English threshold sources of earlier databases into their stored form, and leaves typed text', async () => {
    const earlier = {
      dauriaGroundSquirrel: 'Li et al. 1999: Daurian ground squirrel density ≥ 1 per hm² with flea index ≥ 1',
      yellowChestedRat: 'WHO Plague Manual (1999): Xenopsylla cheopis index > 1 signals risk in rat foci; capture rate provisional',
      himalayanMarmot: 'Provisional: DESIGN §6 starts this focus type at the 90th percentile of its own survey history; recomputed from history when it exists, edit once local evidence is set. Set from 812 surveys.',
      greyMarmot: 'Provisional: DESIGN §6 starts this focus type at the 90th percentile of its own survey history; recomputed from history when it exists, edit once local evidence is set.',
      other: 'Local survey office, 2024',
    };
    for (const [focusType, source] of Object.entries(earlier)) await server.db.updateTable('riskThreshold').set({ source }).where('focusType', '=', focusType).execute();
    await thresholdSourceKeys.up(server.db);
    const rows = await server.db.selectFrom('riskThreshold').select(['focusType', 'source']).where('focusType', 'in', Object.keys(earlier)).execute();
    expect(Object.fromEntries(rows.map((row) => [row.focusType, row.source]))).toEqual({
      dauriaGroundSquirrel: 'cite:li1999DauriaGroundSquirrel',
      yellowChestedRat: 'cite:who1999RatFoci',
      himalayanMarmot: 'provisional:812',
      greyMarmot: 'provisional',
      other: 'Local survey office, 2024',
    });
  });

  it('migration 005 makes usernames unique whatever their case, renaming the later twins of an earlier database, and grants the dashboard permission', async () => {
    await sql`drop index sys_user_username_lower`.execute(server.db);
    await server.db.updateTable('sysMenu').set({ perms: '' }).where('menuKey', '=', 'Dashboard').execute();
    const twin = await insertUser(server.db, { username: 'Viewer', password: 'Passw0rd-x' });
    await usernameUnique.up(server.db);
    expect((await server.db.selectFrom('sysUser').select('username').where('userId', '=', twin).executeTakeFirstOrThrow()).username).toBe(`Viewer_${twin}`);
    await expect(insertUser(server.db, { username: 'VIEWER', password: 'Passw0rd-x' })).rejects.toSatisfy(isUniqueViolation);
    const viewer = await server.signIn('viewer', TEST_DEMO_PASSWORD);
    expect((await server.call(endpoints.info, {}, { token: viewer })).permissions).toContain(Permissions.DASHBOARD_VIEW);
    expect(await codeOf(server.call(endpoints.dashboardSummary, {}, { token: viewer }))).toBe(200);
  });

  it('generates an admin password when none is configured, and it works', async () => {
    const generated = await startServer({ ADMIN_PASSWORD: '' });
    try {
      const password = generated.seed.generatedAdminPassword;
      expect(password).toMatch(/^[A-Za-z0-9]{16}$/);
      expect(await generated.signIn('admin', password)).toBeTruthy();
    } finally {
      await generated.close();
    }
  });
});

describe('demo accounts', () => {
  it('get a random password of their own, not the admin’s, handed out once', async () => {
    const fresh = await startServer({ ADMIN_PASSWORD: '', SEED_DEMO: 'true' });
    try {
      const { generatedAdminPassword, generatedDemoPassword } = fresh.seed;
      expect(generatedDemoPassword).toMatch(/^[A-Za-z0-9]{16}$/);
      expect(generatedDemoPassword).not.toBe(generatedAdminPassword);
      for (const account of ['operator', 'analyst', 'viewer']) {
        expect(await codeOf(fresh.signIn(account, generatedAdminPassword))).toBe(Codes.BAD_CREDENTIALS);
        expect(await codeOf(fresh.signIn(account, generatedDemoPassword))).toBe(200);
      }
      const again = await buildApp(fresh.config);
      try {
        expect(again.seed.generatedDemoPassword).toBeUndefined();
      } finally {
        await again.app.close();
      }
    } finally {
      await fresh.close();
    }
  });

  it('are seeded by default, but in production only when SEED_DEMO=true says so', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });
});

describe('serializeOn', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  it('makes a second transaction guarding the same invariant wait until the first has committed', async () => {
    const events: string[] = [];
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let signalLocked!: () => void;
    const firstLocked = new Promise<void>((resolve) => (signalLocked = resolve));
    const first = server.db.transaction().execute(async (trx) => {
      await serializeOn(trx, 'test invariant');
      signalLocked();
      await released;
      events.push('first committed');
    });
    await firstLocked;
    const second = server.db.transaction().execute(async (trx) => {
      await serializeOn(trx, 'test invariant');
      events.push('second locked');
    });
    // Give the second transaction every chance to get through a lock that does not hold.
    await new Promise((resolve) => setTimeout(resolve, 200));
    events.push('released');
    release();
    await Promise.all([first, second]);
    expect(events).toEqual(['released', 'first committed', 'second locked']);
  });
});

import { callEndpoint, Codes, DEFAULT_AES_KEY, endpoints, type CallOptions, type Endpoint, type EndpointInput, type EndpointOutput } from '@ews/contract';
import { publicPointsOf } from '@ews/contract/protocol/map-points';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../src/db/connection.ts';
import { codeOf } from '../support/codes.ts';
import { dropTestStore, newTestStore, storeEnv, TEST_ADMIN_PASSWORD, TEST_CALL_TIMEOUT_MS, type TestStore } from '../support/harness.ts';
import { listenLive } from '../support/live.ts';
import { spawnServer, type ServerProcess } from '../support/processes.ts';

/*
 * Three real server processes on three ports over one PostgreSQL schema, as a deployment behind a
 * load balancer runs them; the test is the balancer (round-robin). Each instance keeps sessions
 * cached for a minute, so only the change feed can make another instance's revocation felt sooner.
 */

const INSTANCES = 3;
const SETTINGS = { SESSION_CACHE_SECONDS: '60', CAPTCHA_PER_MINUTE: '4', LOGIN_MAX_FAILURES: '3' };
const USER_PASSWORD = 'Scale-out-2026';
const WRITES = 240;
const IN_FLIGHT = 12;
const KILL_AFTER_ACKNOWLEDGED = 60;

const options = (origin: string, token?: string): CallOptions => ({ origin, aesKey: DEFAULT_AES_KEY, timeoutMs: TEST_CALL_TIMEOUT_MS, token });

function startInstances(store: TestStore, count: number): Promise<ServerProcess[]> {
  return Promise.all(Array.from({ length: count }, () => spawnServer({ ...storeEnv(store), ...SETTINGS })));
}

describe('several instances on one PostgreSQL', () => {
  const store = newTestStore();
  let instances: ServerProcess[] = [];
  let db: Db;
  let admin: string;
  let turn = 0;

  /** The next live instance in turn, as a round-robin balancer picks it. */
  const next = () => {
    const live = instances.filter((instance) => instance.child.exitCode === null && instance.child.signalCode === null);
    return live[turn++ % live.length]!;
  };
  const call = <E extends Endpoint>(endpoint: E, input: EndpointInput<E>, token?: string, on = next()): Promise<EndpointOutput<E>> =>
    callEndpoint(endpoint, input, options(on.origin, token));

  beforeAll(async () => {
    // Three cold starts at once on an empty schema: one prepares it, the others wait and find it done.
    instances = await startInstances(store, INSTANCES);
    db = openDatabase({ databaseUrl: storeEnv(store).DATABASE_URL, databaseSchema: store.schema, dataDir: store.dataDir });
    admin = (await call(endpoints.login, { username: 'admin', password: TEST_ADMIN_PASSWORD })).token;
  });
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.kill()));
    await db?.destroy();
    await dropTestStore(store);
  });

  it('starts three instances at once on an empty schema, with one set of migrations and seed rows', async () => {
    const count = async (table: 'sysUser' | 'sysRole' | 'sysMenu' | 'riskThreshold' | 'riskRecompute') =>
      Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    expect(await count('sysUser')).toBe(1);
    expect(await count('riskRecompute')).toBe(1);
    const menuKeys = await db.selectFrom('sysMenu').select('menuKey').execute();
    expect(new Set(menuKeys.map((menu) => menu.menuKey)).size).toBe(menuKeys.length);
    const roleKeys = await db.selectFrom('sysRole').select('roleKey').execute();
    expect(new Set(roleKeys.map((role) => role.roleKey)).size).toBe(roleKeys.length);
    expect(await count('riskThreshold')).toBeGreaterThan(0);
  });

  it('serves a session signed in through one instance on the others, and refuses it everywhere soon after a logout on one', async ({ annotate }) => {
    const [first, second, third] = instances as [ServerProcess, ServerProcess, ServerProcess];
    const { token } = await call(endpoints.login, { username: 'admin', password: TEST_ADMIN_PASSWORD }, undefined, first);
    // Each instance resolves the session once and keeps it cached (SESSION_CACHE_SECONDS=60).
    for (const instance of instances) expect((await call(endpoints.info, {}, token, instance)).username).toBe('admin');
    const loggedOutAt = performance.now();
    await call(endpoints.logout, {}, token, first);
    for (const instance of [second, third]) {
      await expect.poll(() => codeOf(call(endpoints.info, {}, token, instance)), { timeout: 30_000 }).toBe(Codes.ILLEGAL_TOKEN);
    }
    await annotate(`refused on the other two instances ${Math.round(performance.now() - loggedOutAt)} ms after the logout answered`);
  });

  it('narrows a user on every instance as soon as their account is disabled on one', async () => {
    const user = await call(endpoints.userSave, { username: 'roamer', name: 'Roamer', password: USER_PASSWORD, roleIds: [] }, admin);
    const token = (await call(endpoints.login, { username: 'roamer', password: USER_PASSWORD })).token;
    for (const instance of instances) await call(endpoints.info, {}, token, instance);
    await call(endpoints.userStatus, { userId: user.userId, status: 0 }, admin, instances[0]);
    for (const instance of instances) {
      await expect.poll(() => codeOf(call(endpoints.info, {}, token, instance)), { timeout: 30_000 }).toBe(Codes.SIGNED_IN_ELSEWHERE);
    }
  });

  it('applies a narrowed role and a password change on every instance soon after one instance made them', async () => {
    const viewer = (await call(endpoints.roleList, { page: 1, limit: 100 }, admin)).list.find((role) => role.roleKey === 'viewer')!;
    const { menuIds } = await call(endpoints.roleMenus, { roleId: viewer.roleId }, admin);
    const role = await call(endpoints.roleSave, { roleKey: 'reader', name: 'Reader', dataScope: 'all' }, admin);
    await call(endpoints.roleSaveMenus, { roleId: role.roleId, menuIds }, admin);
    await call(endpoints.userSave, { username: 'narrowee', name: 'Narrowee', password: USER_PASSWORD, roleIds: [role.roleId] }, admin);
    const signIn = async () => (await call(endpoints.login, { username: 'narrowee', password: USER_PASSWORD })).token;
    const token = await signIn();
    for (const instance of instances) expect((await call(endpoints.info, {}, token, instance)).permissions.length).toBeGreaterThan(0);
    await call(endpoints.roleSaveMenus, { roleId: role.roleId, menuIds: [] }, admin, instances[0]);
    for (const instance of instances) {
      await expect.poll(async () => (await call(endpoints.info, {}, token, instance)).permissions, { timeout: 30_000 }).toEqual([]);
    }

    const other = await signIn();
    for (const instance of instances) await call(endpoints.info, {}, other, instance);
    const changed = `${USER_PASSWORD}-new`;
    await call(endpoints.updatePassword, { oldPassword: USER_PASSWORD, newPassword: changed, confirmPassword: changed }, token, instances[0]);
    for (const instance of instances) {
      await expect.poll(() => codeOf(call(endpoints.info, {}, other, instance)), { timeout: 30_000 }).toBe(Codes.SIGNED_IN_ELSEWHERE);
    }
  });

  it('counts the captcha flood limit and the sign-in failures across the three instances', async () => {
    // CAPTCHA_PER_MINUTE=4 for one address, whichever instance answers.
    const captchas: number[] = [];
    for (let index = 0; index < 6; index++) captchas.push(await codeOf(call(endpoints.captcha, {})));
    expect(captchas.filter((code) => code === Codes.TOO_MANY_REQUESTS)).toHaveLength(2);
    expect(captchas.slice(0, 4)).toEqual([200, 200, 200, 200]);

    await call(endpoints.userSave, { username: 'guessed', name: 'Guessed', password: USER_PASSWORD, roleIds: [] }, admin);
    // LOGIN_MAX_FAILURES=3: one wrong password on each instance shuts the account on all of them.
    for (const instance of instances) expect(await codeOf(call(endpoints.login, { username: 'guessed', password: 'wrong' }, undefined, instance))).toBe(Codes.BAD_CREDENTIALS);
    for (const instance of instances) expect(await codeOf(call(endpoints.login, { username: 'guessed', password: USER_PASSWORD }, undefined, instance))).toBe(Codes.ACCOUNT_LOCKED);
  });

  it("tells a /monitor stream open on one instance of an alert raised through another, through PostgreSQL's notifications", async ({ annotate }) => {
    const [first, , third] = instances as [ServerProcess, ServerProcess, ServerProcess];
    const live = await listenLive(third.origin);
    const site = { code: 'JL-220102-950', name: 'Live site', focusType: 'dauriaGroundSquirrel' as const, provinceCode: '220000', prefectureCode: '220100', countyCode: '', longitude: 125.3, latitude: 43.9 };
    const { sourceId } = await call(endpoints.sourceSave, site, admin, first);
    // Once the new point is told, the next event naming alerts is the survey's.
    await live.nextWith('sources');
    await call(endpoints.surveySave, { sourceId, surveyDate: new Date().toISOString().slice(0, 10), bacteriologySamples: 10, isolatesHost: 1 }, admin, first);
    const answeredAt = performance.now();
    expect((await live.nextWith('alerts')).topics).toEqual(expect.arrayContaining(['surveys', 'alerts']));
    await annotate(`the third instance's stream told of the alert ${Math.round(performance.now() - answeredAt)} ms after the first instance answered the survey`);
    expect((await call(endpoints.alertList, { status: 'new', page: 1, limit: 100 }, admin, third)).list.map((alert) => alert.sourceId)).toContain(sourceId);
    live.close();
  });

  it('shows on the public map one instance keeps a point written through another, once its stream has told of the write', async () => {
    const [first, second] = instances as [ServerProcess, ServerProcess, ServerProcess];
    const kept = await call(endpoints.publicMap, {}, undefined, second);
    expect((await call(endpoints.publicMap, {}, undefined, second)).generatedAt).toBe(kept.generatedAt);
    const live = await listenLive(second.origin);
    try {
      const site = { code: 'JL-220102-951', name: 'Shared map site', focusType: 'dauriaGroundSquirrel' as const, provinceCode: '220000', prefectureCode: '220100', countyCode: '', longitude: 125.4, latitude: 43.8 };
      const { sourceId } = await call(endpoints.sourceSave, site, admin, first);
      await live.nextWith('sources');
      const shown = publicPointsOf((await call(endpoints.publicMap, {}, undefined, second)).points);
      expect(shown.map((point) => point.id)).toContain(sourceId);
    } finally {
      live.close();
    }
  });

  it('keeps serving on the other two when one is killed in the middle of a write load, and keeps every acknowledged write', async ({ annotate }) => {
    const today = new Date().toISOString().slice(0, 10);
    const point = (code: string) => ({ code, name: `Site ${code}`, focusType: 'dauriaGroundSquirrel' as const, provinceCode: '220000', prefectureCode: '220100', countyCode: '', longitude: 125.3, latitude: 43.9 });
    const anchor = await call(endpoints.sourceSave, point('JL-220100-900'), admin);
    const victim = instances[INSTANCES - 1]!;
    const acknowledged = { sources: new Map<number, string>(), surveys: new Set<number>() };
    const failedOnVictim: string[] = [];
    const failedElsewhere: string[] = [];
    let step = 0;
    let killed = false;
    const worker = async () => {
      while (step < WRITES) {
        const current = step++;
        const instance = next();
        try {
          if (current % 2 === 0) {
            const code = `JL-220102-${String(current).padStart(3, '0')}`;
            acknowledged.sources.set((await call(endpoints.sourceSave, point(code), admin, instance)).sourceId, code);
          } else {
            acknowledged.surveys.add((await call(endpoints.surveySave, { sourceId: anchor.sourceId, surveyDate: today, animalsExamined: 20, fleaIndex: (current % 50) / 100 }, admin, instance)).surveyId);
          }
        } catch (error) {
          // A write sent to the killed instance is unacknowledged (it may or may not be stored); anywhere else a refusal is a defect.
          (instance === victim ? failedOnVictim : failedElsewhere).push(String(error));
        }
        if (!killed && acknowledged.sources.size + acknowledged.surveys.size >= KILL_AFTER_ACKNOWLEDGED) {
          killed = true;
          await victim.kill();
        }
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
    expect(killed).toBe(true);
    expect(failedElsewhere, instances.map((instance) => instance.output()).join('\n').slice(-4000)).toEqual([]);
    const total = acknowledged.sources.size + acknowledged.surveys.size;
    expect(total).toBeGreaterThanOrEqual(WRITES - failedOnVictim.length);

    const storedSources = await db.selectFrom('sourcePoint').select(['sourceId', 'code']).where('sourceId', 'in', [...acknowledged.sources.keys()]).execute();
    expect(new Map(storedSources.map((row) => [row.sourceId, row.code]))).toEqual(acknowledged.sources);
    const storedSurveys = await db.selectFrom('survey').select('surveyId').where('surveyId', 'in', [...acknowledged.surveys]).execute();
    expect(storedSurveys).toHaveLength(acknowledged.surveys.size);
    await annotate(`${total} writes acknowledged by the three, then the two (${failedOnVictim.length} lost with the killed instance, unacknowledged)`);
  });
});

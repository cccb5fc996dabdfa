import { endpoints, type Endpoint, type EndpointName } from '@ews/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, TEST_ADMIN_PASSWORD, type TestServer } from '../support/harness.ts';

type Caller = 'anonymous' | 'viewer' | 'operator' | 'analyst' | 'admin';
const CALLERS: Caller[] = ['anonymous', 'viewer', 'operator', 'analyst', 'admin'];
const DEMO_PASSWORD = 'Demo-pass-2026';

const everyone: Caller[] = ['anonymous', 'viewer', 'operator', 'analyst', 'admin'];
const signedIn: Caller[] = ['viewer', 'operator', 'analyst', 'admin'];
const adminOnly: Caller[] = ['admin'];
/** Operators write source points, outbreak records and surveys (the seeded menus grant them). */
const writers: Caller[] = ['operator', 'admin'];

/** Who may call what, written out by hand: the test fails on any unexpected success or refusal. */
const EXPECTED: Record<EndpointName, Caller[]> = {
  health: everyone,
  captcha: everyone,
  login: everyone,
  info: signedIn,
  logout: signedIn,
  getMenuTreeByUser: signedIn,
  updatePassword: signedIn,
  updateProfile: signedIn,
  menuTreeRoot: adminOnly,
  menuList: adminOnly,
  menuGet: adminOnly,
  menuSave: adminOnly,
  menuDelete: adminOnly,
  userList: adminOnly,
  userSave: adminOnly,
  userGet: adminOnly,
  userDelete: adminOnly,
  userStatus: adminOnly,
  userResetPassword: adminOnly,
  roleTree: adminOnly,
  roleList: adminOnly,
  roleSave: adminOnly,
  roleDelete: adminOnly,
  roleStatus: adminOnly,
  roleMenus: adminOnly,
  roleSaveMenus: adminOnly,
  auditList: adminOnly,
  regionTree: signedIn,
  sourceList: signedIn,
  sourceGet: signedIn,
  sourceSave: writers,
  sourceDelete: writers,
  outbreakList: signedIn,
  outbreakGet: signedIn,
  outbreakSave: writers,
  outbreakDelete: writers,
  outbreakExport: signedIn,
  outbreakImportTemplate: writers,
  outbreakImport: writers,
  sourceExport: signedIn,
  sourceImportTemplate: writers,
  sourceImport: writers,
  publicMap: everyone,
  publicMonitor: everyone,
  basemapSettings: everyone,
  surveyList: signedIn,
  surveyGet: signedIn,
  surveyImportTemplate: writers,
  surveySave: writers,
  surveyDelete: writers,
  surveyImport: writers,
  surveySeries: signedIn,
  riskRules: signedIn,
  riskSaveRules: adminOnly,
  riskRecompute: adminOnly,
  riskRecomputeProgress: signedIn,
  alertList: signedIn,
  alertGet: signedIn,
  // The route needs alert:list; the transition itself needs alert:verify, respond or close (alerts tests).
  alertTransition: signedIn,
  alertOpenCount: signedIn,
  dashboardSummary: signedIn,
  dashboardMap: signedIn,
};

describe('RBAC matrix: every endpoint × every seeded role', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ SEED_DEMO: 'true', DEMO_PASSWORD });
  });
  afterAll(() => server.close());

  const tokenFor = async (caller: Caller): Promise<string | undefined> =>
    caller === 'anonymous' ? undefined : server.signIn(caller, caller === 'admin' ? TEST_ADMIN_PASSWORD : DEMO_PASSWORD);

  it('covers every endpoint of the table', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(Object.keys(endpoints).sort());
  });

  it('allows exactly the expected callers', async () => {
    const tokens = new Map<Caller, string | undefined>();
    for (const caller of CALLERS) tokens.set(caller, await tokenFor(caller));
    const unexpected: string[] = [];
    for (const [name, endpoint] of Object.entries(endpoints) as [EndpointName, Endpoint][]) {
      for (const caller of CALLERS) {
        // Logging out ends the session, so it gets a token of its own.
        const token = name === 'logout' ? await tokenFor(caller) : tokens.get(caller);
        const { body } = await server.raw(endpoint, {} as never, { token });
        const allowed = body.code !== 40100 && body.code !== 40300;
        if (allowed !== EXPECTED[name].includes(caller)) unexpected.push(`${name} as ${caller}: ${allowed ? 'allowed' : 'refused'} (${body.code})`);
        expect(body.code, `${name} as ${caller}`).not.toBe(50000);
      }
    }
    expect(unexpected).toEqual([]);
  });

  it('the permissions sysuser/info reports are the ones the server enforces', async () => {
    const viewer = await tokenFor('viewer');
    const info = await server.call(endpoints.info, {}, { token: viewer });
    expect(info.permissions).not.toContain('system:user:list');
    const admin = await server.call(endpoints.info, {}, { token: await tokenFor('admin') });
    expect(admin.permissions).toContain('*:*:*');
  });
});

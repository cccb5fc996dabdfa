import { Codes, endpoints, inputInQuery, SUPER_PERMISSION, textMessages, type Endpoint, type EndpointName } from '@ews/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, refusal } from '../support/codes.ts';
import { startServer, TEST_ADMIN_PASSWORD, type TestServer } from '../support/harness.ts';
import { signInUserAdministrator } from '../support/users.ts';

/** The seeded roles, and a user administrator: a role with every system:user:* permission but not '*:*:*'. */
type Caller = 'anonymous' | 'viewer' | 'operator' | 'analyst' | 'admin' | 'userAdmin';
const CALLERS: Caller[] = ['anonymous', 'viewer', 'operator', 'analyst', 'admin', 'userAdmin'];
const DEMO_PASSWORD = 'Demo-pass-2026';

const everyone: Caller[] = ['anonymous', 'viewer', 'operator', 'analyst', 'admin', 'userAdmin'];
const signedIn: Caller[] = ['viewer', 'operator', 'analyst', 'admin', 'userAdmin'];
/** The read permissions every seeded role holds. */
const readers: Caller[] = ['viewer', 'operator', 'analyst', 'admin'];
const adminOnly: Caller[] = ['admin'];
const userAdmins: Caller[] = ['admin', 'userAdmin'];
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
  userList: userAdmins,
  userSave: userAdmins,
  userGet: userAdmins,
  userDelete: userAdmins,
  userStatus: userAdmins,
  userResetPassword: userAdmins,
  roleTree: userAdmins,
  roleList: adminOnly,
  roleSave: adminOnly,
  roleDelete: adminOnly,
  roleStatus: adminOnly,
  roleMenus: adminOnly,
  roleSaveMenus: adminOnly,
  auditList: adminOnly,
  channelList: adminOnly,
  channelSave: adminOnly,
  channelDelete: adminOnly,
  deliveryList: adminOnly,
  profileActivity: signedIn,
  profileScope: signedIn,
  regionTree: signedIn,
  sourceList: readers,
  sourceGet: readers,
  sourceSave: writers,
  sourceDelete: writers,
  outbreakList: readers,
  outbreakGet: readers,
  outbreakSave: writers,
  outbreakDelete: writers,
  outbreakExport: readers,
  outbreakImportTemplate: writers,
  outbreakImport: writers,
  sourceExport: readers,
  sourceImportTemplate: writers,
  sourceImport: writers,
  publicMap: everyone,
  publicMonitor: everyone,
  liveEvents: everyone,
  basemapSettings: everyone,
  surveyList: readers,
  surveyGet: readers,
  surveyImportTemplate: writers,
  surveyExport: readers,
  surveySave: writers,
  surveyDelete: writers,
  surveyImport: writers,
  surveySeries: readers,
  riskRules: readers,
  riskSaveRules: adminOnly,
  riskRecompute: adminOnly,
  riskRecomputeProgress: readers,
  alertList: readers,
  alertGet: readers,
  // Any of alert:verify, respond or close lets the call in; the target status decides which (alerts tests).
  alertTransition: ['analyst', 'admin'],
  alertOpenCount: signedIn,
  dashboardSummary: readers,
  responseProposals: readers,
  responseList: readers,
  responseDeclare: ['analyst', 'admin'],
  responseEnd: ['analyst', 'admin'],
  dashboardMap: readers,
  // Human cases: county staff enter and import them, analysts correct and export them, everyone reads them, the super admin deletes.
  caseList: readers,
  caseGet: readers,
  caseTimeliness: readers,
  caseSave: ['operator', 'analyst', 'admin'],
  caseDelete: adminOnly,
  caseExport: ['operator', 'analyst', 'admin'],
  caseImportTemplate: writers,
  caseImport: writers,
  contactSave: ['operator', 'analyst', 'admin'],
  contactToCase: writers,
};

/** Not signed in, no permission, or a session token that is not one (info reads the token param). */
const REFUSALS: number[] = [Codes.NOT_SIGNED_IN, Codes.FORBIDDEN, Codes.ILLEGAL_TOKEN];

/** Input every schema with fields refuses: text where the query wants values, objects where a body wants scalars. */
function invalidInput(endpoint: Endpoint): Record<string, unknown> {
  const fields = Object.keys((endpoint.input as { shape?: object }).shape ?? {});
  return Object.fromEntries(fields.map((field) => [field, inputInQuery(endpoint) ? '<not valid>' : { not: ['valid'] }]));
}

describe('RBAC matrix: every endpoint × every seeded role', () => {
  let server: TestServer;
  let userAdmin: Awaited<ReturnType<typeof signInUserAdministrator>>;
  beforeAll(async () => {
    server = await startServer({ SEED_DEMO: 'true', DEMO_PASSWORD });
    userAdmin = await signInUserAdministrator(server, await server.signIn());
  });
  afterAll(() => server.close());

  const tokenFor = async (caller: Caller): Promise<string | undefined> => {
    if (caller === 'anonymous') return undefined;
    if (caller === 'userAdmin') return server.signIn('useradmin', userAdmin.password);
    return server.signIn(caller, caller === 'admin' ? TEST_ADMIN_PASSWORD : DEMO_PASSWORD);
  };

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
        // An invalid input: a refusal must come before the input is looked at (a 40000 counts as let in).
        const { body } = await server.raw(endpoint, invalidInput(endpoint) as never, { token });
        const allowed = !REFUSALS.includes(body.code);
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

  describe('acting on accounts: nobody acts on an account whose permissions are not within their own', () => {
    type Action = (userId: number, token: string) => Promise<unknown>;
    let adminToken = '';
    const current = (userId: number) => server.call(endpoints.userGet, { userId }, { token: adminToken });
    const ACTIONS: Record<string, Action> = {
      'reset the password of': (userId, token) => server.call(endpoints.userResetPassword, { userId, password: 'Taken-over-1' }, { token }),
      rename: async (userId, token) => {
        const user = await current(userId);
        return server.call(endpoints.userSave, { ...user, name: 'Renamed', roleIds: user.roles.map((role) => role.roleId) }, { token });
      },
      'remove the roles of': async (userId, token) => server.call(endpoints.userSave, { ...(await current(userId)), roleIds: [] }, { token }),
      disable: (userId, token) => server.call(endpoints.userStatus, { userId, status: 0 }, { token }),
      delete: (userId, token) => server.call(endpoints.userDelete, { ids: String(userId) }, { token }),
    };
    let superRoleId: number;
    let viewerRoleId: number;
    let seq = 0;
    const account = async (roleIds: number[]) =>
      (await server.call(endpoints.userSave, { username: `target${++seq}`, name: `Target ${seq}`, password: 'Passw0rd-x', roleIds }, { token: adminToken })).userId;
    beforeAll(async () => {
      adminToken = await server.signIn();
      const roles = await server.call(endpoints.roleTree, {}, { token: adminToken });
      superRoleId = roles.find((role) => role.roleKey === 'admin')!.roleId;
      viewerRoleId = roles.find((role) => role.roleKey === 'viewer')!.roleId;
    });

    for (const [action, act] of Object.entries(ACTIONS)) {
      it(`a user administrator cannot ${action} a super admin or an account holding permissions they lack`, async () => {
        const admin = (await server.call(endpoints.userList, { username: 'admin' }, { token: adminToken })).list.find((user) => user.username === 'admin')!;
        for (const target of [admin.userId, await account([superRoleId]), await account([viewerRoleId])]) {
          const refused = await refusal(act(target, userAdmin.token));
          expect(refused.code, `${action} user ${target}`).toBe(Codes.FORBIDDEN);
          expect(refused.message).toBe(textMessages['error.accountOutranksYou'].en);
        }
      });

      it(`a user administrator can ${action} an account whose permissions are within their own`, async () => {
        for (const roleIds of [[], [userAdmin.roleId]]) expect(await codeOf(act(await account(roleIds), userAdmin.token))).toBe(200);
      });

      it(`the super admin can still ${action} another super admin`, async () => {
        expect(await codeOf(act(await account([superRoleId]), adminToken))).toBe(200);
      });
    }
  });

  describe('the permission is checked before the input is looked at', () => {
    it('a caller holding every permission but the ones an endpoint needs gets 40300 for an invalid input, on every endpoint', async () => {
      const admin = await server.signIn();
      const role = await server.call(endpoints.roleSave, { roleKey: 'all-but-one', name: 'All but one' }, { token: admin });
      await server.call(endpoints.userSave, { username: 'allbutone', name: 'All but one', password: 'All-but-one-1', roleIds: [role.roleId] }, { token: admin });
      const token = await server.signIn('allbutone', 'All-but-one-1');
      const grantable = await server.db.selectFrom('sysMenu').select(['menuId', 'perms']).where('perms', '!=', '').where('perms', '!=', SUPER_PERMISSION).execute();
      const answers: Record<string, number> = {};
      for (const [name, endpoint] of Object.entries(endpoints) as [EndpointName, Endpoint][]) {
        if (endpoint.access === 'public' || endpoint.access === 'signed-in') continue;
        const needed: readonly string[] = typeof endpoint.access === 'string' ? [endpoint.access] : endpoint.access;
        await server.db.deleteFrom('sysRoleMenu').where('roleId', '=', role.roleId).execute();
        const held = grantable.filter((menu) => !needed.includes(menu.perms));
        await server.db.insertInto('sysRoleMenu').values(held.map((menu) => ({ roleId: role.roleId, menuId: menu.menuId }))).execute();
        const input = invalidInput(endpoint);
        if (Object.keys(input).length > 0) expect(endpoint.input.safeParse(input).success, `${name} input is invalid`).toBe(false);
        answers[name] = (await server.raw(endpoint, input as never, { token })).body.code;
      }
      expect(Object.keys(answers).length).toBeGreaterThan(40);
      expect(answers).toEqual(Object.fromEntries(Object.keys(answers).map((name) => [name, Codes.FORBIDDEN])));
    });
  });
});

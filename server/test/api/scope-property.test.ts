import { Codes, covers, coversJurisdiction, DATA_SCOPES, reachesAnywhere, endpoints, scopeOf, type ScopeDivision } from '@ews/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf } from '../support/codes.ts';
import { startServer, type TestServer } from '../support/harness.ts';
import { insideOf } from '../support/places.ts';
import { suspectedCase } from '../support/cases.ts';

/**
 * Divisions at every level, with a county directly under its province (Beijing's Dongcheng) and
 * records placed at province and prefecture level themselves.
 */
const DIVISIONS: Record<string, ScopeDivision> = {
  '630000': { provinceCode: '630000', prefectureCode: '', countyCode: '' },
  '632800': { provinceCode: '630000', prefectureCode: '632800', countyCode: '' },
  '632823': { provinceCode: '630000', prefectureCode: '632800', countyCode: '632823' },
  '632801': { provinceCode: '630000', prefectureCode: '632800', countyCode: '632801' },
  '632500': { provinceCode: '630000', prefectureCode: '632500', countyCode: '' },
  '632521': { provinceCode: '630000', prefectureCode: '632500', countyCode: '632521' },
  '110000': { provinceCode: '110000', prefectureCode: '', countyCode: '' },
  '110101': { provinceCode: '110000', prefectureCode: '', countyCode: '110101' },
  '540102': { provinceCode: '540000', prefectureCode: '540100', countyCode: '540102' },
};
const CODES = Object.keys(DIVISIONS);
const CREATORS = ['admin', 'alice', 'bob'] as const;
const PASSWORD = 'Property-2026';
const RUNS = 25;

interface StoredRecord {
  code: string;
  place: ScopeDivision;
  createdBy: string;
}

/** A suspected case; each division gets one living there. */
const CASE = suspectedCase('Property CDC');

const divisions = fc.uniqueArray(fc.constantFrom(...CODES), { maxLength: 3 });
const grant = fc.record({ dataScope: fc.constantFrom(...DATA_SCOPES), divisions: divisions.filter((codes) => codes.length > 0) });
const principal = fc.record({ username: fc.constantFrom(...CREATORS), grants: fc.array(grant, { minLength: 1, maxLength: 3 }), jurisdiction: divisions });
/** A role as a scoped role administrator meets it: its scope, and the jurisdictions of those who hold it (none is the whole country). */
const heldRole = fc.record({ dataScope: fc.constantFrom(...DATA_SCOPES), divisions: divisions.filter((codes) => codes.length > 0), holders: fc.array(divisions, { maxLength: 2 }) });
const ROLE_RUNS = 12;

describe('data scope, as a property', () => {
  let server: TestServer;
  let admin: string;
  let viewerMenus: number[];
  const records: StoredRecord[] = [];

  beforeAll(async () => {
    server = await startServer();
    admin = await server.signIn();
    const viewer = await server.db.selectFrom('sysRole').select('roleId').where('roleKey', '=', 'viewer').executeTakeFirstOrThrow();
    viewerMenus = (await server.call(endpoints.roleMenus, { roleId: viewer.roleId }, { token: admin })).menuIds;
    // Three records in every division, each by one of the creators.
    for (const [index, code] of CODES.flatMap((division) => [division, division, division]).entries()) {
      const place = DIVISIONS[code]!;
      const createdBy = CREATORS[index % CREATORS.length]!;
      const source = await server.call(
        endpoints.sourceSave,
        { code: `PR-${code}-${String(index).padStart(3, '0')}`, name: `Property ${index}`, focusType: 'himalayanMarmot', ...place, ...insideOf(place) },
        { token: admin },
      );
      await server.db.updateTable('sourcePoint').set({ createdBy }).where('sourceId', '=', source.sourceId).execute();
      // A human case living there too, by the same creator: cases are scoped by their own place.
      const humanCase = await server.call(endpoints.caseSave, { ...CASE, cardNumber: source.code, ...place }, { token: admin });
      await server.db.updateTable('humanCase').set({ createdBy }).where('caseId', '=', humanCase.caseId).execute();
      records.push({ code: source.code, place, createdBy });
    }
  });
  afterAll(() => server.close());

  it('lists for random scopes exactly the records in them, source points and human cases: no leak, and no missing row', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(principal, async ({ username, grants, jurisdiction }) => {
        run++;
        const roleIds: number[] = [];
        for (const [index, { dataScope, divisions: chosen }] of grants.entries()) {
          const role = await server.call(endpoints.roleSave, { roleKey: `p${run}-${index}`, name: `Property ${run}.${index}`, dataScope, scopeDivisions: dataScope === 'custom' ? chosen : [] }, { token: admin });
          await server.call(endpoints.roleSaveMenus, { roleId: role.roleId, menuIds: viewerMenus }, { token: admin });
          roleIds.push(role.roleId);
        }
        // The creators' names are taken by their records: each run signs in as a fresh account
        // whose name is the chosen creator's, renamed on the records so 'own' has something to find.
        const account = `${username}${run}`;
        await server.call(endpoints.userSave, { username: account, name: account, password: PASSWORD, roleIds, divisionCodes: jurisdiction }, { token: admin });
        await server.db.updateTable('sourcePoint').set({ createdBy: account }).where('createdBy', '=', username).execute();
        await server.db.updateTable('humanCase').set({ createdBy: account }).where('createdBy', '=', username).execute();
        try {
          const token = await server.signIn(account, PASSWORD);
          const { list, total } = await server.call(endpoints.sourceList, { page: 1, limit: 100 }, { token });
          const scope = scopeOf(
            grants.map((one) => ({ dataScope: one.dataScope, divisions: one.divisions.map((code) => DIVISIONS[code]!) })),
            jurisdiction.map((code) => DIVISIONS[code]!),
            account,
          );
          const expected = records.filter((record) => covers(scope, { ...record.place, createdBy: record.createdBy === username ? account : record.createdBy })).map((record) => record.code);
          expect(list.map((source) => source.code).sort()).toEqual(expected.sort());
          expect(total).toBe(expected.length);
          const cases = await server.call(endpoints.caseList, { page: 1, limit: 100 }, { token });
          expect(cases.list.map((humanCase) => humanCase.cardNumber).sort()).toEqual(expected.sort());
          expect(cases.total).toBe(expected.length);
        } finally {
          await server.db.updateTable('sourcePoint').set({ createdBy: username }).where('createdBy', '=', account).execute();
          await server.db.updateTable('humanCase').set({ createdBy: username }).where('createdBy', '=', account).execute();
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('lists for a random role administrator exactly the roles within reach, and answers the others as not found', async () => {
    const roleMenus = await server.db.selectFrom('sysMenu').select('menuId').where((eb) => eb.or([eb('menuKey', '=', 'SystemRole'), eb('perms', 'like', 'system:role:%')])).execute();
    const places = (codes: readonly string[]) => codes.map((code) => DIVISIONS[code]!);
    let run = 0;
    await fc.assert(
      fc.asyncProperty(divisions.filter((codes) => codes.length > 0), fc.array(heldRole, { minLength: 1, maxLength: 4 }), async (jurisdiction, roles) => {
        run++;
        const administrator = await server.call(endpoints.roleSave, { roleKey: `ra${run}`, name: `Role admin ${run}`, dataScope: 'subtree' }, { token: admin });
        await server.call(endpoints.roleSaveMenus, { roleId: administrator.roleId, menuIds: roleMenus.map((menu) => menu.menuId) }, { token: admin });
        await server.call(endpoints.userSave, { username: `ra${run}`, name: `ra${run}`, password: PASSWORD, roleIds: [administrator.roleId], divisionCodes: jurisdiction }, { token: admin });
        const scope = scopeOf([{ dataScope: 'subtree', divisions: [] }], places(jurisdiction), `ra${run}`);
        const expected = new Map<number, boolean>();
        for (const [index, role] of roles.entries()) {
          const { roleId } = await server.call(endpoints.roleSave, { roleKey: `rr${run}-${index}`, name: `Held ${run}.${index}`, dataScope: role.dataScope, scopeDivisions: role.dataScope === 'custom' ? role.divisions : [] }, { token: admin });
          for (const [holder, codes] of role.holders.entries()) {
            await server.call(endpoints.userSave, { username: `rh${run}x${index}x${holder}`, name: 'Holder', password: PASSWORD, roleIds: [roleId], divisionCodes: codes }, { token: admin });
          }
          const scopeWithin = reachesAnywhere(role.dataScope) ? false : role.dataScope !== 'custom' || coversJurisdiction(scope, places(role.divisions));
          expected.set(roleId, scopeWithin && role.holders.every((codes) => coversJurisdiction(scope, places(codes), 'admin')));
        }
        const token = await server.signIn(`ra${run}`, PASSWORD);
        const { list } = await server.call(endpoints.roleList, { roleKey: `rr${run}-`, page: 1, limit: 100 }, { token });
        expect(list.map((role) => role.roleId).sort()).toEqual([...expected].filter(([, within]) => within).map(([roleId]) => roleId).sort());
        for (const [roleId, within] of expected) expect([roleId, await codeOf(server.call(endpoints.roleMenus, { roleId }, { token }))]).toEqual([roleId, within ? Codes.OK : Codes.NOT_FOUND]);
      }),
      { numRuns: ROLE_RUNS },
    );
  });
});

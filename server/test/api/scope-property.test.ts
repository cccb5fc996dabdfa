import { covers, DATA_SCOPES, endpoints, scopeOf, type ScopeDivision } from '@ews/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../support/harness.ts';

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

const divisions = fc.uniqueArray(fc.constantFrom(...CODES), { maxLength: 3 });
const grant = fc.record({ dataScope: fc.constantFrom(...DATA_SCOPES), divisions: divisions.filter((codes) => codes.length > 0) });
const principal = fc.record({ username: fc.constantFrom(...CREATORS), grants: fc.array(grant, { minLength: 1, maxLength: 3 }), jurisdiction: divisions });

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
        { code: `PR-${code}-${String(index).padStart(3, '0')}`, name: `Property ${index}`, focusType: 'himalayanMarmot', ...place, longitude: 98.5, latitude: 37.3 },
        { token: admin },
      );
      await server.db.updateTable('sourcePoint').set({ createdBy }).where('sourceId', '=', source.sourceId).execute();
      records.push({ code: source.code, place, createdBy });
    }
  });
  afterAll(() => server.close());

  it('lists for random scopes exactly the records in them: no leak, and no missing row', async () => {
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
        } finally {
          await server.db.updateTable('sourcePoint').set({ createdBy: username }).where('createdBy', '=', account).execute();
        }
      }),
      { numRuns: RUNS },
    );
  });
});

import { randomUUID } from 'node:crypto';
import { Codes, endpoints, fieldLabel, Permissions, type RouteEntry } from '@ews/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as offlineSurveys from '../../src/db/migrations/009_offline_surveys.ts';
import * as clientIds from '../../src/db/migrations/015_client_ids.ts';
import { codeOf } from '../support/codes.ts';
import { startServer, TEST_DEMO_PASSWORD, testDialect, type TestServer } from '../support/harness.ts';
import { insertUser } from '../support/users.ts';

const today = new Date().toISOString().slice(0, 10);

/** Every component string of a route tree, depth first. */
const componentsOf = (entries: RouteEntry[]): string[] => entries.flatMap((entry) => [entry.component ?? '', ...componentsOf(entry.children ?? [])]);

describe(`surveys sent again from a device are stored once (${testDialect})`, () => {
  let server: TestServer;
  let token: string;
  let sourceId: number;
  const surveyCount = async () => Number((await server.db.selectFrom('survey').select((eb) => eb.fn.countAll<number>().as('n')).where('sourceId', '=', sourceId).executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    server = await startServer({ SEED_DEMO: 'true', DEMO_PASSWORD: TEST_DEMO_PASSWORD });
    token = await server.signIn();
    const point = { code: 'JL-220100-901', name: 'Field site', focusType: 'dauriaGroundSquirrel' as const, provinceCode: '220000', prefectureCode: '220100', countyCode: '', longitude: 125.3, latitude: 43.9 };
    sourceId = (await server.call(endpoints.sourceSave, point, { token })).sourceId;
  });
  afterAll(() => server.close());

  it('answers a repeated client id with the survey stored the first time, and the engine saw it once', async () => {
    const clientId = randomUUID();
    // Over both Daurian thresholds: the first send opens an alert.
    const entry = { sourceId, surveyDate: today, hostDensity: 1.4, animalsExamined: 20, fleaIndex: 1.6, clientId };
    const first = await server.call(endpoints.surveySave, entry, { token });
    expect(first.clientId).toBe(clientId);
    const alertsAfterFirst = await server.db.selectFrom('alert').select(['alertId', 'surveyIds', 'version']).where('sourceId', '=', sourceId).execute();
    expect(alertsAfterFirst).toHaveLength(1);
    const again = await server.call(endpoints.surveySave, { ...entry, notes: 'sent again' }, { token });
    expect(again).toEqual(first);
    expect(await surveyCount()).toBe(1);
    expect(await server.db.selectFrom('alert').select(['alertId', 'surveyIds', 'version']).where('sourceId', '=', sourceId).execute()).toEqual(alertsAfterFirst);
    // Without a client id, a survey with the same values is a new one, as in the console.
    const { clientId: _clientId, ...typed } = entry;
    const second = await server.call(endpoints.surveySave, typed, { token });
    expect(second.surveyId).not.toBe(first.surveyId);
    expect(second.clientId).toBeNull();
    expect(await surveyCount()).toBe(2);
  });

  it('stores one row when two sends of one id arrive together', async () => {
    const before = await surveyCount();
    const entry = { sourceId, surveyDate: today, hostDensity: 0.3, animalsExamined: 20, fleaIndex: 0.2, clientId: randomUUID() };
    const answers = await Promise.all([server.call(endpoints.surveySave, entry, { token }), server.call(endpoints.surveySave, entry, { token })]);
    expect(answers[0].surveyId).toBe(answers[1].surveyId);
    expect(await surveyCount()).toBe(before + 1);
    expect(await server.db.selectFrom('survey').select('surveyId').where('clientId', '=', entry.clientId).execute()).toHaveLength(1);
  });

  it('stores one row when two sends of one id for different points arrive together (the unique index decides)', async () => {
    const other = await server.call(
      endpoints.sourceSave,
      { code: 'JL-220100-902', name: 'Other site', focusType: 'dauriaGroundSquirrel', provinceCode: '220000', prefectureCode: '220100', countyCode: '', longitude: 125.4, latitude: 43.8 },
      { token },
    );
    const clientId = randomUUID();
    const answers = await Promise.all([
      server.call(endpoints.surveySave, { sourceId, surveyDate: today, clientId }, { token }),
      server.call(endpoints.surveySave, { sourceId: other.sourceId, surveyDate: today, clientId }, { token }),
    ]);
    expect(answers[0].surveyId).toBe(answers[1].surveyId);
    expect(await server.db.selectFrom('survey').select('surveyId').where('clientId', '=', clientId).execute()).toHaveLength(1);
  });

  it('refuses another person’s entry id with 40900 and a malformed one with 40000 naming the field', async () => {
    const clientId = randomUUID();
    await server.call(endpoints.surveySave, { sourceId, surveyDate: today, clientId }, { token });
    const operator = await server.signIn('operator', TEST_DEMO_PASSWORD);
    const before = await surveyCount();
    // The demo operator works for Qinghai: a point of theirs, so only the entry id is in the way.
    const own = await server.call(
      endpoints.sourceSave,
      { code: 'QH-632823-901', name: 'Tianjun site', focusType: 'himalayanMarmot', provinceCode: '630000', prefectureCode: '632800', countyCode: '632823', longitude: 99, latitude: 37.3 },
      { token: operator },
    );
    expect(await codeOf(server.call(endpoints.surveySave, { sourceId: own.sourceId, surveyDate: today, clientId }, { token: operator }))).toBe(Codes.CONFLICT);
    const { status, body } = await server.raw(endpoints.surveySave, { sourceId, surveyDate: today, clientId: 'not-a-uuid' }, { token, headers: { 'accept-language': 'es' } });
    expect([status, body.code]).toEqual([400, Codes.VALIDATION]);
    expect(body.msg).toContain(fieldLabel(['clientId'], 'es'));
    expect(await surveyCount()).toBe(before);
  });

  it('takes an upper-case copy of an entry id as the same entry, and stores the id in lower case', async () => {
    const clientId = randomUUID();
    const first = await server.call(endpoints.surveySave, { sourceId, surveyDate: today, clientId: clientId.toUpperCase() }, { token });
    expect(first.clientId).toBe(clientId);
    const before = await surveyCount();
    for (const sent of [clientId, clientId.toUpperCase()]) expect(await server.call(endpoints.surveySave, { sourceId, surveyDate: today, clientId: sent }, { token })).toEqual(first);
    expect(await surveyCount()).toBe(before);
  });

  it('answers an entry sent again after its survey was deleted with 41000 in the user’s language, and does not bring it back', async () => {
    const clientId = randomUUID();
    const entry = { sourceId, surveyDate: today, hostDensity: 0.5, animalsExamined: 10, clientId };
    const first = await server.call(endpoints.surveySave, entry, { token });
    await server.call(endpoints.surveyDelete, { ids: [first.surveyId] }, { token });
    const before = await surveyCount();
    for (const sent of [clientId, clientId.toUpperCase()]) {
      const { status, body } = await server.raw(endpoints.surveySave, { ...entry, clientId: sent }, { token, headers: { 'accept-language': 'es' } });
      expect([status, body.code, body.msg]).toEqual([410, Codes.GONE, 'Esta entrada se recibió antes y después se eliminó: no se vuelve a guardar']);
    }
    expect(await surveyCount()).toBe(before);
    expect(await server.db.selectFrom('survey').select('surveyId').where('clientId', '=', clientId).execute()).toEqual([]);
  });

  it('migration 015 puts stored entry ids in lower case, keeping both records of ids that differ only in case', async () => {
    const stored = async (clientId: string, storedAs: string) => {
      const { surveyId } = await server.call(endpoints.surveySave, { sourceId, surveyDate: today, clientId }, { token });
      await server.db.updateTable('survey').set({ clientId: storedAs }).where('surveyId', '=', surveyId).execute();
      return surveyId;
    };
    const idOf = async (surveyId: number) => (await server.db.selectFrom('survey').select('clientId').where('surveyId', '=', surveyId).executeTakeFirstOrThrow()).clientId;
    const alone = 'a1a1a1a1-0000-4000-8000-00000000000a';
    const twin = 'b2b2b2b2-0000-4000-8000-00000000000b';
    const upperTwins = 'c3c3c3c3-0000-4000-8000-00000000000c';
    const surveys = {
      alone: await stored(alone, alone.toUpperCase()),
      lowerTwin: await stored(twin, twin),
      upperTwin: await stored(randomUUID(), twin.toUpperCase()),
      olderTwin: await stored(randomUUID(), upperTwins.toUpperCase()),
      newerTwin: await stored(randomUUID(), `c3C3c3C3${upperTwins.slice(8).toUpperCase()}`),
    };
    const before = await surveyCount();
    await clientIds.up(server.db);
    expect(await surveyCount()).toBe(before);
    expect(await idOf(surveys.alone)).toBe(alone);
    expect(await idOf(surveys.lowerTwin)).toBe(twin);
    expect(await idOf(surveys.upperTwin)).toBe(twin.toUpperCase());
    expect(await idOf(surveys.olderTwin)).toBe(upperTwins);
    expect(await idOf(surveys.newerTwin)).toBe(`c3C3c3C3${upperTwins.slice(8).toUpperCase()}`);
    // Sent again in any case, an entry is the record that holds its id in lower case.
    expect((await server.call(endpoints.surveySave, { sourceId, surveyDate: today, clientId: twin.toUpperCase() }, { token })).surveyId).toBe(surveys.lowerTwin);
    expect((await server.call(endpoints.surveySave, { sourceId, surveyDate: today, clientId: alone.toUpperCase() }, { token })).surveyId).toBe(surveys.alone);
  });

  it('gives the field entry page to those who may add surveys: the seeded operator, and through migration 009 every such role of an older database', async () => {
    const routes = async (username: string, password: string) => componentsOf(await server.call(endpoints.getMenuTreeByUser, {}, { token: await server.signIn(username, password) }));
    expect(await routes('operator', TEST_DEMO_PASSWORD)).toContain('surveillance/fieldEntry');
    expect(await routes('viewer', TEST_DEMO_PASSWORD)).not.toContain('surveillance/fieldEntry');

    // An older database: no client id column, no page, and a role of its own that may add surveys.
    await server.db.deleteFrom('sysMenu').where('menuKey', '=', 'FieldEntry').execute();
    await sql`drop index survey_client_id_uq`.execute(server.db);
    await sql`alter table survey drop column client_id`.execute(server.db);
    const addMenu = await server.db.selectFrom('sysMenu').select('menuId').where('perms', '=', Permissions.SURVEY_ADD).executeTakeFirstOrThrow();
    const listMenu = await server.db.selectFrom('sysMenu').select('menuId').where('menuKey', '=', 'SurveyList').executeTakeFirstOrThrow();
    const at = new Date().toISOString();
    const role = await server.db
      .insertInto('sysRole')
      .values({ roleKey: 'fieldteam', name: 'Field team', remark: '', sort: 9, dataScope: 'all', status: 1, createdAt: at, createdBy: 'test', updatedAt: at, updatedBy: 'test', version: 1 })
      .returning('roleId')
      .executeTakeFirstOrThrow();
    await server.db.insertInto('sysRoleMenu').values([{ roleId: role.roleId, menuId: addMenu.menuId }, { roleId: role.roleId, menuId: listMenu.menuId }]).execute();
    await insertUser(server.db, { username: 'fielder', password: 'Fielder-2026', roleKeys: ['fieldteam'] });

    await offlineSurveys.up(server.db);
    // The sessions cached before the change hold the old menus: a new sign-in reads them again.
    expect(await routes('fielder', 'Fielder-2026')).toContain('surveillance/fieldEntry');
    expect(await routes('operator', TEST_DEMO_PASSWORD)).toContain('surveillance/fieldEntry');
    expect(await routes('viewer', TEST_DEMO_PASSWORD)).not.toContain('surveillance/fieldEntry');
    const clientId = randomUUID();
    const first = await server.call(endpoints.surveySave, { sourceId, surveyDate: today, clientId }, { token });
    expect((await server.call(endpoints.surveySave, { sourceId, surveyDate: today, clientId }, { token })).surveyId).toBe(first.surveyId);
  });
});

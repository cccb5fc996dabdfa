import { Codes, endpoints, fieldRefusal, FIELD_LABELS, SOURCE_COLUMNS, textMessages, type SourceFields } from '@ews/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, refusal } from '../support/codes.ts';
import { startServer, type TestServer } from '../support/harness.ts';
import { insideOf } from '../support/places.ts';
import { suspectedCase } from '../support/cases.ts';
import { sheetOf } from '../support/sheets.ts';

/*
 * Data scope as a matrix: principals of county, prefecture and province level, one with two
 * counties and one whose role is narrowed while signed in, against records inside and outside
 * their scope. What each may see is written out by hand below, not computed by the rule under test.
 */

/** Where the test records lie: Qinghai (Haixi: Tianjun, Golmud; Hainan: Gonghe), Beijing, Tibet. */
const PLACES = {
  tianjun: { provinceCode: '630000', prefectureCode: '632800', countyCode: '632823' },
  golmud: { provinceCode: '630000', prefectureCode: '632800', countyCode: '632801' },
  gonghe: { provinceCode: '630000', prefectureCode: '632500', countyCode: '632521' },
  haixi: { provinceCode: '630000', prefectureCode: '632800', countyCode: '' },
  qinghai: { provinceCode: '630000', prefectureCode: '', countyCode: '' },
  dongcheng: { provinceCode: '110000', prefectureCode: '', countyCode: '110101' },
  lhasa: { provinceCode: '540000', prefectureCode: '540100', countyCode: '540102' },
} as const;
type Place = keyof typeof PLACES;
const ALL_PLACES = Object.keys(PLACES) as Place[];

type Principal = 'countyOperator' | 'prefectureAnalyst' | 'provinceViewer' | 'twoCounties';

const PRINCIPALS: Record<Principal, { role: string; jurisdiction: string[]; sees: Place[] }> = {
  countyOperator: { role: 'operator', jurisdiction: ['632823'], sees: ['tianjun'] },
  prefectureAnalyst: { role: 'analyst', jurisdiction: ['632800'], sees: ['tianjun', 'golmud', 'haixi'] },
  provinceViewer: { role: 'viewer', jurisdiction: ['630000'], sees: ['tianjun', 'golmud', 'gonghe', 'haixi', 'qinghai'] },
  twoCounties: { role: 'operator', jurisdiction: ['632823', '110101'], sees: ['tianjun', 'dongcheng'] },
};

const PASSWORD = 'Scope-pass-2026';

/** A suspected case, placed where a test puts it. */
const CASE = suspectedCase('Scope CDC');
const today = new Date().toISOString().slice(0, 10);

const sourceOf = (place: Place): SourceFields => ({
  code: `SC-${PLACES[place].countyCode || PLACES[place].prefectureCode || PLACES[place].provinceCode}-001`,
  name: `Scope ${place}`,
  focusType: 'himalayanMarmot',
  ...PLACES[place],
  ...insideOf(PLACES[place]),
});

const outbreakOf = (place: Place) => ({
  code: `SC-2001-${ALL_PLACES.indexOf(place) + 10}`,
  title: `Scope outbreak ${place}`,
  onsetDate: '2001-07-30',
  onsetPrecision: 'day' as const,
  ...PLACES[place],
  longitude: 98.5,
  latitude: 37.3,
  bubonic: 1,
  pneumonic: 0,
  septicemic: 0,
  otherForm: 0,
  cases: 1,
  deaths: 0,
  classification: 'confirmed' as const,
  confirmationMethod: 'culture' as const,
  infectionSource: 'hunting' as const,
  hostsInvolved: [],
  animalEpizootic: false,
});

async function exportedCodes(blob: Blob): Promise<string[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await blob.arrayBuffer());
  const codes: string[] = [];
  const codeColumn = SOURCE_COLUMNS.findIndex((column) => column.key === 'code') + 1;
  workbook.worksheets[0]!.eachRow((row, index) => {
    if (index > 1) codes.push(String(row.getCell(codeColumn).value));
  });
  return codes.sort();
}

describe('data scope', () => {
  let server: TestServer;
  let admin: string;
  const sourceIds = new Map<Place, number>();
  const outbreakIds = new Map<Place, number>();
  const surveyIds = new Map<Place, number>();
  const alertIds = new Map<Place, number>();
  const tokens = new Map<Principal, string>();
  const roleIds = new Map<string, number>();

  const codesOf = (places: readonly Place[]) => places.map((place) => sourceOf(place).code).sort();

  beforeAll(async () => {
    server = await startServer();
    admin = await server.signIn();
    for (const role of await server.db.selectFrom('sysRole').select(['roleId', 'roleKey']).execute()) roleIds.set(role.roleKey, role.roleId);
    for (const place of ALL_PLACES) {
      const source = await server.call(endpoints.sourceSave, sourceOf(place), { token: admin });
      sourceIds.set(place, source.sourceId);
      outbreakIds.set(place, (await server.call(endpoints.outbreakSave, { ...outbreakOf(place), sourceId: source.sourceId }, { token: admin })).outbreakId);
      // An isolate: one survey and one open alert on every point.
      surveyIds.set(place, (await server.call(endpoints.surveySave, { sourceId: source.sourceId, surveyDate: today, bacteriologySamples: 10, isolatesHost: 1 }, { token: admin })).surveyId);
      const { list } = await server.call(endpoints.alertList, { page: 1, limit: 100 }, { token: admin });
      alertIds.set(place, list.find((alert) => alert.sourceId === source.sourceId)!.alertId);
    }
    for (const [principal, { role, jurisdiction }] of Object.entries(PRINCIPALS) as [Principal, (typeof PRINCIPALS)[Principal]][]) {
      await server.call(endpoints.userSave, { username: principal.toLowerCase(), name: principal, password: PASSWORD, roleIds: [roleIds.get(role)!], divisionCodes: jurisdiction }, { token: admin });
      tokens.set(principal, await server.signIn(principal.toLowerCase(), PASSWORD));
    }
  });
  afterAll(() => server.close());

  const principals = Object.keys(PRINCIPALS) as Principal[];

  it.each(principals)('%s lists, gets and exports exactly the source points of its scope', async (principal) => {
    const token = tokens.get(principal)!;
    const { sees } = PRINCIPALS[principal];
    const { list, total } = await server.call(endpoints.sourceList, { page: 1, limit: 100 }, { token });
    expect(list.map((source) => source.code).sort()).toEqual(codesOf(sees));
    expect(total).toBe(sees.length);
    for (const place of ALL_PLACES) {
      const answer = await codeOf(server.call(endpoints.sourceGet, { sourceId: sourceIds.get(place)! }, { token }));
      expect([place, answer]).toEqual([place, sees.includes(place) ? Codes.OK : Codes.NOT_FOUND]);
    }
    expect(await exportedCodes((await server.download(endpoints.sourceExport, {}, { token })).blob)).toEqual(codesOf(sees));
  });

  it.each(principals)('%s sees the outbreaks, surveys, alerts and series of its scope only', async (principal) => {
    const token = tokens.get(principal)!;
    const { sees } = PRINCIPALS[principal];
    const outbreaks = await server.call(endpoints.outbreakList, { page: 1, limit: 100 }, { token });
    expect(outbreaks.list.map((outbreak) => outbreak.title).sort()).toEqual(sees.map((place) => `Scope outbreak ${place}`).sort());
    const surveys = await server.call(endpoints.surveyList, { page: 1, limit: 100 }, { token });
    expect(surveys.list.map((survey) => survey.surveyId).sort()).toEqual(sees.map((place) => surveyIds.get(place)!).sort());
    const alerts = await server.call(endpoints.alertList, { page: 1, limit: 100 }, { token });
    expect(alerts.list.map((alert) => alert.alertId).sort()).toEqual(sees.map((place) => alertIds.get(place)!).sort());
    expect(await server.call(endpoints.alertOpenCount, {}, { token })).toEqual({ open: sees.length });
    for (const place of ALL_PLACES) {
      const expected = sees.includes(place) ? Codes.OK : Codes.NOT_FOUND;
      const answers = [
        await codeOf(server.call(endpoints.outbreakGet, { outbreakId: outbreakIds.get(place)! }, { token })),
        await codeOf(server.call(endpoints.surveyGet, { surveyId: surveyIds.get(place)! }, { token })),
        await codeOf(server.call(endpoints.alertGet, { alertId: alertIds.get(place)! }, { token })),
        await codeOf(server.call(endpoints.surveySeries, { sourceId: sourceIds.get(place)! }, { token })),
      ];
      expect([place, answers]).toEqual([place, [expected, expected, expected, expected]]);
    }
  });

  it.each(principals)('%s gets dashboard figures and a map of its scope only', async (principal) => {
    const token = tokens.get(principal)!;
    const { sees } = PRINCIPALS[principal];
    const summary = await server.call(endpoints.dashboardSummary, {}, { token });
    expect(Object.values(summary.sourcesByRisk).reduce((a, b) => a + b, 0)).toBe(sees.length);
    expect(summary.openAlerts).toBe(sees.length);
    expect(summary.surveysThisMonth).toBe(sees.length);
    expect(summary.outbreaksPerDecade.reduce((sum, decade) => sum + decade.outbreaks, 0)).toBe(sees.length);
    const map = await server.call(endpoints.dashboardMap, {}, { token });
    expect(map.points.code.toSorted()).toEqual(codesOf(sees));
    expect(map.outbreaks).toHaveLength(sees.length);
  });

  it('keeps the national aggregate on the public pages', async () => {
    const monitor = await server.call(endpoints.publicMonitor, {});
    expect(monitor.sourcePoints).toBe(ALL_PLACES.length);
  });

  it('narrows alerts, source points and outbreaks to the place picked in the filter bar, inside the scope', async () => {
    const picks = [
      [{ provinceCode: '630000' }, ['tianjun', 'golmud', 'gonghe', 'haixi', 'qinghai']],
      [{ prefectureCode: '632800' }, ['tianjun', 'golmud', 'haixi']],
      [{ countyCode: '632823' }, ['tianjun']],
      [{ provinceCode: '630000', countyCode: '110101' }, []],
    ] as const;
    for (const [place, places] of picks) {
      const alerts = await server.call(endpoints.alertList, { ...place, page: 1, limit: 100 }, { token: admin });
      expect([place, alerts.list.map((alert) => alert.alertId).sort()]).toEqual([place, places.map((name) => alertIds.get(name)!).sort()]);
      const sources = await server.call(endpoints.sourceList, { ...place, page: 1, limit: 100 }, { token: admin });
      expect([place, sources.list.map((source) => source.code).sort()]).toEqual([place, codesOf(places)]);
    }
    const outbreaks = await server.call(endpoints.outbreakList, { provinceCode: '630000', page: 1, limit: 100 }, { token: admin });
    expect(outbreaks.list.map((outbreak) => outbreak.title).sort()).toEqual(picks[0][1].map((name) => `Scope outbreak ${name}`).sort());
    // The province picked by a county operator still holds its county alone.
    const county = await server.call(endpoints.alertList, { provinceCode: '630000', page: 1, limit: 100 }, { token: tokens.get('countyOperator')! });
    expect(county.list.map((alert) => alert.alertId)).toEqual([alertIds.get('tianjun')]);
  });

  it('answers a write to a record outside the scope as a read of it (40400), a delete as one of an id that does not exist, and writes nothing', async () => {
    const token = tokens.get('countyOperator')!;
    const asRead = await refusal(server.call(endpoints.sourceGet, { sourceId: sourceIds.get('golmud')! }, { token }));
    expect(asRead.code).toBe(Codes.NOT_FOUND);
    const source = await server.call(endpoints.sourceGet, { sourceId: sourceIds.get('golmud')! }, { token: admin });
    const outbreak = await server.call(endpoints.outbreakGet, { outbreakId: outbreakIds.get('golmud')! }, { token: admin });
    const survey = await server.call(endpoints.surveyGet, { surveyId: surveyIds.get('golmud')! }, { token: admin });
    const humanCase = await server.call(endpoints.caseSave, { ...CASE, cardNumber: 'SC-CASE-GOLMUD', ...PLACES.golmud }, { token: admin });
    // Each write names a place inside the scope: the record's own place is what puts it out of reach.
    const writes = {
      source: () => server.call(endpoints.sourceSave, { ...sourceOf('tianjun'), code: source.code, sourceId: source.sourceId, version: source.version, name: 'renamed' }, { token }),
      outbreak: () => server.call(endpoints.outbreakSave, { ...outbreakOf('tianjun'), code: outbreak.code, outbreakId: outbreak.outbreakId, version: outbreak.version }, { token }),
      survey: () => server.call(endpoints.surveySave, { surveyId: survey.surveyId, version: survey.version, sourceId: sourceIds.get('tianjun')!, surveyDate: today }, { token }),
      case: () => server.call(endpoints.caseSave, { ...CASE, cardNumber: humanCase.cardNumber, ...PLACES.tianjun, caseId: humanCase.caseId, version: humanCase.version, outcome: 'died' }, { token }),
    };
    for (const [name, write] of Object.entries(writes)) {
      const refused = await refusal(write());
      expect([name, refused.code, refused.message]).toEqual([name, asRead.code, asRead.message]);
    }
    const deletes = {
      source: (id: number) => server.call(endpoints.sourceDelete, { ids: [id] }, { token }),
      outbreak: (id: number) => server.call(endpoints.outbreakDelete, { ids: [id] }, { token }),
      survey: (id: number) => server.call(endpoints.surveyDelete, { ids: [id] }, { token }),
    };
    const outsideIds = { source: source.sourceId, outbreak: outbreak.outbreakId, survey: survey.surveyId };
    for (const [name, remove] of Object.entries(deletes)) {
      expect([name, await remove(outsideIds[name as keyof typeof outsideIds])]).toEqual([name, await remove(999_999)]);
    }
    // A survey added to a point outside the scope is refused as one added to a point that does not exist.
    const onOutside = await refusal(server.call(endpoints.surveySave, { sourceId: source.sourceId, surveyDate: today }, { token }));
    const onAbsent = await refusal(server.call(endpoints.surveySave, { sourceId: 999_999, surveyDate: today }, { token }));
    expect([onOutside.code, onOutside.message]).toEqual([onAbsent.code, onAbsent.message]);
    expect(await server.call(endpoints.sourceGet, { sourceId: source.sourceId }, { token: admin })).toEqual(source);
    expect(await server.call(endpoints.outbreakGet, { outbreakId: outbreak.outbreakId }, { token: admin })).toEqual(outbreak);
    expect(await server.call(endpoints.surveyGet, { surveyId: survey.surveyId }, { token: admin })).toEqual(survey);
    expect((await server.call(endpoints.caseGet, { caseId: humanCase.caseId }, { token: admin })).version).toBe(humanCase.version);
    await server.call(endpoints.caseDelete, { ids: [humanCase.caseId] }, { token: admin });
  });

  it('keeps 40300 for what the caller may not do anywhere, and for placing a record outside the scope; inside it, the write goes through', async () => {
    const token = tokens.get('countyOperator')!;
    const own = await server.call(endpoints.sourceGet, { sourceId: sourceIds.get('tianjun')! }, { token });
    // A permission the viewer lacks altogether, and a change to every point in the country.
    expect(await codeOf(server.call(endpoints.sourceSave, { ...sourceOf('tianjun'), sourceId: own.sourceId, version: own.version, name: 'viewed' }, { token: tokens.get('provinceViewer')! }))).toBe(Codes.FORBIDDEN);
    expect(await codeOf(server.call(endpoints.riskRecompute, {}, { token }))).toBe(Codes.FORBIDDEN);
    // Adding a record outside the scope, or moving one's own record out of it.
    expect(await codeOf(server.call(endpoints.sourceSave, { ...sourceOf('golmud'), code: 'SC-632801-002' }, { token }))).toBe(Codes.FORBIDDEN);
    const moved = await refusal(server.call(endpoints.sourceSave, { ...sourceOf('golmud'), code: own.code, sourceId: own.sourceId, version: own.version }, { token }));
    expect(moved.code).toBe(Codes.FORBIDDEN);
    expect((await server.call(endpoints.sourceGet, { sourceId: own.sourceId }, { token })).countyCode).toBe('632823');
    const inside = await server.call(endpoints.sourceSave, { ...sourceOf('tianjun'), code: 'SC-632823-002', name: 'Added inside' }, { token });
    expect(inside.createdBy).toBe('countyoperator');
  });

  it('names the region field by its label when a save would place a record outside the scope, in the caller’s language', async () => {
    const token = tokens.get('countyOperator')!;
    const own = await server.call(endpoints.sourceGet, { sourceId: sourceIds.get('tianjun')! }, { token });
    const placing = {
      added: () => server.call(endpoints.sourceSave, { ...sourceOf('dongcheng'), code: 'SC-110101-002' }, { token, headers: { cookie: 'language=zh' } }),
      moved: () => server.call(endpoints.sourceSave, { ...sourceOf('dongcheng'), code: own.code, sourceId: own.sourceId, version: own.version }, { token, headers: { cookie: 'language=zh' } }),
      outbreak: () => server.call(endpoints.outbreakSave, { ...outbreakOf('dongcheng'), code: 'SC-2001-99' }, { token, headers: { cookie: 'language=zh' } }),
    };
    for (const [name, call] of Object.entries(placing)) {
      const refused = await refusal(call());
      expect(refused.code, name).toBe(Codes.FORBIDDEN);
      expect(refused.message, name).toBe(`行政区划: ${textMessages['error.regionOutsideScope'].zh}`);
    }
    expect(fieldRefusal(['region'], textMessages['error.regionOutsideScope'].en, 'en')).toBe(`${FIELD_LABELS.region.en}: Outside your data scope: choose a division within it`);
    // A record that lies outside the scope already is refused as a record, not found, not as the region given.
    const stored = await server.call(endpoints.sourceGet, { sourceId: sourceIds.get('golmud')! }, { token: admin });
    const elsewhere = await refusal(server.call(endpoints.sourceSave, { ...sourceOf('tianjun'), code: stored.code, sourceId: stored.sourceId, version: stored.version }, { token }));
    expect(elsewhere.message).toBe(textMessages['error.recordNotFound'].en);
  });

  it('refuses a whole sheet that has rows outside the scope, naming their lines', async () => {
    const token = tokens.get('countyOperator')!;
    const row = (place: Place, code: string) => ({ code, name: `Sheet ${place}`, focusType: 'himalayanMarmot', ...PLACES[place], ...insideOf(PLACES[place]) });
    const rows = [row('tianjun', 'SC-632823-003'), row('lhasa', 'SC-540102-003')];
    const sheet = await sheetOf(SOURCE_COLUMNS, rows);
    const refused = await refusal(server.upload(endpoints.sourceImport, sheet, { token }));
    expect(refused.code).toBe(Codes.FORBIDDEN);
    expect(refused.message).toContain('3');
    expect((await server.call(endpoints.sourceList, { keyword: 'SC-632823-003', page: 1, limit: 10 }, { token: admin })).total).toBe(0);
  });

  it('lets an analyst move alerts of its scope only', async () => {
    const token = tokens.get('prefectureAnalyst')!;
    const outside = await server.call(endpoints.alertGet, { alertId: alertIds.get('gonghe')! }, { token: admin });
    expect(await codeOf(server.call(endpoints.alertGet, { alertId: outside.alertId }, { token }))).toBe(Codes.NOT_FOUND);
    expect(await codeOf(server.call(endpoints.alertTransition, { alertId: outside.alertId, to: 'verifying', note: 'x', version: outside.version }, { token }))).toBe(Codes.NOT_FOUND);
    const inside = await server.call(endpoints.alertGet, { alertId: alertIds.get('golmud')! }, { token });
    expect((await server.call(endpoints.alertTransition, { alertId: inside.alertId, to: 'verifying', note: 'x', version: inside.version }, { token })).status).toBe('verifying');
  });

  it('narrows a signed-in user at once when their role is narrowed', async () => {
    const role = await server.call(endpoints.roleSave, { roleKey: 'narrowing', name: 'Narrowing', dataScope: 'all' }, { token: admin });
    const menus = await server.call(endpoints.roleMenus, { roleId: roleIds.get('viewer')! }, { token: admin });
    await server.call(endpoints.roleSaveMenus, { roleId: role.roleId, menuIds: menus.menuIds }, { token: admin });
    await server.call(endpoints.userSave, { username: 'narrowed', name: 'Narrowed', password: PASSWORD, roleIds: [role.roleId] }, { token: admin });
    const token = await server.signIn('narrowed', PASSWORD);
    expect((await server.call(endpoints.sourceList, { page: 1, limit: 100 }, { token })).total).toBeGreaterThanOrEqual(ALL_PLACES.length);
    await server.call(endpoints.roleSave, { roleId: role.roleId, version: role.version, roleKey: 'narrowing', name: 'Narrowing', dataScope: 'custom', scopeDivisions: ['540000'] }, { token: admin });
    const { list } = await server.call(endpoints.sourceList, { page: 1, limit: 100 }, { token });
    expect(list.map((source) => source.code)).toEqual(codesOf(['lhasa']));
  });

  it('lets a scoped user administrator reach only the accounts inside its scope, and grant no wider scope', async () => {
    const menus = await server.db.selectFrom('sysMenu').select('menuId').where((eb) => eb.or([eb('menuKey', '=', 'SystemUser'), eb('perms', 'like', 'system:user:%')])).execute();
    const role = await server.call(endpoints.roleSave, { roleKey: 'county-useradmin', name: 'County user admin', dataScope: 'subtree' }, { token: admin });
    await server.call(endpoints.roleSaveMenus, { roleId: role.roleId, menuIds: menus.map((menu) => menu.menuId) }, { token: admin });
    await server.call(endpoints.userSave, { username: 'haixiadmin', name: 'Haixi admin', password: PASSWORD, roleIds: [role.roleId], divisionCodes: ['632800'] }, { token: admin });
    const token = await server.signIn('haixiadmin', PASSWORD);
    const { list } = await server.call(endpoints.userList, { page: 1, limit: 100 }, { token });
    expect(list.map((user) => user.username).sort()).toEqual(['countyoperator', 'haixiadmin', 'prefectureanalyst']);
    const viewer = (await server.call(endpoints.userList, { username: 'provinceviewer', page: 1, limit: 10 }, { token: admin })).list[0]!;
    expect(await codeOf(server.call(endpoints.userGet, { userId: viewer.userId }, { token }))).toBe(Codes.NOT_FOUND);
    const asRead = await refusal(server.call(endpoints.userGet, { userId: viewer.userId }, { token }));
    const stored = await server.call(endpoints.userGet, { userId: viewer.userId }, { token: admin });
    const writes = {
      status: () => server.call(endpoints.userStatus, { userId: viewer.userId, status: 0 }, { token }),
      edit: () => server.call(endpoints.userSave, { ...stored, roleIds: stored.roles.map((one) => one.roleId), name: 'Renamed', divisionCodes: ['632801'] }, { token }),
      reset: () => server.call(endpoints.userResetPassword, { userId: viewer.userId, password: 'Taken-over-1' }, { token }),
    };
    for (const [name, write] of Object.entries(writes)) {
      const refused = await refusal(write());
      expect([name, refused.code, refused.message]).toEqual([name, asRead.code, asRead.message]);
    }
    expect(await server.call(endpoints.userDelete, { ids: String(viewer.userId) }, { token })).toEqual(await server.call(endpoints.userDelete, { ids: '999999' }, { token }));
    expect(await server.call(endpoints.userGet, { userId: viewer.userId }, { token: admin })).toEqual(stored);
    const wider = [
      () => server.call(endpoints.userSave, { username: 'nationwide', name: 'Nationwide', password: PASSWORD, roleIds: [] }, { token }),
      () => server.call(endpoints.userSave, { username: 'qinghai', name: 'Qinghai', password: PASSWORD, roleIds: [], divisionCodes: ['630000'] }, { token }),
      () => server.call(endpoints.userSave, { username: 'superish', name: 'Super', password: PASSWORD, roleIds: [roleIds.get('admin')!], divisionCodes: ['632823'] }, { token }),
    ];
    for (const call of wider) expect(await codeOf(call())).toBe(Codes.FORBIDDEN);
    const created = await server.call(endpoints.userSave, { username: 'golmudstaff', name: 'Golmud staff', password: PASSWORD, roleIds: [], divisionCodes: ['632801'] }, { token });
    expect(created.divisionCodes).toEqual(['632801']);
    const audit = await server.call(endpoints.auditList, { page: 1, limit: 100 }, { token: admin });
    expect(audit.list.some((row) => row.username === 'haixiadmin')).toBe(true);
  });

  it('refuses an unknown division and a custom scope without divisions, naming the field', async () => {
    const unknown = await refusal(server.call(endpoints.userSave, { username: 'nowhere', name: 'Nowhere', password: PASSWORD, divisionCodes: ['999999'] }, { token: admin }));
    expect(unknown.code).toBe(Codes.VALIDATION);
    const empty = await refusal(server.call(endpoints.roleSave, { roleKey: 'empty-custom', name: 'Empty custom', dataScope: 'custom', scopeDivisions: [] }, { token: admin }));
    expect(empty.code).toBe(Codes.VALIDATION);
    expect(empty.message).toContain('Divisions');
  });
});

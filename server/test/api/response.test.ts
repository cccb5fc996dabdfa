import { Codes, endpoints, fieldLabel, latestToday, textMessages, type ClinicalForm, type ResponseDeclaration } from '@ews/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../src/db/connection.ts';
import { responseWindow } from '../../src/modules/response/queries.ts';
import { codeOf, refusal } from '../support/codes.ts';
import { startServer, type TestServer } from '../support/harness.ts';
import { startHttpReceiver, until } from '../support/receivers.ts';

const PASSWORD = 'Response-pass-1';
const DAY_MS = 86_400_000;
const today = nowIso().slice(0, 10);
const daysAgo = (days: number) => new Date(Date.parse(`${today}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);

/** Counties of the test: two prefectures of Qinghai, one of Inner Mongolia, two prefectures of Yunnan. */
const PLACES = {
  xinghai: { provinceCode: '630000', provinceName: '青海省', prefectureCode: '632500', prefectureName: '海南藏族自治州', countyCode: '632524', countyName: '兴海县' },
  gonghe: { provinceCode: '630000', provinceName: '青海省', prefectureCode: '632500', prefectureName: '海南藏族自治州', countyCode: '632521', countyName: '共和县' },
  tianjun: { provinceCode: '630000', provinceName: '青海省', prefectureCode: '632800', prefectureName: '海西蒙古族藏族自治州', countyCode: '632823', countyName: '天峻县' },
  manzhouli: { provinceCode: '150000', provinceName: '内蒙古自治区', prefectureCode: '150700', prefectureName: '呼伦贝尔市', countyCode: '150781', countyName: '满洲里市' },
  gejiu: { provinceCode: '530000', provinceName: '云南省', prefectureCode: '532500', prefectureName: '红河哈尼族彝族自治州', countyCode: '532501', countyName: '个旧市' },
  wuhua: { provinceCode: '530000', provinceName: '云南省', prefectureCode: '530100', prefectureName: '昆明市', countyCode: '530102', countyName: '五华区' },
} as const;
type Place = keyof typeof PLACES;

const choice = (place: Place) => {
  const { provinceCode, prefectureCode, countyCode } = PLACES[place];
  return { provinceCode, prefectureCode, countyCode };
};

describe('response levels', () => {
  let server: TestServer;
  let admin: string;
  /** An analyst of the whole country, an analyst of Qinghai, a viewer of Gejiu county. */
  let analyst: string;
  let qinghaiAnalyst: string;
  let viewer: string;
  /** An analyst of Gejiu county: declares there, and sees (but may not end) what its province declares. */
  let gejiuAnalyst: string;

  /** Human cases written straight into the table, as the case module stores them. */
  async function addCases(place: Place, clinicalForm: ClinicalForm, count: number, { onsetDate = today, classification = 'suspected' } = {}) {
    const at = nowIso();
    const row = {
      ...PLACES[place],
      reportAt: at,
      diagnosisAt: at,
      onsetDate,
      sex: 'male',
      occupation: 'herdsman',
      exposure: 'hunting',
      clinicalForm,
      classification,
      confirmationMethod: 'unknown',
      outcome: 'underTreatment',
      reportingUnit: 'County CDC',
      cardNumber: '',
      age: null,
      residencePlace: '',
      exposureRegionCode: '',
      exposurePlace: '',
      exposureLongitude: null,
      exposureLatitude: null,
      sourceId: null,
      clientId: null,
      notes: '',
      createdAt: at,
      createdBy: 'admin',
      updatedAt: at,
      updatedBy: 'admin',
      version: 1,
    };
    await server.db.insertInto('humanCase').values(Array.from({ length: count }, () => row)).execute();
  }

  const proposals = async (token = analyst) => (await server.call(endpoints.responseProposals, {}, { token })).list;
  const proposalAt = async (place: Place, token = analyst) => (await proposals(token)).find((proposal) => proposal.countyCode === PLACES[place].countyCode);
  const declare = (place: Place, level: 'I' | 'II' | 'III' | 'IV', token = analyst) => server.call(endpoints.responseDeclare, { ...choice(place), level, basis: `${level}: cases within 6 days` }, { token });

  beforeAll(async () => {
    server = await startServer();
    admin = await server.signIn();
    const roles = new Map((await server.db.selectFrom('sysRole').select(['roleId', 'roleKey']).execute()).map((role) => [role.roleKey, role.roleId]));
    const account = async (username: string, role: string, divisionCodes: string[]) => {
      await server.call(endpoints.userSave, { username, name: username, password: PASSWORD, roleIds: [roles.get(role)!], divisionCodes }, { token: admin });
      return server.signIn(username, PASSWORD);
    };
    analyst = await account('analyst1', 'analyst', []);
    qinghaiAnalyst = await account('qhanalyst', 'analyst', ['630000']);
    viewer = await account('gejiuviewer', 'viewer', ['532501']);
    gejiuAnalyst = await account('gejiuanalyst', 'analyst', ['532501']);
  });
  afterAll(() => server.close());

  describe('proposals from the cases within 6 days', () => {
    it('propose level III for 4 pneumonic cases in a county, leaving out excluded cases and onsets before the window', async () => {
      await addCases('xinghai', 'pneumonic', 3);
      await addCases('xinghai', 'pneumonic', 1, { onsetDate: daysAgo(5) });
      await addCases('xinghai', 'pneumonic', 1, { classification: 'excluded' });
      await addCases('xinghai', 'pneumonic', 2, { onsetDate: daysAgo(6) });
      const proposal = await proposalAt('xinghai');
      expect(proposal).toMatchObject({ ...PLACES.xinghai, level: 'III', pneumonic: 4, bubonic: 0, septicemic: 0, pneumonicCounties: 1, pneumonicProvinces: 1, declaredLevel: null });
      expect(proposal).toMatchObject({ windowFrom: daysAgo(5), windowTo: latestToday() });
      // At 20:00 UTC it is already tomorrow in China: a case with onset then is inside the window.
      expect(responseWindow(new Date('2026-12-07T20:00:00Z'))).toEqual({ from: '2026-12-02', to: '2026-12-08' });
    });

    it('propose level II at the fifth pneumonic or septicaemic case', async () => {
      await addCases('xinghai', 'septicemic', 1);
      expect(await proposalAt('xinghai')).toMatchObject({ level: 'II', pneumonic: 4, septicemic: 1 });
    });

    it('grade bubonic plague by its spread: 1 county IV, 2 counties of one prefecture III, 2 prefectures II', async () => {
      await addCases('gejiu', 'bubonic', 3);
      expect(await proposalAt('gejiu')).toMatchObject({ level: 'IV', bubonic: 3, bubonicCounties: 1, bubonicPrefectures: 1 });
      await addCases('wuhua', 'bubonic', 1);
      expect(await proposalAt('gejiu')).toMatchObject({ level: 'II', bubonicCounties: 2, bubonicPrefectures: 2 });
      expect(await proposalAt('wuhua')).toMatchObject({ level: 'II', bubonic: 1 });
    });

    it('propose level I for every county with pneumonic cases once pneumonic plague reaches a second province', async () => {
      await addCases('gonghe', 'pneumonic', 1);
      expect(await proposalAt('gonghe')).toMatchObject({ level: 'II', pneumonicCounties: 2, pneumonicProvinces: 1 });
      await addCases('manzhouli', 'pneumonic', 1);
      expect(await proposalAt('gonghe')).toMatchObject({ level: 'I', pneumonicProvinces: 2 });
      expect(await proposalAt('manzhouli')).toMatchObject({ level: 'I', pneumonicCounties: 1, pneumonicProvinces: 2 });
      expect(await proposalAt('gejiu')).toMatchObject({ level: 'II' });
    });

    it('show each caller the counties of its scope only', async () => {
      expect((await proposals(viewer)).map((proposal) => proposal.countyCode)).toEqual([PLACES.gejiu.countyCode]);
      expect((await proposals(qinghaiAnalyst)).map((proposal) => proposal.countyCode).sort()).toEqual([PLACES.gonghe.countyCode, PLACES.xinghai.countyCode]);
    });
  });

  describe('declared and ended by a person, audited', () => {
    let declared: ResponseDeclaration;

    it('an analyst declares a level for a county; the proposal shows it as declared, and the audit log holds it', async () => {
      declared = await declare('gejiu', 'III');
      expect(declared).toMatchObject({ ...PLACES.gejiu, level: 'III', declaredBy: 'analyst1', endedAt: '', version: 1 });
      expect(await proposalAt('gejiu')).toMatchObject({ level: 'II', declaredLevel: 'III' });
      const audit = await server.call(endpoints.auditList, { entity: 'responseDeclaration', page: 1, limit: 10 }, { token: admin });
      expect(audit.list.map((row) => [row.action, row.entityId, row.username])).toEqual([['create', String(declared.declarationId), 'analyst1']]);
    });

    it('a declaration for the same place replaces the one in force, ending it with a note', async () => {
      const replacing = await declare('gejiu', 'II');
      const ended = (await server.call(endpoints.responseList, { active: 'false' }, { token: analyst })).list;
      expect(ended).toEqual([expect.objectContaining({ declarationId: declared.declarationId, endedBy: 'analyst1', endNote: 'Replaced by a declaration of level II', version: 2 })]);
      const inForce = (await server.call(endpoints.responseList, { active: 'true' }, { token: analyst })).list;
      expect(inForce.map((declaration) => declaration.declarationId)).toEqual([replacing.declarationId]);
      const audit = await server.call(endpoints.auditList, { entity: 'responseDeclaration', page: 1, limit: 10 }, { token: admin });
      expect(audit.list.map((row) => row.action).sort()).toEqual(['create', 'create', 'update']);
      declared = replacing;
    });

    it('a prefecture or a province may be declared too, and the levels in force at a county take the most severe', async () => {
      const province = await server.call(endpoints.responseDeclare, { provinceCode: '530000', prefectureCode: '', countyCode: '', level: 'IV', basis: 'province-wide' }, { token: analyst });
      expect(province).toMatchObject({ provinceName: '云南省', prefectureName: '', countyName: '', level: 'IV' });
      expect(await proposalAt('wuhua')).toMatchObject({ declaredLevel: 'IV' });
      expect(await proposalAt('gejiu')).toMatchObject({ declaredLevel: 'II' });
      // A county's staff see their province's level beside their county's; Qinghai's see neither.
      const seenBy = async (token: string) => (await server.call(endpoints.responseList, { active: 'true' }, { token })).list.map((declaration) => declaration.level).sort();
      expect(await seenBy(viewer)).toEqual(['II', 'IV']);
      expect((await server.call(endpoints.dashboardSummary, {}, { token: viewer })).responseLevels.map((shown) => shown.level)).toEqual(['II', 'IV']);
      expect(await seenBy(qinghaiAnalyst)).toEqual([]);
      // Seeing it is not ending it: the province lies outside the county's scope.
      expect(await seenBy(gejiuAnalyst)).toEqual(['II', 'IV']);
      expect(await codeOf(server.call(endpoints.responseEnd, { declarationId: province.declarationId, version: province.version, endNote: 'x' }, { token: gejiuAnalyst }))).toBe(Codes.FORBIDDEN);
      // Qinghai's, who do not see it, are answered as if it did not exist.
      expect(await codeOf(server.call(endpoints.responseEnd, { declarationId: province.declarationId, version: province.version, endNote: 'x' }, { token: qinghaiAnalyst }))).toBe(Codes.NOT_FOUND);
      await server.call(endpoints.responseEnd, { declarationId: province.declarationId, version: province.version, endNote: 'not needed' }, { token: analyst });
    });

    it('is refused without response:declare, and outside the caller\'s scope naming the region', async () => {
      expect(await codeOf(declare('gejiu', 'I', viewer))).toBe(Codes.FORBIDDEN);
      const outside = await refusal(declare('gejiu', 'I', qinghaiAnalyst));
      expect(outside.code).toBe(Codes.FORBIDDEN);
      expect(outside.message).toContain(fieldLabel(['region'], 'en'));
      expect(await codeOf(declare('xinghai', 'II', qinghaiAnalyst))).toBe(Codes.OK);
    });

    it.each([
      [{ level: 'V' }, 'level'],
      [{ basis: '' }, 'basis'],
      [{ provinceCode: '63' }, 'provinceCode'],
    ])('refuses %o naming %s', async (change, field) => {
      const failure = await refusal(server.call(endpoints.responseDeclare, { ...choice('gejiu'), level: 'II', basis: 'b', ...change } as never, { token: analyst }));
      expect(failure.code).toBe(Codes.VALIDATION);
      expect(failure.message).toContain(fieldLabel([field], 'en'));
    });

    it('refuses a county that does not lie in the province chosen', async () => {
      const failure = await refusal(server.call(endpoints.responseDeclare, { provinceCode: '530000', prefectureCode: '', countyCode: '632524', level: 'II', basis: 'b' }, { token: analyst }));
      expect(failure.code).toBe(Codes.VALIDATION);
    });

    it('ends with a note; a stale version or a second end gets 40900 and changes nothing', async () => {
      const stale = await refusal(server.call(endpoints.responseEnd, { declarationId: declared.declarationId, version: declared.version + 1, endNote: 'over' }, { token: analyst }));
      expect(stale.code).toBe(Codes.CONFLICT);
      expect(await codeOf(server.call(endpoints.responseEnd, { declarationId: declared.declarationId, version: declared.version, endNote: 'over' }, { token: viewer }))).toBe(Codes.FORBIDDEN);
      const ended = await server.call(endpoints.responseEnd, { declarationId: declared.declarationId, version: declared.version, endNote: 'Six days without a case' }, { token: analyst });
      expect(ended).toMatchObject({ endedBy: 'analyst1', endNote: 'Six days without a case', version: declared.version + 1 });
      expect(ended.endedAt).not.toBe('');
      const again = await refusal(server.call(endpoints.responseEnd, { declarationId: ended.declarationId, version: ended.version, endNote: 'again' }, { token: analyst }));
      expect(again.code).toBe(Codes.CONFLICT);
      expect(again.message).toBe(textMessages['error.responseAlreadyEnded'].en);
      const audit = await server.call(endpoints.auditList, { entity: 'responseDeclaration', action: 'update', page: 1, limit: 10 }, { token: admin });
      expect(audit.list[0]).toMatchObject({ entityId: String(ended.declarationId), username: 'analyst1', after: expect.objectContaining({ endNote: 'Six days without a case' }) });
      expect(await proposalAt('gejiu')).toMatchObject({ declaredLevel: null });
    });

    it('an end without a note is refused naming the end note', async () => {
      const inForce = await declare('wuhua', 'III');
      const failure = await refusal(server.call(endpoints.responseEnd, { declarationId: inForce.declarationId, version: inForce.version, endNote: '' }, { token: analyst }));
      expect(failure.code).toBe(Codes.VALIDATION);
      expect(failure.message).toContain(fieldLabel(['endNote'], 'en'));
      await server.call(endpoints.responseEnd, { declarationId: inForce.declarationId, version: inForce.version, endNote: 'test over' }, { token: analyst });
    });
  });

  describe('the dashboard and the public /monitor show declared levels only', () => {
    it('show no level for counties with proposals only, then the declared one, and none once it is ended', async () => {
      const inForceNow = (await server.call(endpoints.responseList, { active: 'true' }, { token: analyst })).list;
      for (const declaration of inForceNow) await server.call(endpoints.responseEnd, { declarationId: declaration.declarationId, version: declaration.version, endNote: 'reset' }, { token: analyst });
      expect((await proposals()).length).toBeGreaterThan(0);
      expect((await server.call(endpoints.publicMonitor, {})).responseLevels).toEqual([]);
      expect((await server.call(endpoints.dashboardSummary, {}, { token: analyst })).responseLevels).toEqual([]);

      const declared = await declare('manzhouli', 'I');
      const monitor = await server.call(endpoints.publicMonitor, {});
      expect(monitor.responseLevels).toEqual([{ ...PLACES.manzhouli, placeLatin: 'Manzhouli Shi', level: 'I', declaredAt: declared.declaredAt }]);
      expect(JSON.stringify(monitor.responseLevels)).not.toContain('analyst1');
      expect((await server.call(endpoints.dashboardSummary, {}, { token: analyst })).responseLevels).toMatchObject([{ countyCode: PLACES.manzhouli.countyCode, level: 'I' }]);
      // The Gejiu viewer's dashboard shows the levels of its scope only.
      expect((await server.call(endpoints.dashboardSummary, {}, { token: viewer })).responseLevels).toEqual([]);

      await server.call(endpoints.responseEnd, { declarationId: declared.declarationId, version: declared.version, endNote: 'over' }, { token: analyst });
      expect((await server.call(endpoints.publicMonitor, {})).responseLevels).toEqual([]);
      expect((await server.call(endpoints.dashboardSummary, {}, { token: analyst })).responseLevels).toEqual([]);
    });
  });
});

describe('a declared response level, and its end, reach the notification channels', () => {
  let server: TestServer;
  let receiver: Awaited<ReturnType<typeof startHttpReceiver>>;
  let admin: string;
  beforeAll(async () => {
    receiver = await startHttpReceiver();
    server = await startServer({ NOTIFY_POLL_MS: '50' });
    admin = await server.signIn();
  });
  afterAll(async () => {
    await server?.close();
    await receiver?.close();
  });

  const channel = (name: string, divisions: string[]) => ({
    name,
    kind: 'webhook' as const,
    target: `${receiver.origin}/${name}`,
    language: 'en' as const,
    // A declared level is no signal: neither the channel's priorities nor its quiet hours (all day here) hold it.
    priorities: ['low' as const],
    divisions,
    quietFrom: '00:00',
    quietTo: '23:59',
    timeZone: 'UTC',
  });
  const bodies = (name: string) => receiver.received.filter((request) => request.url.pathname === `/${name}`).map((request) => JSON.parse(request.body) as Record<string, unknown>);

  it('sends the declaration and the end to the channels whose divisions reach the county, at once and without personal data', async () => {
    await server.call(endpoints.channelSave, channel('hainan', ['632500']), { token: admin });
    await server.call(endpoints.channelSave, channel('qinghai', ['630000']), { token: admin });
    await server.call(endpoints.channelSave, channel('yunnan', ['530000']), { token: admin });
    const declared = await server.call(endpoints.responseDeclare, { ...choice('xinghai'), level: 'II', basis: 'Five pneumonic cases, reported by Dr Wang' }, { token: admin });
    const [message] = await until(() => (bodies('hainan').length > 0 ? bodies('hainan') : undefined));
    expect(message).toMatchObject({
      title: 'Plague response level declared: Level II, serious',
      event: 'declared',
      level: 'II',
      countyCode: PLACES.xinghai.countyCode,
      place: 'Xinghai County',
      at: declared.declaredAt,
    });
    expect(JSON.stringify(message)).not.toContain('Dr Wang');
    expect(JSON.stringify(message)).not.toContain('admin');
    await until(() => (bodies('qinghai').length > 0 ? true : undefined));

    await server.call(endpoints.responseEnd, { declarationId: declared.declarationId, version: declared.version, endNote: 'over' }, { token: admin });
    const ended = await until(() => bodies('hainan').find((body) => body.event === 'ended'));
    expect(ended).toMatchObject({ title: 'Plague response level ended: Level II, serious', level: 'II' });
    await until(() => (bodies('qinghai').length === 2 ? true : undefined));
    expect(bodies('yunnan')).toEqual([]);

    // A province's level reaches the channels of its prefectures and counties too.
    await server.call(endpoints.responseDeclare, { provinceCode: '630000', prefectureCode: '', countyCode: '', level: 'I', basis: 'province-wide' }, { token: admin });
    const provinceWide = await until(() => bodies('hainan').find((body) => body.level === 'I'));
    expect(provinceWide).toMatchObject({ event: 'declared', provinceCode: '630000', countyCode: '', place: 'Qinghai' });
    await until(() => (bodies('qinghai').length === 3 ? true : undefined));
    expect(bodies('yunnan')).toEqual([]);
    // The delivery log lists signals' deliveries only: a declaration's has no signal to show.
    expect((await server.call(endpoints.deliveryList, { page: 1, limit: 10 }, { token: admin })).total).toBe(0);
  });
});

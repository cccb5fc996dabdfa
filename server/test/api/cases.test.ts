import { CASE_COLUMNS, Codes, endpoints, fieldLabel, FIELD_LABELS, type CaseFields, type HumanCase, type Language } from '@ews/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, refusal } from '../support/codes.ts';
import { startServer, type TestServer } from '../support/harness.ts';
import { insideOf } from '../support/places.ts';
import { sheetOf } from '../support/sheets.ts';

/** A suspected pneumonic case living in Tianjun county (Haixi, Qinghai), reported 1.5 h after its diagnosis. */
const base: CaseFields = {
  cardNumber: '',
  reportAt: '2026-07-15T11:00:00+08:00',
  diagnosisAt: '2026-07-15T09:30:00+08:00',
  onsetDate: '2026-07-13',
  age: 46,
  sex: 'male',
  occupation: 'herdsman',
  provinceCode: '630000',
  prefectureCode: '632800',
  countyCode: '632823',
  residencePlace: '快尔玛乡',
  exposure: 'hunting',
  clinicalForm: 'pneumonic',
  classification: 'suspected',
  confirmationMethod: 'unknown',
  outcome: 'underTreatment',
  reportingUnit: '天峻县疾控中心',
};

/** Golmud, the same prefecture, another county. */
const golmud = { provinceCode: '630000', prefectureCode: '632800', countyCode: '632801' };
const PASSWORD = 'County-staff-1';

describe('human cases', () => {
  let server: TestServer;
  let admin: string;
  let tianjunPoint: number;
  let golmudPoint: number;
  let seq = 0;
  const card = () => `TJ-${String(++seq).padStart(4, '0')}`;
  const save = (fields: Record<string, unknown>, token = admin) => server.call(endpoints.caseSave, { ...base, ...fields } as CaseFields, { token });
  /** A stored case as a form sends it back to update it: the device's entry id is not the form's. */
  const edited = ({ clientId: _clientId, ...stored }: HumanCase) => stored;
  const signalsOf = (caseId: number) => server.db.selectFrom('alert').selectAll().where('caseId', '=', caseId).execute();
  const pointRisk = async (sourceId: number) => (await server.db.selectFrom('sourcePoint').select('riskLevel').where('sourceId', '=', sourceId).executeTakeFirstOrThrow()).riskLevel;

  beforeAll(async () => {
    server = await startServer({ NOTIFY_WORKER: 'false' });
    admin = await server.signIn();
    const point = (code: string, place: typeof golmud) =>
      server.call(endpoints.sourceSave, { code, name: `${code} marmot site`, focusType: 'himalayanMarmot', ...place, ...insideOf(place) }, { token: admin });
    tianjunPoint = (await point('QH-632823-101', base as typeof golmud)).sourceId;
    golmudPoint = (await point('QH-632801-101', golmud)).sourceId;
  });
  afterAll(() => server.close());

  it('saves a case with its report lag, raises its own urgent signal at its point, and the point shows urgent', async () => {
    expect(await pointRisk(tianjunPoint)).toBe('none');
    const saved = await save({ cardNumber: card(), sourceId: tianjunPoint, exposurePlace: '阳康沟' });
    expect(saved).toMatchObject({ version: 1, countyName: '天峻县', sourceCode: 'QH-632823-101', reportAt: '2026-07-15T03:00:00.000Z', reportLagHours: 1.5, reportedLate: false, createdBy: 'admin' });
    expect(saved.alertId).toEqual(expect.any(Number));
    const [signal, ...more] = await signalsOf(saved.caseId);
    expect(more).toEqual([]);
    expect(signal).toMatchObject({ alertId: saved.alertId, rule: 'humanCase', priority: 'urgent', status: 'new', sourceId: tianjunPoint, provinceCode: '630000', prefectureCode: '632800', countyCode: '632823', countyName: '天峻县', observed: 1, threshold: 1, triggeredAt: '2026-07-15' });
    expect(await pointRisk(tianjunPoint)).toBe('urgent');
    const detail = await server.call(endpoints.caseGet, { caseId: saved.caseId }, { token: admin });
    expect(detail).toEqual({ ...saved, contacts: [] });
    const audit = await server.db.selectFrom('sysAuditLog').select(['action', 'entity']).where('entity', '=', 'humanCase').where('entityId', '=', String(saved.caseId)).execute();
    expect(audit).toEqual([{ action: 'create', entity: 'humanCase' }]);
  });

  it('a second case at the same point is a second signal, never absorbed into the first one still open, each queued on the channels that take it', async () => {
    const channel = await server.call(endpoints.channelSave, { name: 'Haixi duty phone', kind: 'webhook', target: 'http://127.0.0.1:8089/hook', language: 'zh', priorities: ['urgent'], divisions: ['632800'] }, { token: admin });
    const first = await save({ cardNumber: card(), sourceId: tianjunPoint });
    const second = await save({ cardNumber: card(), sourceId: tianjunPoint });
    expect(second.alertId).not.toBe(first.alertId);
    const open = await server.db.selectFrom('alert').select(['alertId', 'caseId', 'status']).where('sourceId', '=', tianjunPoint).where('caseId', 'in', [first.caseId, second.caseId]).orderBy('alertId').execute();
    expect(open).toEqual([
      { alertId: first.alertId, caseId: first.caseId, status: 'new' },
      { alertId: second.alertId, caseId: second.caseId, status: 'new' },
    ]);
    const queued = await server.db.selectFrom('notificationOutbox').select('alertId').where('channelId', '=', channel.channelId).orderBy('alertId').execute();
    expect(queued).toEqual([{ alertId: first.alertId }, { alertId: second.alertId }]);
    await server.call(endpoints.channelSave, { ...channel, enabled: 0 }, { token: admin });
  });

  it('a case away from any point has its signal at its own place; a case entered as excluded raises one too (its discard needs evidence and a second person), and a reclassification raises no second', async () => {
    const away = await save({ cardNumber: card(), ...golmud });
    expect(await signalsOf(away.caseId)).toMatchObject([{ sourceId: null, countyCode: '632801', countyName: '格尔木市', priority: 'urgent' }]);
    const excluded = await save({ cardNumber: card(), classification: 'excluded' });
    expect(excluded.alertId).toEqual(expect.any(Number));
    expect(await signalsOf(excluded.caseId)).toHaveLength(1);
    const reclassified = await save({ ...edited(excluded), version: excluded.version, classification: 'probable', confirmationMethod: 'rapidTest' });
    expect(reclassified.alertId).toBe(excluded.alertId);
    const excludedLater = await save({ ...edited(reclassified), version: reclassified.version, classification: 'excluded' });
    expect(excludedLater.alertId).toBe(excluded.alertId);
    expect(await signalsOf(excluded.caseId)).toHaveLength(1);
  });

  it.each<[Record<string, unknown>, string, string]>([
    [{ diagnosisAt: '2026-07-12T09:30:00+08:00' }, 'diagnosisAt', 'The diagnosis is before the onset'],
    [{ reportAt: '2026-07-15T09:00:00+08:00' }, 'reportAt', 'The report is before the diagnosis'],
    [{ classification: 'confirmed', confirmationMethod: 'clinical' }, 'confirmationMethod', 'laboratory method'],
    // WS 279-2008 §5.2–5.3: a PCR or an F1 antigen test makes a clinically diagnosed case; culture or a fourfold F1 antibody rise confirms.
    [{ classification: 'confirmed', confirmationMethod: 'pcr' }, 'confirmationMethod', 'laboratory method'],
    [{ classification: 'confirmed', confirmationMethod: 'rapidTest' }, 'confirmationMethod', 'laboratory method'],
    [{ exposureLongitude: 98.5 }, 'exposureLatitude', 'or neither'],
    [{ reportAt: '2999-01-01T00:00:00Z' }, 'reportAt', 'later than today'],
    [{ reportAt: '2026-07-15 11:00' }, 'reportAt', ''],
    [{ cardNumber: 'no spaces allowed' }, 'cardNumber', 'Up to 32 letters'],
    [{ age: 130 }, 'age', ''],
    [{ sex: 'x' }, 'sex', ''],
    [{ clinicalForm: 'cutaneous' }, 'clinicalForm', ''],
    [{ classification: 'unknown' }, 'classification', ''],
    [{ reportingUnit: '' }, 'reportingUnit', ''],
    [{ exposureRegionCode: '12345' }, 'exposureRegionCode', ''],
    [{ exposureLatitude: 80, exposureLongitude: 98 }, 'exposureLatitude', ''],
  ])('refuses %o naming %s in the caller’s language', async (change, field, text) => {
    for (const language of ['en', 'zh'] as Language[]) {
      const failure = await refusal(server.call(endpoints.caseSave, { ...base, ...change } as CaseFields, { token: admin, headers: { 'accept-language': language } }));
      expect(failure.code).toBe(Codes.VALIDATION);
      expect(failure.message).toContain(fieldLabel([field], language));
      if (language === 'en') expect(failure.message).toContain(text);
    }
  });

  it('refuses a broken region chain, an unknown or invisible source point, and writes nothing', async () => {
    const before = await server.db.selectFrom('humanCase').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect((await refusal(save({ countyCode: '632801', prefectureCode: '632500' }))).message).toMatch(/county must belong/);
    expect((await refusal(save({ sourceId: 999_999 }))).message).toMatch(/source point does not exist/);
    expect((await refusal(save({ exposureRegionCode: '999999' }))).code).toBe(Codes.VALIDATION);
    const after = await server.db.selectFrom('humanCase').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('updates with its version: a stale one gets 40900 and loses nothing; no version 40000; a missing case 40400', async () => {
    const created = await save({ cardNumber: card() });
    const updated = await save({ ...edited(created), version: 1, outcome: 'recovered' });
    expect(updated).toMatchObject({ version: 2, outcome: 'recovered', alertId: created.alertId });
    expect(await codeOf(save({ ...edited(created), version: 1, outcome: 'died' }))).toBe(Codes.CONFLICT);
    expect((await server.call(endpoints.caseGet, { caseId: created.caseId }, { token: admin })).outcome).toBe('recovered');
    expect(await codeOf(save({ caseId: created.caseId }))).toBe(Codes.VALIDATION);
    expect(await codeOf(save({ caseId: 999_999, version: 1 }))).toBe(Codes.NOT_FOUND);
    expect(await signalsOf(created.caseId)).toHaveLength(1);
  });

  it('lists by classification, clinical form, place, point, report dates, lateness and keyword, sorted', async () => {
    const late = await save({ cardNumber: 'LATE-0001', reportAt: '2026-08-01T18:00:00+08:00', diagnosisAt: '2026-08-01T12:00:00+08:00', onsetDate: '2026-07-30', clinicalForm: 'bubonic', classification: 'probable', confirmationMethod: 'clinical', residencePlace: '织合玛乡', reportingUnit: '海西州人民医院' });
    expect(late).toMatchObject({ reportLagHours: 6, reportedLate: true });
    const list = (query: Record<string, string | number>) => server.call(endpoints.caseList, query as never, { token: admin });
    expect((await list({ late: 'true' })).list.map((c) => c.caseId)).toEqual([late.caseId]);
    expect((await list({ late: 'false' })).list.map((c) => c.caseId)).not.toContain(late.caseId);
    expect((await list({ clinicalForm: 'bubonic' })).list.map((c) => c.caseId)).toEqual([late.caseId]);
    expect((await list({ classification: 'probable', countyCode: '632823' })).list.map((c) => c.caseId)).toContain(late.caseId);
    expect((await list({ from: '2026-08-01', to: '2026-08-01' })).list.map((c) => c.caseId)).toEqual([late.caseId]);
    expect((await list({ to: '2026-07-31' })).list.map((c) => c.caseId)).not.toContain(late.caseId);
    for (const keyword of ['late-0001', '海西州人民', '织合玛']) expect((await list({ keyword })).list.map((c) => c.caseId)).toEqual([late.caseId]);
    const atPoint = await list({ sourceId: tianjunPoint });
    expect(atPoint.total).toBeGreaterThanOrEqual(3);
    expect(atPoint.list.every((c) => c.sourceId === tianjunPoint)).toBe(true);
    expect((await list({ countyCode: '632801' })).list.every((c) => c.countyCode === '632801')).toBe(true);
    expect((await list({ limit: 1 })).list[0]!.caseId).toBe(late.caseId);
    const ascending = await list({ sort: 'reportAt', order: 'ascend', limit: 100 });
    expect(ascending.list.map((c) => c.reportAt)).toEqual([...ascending.list.map((c) => c.reportAt)].sort());
  });

  it('a device sending its entry again gets the case stored the first time, with one signal; another person’s entry id is a conflict', async () => {
    const clientId = '6f1d2c3b-4a59-4e8f-9a7b-0c1d2e3f4a5b';
    const first = await save({ cardNumber: card(), clientId });
    const again = await save({ cardNumber: '', clientId });
    expect(again).toEqual(first);
    expect(await signalsOf(first.caseId)).toHaveLength(1);
    expect(await server.db.selectFrom('humanCase').select('caseId').where('clientId', '=', clientId).execute()).toHaveLength(1);
    const other = await countyUser('632823', 'operator', 'entrytaker');
    expect(await codeOf(save({ clientId }, other))).toBe(Codes.CONFLICT);
  });

  it('an upper-case copy of an entry id is the same case; sent again after the case was deleted it is answered 41000, and the case does not come back', async () => {
    const clientId = 'c3c3c3c3-5d6e-4f70-8a9b-0c1d2e3f4a5b';
    const first = await save({ cardNumber: card(), clientId: clientId.toUpperCase() });
    expect(first.clientId).toBe(clientId);
    expect(await save({ cardNumber: '', clientId })).toEqual(first);
    await server.call(endpoints.caseDelete, { ids: [first.caseId] }, { token: admin });
    expect(await refusal(save({ cardNumber: card(), clientId: clientId.toUpperCase() }))).toMatchObject({
      code: Codes.GONE,
      message: 'This entry was received earlier and has since been deleted: it is not stored again',
    });
    expect(await server.db.selectFrom('humanCase').select('caseId').where('clientId', 'in', [clientId, clientId.toUpperCase()]).execute()).toEqual([]);
    expect(await codeOf(save({ clientId }, await countyUser('632823', 'operator', 'replayer')))).toBe(Codes.CONFLICT);
  });

  it('five sends of one entry at once store one case with one signal, and every send answers it', async () => {
    const clientId = '0a9b8c7d-6e5f-4a3b-8c1d-2e3f4a5b6c7d';
    const answers = await Promise.all(Array.from({ length: 5 }, () => save({ cardNumber: card(), clientId, sourceId: tianjunPoint })));
    expect(new Set(answers.map((answer) => answer.caseId)).size).toBe(1);
    expect(await signalsOf(answers[0]!.caseId)).toHaveLength(1);
    expect(await server.db.selectFrom('humanCase').select('caseId').where('clientId', '=', clientId).execute()).toHaveLength(1);
  });

  /** A user of a seeded role whose jurisdiction is one division. */
  async function countyUser(divisionCode: string, roleKey: string, username: string): Promise<string> {
    const roles = await server.call(endpoints.roleTree, {}, { token: admin });
    const roleId = roles.find((role) => role.roleKey === roleKey)!.roleId;
    await server.call(endpoints.userSave, { username, name: username, password: PASSWORD, roleIds: [roleId], divisionCodes: [divisionCode] }, { token: admin });
    return server.signIn(username, PASSWORD);
  }

  it('a county user sees and writes the cases of their county only', async () => {
    const inGolmud = await save({ cardNumber: card(), ...golmud });
    const tianjun = await countyUser('632823', 'operator', 'tianjunstaff');
    const seen = await server.call(endpoints.caseList, { limit: 100 }, { token: tianjun });
    expect(seen.total).toBeGreaterThan(0);
    expect(seen.list.every((c) => c.countyCode === '632823')).toBe(true);
    expect(await codeOf(server.call(endpoints.caseGet, { caseId: inGolmud.caseId }, { token: tianjun }))).toBe(Codes.NOT_FOUND);
    const outside = await refusal(save({ cardNumber: card(), ...golmud }, tianjun));
    expect(outside.code).toBe(Codes.FORBIDDEN);
    expect(outside.message).toContain(FIELD_LABELS.region.en);
    // A case outside the scope answers an edit as it answers a read: not found.
    expect(await codeOf(save({ ...edited(inGolmud), version: inGolmud.version, outcome: 'died' }, tianjun))).toBe(Codes.NOT_FOUND);
    expect((await server.call(endpoints.caseGet, { caseId: inGolmud.caseId }, { token: admin })).outcome).toBe('underTreatment');
    expect((await refusal(save({ cardNumber: card(), sourceId: golmudPoint }, tianjun))).message).toMatch(/source point does not exist/);
    const own = await save({ cardNumber: card(), sourceId: tianjunPoint }, tianjun);
    expect(own.alertId).toEqual(expect.any(Number));
    expect(await codeOf(save({ ...edited(own), version: own.version, ...golmud }, tianjun))).toBe(Codes.FORBIDDEN);
    const timeliness = await server.call(endpoints.caseTimeliness, {}, { token: tianjun });
    expect(timeliness.list.reduce((sum, row) => sum + row.cases, 0)).toBe(seen.total + 1);
  });

  it('follows a contact for 9 days, one follow-up a day, refusing dates outside them in the caller’s language', async () => {
    const indexCase = await save({ cardNumber: card() });
    const contact = { caseId: indexCase.caseId, label: 'Household contact 1', relation: 'household' as const, lastExposureDate: '2026-07-14', prophylaxis: 'Streptomycin' };
    const saved = await server.call(endpoints.contactSave, { ...contact, followUps: [{ date: '2026-07-15', temperature: 36.6, fever: false }] }, { token: admin });
    expect(saved).toMatchObject({ followUpUntil: '2026-07-23', status: 'cleared', becameCaseId: null, version: 1 });
    for (const [language, label] of [['en', 'Follow-up'], ['zh', '医学观察']] as const) {
      const outside = await refusal(server.call(endpoints.contactSave, { ...contact, followUps: [{ date: '2026-07-24', fever: false }] }, { token: admin, headers: { 'accept-language': language } }));
      expect(outside.code).toBe(Codes.VALIDATION);
      expect(outside.message).toContain(label);
      expect(outside.message).toContain('2026-07-23');
    }
    const twice = await refusal(server.call(endpoints.contactSave, { ...contact, followUps: [{ date: '2026-07-15', fever: false }, { date: '2026-07-15', fever: false }] }, { token: admin }));
    expect(twice.message).toContain('one a day');
    const feverish = await server.call(endpoints.contactSave, { ...contact, contactId: saved.contactId, version: 1, followUps: [{ date: '2026-07-16', temperature: 38.2, fever: false }] }, { token: admin });
    expect(feverish).toMatchObject({ version: 2, status: 'following', followUps: [{ date: '2026-07-16', temperature: 38.2, fever: true, note: '' }] });
    expect(await codeOf(server.call(endpoints.contactSave, { ...contact, contactId: saved.contactId, version: 1 }, { token: admin }))).toBe(Codes.CONFLICT);
    const recent = await server.call(endpoints.contactSave, { ...contact, label: 'Caregiver', relation: 'caregiver', lastExposureDate: new Date().toISOString().slice(0, 10) }, { token: admin });
    expect(recent.status).toBe('following');
    expect((await server.call(endpoints.caseGet, { caseId: indexCase.caseId }, { token: admin })).contacts.map((c) => c.label)).toEqual(['Household contact 1', 'Caregiver']);
  });

  it('makes a contact with fever a suspected case in one step, with its own signal; refuses one without fever or already a case', async () => {
    const indexCase = await save({ cardNumber: card(), residencePlace: '江河镇', sourceId: tianjunPoint });
    const contact = { caseId: indexCase.caseId, label: 'Household contact 2', relation: 'household' as const, lastExposureDate: '2026-07-14' };
    const well = await server.call(endpoints.contactSave, { ...contact, followUps: [{ date: '2026-07-15', fever: false }] }, { token: admin });
    const step = { reportAt: '2026-07-17T10:00:00+08:00', diagnosisAt: '2026-07-17T09:00:00+08:00', onsetDate: '2026-07-16', clinicalForm: 'pneumonic' as const, reportingUnit: '天峻县人民医院' };
    for (const [language, text] of [['en', 'Only a contact whose follow-up found fever'], ['es', 'Solo un contacto con fiebre']] as const) {
      const refused = await refusal(server.call(endpoints.contactToCase, { contactId: well.contactId, version: well.version, ...step }, { token: admin, headers: { 'accept-language': language } }));
      expect(refused.code).toBe(Codes.VALIDATION);
      expect(refused.message).toContain(text);
    }
    const feverish = await server.call(endpoints.contactSave, { ...contact, contactId: well.contactId, version: well.version, followUps: [{ date: '2026-07-16', fever: true }] }, { token: admin });
    const onsetAfterDiagnosis = await refusal(server.call(endpoints.contactToCase, { contactId: feverish.contactId, version: feverish.version, ...step, onsetDate: '2026-07-18' }, { token: admin }));
    expect(onsetAfterDiagnosis.code).toBe(Codes.VALIDATION);
    expect(onsetAfterDiagnosis.message).toContain(FIELD_LABELS.diagnosisAt.en);
    const made = await server.call(endpoints.contactToCase, { contactId: feverish.contactId, version: feverish.version, ...step }, { token: admin });
    expect(made).toMatchObject({
      classification: 'suspected', confirmationMethod: 'unknown', outcome: 'underTreatment', exposure: 'personToPerson', clinicalForm: 'pneumonic',
      provinceCode: '630000', prefectureCode: '632800', countyCode: '632823', residencePlace: '江河镇', sourceId: null, reportingUnit: '天峻县人民医院', reportLagHours: 1,
    });
    expect(await signalsOf(made.caseId)).toMatchObject([{ alertId: made.alertId, rule: 'humanCase', priority: 'urgent', status: 'new', countyCode: '632823' }]);
    const after = (await server.call(endpoints.caseGet, { caseId: indexCase.caseId }, { token: admin })).contacts[0]!;
    expect(after).toMatchObject({ becameCaseId: made.caseId, status: 'becameCase', version: feverish.version + 1 });
    const already = await refusal(server.call(endpoints.contactToCase, { contactId: after.contactId, version: after.version, ...step }, { token: admin, headers: { 'accept-language': 'ja' } }));
    expect(already.code).toBe(Codes.CONFLICT);
    expect(already.message).toContain('すでに症例');
  });

  it('deletes a case with its contacts; its signal stays', async () => {
    const doomed = await save({ cardNumber: card() });
    await server.call(endpoints.contactSave, { caseId: doomed.caseId, label: 'Neighbour', relation: 'other', lastExposureDate: '2026-07-14' }, { token: admin });
    expect(await server.call(endpoints.caseDelete, { ids: String(doomed.caseId) }, { token: admin })).toEqual({ deleted: 1 });
    expect(await codeOf(server.call(endpoints.caseGet, { caseId: doomed.caseId }, { token: admin }))).toBe(Codes.NOT_FOUND);
    expect(await server.db.selectFrom('caseContact').select('contactId').where('caseId', '=', doomed.caseId).execute()).toEqual([]);
    expect(await server.db.selectFrom('alert').select(['caseId', 'rule']).where('alertId', '=', doomed.alertId!).execute()).toEqual([{ caseId: null, rule: 'humanCase' }]);
  });

  it('counts, per reporting unit and ISO week, the cases reported within 2 hours of diagnosis', async () => {
    const unit = '乌兰县疾控中心';
    const at = (day: string, diagnosis: string, report: string) => save({ cardNumber: card(), reportingUnit: unit, onsetDate: '2026-09-01', diagnosisAt: `${day}T${diagnosis}:00+08:00`, reportAt: `${day}T${report}:00+08:00` });
    // Week of Monday 2026-09-07: on time (exactly 2 h), late; week of 2026-09-14: on time.
    await at('2026-09-07', '10:00', '12:00');
    await at('2026-09-13', '08:00', '11:00');
    await at('2026-09-14', '10:00', '10:30');
    const { list } = await server.call(endpoints.caseTimeliness, { from: '2026-09-01', to: '2026-09-30' }, { token: admin });
    expect(list.filter((row) => row.reportingUnit === unit)).toEqual([
      { reportingUnit: unit, week: '2026-09-14', cases: 1, onTime: 1, share: 1 },
      { reportingUnit: unit, week: '2026-09-07', cases: 2, onTime: 1, share: 0.5 },
    ]);
  });
});

describe('human case sheets', () => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    server = await startServer({ NOTIFY_WORKER: 'false' });
    admin = await server.signIn();
    await server.call(endpoints.sourceSave, { code: 'QH-632823-201', name: 'Import site', focusType: 'himalayanMarmot', provinceCode: '630000', prefectureCode: '632800', countyCode: '632823', longitude: 98.5, latitude: 37.3 }, { token: admin });
  });
  afterAll(() => server.close());

  const row = (index: number, change: Record<string, string | number> = {}) => ({
    cardNumber: `IMP-${String(index).padStart(4, '0')}`,
    reportAt: '2026-07-15T11:00:00+08:00',
    diagnosisAt: '2026-07-15T09:30:00+08:00',
    onsetDate: '2026-07-13',
    sex: 'Male',
    occupation: 'Herdsman',
    provinceCode: '630000',
    prefectureCode: '632800',
    countyCode: '632823',
    sourceCode: 'QH-632823-201',
    exposure: 'Hunting or skinning marmots',
    clinicalForm: 'Pneumonic',
    classification: 'Suspected',
    confirmationMethod: 'Unknown',
    outcome: 'Under treatment',
    reportingUnit: '天峻县疾控中心',
    ...change,
  });
  const importSheet = async (file: Uint8Array, language: Language = 'en') => server.upload(endpoints.caseImport, file, { token: admin, headers: { 'accept-language': language } });
  const caseCount = async () => Number((await server.db.selectFrom('humanCase').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const signalCount = async () => Number((await server.db.selectFrom('alert').select((eb) => eb.fn.countAll<number>().as('n')).where('rule', '=', 'humanCase').executeTakeFirstOrThrow()).n);

  it('imports all or nothing: bad rows are named by line and field, in the reader’s language, and nothing is written', async () => {
    const file = await sheetOf(CASE_COLUMNS, [row(1), row(2, { clinicalForm: 'Cutaneous' }), row(3, { sourceCode: 'QH-000000-000' }), row(4, { diagnosisAt: '2026-07-12T09:00:00+08:00' })]);
    const report = await importSheet(file, 'zh');
    expect(report.imported).toBe(0);
    expect(report.errors.map((error) => [error.line, error.field])).toEqual([
      [3, FIELD_LABELS.clinicalForm.zh],
      [4, FIELD_LABELS.sourceCode.zh],
      [5, FIELD_LABELS.diagnosisAt.zh],
    ]);
    expect(report.errors[0]!.message).toContain('腺鼠疫');
    expect(await caseCount()).toBe(0);
    expect(await signalCount()).toBe(0);
  });

  it('imports a sheet with headers in another language, each case raising its own signal; a repeat of a stored case is left alone', async () => {
    const file = await sheetOf(CASE_COLUMNS, [row(1), row(2), row(3, { cardNumber: '', classification: '排除病例' })], 'zh');
    expect(await importSheet(file)).toEqual({ imported: 3, updated: 0, unchanged: 0, errors: [] });
    expect(await caseCount()).toBe(3);
    // Every case its own signal, the one entered as excluded too (its discard needs evidence and a second person).
    expect(await signalCount()).toBe(3);
    const signals = await server.db.selectFrom('alert').select(['caseId', 'priority', 'status']).where('rule', '=', 'humanCase').execute();
    expect(new Set(signals.map((signal) => signal.caseId)).size).toBe(3);
    // The same people again, one with another outcome: its card number says it is stored; without one, the row equal to a stored case is.
    const again = await sheetOf(CASE_COLUMNS, [row(1, { outcome: 'Died' }), row(2), row(3, { cardNumber: '', classification: 'Excluded' }), row(4)]);
    expect(await importSheet(again)).toEqual({ imported: 1, updated: 0, unchanged: 3, errors: [] });
    expect(await caseCount()).toBe(4);
    expect(await signalCount()).toBe(4);
  });

  it('exports with the list’s filters, headers and closed sets in the reader’s language, and the export imports back unchanged', async () => {
    const { blob } = await server.download(endpoints.caseExport, { classification: 'suspected' }, { token: admin, headers: { 'accept-language': 'es' } });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await blob.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(CASE_COLUMNS.map((column) => column.label.es));
    expect(sheet.actualRowCount).toBe(1 + 3);
    const formColumn = CASE_COLUMNS.findIndex((column) => column.key === 'clinicalForm') + 1;
    expect(sheet.getRow(2).getCell(formColumn).value).toBe('Neumónica');
    const report = await importSheet(new Uint8Array(await blob.arrayBuffer()));
    expect(report).toEqual({ imported: 0, updated: 0, unchanged: 3, errors: [] });
    expect(await caseCount()).toBe(4);
  });

  it('hands out a template of headers in the reader’s language and no example row, which imported unchanged stores nothing and raises no signal', async () => {
    const [cases, signals] = [await caseCount(), await signalCount()];
    const { blob } = await server.download(endpoints.caseImportTemplate, {}, { token: admin, headers: { 'accept-language': 'ja' } });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await blob.arrayBuffer());
    expect((workbook.worksheets[0]!.getRow(1).values as unknown[]).slice(1)).toEqual(CASE_COLUMNS.map((column) => column.label.ja));
    expect(workbook.worksheets[0]!.actualRowCount).toBe(1);
    const report = await importSheet(new Uint8Array(await blob.arrayBuffer()));
    expect(report.imported).toBe(0);
    expect(report.errors.map((error) => error.message)).toEqual(['The sheet has no rows to import']);
    expect([await caseCount(), await signalCount()]).toEqual([cases, signals]);
  });

  it('stores and signals two people of one household reported in the same hour by the same unit without card numbers, who differ in age (the epidemiologist’s review: the second was taken for a repeat)', async () => {
    const [cases, signals] = [await caseCount(), await signalCount()];
    const household = await sheetOf(CASE_COLUMNS, [row(0, { cardNumber: '', age: 40 }), row(0, { cardNumber: '', age: 12, sex: 'Female' })]);
    expect(await importSheet(household)).toEqual({ imported: 2, updated: 0, unchanged: 0, errors: [] });
    expect(await caseCount()).toBe(cases + 2);
    expect(await signalCount()).toBe(signals + 2);
    // The same sheet sent again (its answer lost on a slow link): each row equals a stored case, and is left alone.
    expect(await importSheet(household)).toEqual({ imported: 0, updated: 0, unchanged: 2, errors: [] });
    expect(await signalCount()).toBe(signals + 2);
  });
});

describe('demo human cases', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ SEED_DEMO: 'true', DEMO_PASSWORD: 'Demo-pass-2026', NOTIFY_WORKER: 'false' });
  });
  afterAll(() => server.close());

  it('seeds a few synthetic cases at marmot points, labelled so, each with its signal, this season’s still new', async () => {
    const admin = await server.signIn();
    const { list } = await server.call(endpoints.caseList, { limit: 100, sort: 'reportAt', order: 'ascend' }, { token: admin });
    expect(list).toHaveLength(5);
    expect(list.every((c) => c.notes.includes('Synthetic demo case') && c.provinceCode === '630000' && c.sourceId !== null)).toBe(true);
    expect(list.map((c) => c.cardNumber).sort()).toEqual(['DEMO-0001', 'DEMO-0002', 'DEMO-0003', 'DEMO-0004', 'DEMO-0005']);
    expect(list.filter((c) => c.alertId === null)).toEqual([]);
    const recent = list.filter((c) => c.cardNumber <= 'DEMO-0002');
    const signals = await server.db.selectFrom('alert').select(['caseId', 'status']).where('caseId', 'in', recent.map((c) => c.caseId)).execute();
    expect(signals.map((signal) => signal.status)).toEqual(['new', 'new']);
    const points = await server.db.selectFrom('sourcePoint').select('riskLevel').where('sourceId', 'in', recent.map((c) => c.sourceId!)).execute();
    expect(points.every((point) => point.riskLevel === 'urgent')).toBe(true);
    const contacts = await server.call(endpoints.caseGet, { caseId: recent.find((c) => c.cardNumber === 'DEMO-0001')!.caseId }, { token: admin });
    expect(contacts.contacts).toHaveLength(3);
  });
});

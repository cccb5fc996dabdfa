import { Codes, endpoints, fieldLabel, invalidFieldsPrefix, OUTBREAK_COLUMNS, SURVEY_COLUMNS, surveyFieldsSchema, textMessages, type Alert, type OutbreakFields, type SurveyFields } from '@ews/contract';
import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, refusal } from '../support/codes.ts';
import { startServer, testDialect, type TestServer } from '../support/harness.ts';
import { sheetOf } from '../support/sheets.ts';

type SheetRow = Parameters<typeof sheetOf>[1][number];
import { insertUser } from '../support/users.ts';

/*
 * Issue 41: no suspected case goes unsignalled. Every path a case comes in by (a survey added,
 * edited, imported or sent from the field entry screen; an outbreak record added, edited or
 * imported; a recompute) raises exactly one urgent signal per case, never absorbed into another;
 * a human-case or isolate signal is discarded only with laboratory evidence and by a second
 * person; dead animals with results pending raise a signal that only results resolve.
 */

const today = new Date().toISOString().slice(0, 10);
const SECOND_PASSWORD = 'Second-person-2026';

// Tianjun county (632823), Haixi prefecture (632800), Qinghai (630000).
const place = { provinceCode: '630000', prefectureCode: '632800', countyCode: '632823' };
const pointInput = (code: string) => ({ code, name: `Site ${code}`, focusType: 'himalayanMarmot' as const, ...place, longitude: 99.02, latitude: 37.3 });

/** Two suspected pneumonic cases, onset today (the first example). */
const recentOutbreak = (code: string, change: Partial<OutbreakFields> = {}): OutbreakFields => ({
  code,
  title: 'Suspected pneumonic cases',
  onsetDate: today,
  ...place,
  pneumonic: 2,
  cases: 2,
  classification: 'suspected',
  confirmationMethod: 'unknown',
  ...change,
});

describe(`one signal per suspected case, on every path (${testDialect})`, () => {
  let server: TestServer;
  let admin: string;
  let second: string;
  beforeAll(async () => {
    server = await startServer();
    admin = await server.signIn();
    await insertUser(server.db, { username: 'second', password: SECOND_PASSWORD, roleKeys: ['admin'] });
    second = await server.signIn('second', SECOND_PASSWORD);
  });
  afterAll(() => server.close());

  const newPoint = async (code: string) => (await server.call(endpoints.sourceSave, pointInput(code), { token: admin })).sourceId;
  const survey = (sourceId: number, change: Partial<SurveyFields> = {}): SurveyFields => ({ sourceId, surveyDate: today, ...change });
  const saveSurvey = (input: SurveyFields & { surveyId?: number; version?: number; clientId?: string }) => server.call(endpoints.surveySave, input, { token: admin });

  async function allSignals(): Promise<Alert[]> {
    const { list } = await server.call(endpoints.alertList, { limit: 100 }, { token: admin });
    return list;
  }
  const caseSignalsAt = async (sourceId: number) => (await allSignals()).filter((alert) => alert.sourceId === sourceId && alert.rule === 'humanCase');
  const caseSignalsOf = async (outbreakId: number) => (await allSignals()).filter((alert) => alert.outbreakId === outbreakId && alert.rule === 'humanCase');
  const riskOf = async (sourceId: number) => (await server.call(endpoints.sourceGet, { sourceId }, { token: admin })).riskLevel;
  const recompute = () => server.call(endpoints.riskRecompute, {}, { token: admin });

  it('a survey with n suspected cases raises n urgent signals; an edit to n + 1 raises one more; saving again and recomputing raise none', async () => {
    const sourceId = await newPoint('QH-632823-101');
    const saved = await saveSurvey(survey(sourceId, { suspectedHumanCases: 2 }));
    const raised = await caseSignalsAt(sourceId);
    expect(raised).toHaveLength(2);
    expect(raised.every((alert) => alert.priority === 'urgent' && alert.status === 'new' && alert.surveyIds.includes(saved.surveyId))).toBe(true);
    expect(await riskOf(sourceId)).toBe('urgent');

    const edited = await saveSurvey({ ...survey(sourceId, { suspectedHumanCases: 3 }), surveyId: saved.surveyId, version: saved.version });
    expect(await caseSignalsAt(sourceId)).toHaveLength(3);
    await saveSurvey({ ...survey(sourceId, { suspectedHumanCases: 3, notes: 'checked again' }), surveyId: saved.surveyId, version: edited.version });
    await recompute();
    expect(await caseSignalsAt(sourceId)).toHaveLength(3);
  });

  it('a second suspected case at a point whose case signal is still open is a signal of its own, never absorbed', async () => {
    const sourceId = await newPoint('QH-632823-102');
    await saveSurvey(survey(sourceId, { suspectedHumanCases: 1 }));
    await saveSurvey(survey(sourceId, { suspectedHumanCases: 1, notes: 'another visit' }));
    const raised = await caseSignalsAt(sourceId);
    expect(raised).toHaveLength(2);
    expect(raised.every((alert) => alert.surveyIds.length === 1)).toBe(true);
  });

  it('an imported survey raises a signal per case, and the same sheet imported again none', async () => {
    const sourceId = await newPoint('QH-632823-103');
    const sheet = await sheetOf(SURVEY_COLUMNS, [{ sourceCode: 'QH-632823-103', surveyDate: today, suspectedHumanCases: 2 }]);
    expect((await server.upload(endpoints.surveyImport, sheet, { token: admin })).imported).toBe(1);
    expect(await caseSignalsAt(sourceId)).toHaveLength(2);
    expect((await server.upload(endpoints.surveyImport, sheet, { token: admin })).unchanged).toBe(1);
    expect(await caseSignalsAt(sourceId)).toHaveLength(2);
  });

  it('an entry of the field entry screen, sent twice (its first answer lost), raises one signal per case', async () => {
    const sourceId = await newPoint('QH-632823-104');
    const entry = { ...survey(sourceId, { suspectedHumanCases: 1 }), clientId: randomUUID() };
    const first = await saveSurvey(entry);
    expect((await saveSurvey(entry)).surveyId).toBe(first.surveyId);
    expect(await caseSignalsAt(sourceId)).toHaveLength(1);
  });

  it('an outbreak record of 2 suspected cases with onset today raises 2 urgent signals at its point and county; the point turns urgent (issue 41)', async () => {
    const sourceId = await newPoint('QH-632823-105');
    const outbreak = await server.call(endpoints.outbreakSave, { ...recentOutbreak('QH-2026-105'), sourceId }, { token: admin });
    const raised = await caseSignalsOf(outbreak.outbreakId);
    expect(raised).toHaveLength(2);
    for (const alert of raised) expect(alert).toMatchObject({ priority: 'urgent', status: 'new', sourceId, provinceCode: '630000', countyCode: '632823', surveyIds: [] });
    expect(await riskOf(sourceId)).toBe('urgent');
    const county = await server.call(endpoints.alertList, { countyCode: '632823', open: 'true', limit: 100 }, { token: admin });
    expect(county.list.filter((alert) => alert.outbreakId === outbreak.outbreakId)).toHaveLength(2);

    // An edit that adds a case adds its signal; one that changes nothing else, and a recompute, add none.
    const edited = await server.call(endpoints.outbreakSave, { ...recentOutbreak('QH-2026-105', { pneumonic: 3, cases: 3 }), sourceId, outbreakId: outbreak.outbreakId, version: outbreak.version }, { token: admin });
    expect(await caseSignalsOf(outbreak.outbreakId)).toHaveLength(3);
    await server.call(endpoints.outbreakSave, { ...recentOutbreak('QH-2026-105', { pneumonic: 3, cases: 3, title: 'Retitled' }), sourceId, outbreakId: outbreak.outbreakId, version: edited.version }, { token: admin });
    await recompute();
    expect(await caseSignalsOf(outbreak.outbreakId)).toHaveLength(3);
  });

  it('an outbreak record away from any point raises its signals at its own place; one with an old onset raises none', async () => {
    const away = await server.call(endpoints.outbreakSave, recentOutbreak('QH-2026-106', { classification: 'probable', confirmationMethod: 'clinical' }), { token: admin });
    const raised = await caseSignalsOf(away.outbreakId);
    expect(raised).toHaveLength(2);
    for (const alert of raised) expect(alert).toMatchObject({ sourceId: null, countyCode: '632823', countyName: '天峻县', priority: 'urgent' });
    const old = await server.call(endpoints.outbreakSave, recentOutbreak('QH-2009-107', { onsetDate: '2009-07-30', classification: 'confirmed', confirmationMethod: 'culture' }), { token: admin });
    expect(await caseSignalsOf(old.outbreakId)).toHaveLength(0);
  });

  it('an onset known only to the year of the window raises its cases; an old record kept for a long event raises the cases an edit adds (the epidemiologist’s review)', async () => {
    const since = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    // Stored as the year's first day, before the window; any day of the year may be the onset.
    const thisYear = await server.call(endpoints.outbreakSave, recentOutbreak('QH-2026-120', { onsetDate: `${since.slice(0, 4)}-01-01`, onsetPrecision: 'year' }), { token: admin });
    expect(await caseSignalsOf(thisYear.outbreakId)).toHaveLength(2);
    const longEvent = await server.call(endpoints.outbreakSave, recentOutbreak('QH-2009-121', { onsetDate: '2009-07-30', pneumonic: 1, cases: 1 }), { token: admin });
    expect(await caseSignalsOf(longEvent.outbreakId)).toHaveLength(0);
    const grown = await server.call(endpoints.outbreakSave, { ...recentOutbreak('QH-2009-121', { onsetDate: '2009-07-30', pneumonic: 4, cases: 4 }), outbreakId: longEvent.outbreakId, version: longEvent.version }, { token: admin });
    expect(await caseSignalsOf(grown.outbreakId)).toHaveLength(3);
    await server.call(endpoints.outbreakSave, { ...recentOutbreak('QH-2009-121', { onsetDate: '2009-07-30', pneumonic: 4, cases: 4 }), outbreakId: grown.outbreakId, version: grown.version }, { token: admin });
    await recompute();
    expect(await caseSignalsOf(grown.outbreakId)).toHaveLength(3);
  });

  it('an imported outbreak record with onset today raises a signal per case, and importing it again as an update none', async () => {
    const rows = [{ ...recentOutbreak('QH-2026-108'), sourceCode: '', hostsInvolved: '', animalEpizootic: 'No', urbanPneumonicSpread: 'No' } as SheetRow];
    expect((await server.upload(endpoints.outbreakImport, await sheetOf(OUTBREAK_COLUMNS, rows), { token: admin })).imported).toBe(1);
    const { list } = await server.call(endpoints.outbreakList, { keyword: 'QH-2026-108' }, { token: admin });
    expect(await caseSignalsOf(list[0]!.outbreakId)).toHaveLength(2);
    const again = [{ ...rows[0]!, version: 1 }];
    await server.upload(endpoints.outbreakImport, await sheetOf(OUTBREAK_COLUMNS, again), { token: admin, fields: { mode: 'update' } });
    expect(await caseSignalsOf(list[0]!.outbreakId)).toHaveLength(2);
  });

  it('an outbreak sheet row without a classification or a confirmation method is refused, naming each', async () => {
    const unclassified = { code: 'QH-2026-109', title: 'Suspected pneumonic cases', onsetDate: today, ...place, pneumonic: 2, cases: 2 };
    const report = await server.upload(endpoints.outbreakImport, await sheetOf(OUTBREAK_COLUMNS, [unclassified]), { token: admin });
    expect(report.imported).toBe(0);
    expect(report.errors.map((error) => error.field)).toEqual(['Classification', 'Confirmation']);
  });

  it('an outbreak saved without a classification or a confirmation method is refused, never stored as confirmed by culture', async () => {
    const { classification: _c, confirmationMethod: _m, ...unclassified } = recentOutbreak('QH-2026-110');
    const refused = await refusal(server.call(endpoints.outbreakSave, unclassified as OutbreakFields, { token: admin }));
    expect(refused.code).toBe(Codes.VALIDATION);
    expect(refused.message).toContain('Classification: Choose one; when it is not known, choose Unknown');
    expect(refused.message).toContain('Confirmation: Choose one');
    expect((await server.call(endpoints.outbreakList, { keyword: 'QH-2026-110' }, { token: admin })).total).toBe(0);
  });

  it('refuses 3 isolates from 0 samples and fleas on 80 % of hosts with a flea index of 0, naming the field in the user’s language, storing nothing (issue 41)', async () => {
    const sourceId = await newPoint('QH-632823-140');
    const refusedWith = async (change: Partial<SurveyFields>, language: string) => {
      const answer = await server.raw(endpoints.surveySave, survey(sourceId, change), { token: admin, headers: { 'accept-language': language } });
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(answer.body.code).toBe(Codes.VALIDATION);
      return answer.body.msg;
    };
    expect(await refusedWith({ bacteriologySamples: 0, isolatesHost: 3 }, 'en')).toContain('Y. pestis isolates (hosts): The isolates from hosts and vectors together cannot exceed the bacteriology samples');
    expect(await refusedWith({ animalsExamined: 40, infestationRate: 80, fleaIndex: 0 }, 'zh')).toContain('蚤指数: 染蚤率大于 0 即已检获蚤');
    expect(await refusedWith({ deadRodentsFound: 2, deadRodentsPending: 3 }, 'es')).toContain('Animales muertos con resultado pendiente: ');
    expect(await refusedWith({ fleaIndex: 0.4 }, 'ja')).toContain('検査動物数: ');
    expect((await server.call(endpoints.surveyList, { sourceId }, { token: admin })).total).toBe(0);
    expect(await allSignals()).not.toContainEqual(expect.objectContaining({ sourceId }));
  });

  it('reads the dead animals pending from the survey sheet, whose template has the column', async () => {
    const sourceId = await newPoint('QH-632823-141');
    const template = await server.download(endpoints.surveyImportTemplate, {}, { token: admin });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await template.blob.arrayBuffer());
    expect((workbook.worksheets[0]!.getRow(1).values as unknown[]).includes('Dead animals, results pending')).toBe(true);
    const sheet = await sheetOf(SURVEY_COLUMNS, [{ sourceCode: 'QH-632823-141', surveyDate: today, deadRodentsFound: 4, deadRodentsPending: 4 }]);
    expect((await server.upload(endpoints.surveyImport, sheet, { token: admin })).imported).toBe(1);
    expect((await server.call(endpoints.surveyList, { sourceId }, { token: admin })).list[0]).toMatchObject({ deadRodentsFound: 4, deadRodentsPending: 4 });
    expect((await allSignals()).filter((alert) => alert.sourceId === sourceId).map((alert) => [alert.rule, alert.priority])).toEqual([['deadAnimals', 'high']]);
  });

  describe('discarding a human-case or isolate signal takes laboratory evidence and a second person', () => {
    let sourceId: number;
    let signal: Alert;
    const transition = (to: string, token: string, more: { note?: string; evidence?: string } = {}) =>
      server.call(endpoints.alertTransition, { alertId: signal.alertId, to: to as Alert['status'], note: more.note ?? 'x', evidence: more.evidence, version: signal.version }, { token });
    const current = async () => (signal = await server.call(endpoints.alertGet, { alertId: signal.alertId }, { token: admin }));

    beforeAll(async () => {
      sourceId = await newPoint('QH-632823-120');
      await saveSurvey(survey(sourceId, { suspectedHumanCases: 1 }));
      signal = (await caseSignalsAt(sourceId))[0]!;
    });

    it('refuses a new urgent signal discarded in one step with the note "x" (issue 41); the point stays urgent', async () => {
      const refused = await refusal(transition('discarded', admin));
      expect(refused.code).toBe(Codes.CONFLICT);
      expect(refused.message).toContain('second person');
      expect((await current()).status).toBe('new');
      expect(await riskOf(sourceId)).toBe('urgent');
    });

    it('refuses a discard request without laboratory evidence, naming the field', async () => {
      const refused = await refusal(transition('discardPending', admin));
      expect(refused.code).toBe(Codes.VALIDATION);
      expect(refused.message).toContain('Laboratory evidence: ');
    });

    it('a request with evidence waits for a second person; the point keeps its priority; its requester cannot approve it', async () => {
      await transition('discardPending', admin, { note: 'Culture negative', evidence: 'Blood culture negative at 72 h; F1 antibody (IHA) < 1:20 on paired sera' });
      const pending = await current();
      expect(pending.status).toBe('discardPending');
      expect(await riskOf(sourceId)).toBe('urgent');
      const detail = await server.call(endpoints.alertGet, { alertId: signal.alertId }, { token: admin });
      expect(detail.request).toMatchObject({ username: 'admin', fromStatus: 'new', evidence: 'Blood culture negative at 72 h; F1 antibody (IHA) < 1:20 on paired sera' });

      const own = await server.raw(endpoints.alertTransition, { alertId: signal.alertId, to: 'discarded', note: 'approve', version: signal.version }, { token: admin, headers: { 'accept-language': 'zh' } });
      expect(own.status).toBeGreaterThanOrEqual(400);
      expect(own.status).toBeLessThan(500);
      expect(own.body).toMatchObject({ success: false, code: Codes.FORBIDDEN, msg: '该排除申请由您提出，须由另一人同意或驳回' });
      expect((await current()).status).toBe('discardPending');
    });

    it('a second person rejects it back to where it was, or approves it; then the point falls', async () => {
      expect(await codeOf(transition('verifying', second))).toBe(Codes.CONFLICT); // not where it was asked from
      await transition('new', second, { note: 'Sputum PCR pending: keep it' });
      expect((await current()).status).toBe('new');
      expect(await riskOf(sourceId)).toBe('urgent');

      await current();
      await transition('discardPending', admin, { note: 'Excluded', evidence: 'PCR (caf1, pla) negative on sputum and blood' });
      await current();
      await transition('discarded', second, { note: 'Evidence checked' });
      expect((await current()).status).toBe('discarded');
      expect(await riskOf(sourceId)).toBe('none');
    });

    it('an isolate signal goes the same way; a serology signal is discarded in one step as before', async () => {
      const isolatePoint = await newPoint('QH-632823-121');
      await saveSurvey(survey(isolatePoint, { bacteriologySamples: 10, isolatesHost: 1, seraTested: 10, seraPositive: 1 }));
      const atPoint = (await allSignals()).filter((alert) => alert.sourceId === isolatePoint);
      const isolate = atPoint.find((alert) => alert.rule === 'isolate')!;
      const serology = atPoint.find((alert) => alert.rule === 'serology')!;
      expect(await codeOf(server.call(endpoints.alertTransition, { alertId: isolate.alertId, to: 'discarded', note: 'x', version: isolate.version }, { token: admin }))).toBe(Codes.CONFLICT);
      await server.call(endpoints.alertTransition, { alertId: serology.alertId, to: 'discarded', note: 'Titre below cut-off on retest', version: serology.version }, { token: admin });
      expect((await server.call(endpoints.alertGet, { alertId: serology.alertId }, { token: admin })).status).toBe('discarded');
    });
  });

  describe('closing an urgent signal takes a second person (issue 44, four eyes)', () => {
    let sourceId: number;
    let signal: Alert;
    const transition = (to: string, token: string, note = 'x') => server.call(endpoints.alertTransition, { alertId: signal.alertId, to: to as Alert['status'], note, version: signal.version }, { token });
    const current = async () => (signal = await server.call(endpoints.alertGet, { alertId: signal.alertId }, { token: admin }));

    beforeAll(async () => {
      sourceId = await newPoint('QH-632823-125');
      await saveSurvey(survey(sourceId, { suspectedHumanCases: 1 }));
      signal = (await caseSignalsAt(sourceId))[0]!;
      expect(signal.priority).toBe('urgent');
      await transition('verifying', admin);
      await current();
      await transition('confirmed', admin);
      await current();
      await transition('responding', admin, 'Patient isolated; contacts under prophylaxis');
      await current();
    });

    it('refuses an urgent signal closed in one step, in the reader’s language; it stays responding and the point urgent', async () => {
      const refused = await server.raw(endpoints.alertTransition, { alertId: signal.alertId, to: 'closed', note: 'done', version: signal.version }, { token: admin, headers: { 'accept-language': 'es' } });
      expect(refused.body).toMatchObject({ success: false, code: Codes.CONFLICT, msg: 'Una señal urgente no se cierra en un paso: solicite el cierre y otra persona lo aprueba' });
      expect((await current()).status).toBe('responding');
      expect(await riskOf(sourceId)).toBe('urgent');
    });

    it('a closure request keeps the signal open and the point urgent; its requester cannot approve it, a second person can', async () => {
      await transition('closePending', admin, 'Nine days without a new case among the contacts');
      expect((await current()).status).toBe('closePending');
      expect(await riskOf(sourceId)).toBe('urgent');
      const detail = await server.call(endpoints.alertGet, { alertId: signal.alertId }, { token: admin });
      expect(detail.request).toMatchObject({ username: 'admin', fromStatus: 'responding', note: 'Nine days without a new case among the contacts', evidence: '' });
      expect((await server.call(endpoints.alertList, { open: 'true', page: 1, limit: 100 }, { token: admin })).list.map((alert) => alert.alertId)).toContain(signal.alertId);

      const own = await server.raw(endpoints.alertTransition, { alertId: signal.alertId, to: 'closed', note: 'approve', version: signal.version }, { token: admin, headers: { 'accept-language': 'ja' } });
      expect(own.body).toMatchObject({ success: false, code: Codes.FORBIDDEN, msg: 'この終了はあなたが申請したものです。別の担当者が承認または差し戻す必要があります' });
      expect(await codeOf(transition('confirmed', second))).toBe(Codes.CONFLICT); // not where it was asked from

      await transition('responding', second, 'One contact febrile: keep responding');
      expect((await current()).status).toBe('responding');
      await transition('closePending', admin, 'Contact excluded; end criteria met');
      await current();
      await transition('closed', second, 'End criteria checked');
      const closed = await current();
      expect(closed.status).toBe('closed');
      expect((await server.call(endpoints.alertGet, { alertId: signal.alertId }, { token: admin })).events.map((event) => [event.fromStatus, event.toStatus, event.username])).toEqual([
        ['new', 'verifying', 'admin'],
        ['verifying', 'confirmed', 'admin'],
        ['confirmed', 'responding', 'admin'],
        ['responding', 'closePending', 'admin'],
        ['closePending', 'responding', 'second'],
        ['responding', 'closePending', 'admin'],
        ['closePending', 'closed', 'second'],
      ]);
    });

    it('a requester cannot approve under another name: a username is fixed once the account exists (the review’s bypass)', async () => {
      const other = await newPoint('QH-632823-127');
      await saveSurvey(survey(other, { suspectedHumanCases: 1 }));
      signal = (await caseSignalsAt(other))[0]!;
      for (const [to, note] of [['verifying', 'x'], ['confirmed', 'x'], ['closePending', 'Contacts observed 9 days after the last case was isolated']] as const) {
        await transition(to, admin, note);
        await current();
      }
      const me = (await server.call(endpoints.userList, { username: 'admin' }, { token: admin })).list.find((user) => user.username === 'admin')!;
      const stored = await server.call(endpoints.userGet, { userId: me.userId }, { token: admin });
      const renamed = await server.raw(endpoints.userSave, { ...stored, username: 'admin-x', roleIds: stored.roles.map((role) => role.roleId), divisionCodes: stored.divisionCodes }, { token: admin, headers: { 'accept-language': 'en' } });
      expect(renamed.status).toBe(400);
      expect(renamed.body.msg).toBe(`${invalidFieldsPrefix.en}: ${fieldLabel(['username'], 'en')}: ${textMessages['validation.usernameFixed'].en}`);
      expect((await server.call(endpoints.userGet, { userId: me.userId }, { token: admin })).username).toBe('admin');
      expect(await codeOf(transition('closed', admin))).toBe(Codes.FORBIDDEN);
      expect((await current()).status).toBe('closePending');
    });

    it('a high-priority signal is still closed in one step', async () => {
      const isolatePoint = await newPoint('QH-632823-126');
      await saveSurvey(survey(isolatePoint, { bacteriologySamples: 10, isolatesHost: 1 }));
      let isolate = (await allSignals()).find((alert) => alert.sourceId === isolatePoint && alert.rule === 'isolate')!;
      expect(isolate.priority).toBe('high');
      for (const to of ['verifying', 'confirmed', 'closed'] as const) {
        await server.call(endpoints.alertTransition, { alertId: isolate.alertId, to, note: 'x', version: isolate.version }, { token: admin });
        isolate = await server.call(endpoints.alertGet, { alertId: isolate.alertId }, { token: admin });
      }
      expect(isolate.status).toBe('closed');
    });
  });

  describe('dead animals with results pending', () => {
    it('25 dead animals with results pending raise a high-priority signal (issue 41) that nobody can discard or close', async () => {
      const sourceId = await newPoint('QH-632823-130');
      const saved = await saveSurvey(survey(sourceId, { deadRodentsFound: 25, deadRodentsPending: 25 }));
      const [pending] = (await allSignals()).filter((alert) => alert.sourceId === sourceId && alert.rule === 'deadAnimals');
      expect(pending).toMatchObject({ priority: 'high', status: 'new', observed: 25, surveyIds: [saved.surveyId] });
      expect(await riskOf(sourceId)).toBe('high');
      for (const to of ['discarded', 'discardPending'] as const) {
        const refused = await refusal(server.call(endpoints.alertTransition, { alertId: pending!.alertId, to, note: 'x', evidence: 'none', version: pending!.version }, { token: admin }));
        expect(refused.message).toContain('resolved only by their laboratory results');
      }
      await server.call(endpoints.alertTransition, { alertId: pending!.alertId, to: 'verifying', note: 'Specimens sent', version: pending!.version }, { token: admin });
      await recompute();
      expect((await allSignals()).filter((alert) => alert.sourceId === sourceId && alert.rule === 'deadAnimals')).toHaveLength(1);

      // The results come: the signal is closed by the system, saying so; a positive one raises the isolate signal.
      await saveSurvey({ ...survey(sourceId, { deadRodentsFound: 25, deadRodentsPositive: 1 }), surveyId: saved.surveyId, version: saved.version });
      const resolved = await server.call(endpoints.alertGet, { alertId: pending!.alertId }, { token: admin });
      expect(resolved.status).toBe('closed');
      expect(resolved.events.at(-1)).toMatchObject({ fromStatus: 'verifying', toStatus: 'closed', username: 'engine', note: 'event.resultsCame' });
      expect((await allSignals()).filter((alert) => alert.sourceId === sourceId && alert.rule === 'isolate')).toHaveLength(1);
    });
  });
});

describe(`the demo seed (${testDialect})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ SEED_DEMO: 'true', DEMO_PASSWORD: 'Demo-seed-2026' });
  });
  afterAll(() => server?.close());

  it('seeds only surveys the survey rules accept, and outbreaks with a chosen certainty', async () => {
    const surveys = await server.db.selectFrom('survey').selectAll().execute();
    expect(surveys.length).toBeGreaterThan(1000);
    const refused = surveys.filter((row) => !surveyFieldsSchema.safeParse({ ...row, clientId: undefined }).success);
    expect(refused).toEqual([]);
    const outbreaks = await server.db.selectFrom('outbreak').select(['classification', 'confirmationMethod']).execute();
    expect(outbreaks.filter((row) => row.classification === 'unknown' || row.confirmationMethod === 'unknown' || row.classification === 'excluded')).toEqual([]);
  });
});

import { Codes, endpoints, SURVEY_COLUMNS, type SurveyFields } from '@ews/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, refusal } from '../support/codes.ts';
import { startServer, type TestServer } from '../support/harness.ts';

describe('surveys, the engine and alerts', () => {
  let server: TestServer;
  let token: string;
  let sourceId: number;
  const today = new Date().toISOString().slice(0, 10);
  const survey = (change: Partial<SurveyFields> = {}): SurveyFields => ({ sourceId, surveyDate: today, hostDensity: 0.2, fleaIndex: 0.1, ...change });

  beforeAll(async () => {
    server = await startServer();
    token = await server.signIn();
    const source = await server.call(
      endpoints.sourceSave,
      { code: 'JL-220100-001', name: 'Songliao site', focusType: 'dauriaGroundSquirrel', provinceCode: '220000', prefectureCode: '220100', countyCode: '', longitude: 125.3, latitude: 43.9 },
      { token },
    );
    sourceId = source.sourceId;
  });
  afterAll(() => server.close());

  const sourceRisk = async () => (await server.call(endpoints.sourceGet, { sourceId }, { token })).riskLevel;

  it('a quiet survey opens nothing and leaves the point at none', async () => {
    await server.call(endpoints.surveySave, survey(), { token });
    expect((await server.call(endpoints.alertList, {}, { token })).total).toBe(0);
    expect(await sourceRisk()).toBe('none');
  });

  it('a Y. pestis isolate opens a level II alert and turns the point orange in the same write', async () => {
    const saved = await server.call(endpoints.surveySave, survey({ isolatesHost: 1, bacteriologySamples: 20 }), { token });
    const { list } = await server.call(endpoints.alertList, { open: 'true' }, { token });
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ rule: 'isolate', level: 'II', status: 'new', sourceId, surveyIds: [saved.surveyId] });
    expect(await sourceRisk()).toBe('II');
    expect(await server.call(endpoints.alertOpenCount, {}, { token })).toEqual({ open: 1 });
  });

  it('a second trigger of the same rule joins the open alert', async () => {
    const again = await server.call(endpoints.surveySave, survey({ isolatesVector: 2 }), { token });
    const { list } = await server.call(endpoints.alertList, { open: 'true' }, { token });
    expect(list).toHaveLength(1);
    expect(list[0]?.surveyIds).toContain(again.surveyId);
    expect(list[0]?.observed).toBe(2);
  });

  it('flea index and density over the Daurian thresholds open a level III alert', async () => {
    await server.call(endpoints.surveySave, survey({ fleaIndex: 1.5, hostDensity: 1.2 }), { token });
    const { list } = await server.call(endpoints.alertList, { level: 'III' }, { token });
    expect(list.map((alert) => [alert.rule, alert.threshold])).toEqual([['fleaAndDensity', 1]]);
  });

  it('moves an alert through its workflow with notes, refuses skipped steps, and records each step', async () => {
    const [alert] = (await server.call(endpoints.alertList, { level: 'II' }, { token })).list;
    const step = async (to: 'verifying' | 'confirmed' | 'closed', version: number) => server.call(endpoints.alertTransition, { alertId: alert!.alertId, to, note: `to ${to}`, version }, { token });
    const skipped = await refusal(server.call(endpoints.alertTransition, { alertId: alert!.alertId, to: 'responding', note: 'skip', version: alert!.version }, { token }));
    expect(skipped.code).toBe(Codes.CONFLICT);
    const verifying = await step('verifying', alert!.version);
    const confirmed = await step('confirmed', verifying.version);
    expect(await codeOf(step('closed', verifying.version))).toBe(Codes.CONFLICT); // stale version
    const closed = await step('closed', confirmed.version);
    expect(closed.status).toBe('closed');
    const detail = await server.call(endpoints.alertGet, { alertId: alert!.alertId }, { token });
    expect(detail.events.map((event) => [event.fromStatus, event.toStatus, event.note])).toEqual([
      ['new', 'verifying', 'to verifying'],
      ['verifying', 'confirmed', 'to confirmed'],
      ['confirmed', 'closed', 'to closed'],
    ]);
    expect(detail.surveys.map((s) => s.isolatesHost + s.isolatesVector)).toEqual([1, 2]);
    const audit = await server.call(endpoints.auditList, { entity: 'alert', action: 'transition' }, { token });
    expect(audit.total).toBe(3);
    // Closed within 30 days still counts; the open level III alert is lower.
    expect(await sourceRisk()).toBe('II');
  });

  it('recompute is idempotent', async () => {
    const before = (await server.call(endpoints.alertList, {}, { token })).total;
    const first = await server.call(endpoints.riskRecompute, {}, { token });
    const second = await server.call(endpoints.riskRecompute, {}, { token });
    expect(first.alertsOpened).toBe(0);
    expect(second.alertsOpened).toBe(0);
    expect(second.surveys).toBe(4);
    expect((await server.call(endpoints.alertList, {}, { token })).total).toBe(before);
  });

  it('serves the rules with their sources; saving checks versions and recomputes', async () => {
    const rules = await server.call(endpoints.riskRules, {}, { token });
    const dauria = rules.find((rule) => rule.focusType === 'dauriaGroundSquirrel')!;
    expect(dauria).toMatchObject({ hostDensity: 1, fleaIndex: 1 });
    expect(dauria.source).toMatch(/Li et al\. 1999/);
    const saved = await server.call(endpoints.riskSaveRules, { rules: [{ focusType: 'dauriaGroundSquirrel', hostDensity: 0.1, fleaIndex: 0.05, version: dauria.version }] }, { token });
    expect(saved.recomputed).toBe(1);
    expect(await codeOf(server.call(endpoints.riskSaveRules, { rules: [{ focusType: 'dauriaGroundSquirrel', hostDensity: 5, fleaIndex: 5, version: dauria.version }] }, { token }))).toBe(Codes.CONFLICT);
    const series = await server.call(endpoints.surveySeries, { sourceId }, { token });
    expect(series.points).toHaveLength(4);
    expect(series.rule.hostDensity).toBe(0.1);
  });

  it('validates surveys with the contract schema', async () => {
    const over = await refusal(server.call(endpoints.surveySave, survey({ seraTested: 2, seraPositive: 3 }), { token }));
    expect(over.message).toContain('seraPositive');
    expect((await refusal(server.call(endpoints.surveySave, survey({ maxTitre: '160' }), { token }))).message).toContain('maxTitre');
    expect((await refusal(server.call(endpoints.surveySave, survey({ sourceId: 99999 }), { token }))).message).toMatch(/source point does not exist/);
  });

  it('imports surveys from Excel all or nothing, and the engine evaluates them', async () => {
    const sheetOf = async (rows: Record<string, string | number>[]) => {
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet('surveys');
      sheet.addRow(SURVEY_COLUMNS.map((column) => column.label.zh));
      for (const row of rows) sheet.addRow(SURVEY_COLUMNS.map((column) => row[column.key] ?? ''));
      return new Uint8Array(await workbook.xlsx.writeBuffer());
    };
    const before = (await server.call(endpoints.surveyList, {}, { token })).total;
    const bad = await server.upload(endpoints.surveyImport, await sheetOf([
      { sourceCode: 'JL-220100-001', surveyDate: today, fleaIndex: 0.2 },
      { sourceCode: 'NO-SUCH-CODE', surveyDate: today, fleaIndex: 0.2 },
    ]), { token });
    expect(bad.imported).toBe(0);
    expect(bad.errors.map((error) => [error.line, error.field])).toEqual([[3, 'sourceCode']]);
    expect((await server.call(endpoints.surveyList, {}, { token })).total).toBe(before);
    const good = await server.upload(endpoints.surveyImport, await sheetOf([{ sourceCode: 'JL-220100-001', surveyDate: today, suspectedHumanCases: 1 }]), { token });
    expect(good).toEqual({ imported: 1, errors: [] });
    const { list } = await server.call(endpoints.alertList, { level: 'I' }, { token });
    expect(list.map((alert) => alert.rule)).toEqual(['humanCase']);
    expect((await server.call(endpoints.sourceGet, { sourceId }, { token })).riskLevel).toBe('I');
  });

  it('deleting the evidence recomputes the point', async () => {
    const { list } = await server.call(endpoints.surveyList, { sourceId }, { token });
    expect(list).toHaveLength(5);
    await server.call(endpoints.surveyDelete, { ids: list.map((s) => s.surveyId).join(',') }, { token });
    expect((await server.call(endpoints.sourceGet, { sourceId }, { token })).lastSurveyOn).toBe('');
  });
});

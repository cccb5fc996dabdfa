import { Codes, endpoints, fieldLabel, latestToday, parseRiskReason, Permissions, SURVEY_COLUMNS, translateText, type FocusType, type SurveyFields } from '@ews/contract';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { claimRun, finishRun } from '../../src/modules/risk/run.ts';
import { engineRules, evaluateSource, recomputeAll, refreshStaleRisk } from '../../src/modules/risk/service.ts';
import { insertSurvey } from '../../src/modules/surveys/queries.ts';
import { parseThresholdSource } from '@ews/contract/schemas/surveillance';
import { codeOf, refusal } from '../support/codes.ts';
import { startServer, TEST_DEMO_PASSWORD, type TestServer } from '../support/harness.ts';
import { sheetOf } from '../support/sheets.ts';
import { insertUser } from '../support/users.ts';

const dayAfter = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A survey sheet with Chinese headers, as the template a Chinese user downloads. */
const surveySheet = (rows: Record<string, string | number>[]) => sheetOf(SURVEY_COLUMNS, rows, 'zh');

describe('surveys, the engine and alerts', () => {
  let server: TestServer;
  let token: string;
  let sourceId: number;
  const today = new Date().toISOString().slice(0, 10);
  const survey = (change: Partial<SurveyFields> = {}): SurveyFields => ({ sourceId, surveyDate: today, hostDensity: 0.2, animalsExamined: 20, fleaIndex: 0.1, bacteriologySamples: 20, ...change });

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

  const assessedAt = async () => (await server.call(endpoints.sourceGet, { sourceId }, { token })).riskUpdatedAt;

  it('a quiet survey opens nothing and leaves the point at none', async () => {
    await server.call(endpoints.surveySave, survey(), { token });
    expect((await server.call(endpoints.alertList, {}, { token })).total).toBe(0);
    expect(await sourceRisk()).toBe('none');
  });

  it('a survey write assesses its point again: the time shown moves on, though the risk stays', async () => {
    const first = await server.call(endpoints.surveySave, survey(), { token });
    const before = await assessedAt();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await server.call(endpoints.surveySave, survey(), { token });
    expect(await sourceRisk()).toBe('none');
    expect(await assessedAt() > before).toBe(true);
    await server.call(endpoints.surveyDelete, { ids: `${first.surveyId},${second.surveyId}` }, { token });
  });

  it('a Y. pestis isolate opens a high-priority signal and raises the point’s risk in the same write', async () => {
    const saved = await server.call(endpoints.surveySave, survey({ isolatesHost: 1, bacteriologySamples: 20 }), { token });
    const { list } = await server.call(endpoints.alertList, { open: 'true' }, { token });
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ rule: 'isolate', priority: 'high', status: 'new', sourceId, surveyIds: [saved.surveyId] });
    expect(await sourceRisk()).toBe('high');
    const point = await server.call(endpoints.sourceGet, { sourceId }, { token });
    expect({ score: point.riskScore, reason: parseRiskReason(point.riskReason) }).toEqual({ score: 75, reason: { rule: 'isolate', observed: 1, threshold: 1 } });
    expect(await server.call(endpoints.alertOpenCount, {}, { token })).toEqual({ open: 1 });
  });

  it('a second trigger of the same rule joins the open alert', async () => {
    const again = await server.call(endpoints.surveySave, survey({ isolatesVector: 2 }), { token });
    const { list } = await server.call(endpoints.alertList, { open: 'true' }, { token });
    expect(list).toHaveLength(1);
    expect(list[0]?.surveyIds).toContain(again.surveyId);
    expect(list[0]?.observed).toBe(2);
  });

  it('flea index and density over the Daurian thresholds open a moderate-priority signal', async () => {
    await server.call(endpoints.surveySave, survey({ fleaIndex: 1.5, hostDensity: 1.2 }), { token });
    const { list } = await server.call(endpoints.alertList, { priority: 'moderate' }, { token });
    expect(list.map((alert) => [alert.rule, alert.threshold])).toEqual([['fleaAndDensity', 1]]);
  });

  it('moves an alert through its workflow with notes, refuses skipped steps, and records each step', async () => {
    const [alert] = (await server.call(endpoints.alertList, { priority: 'high' }, { token })).list;
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
    // Closed within 30 days still counts; the open moderate one is lower.
    expect(await sourceRisk()).toBe('high');
  });

  it('filters alerts by region at each division level, by priority, status and dates', async () => {
    const all = (await server.call(endpoints.alertList, {}, { token })).total;
    expect(all).toBe(2);
    const count = async (filter: Parameters<typeof server.call<typeof endpoints.alertList>>[1]) => (await server.call(endpoints.alertList, filter, { token })).total;
    expect(await count({ provinceCode: '220000' })).toBe(all);
    expect(await count({ prefectureCode: '220100' })).toBe(all);
    expect(await count({ provinceCode: '110000' })).toBe(0);
    expect(await count({ countyCode: '220102' })).toBe(0);
    expect(await count({ priority: 'high', status: 'closed' })).toBe(1);
    expect(await count({ open: 'true' })).toBe(1);
    expect(await count({ from: today, to: today })).toBe(all);
    expect(await count({ to: '2000-01-01' })).toBe(0);
  });

  it('lists the open alerts first, then the most urgent, then the latest trigger', async () => {
    const order = async () => (await server.call(endpoints.alertList, {}, { token })).list.map((alert) => [alert.priority, alert.status]);
    // The closed high one and the open moderate one: the open one first, whatever their priorities.
    expect(await order()).toEqual([
      ['moderate', 'new'],
      ['high', 'closed'],
    ]);
    // Both ended, or both open: the more urgent first, though the other fired after it.
    const [high, moderate] = await Promise.all(['high', 'moderate'].map((priority) => server.db.selectFrom('alert').select(['alertId', 'lastTriggeredAt', 'status']).where('priority', '=', priority).executeTakeFirstOrThrow()));
    const later = new Date(Date.parse(high!.lastTriggeredAt) + 1000).toISOString();
    await server.db.updateTable('alert').set({ lastTriggeredAt: later, status: 'closed' }).where('alertId', '=', moderate!.alertId).execute();
    try {
      expect(await order()).toEqual([
        ['high', 'closed'],
        ['moderate', 'closed'],
      ]);
    } finally {
      await server.db.updateTable('alert').set({ lastTriggeredAt: moderate!.lastTriggeredAt, status: moderate!.status }).where('alertId', '=', moderate!.alertId).execute();
    }
  });

  it('recompute is idempotent', async () => {
    const before = (await server.call(endpoints.alertList, {}, { token })).total;
    const first = await server.call(endpoints.riskRecompute, {}, { token });
    const second = await server.call(endpoints.riskRecompute, {}, { token });
    expect(first.alertsOpened).toBe(0);
    expect(second.alertsOpened).toBe(0);
    expect(second.surveys).toBe(4);
    expect((await server.call(endpoints.alertList, {}, { token })).total).toBe(before);
    // A recompute leaves a risk assessed today as it is: the point's time is its last survey's.
    const assessed = await assessedAt();
    await server.call(endpoints.riskRecompute, {}, { token });
    expect(await assessedAt()).toBe(assessed);
  });

  it('serves the rules with their sources; saving checks versions and recomputes', async () => {
    const rules = await server.call(endpoints.riskRules, {}, { token });
    const dauria = rules.find((rule) => rule.focusType === 'dauriaGroundSquirrel')!;
    expect(dauria).toMatchObject({ hostDensity: 1, fleaIndex: 1 });
    expect(parseThresholdSource(dauria.source)).toEqual({ citation: 'li1999DauriaGroundSquirrel' });
    const saved = await server.call(endpoints.riskSaveRules, { rules: [{ focusType: 'dauriaGroundSquirrel', hostDensity: 0.1, fleaIndex: 0.05, version: dauria.version }] }, { token });
    expect(saved.recomputed).toBe(1);
    expect(await codeOf(server.call(endpoints.riskSaveRules, { rules: [{ focusType: 'dauriaGroundSquirrel', hostDensity: 5, fleaIndex: 5, version: dauria.version }] }, { token }))).toBe(Codes.CONFLICT);
    const series = await server.call(endpoints.surveySeries, { sourceId }, { token });
    expect(series.points).toHaveLength(4);
    expect(series.points[0]).toEqual({ surveyDate: today, hostDensity: 0.2, captureRate: null, fleaIndex: 0.1 });
    expect(series.rule.hostDensity).toBe(0.1);
  });

  it('validates surveys with the contract schema', async () => {
    const over = await refusal(server.call(endpoints.surveySave, survey({ seraTested: 2, seraPositive: 3 }), { token }));
    expect(over.message).toContain('F1-positive sera');
    expect((await refusal(server.call(endpoints.surveySave, survey({ maxTitre: '160' }), { token }))).message).toContain('Highest titre');
    expect((await refusal(server.call(endpoints.surveySave, survey({ sourceId: 99999 }), { token }))).message).toMatch(/source point does not exist/);
  });

  it('imports surveys from Excel all or nothing, and the engine evaluates them', async () => {
    const before = (await server.call(endpoints.surveyList, {}, { token })).total;
    const bad = await server.upload(endpoints.surveyImport, await surveySheet([
      { sourceCode: 'JL-220100-001', surveyDate: today, animalsExamined: 20, fleaIndex: 0.2 },
      { sourceCode: 'NO-SUCH-CODE', surveyDate: today, animalsExamined: 20, fleaIndex: 0.2 },
    ]), { token });
    expect(bad.imported).toBe(0);
    expect(bad.errors.map((error) => [error.line, error.field])).toEqual([[3, 'Source point code']]);
    expect((await server.call(endpoints.surveyList, {}, { token })).total).toBe(before);
    const good = await server.upload(endpoints.surveyImport, await surveySheet([{ sourceCode: 'JL-220100-001', surveyDate: today, suspectedHumanCases: 1 }]), { token });
    expect(good).toEqual({ imported: 1, updated: 0, unchanged: 0, errors: [] });
    const { list } = await server.call(endpoints.alertList, { priority: 'urgent' }, { token });
    expect(list.map((alert) => alert.rule)).toEqual(['humanCase']);
    expect((await server.call(endpoints.sourceGet, { sourceId }, { token })).riskLevel).toBe('urgent');
  });

  it("says a sheet's negative measure typed as text is below 0, and a cell that is no date how a date is written, in the reader's language", async () => {
    const rows: Record<string, string>[] = [
      { sourceCode: 'JL-220100-001', surveyDate: '2024-06-01', hostDensity: '-1' },
      { sourceCode: 'JL-220100-001', surveyDate: 'not a date' },
    ];
    const reasons = async (language: string) =>
      (await server.upload(endpoints.surveyImport, await surveySheet(rows), { token, headers: { cookie: `language=${language}` } })).errors.map((error) => [error.line, error.message]);
    expect(await reasons('en')).toEqual([
      [2, 'Must be at least 0'],
      [3, 'Not a date: write it as year-month-day, e.g. 2025-07-15'],
    ]);
    expect(await reasons('zh')).toEqual([
      [2, '不能小于 0'],
      [3, '不是日期：请按 年-月-日 填写，如 2025-07-15'],
    ]);
  });

  it('leaves alone the rows of a survey sheet that repeat a stored survey or an earlier row, and writes the rest', async () => {
    const point = await server.call(
      endpoints.sourceSave,
      { code: 'JL-220100-002', name: 'Songliao second site', focusType: 'dauriaGroundSquirrel', provinceCode: '220000', prefectureCode: '220100', countyCode: '', longitude: 125.4, latitude: 43.8 },
      { token },
    );
    const first = { sourceCode: point.code, surveyDate: '2024-05-03', hostDensity: 1.5, animalsExamined: 20, fleaIndex: 0.4 };
    const countOn = async (day: string) => (await server.call(endpoints.surveyList, { sourceId: point.sourceId, from: day, to: day }, { token })).total;
    expect(await server.upload(endpoints.surveyImport, await surveySheet([first]), { token })).toEqual({ imported: 1, updated: 0, unchanged: 0, errors: [] });
    // The same sheet again (an answer lost on a slow link), with a row twice, a new survey the same day and a new day.
    const again = [first, first, { ...first, fleaIndex: 0.5 }, { ...first, surveyDate: '2024-05-04' }];
    expect(await server.upload(endpoints.surveyImport, await surveySheet(again), { token })).toEqual({ imported: 2, updated: 0, unchanged: 2, errors: [] });
    expect([await countOn('2024-05-03'), await countOn('2024-05-04')]).toEqual([2, 1]);

    // Sent twice at once: stored once, whichever import comes second finding it there.
    const once = await surveySheet([{ ...first, surveyDate: '2024-05-05' }]);
    const reports = await Promise.all([once, once].map((sheet) => server.upload(endpoints.surveyImport, sheet, { token })));
    expect(reports.map(({ imported, unchanged }) => [imported, unchanged]).sort()).toEqual([
      [0, 1],
      [1, 0],
    ]);
    expect(await countOn('2024-05-05')).toBe(1);
  });

  it('deleting the evidence recomputes the point', async () => {
    const { list } = await server.call(endpoints.surveyList, { sourceId }, { token });
    expect(list).toHaveLength(5);
    await server.call(endpoints.surveyDelete, { ids: list.map((s) => s.surveyId).join(',') }, { token });
    expect((await server.call(endpoints.sourceGet, { sourceId }, { token })).lastSurveyOn).toBe('');
  });
});

describe('the engine on the database', () => {
  let server: TestServer;
  let token: string;
  let code = 0;
  const today = new Date().toISOString().slice(0, 10);

  beforeAll(async () => {
    server = await startServer();
    token = await server.signIn();
  });
  afterAll(() => server.close());

  const newPoint = async (focusType: FocusType = 'dauriaGroundSquirrel') =>
    (
      await server.call(
        endpoints.sourceSave,
        { code: `JL-220100-${String(++code).padStart(3, '0')}`, name: `Site ${code}`, focusType, provinceCode: '220000', prefectureCode: '220100', countyCode: '', longitude: 125.3, latitude: 43.9 },
        { token },
      )
    ).sourceId;
  const write = (sourceId: number, change: Partial<SurveyFields>) => server.call(endpoints.surveySave, { sourceId, surveyDate: today, hostDensity: 0.2, animalsExamined: 20, fleaIndex: 0.1, bacteriologySamples: 20, ...change }, { token });
  const alertsOf = async (sourceId: number) =>
    (await server.db.selectFrom('alert').select(['rule', 'priority', 'status', 'triggeredAt', 'lastTriggeredAt', 'observed', 'threshold', 'surveyIds']).where('sourceId', '=', sourceId).orderBy('rule').orderBy('triggeredAt').execute()).map(
      (alert) => ({ ...alert, surveyIds: (JSON.parse(alert.surveyIds) as number[]).sort((a, b) => a - b) }),
    );
  const riskOf = async (sourceId: number) => (await server.call(endpoints.sourceGet, { sourceId }, { token })).riskLevel;

  it('never holds two open alerts of one rule at one point; once closed, the next trigger opens a new one', async () => {
    const sourceId = await newPoint();
    const first = await write(sourceId, { isolatesHost: 1 });
    const second = await write(sourceId, { deadRodentsFound: 2, deadRodentsPositive: 2 });
    const [open] = await alertsOf(sourceId);
    expect(await alertsOf(sourceId)).toHaveLength(1);
    expect(open).toMatchObject({ rule: 'isolate', priority: 'high', observed: 2, surveyIds: [first.surveyId, second.surveyId].sort((a, b) => a - b) });
    const [alert] = (await server.call(endpoints.alertList, { open: 'true', focusType: 'dauriaGroundSquirrel' }, { token })).list.filter((row) => row.sourceId === sourceId);
    // An isolate is discarded on laboratory evidence, approved by a second person (issue 41).
    await server.call(endpoints.alertTransition, { alertId: alert!.alertId, to: 'discardPending', note: 'lab contamination', evidence: 'Repeat culture of the specimen negative', version: alert!.version }, { token });
    await insertUser(server.db, { username: 'checker', password: 'Checker-pass-2026', roleKeys: ['admin'] });
    const requested = await server.call(endpoints.alertGet, { alertId: alert!.alertId }, { token });
    await server.call(endpoints.alertTransition, { alertId: alert!.alertId, to: 'discarded', note: 'evidence checked', version: requested.version }, { token: await server.signIn('checker', 'Checker-pass-2026') });
    expect(await riskOf(sourceId)).toBe('none'); // discarded alerts do not count
    await write(sourceId, { isolatesVector: 1 });
    expect((await alertsOf(sourceId)).map((row) => row.status)).toEqual(['discarded', 'new']);
    expect(await riskOf(sourceId)).toBe('high');
  });

  it('writing surveys one by one and recomputing from nothing give the same alerts; recomputing again changes nothing', async () => {
    const sourceId = await newPoint('mongolianGerbil');
    // Four quiet seasons (the same weeks of the four years before), then a survey far above them with a positive serum.
    for (let back = 4; back >= 1; back--) await write(sourceId, { surveyDate: dayAfter(today, -365 * back - 2), hostDensity: 10 + back, animalsExamined: 20, fleaIndex: 0.2 });
    await write(sourceId, { hostDensity: 60, fleaIndex: 0.2, seraTested: 10, seraPositive: 1 });
    const incremental = await alertsOf(sourceId);
    // Density 60 ≥ 50 (Li et al. 1999) alone → IV; above the 90th percentile of 11…14 (13.7) → IV; F1 serum → III.
    expect(incremental.map((alert) => [alert.rule, alert.priority, alert.threshold])).toEqual([
      ['anomaly', 'low', 13.7],
      ['hostDensity', 'low', 50],
      ['serology', 'moderate', 1],
    ]);
    await server.db.deleteFrom('alert').where('sourceId', '=', sourceId).execute();
    const fromNothing = await recomputeAll(server.db, { windowDays: server.config.riskWindowDays });
    expect(fromNothing.alertsOpened).toBe(3);
    expect(await alertsOf(sourceId)).toEqual(incremental);
    const again = await server.call(endpoints.riskRecompute, {}, { token });
    expect(again.alertsOpened).toBe(0);
    expect(await alertsOf(sourceId)).toEqual(incremental);
  });

  it("a write reads only the seasons its survey is judged against, yet opens what a recompute of the point's whole history opens, and keeps the latest survey's date", async () => {
    const sourceId = await newPoint('mongolianGerbil');
    const [year, month, day] = today.split('-').map(Number) as [number, number, number];
    // The anomaly rule's calendar: the same day of an earlier year, moved by `days`.
    const season = (yearsBack: number, days: number) => dayAfter(new Date(Date.UTC(year - yearsBack, month - 1, day)).toISOString().slice(0, 10), days);
    // Oldest first, as they were surveyed: surveys far above the rest just outside the seasons
    // (a day past their edge, and six years back), and quiet ones on their edges and middles.
    const surveys = [
      { surveyDate: season(6, 0), hostDensity: 100 },
      ...[4, 3, 2, 1].flatMap((back) => [
        { surveyDate: season(back, -15), hostDensity: 100 },
        ...[-14, 0, 14].map((days, index) => ({ surveyDate: season(back, days), hostDensity: 10 + back * 3 + index })),
        { surveyDate: season(back, 15), hostDensity: 100 },
      ]),
    ];
    for (const survey of surveys) await write(sourceId, { ...survey, fleaIndex: 0.2 });
    await write(sourceId, { hostDensity: 25, fleaIndex: 0.2 });
    // Entered late: an older survey, outside today's seasons, must leave the latest date as it was.
    await write(sourceId, { surveyDate: dayAfter(today, -200), hostDensity: 12, animalsExamined: 20, fleaIndex: 0.2 });
    const incremental = await alertsOf(sourceId);
    expect(incremental.filter((alert) => alert.triggeredAt === today).map((alert) => [alert.rule, alert.priority])).toEqual([['anomaly', 'low']]);
    expect((await server.call(endpoints.sourceGet, { sourceId }, { token })).lastSurveyOn).toBe(today);
    await server.db.deleteFrom('alert').where('sourceId', '=', sourceId).execute();
    await recomputeAll(server.db, { windowDays: server.config.riskWindowDays });
    expect(await alertsOf(sourceId)).toEqual(incremental);
  });

  it('a recompute that evaluates several points in one batch gives each point the alerts and the risk its own writes gave it', async () => {
    const points = [await newPoint(), await newPoint(), await newPoint('mongolianGerbil')];
    const [quiet, isolate, serum] = points as [number, number, number];
    await write(quiet, {});
    await write(isolate, { isolatesHost: 1 });
    await write(serum, { seraTested: 10, seraPositive: 1 });
    const stateOf = async (sourceId: number) => {
      const { riskLevel, riskScore, riskReason, lastSurveyOn } = await server.call(endpoints.sourceGet, { sourceId }, { token });
      return { alerts: await alertsOf(sourceId), riskLevel, riskScore, riskReason, lastSurveyOn };
    };
    const written = await Promise.all(points.map(stateOf));
    expect(written.map((state) => state.riskLevel)).toEqual(['none', 'high', 'moderate']);
    await server.db.deleteFrom('alert').where('sourceId', 'in', points).execute();
    await server.db.updateTable('sourcePoint').set({ riskLevel: 'none', riskRank: 0, riskScore: 0, riskReason: '', lastSurveyOn: '' }).where('sourceId', 'in', points).execute();
    // Every point of this server fits in one batch.
    await recomputeAll(server.db, { windowDays: server.config.riskWindowDays, batchSize: 50 });
    expect(await Promise.all(points.map(stateOf))).toEqual(written);
  });

  it('reports the progress of a full recompute, batch by batch, and of the one a rules save runs', async () => {
    const points = Number((await server.db.selectFrom('sourcePoint').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const steps: [number, number][] = [];
    await recomputeAll(server.db, {
      windowDays: server.config.riskWindowDays,
      batchSize: 1,
      onProgress: (done, total) => {
        steps.push([done, total]);
      },
    });
    expect(steps).toEqual(Array.from({ length: points + 1 }, (_, done) => [done, points]));
    const before = await server.call(endpoints.riskRecomputeProgress, {}, { token });
    const other = (await server.call(endpoints.riskRules, {}, { token })).find((rule) => rule.focusType === 'other')!;
    const saved = await server.call(endpoints.riskSaveRules, { rules: [{ focusType: 'other', hostDensity: 12, fleaIndex: 1, version: other.version }] }, { token });
    expect(saved.recomputed).toBe(points);
    const after = await server.call(endpoints.riskRecomputeProgress, {}, { token });
    expect(after).toMatchObject({ running: false, done: points, total: points, startedBy: 'admin' });
    expect(after.startedAt > before.startedAt).toBe(true);
  });

  it('runs one full recompute at a time: a second request joins the running one, a rules save waits and runs its own, a silent run is taken over', async () => {
    // Another instance's run, as the row every instance reads shows it.
    expect(await claimRun(server.db, 'elsewhere')).toBe(true);
    expect(await claimRun(server.db, 'admin')).toBe(false);
    const joined = server.call(endpoints.riskRecompute, {}, { token });
    await expect.poll(() => server.call(endpoints.riskRecomputeProgress, {}, { token })).toMatchObject({ running: true, startedBy: 'elsewhere', joined: 1 });
    const theirs = { sourcePoints: 7, surveys: 70, alertsOpened: 0, ms: 1234 };
    await finishRun(server.db, theirs);
    expect(await joined).toEqual(theirs);

    expect(await claimRun(server.db, 'elsewhere')).toBe(true);
    const ruleSaves = () => server.db.selectFrom('sysAuditLog').select('auditId').where('entity', '=', 'riskRule').execute();
    const savedBefore = (await ruleSaves()).length;
    const other = (await server.call(endpoints.riskRules, {}, { token })).find((rule) => rule.focusType === 'other')!;
    let saveSettled = false;
    const save = server.call(endpoints.riskSaveRules, { rules: [{ focusType: 'other', hostDensity: other.hostDensity, fleaIndex: other.fleaIndex, version: other.version }] }, { token });
    void save.finally(() => (saveSettled = true)).catch(() => undefined);
    // The thresholds are committed: the save now waits for the running recompute, which may not have read them.
    await expect.poll(async () => (await ruleSaves()).length).toBe(savedBefore + 1);
    expect(saveSettled).toBe(false);
    await finishRun(server.db, theirs);
    const points = Number((await server.db.selectFrom('sourcePoint').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    expect((await save).recomputed).toBe(points);
    expect(await server.call(endpoints.riskRecomputeProgress, {}, { token })).toMatchObject({ running: false, startedBy: 'admin', done: points });

    // A run whose instance died stops reporting: after a minute another instance takes over.
    expect(await claimRun(server.db, 'gone', Date.now() - 61_000)).toBe(true);
    expect((await server.call(endpoints.riskRecompute, {}, { token })).sourcePoints).toBe(points);
  });

  it('lowers a point’s risk when its alert leaves the 30-day window, with no survey written', async () => {
    const sourceId = await newPoint();
    await write(sourceId, { isolatesHost: 1 });
    const [alert] = (await server.call(endpoints.alertList, { open: 'true' }, { token })).list.filter((row) => row.sourceId === sourceId);
    let version = alert!.version;
    for (const to of ['verifying', 'confirmed', 'closed'] as const) version = (await server.call(endpoints.alertTransition, { alertId: alert!.alertId, to, note: to, version }, { token })).version;
    expect(await riskOf(sourceId)).toBe('high'); // closed, but fired today
    expect(server.config.riskWindowDays).toBe(30);
    await refreshStaleRisk(server.db, 30, dayAfter(today, 30));
    expect(await riskOf(sourceId)).toBe('high');
    expect(await refreshStaleRisk(server.db, 30, dayAfter(today, 31))).toBeGreaterThan(0);
    expect(await riskOf(sourceId)).toBe('none');
  });
});

describe('who may move an alert, and bad input', () => {
  let server: TestServer;
  let admin: string;
  let sourceId: number;
  const today = new Date().toISOString().slice(0, 10);

  beforeAll(async () => {
    server = await startServer({ SEED_DEMO: 'true', DEMO_PASSWORD: TEST_DEMO_PASSWORD });
    admin = await server.signIn();
    // A point of its own: the demo points' alerts are already on their way.
    const source = await server.call(
      endpoints.sourceSave,
      { code: 'NM-150100-901', name: 'Test gerbil site', focusType: 'mongolianGerbil', provinceCode: '150000', prefectureCode: '150100', countyCode: '', longitude: 111.7, latitude: 40.8 },
      { token: admin },
    );
    sourceId = source.sourceId;
  });
  afterAll(() => server.close());

  const openIsolateAlert = async () => {
    const survey = await server.call(endpoints.surveySave, { sourceId, surveyDate: today, bacteriologySamples: 10, isolatesHost: 1 }, { token: admin });
    const { list } = await server.call(endpoints.alertList, { open: 'true', limit: 100 }, { token: admin });
    return list.find((alert) => alert.surveyIds.includes(survey.surveyId))!;
  };

  it('needs alert:verify to verify, confirm or discard, alert:respond to respond, alert:close to close', async () => {
    const alert = await openIsolateAlert();
    const operator = await server.signIn('operator', TEST_DEMO_PASSWORD);
    const viewer = await server.signIn('viewer', TEST_DEMO_PASSWORD);
    const analyst = await server.signIn('analyst', TEST_DEMO_PASSWORD);
    const move = (token: string, to: 'verifying' | 'confirmed' | 'responding' | 'closed', version: number) => server.call(endpoints.alertTransition, { alertId: alert.alertId, to, note: `${to} by test`, version }, { token });
    expect(await codeOf(move(operator, 'verifying', alert.version))).toBe(Codes.FORBIDDEN);
    expect(await codeOf(move(viewer, 'verifying', alert.version))).toBe(Codes.FORBIDDEN);

    // A role with alert:verify only may verify and confirm, but neither respond nor close.
    const role = await server.call(endpoints.roleSave, { roleKey: 'verifier', name: 'Verifier' }, { token: admin });
    const menus = await server.db.selectFrom('sysMenu').select('menuId').where('perms', 'in', [Permissions.ALERT_LIST, Permissions.ALERT_VERIFY]).execute();
    await server.call(endpoints.roleSaveMenus, { roleId: role.roleId, menuIds: menus.map((menu) => menu.menuId) }, { token: admin });
    await insertUser(server.db, { username: 'verifier', password: 'Verifier-2026', roleKeys: ['verifier'] });
    const verifier = await server.signIn('verifier', 'Verifier-2026');
    const verifying = await move(verifier, 'verifying', alert.version);
    const confirmed = await move(verifier, 'confirmed', verifying.version);
    expect(await codeOf(move(verifier, 'responding', confirmed.version))).toBe(Codes.FORBIDDEN);
    expect(await codeOf(move(verifier, 'closed', confirmed.version))).toBe(Codes.FORBIDDEN);
    const responding = await move(analyst, 'responding', confirmed.version);
    const closed = await move(analyst, 'closed', responding.version);
    expect(closed.status).toBe('closed');

    const audit = await server.call(endpoints.auditList, { entity: 'alert', action: 'transition', limit: 100 }, { token: admin });
    const steps = audit.list.filter((row) => row.entityId === String(alert.alertId)).reverse();
    expect(steps.map((row) => [row.username, row.before, row.after])).toEqual([
      ['verifier', { status: 'new' }, { status: 'verifying', note: 'verifying by test' }],
      ['verifier', { status: 'verifying' }, { status: 'confirmed', note: 'confirmed by test' }],
      ['analyst', { status: 'confirmed' }, { status: 'responding', note: 'responding by test' }],
      ['analyst', { status: 'responding' }, { status: 'closed', note: 'closed by test' }],
    ]);
    // The demo viewer's scope is one county of Qinghai: the national analyst reads this one.
    const detail = await server.call(endpoints.alertGet, { alertId: alert.alertId }, { token: analyst });
    expect(detail.events.map((event) => [event.username, event.toStatus])).toEqual([
      ['verifier', 'verifying'],
      ['verifier', 'confirmed'],
      ['analyst', 'responding'],
      ['analyst', 'closed'],
    ]);
    expect(detail.thresholds).toMatchObject({ focusType: detail.focusType });
  });

  it('counts the open alerts of their scope for the badge, only for those who may see alerts', async () => {
    const open = (await server.call(endpoints.alertList, { open: 'true' }, { token: admin })).total;
    expect(open).toBeGreaterThan(0);
    expect(await server.call(endpoints.alertOpenCount, {}, { token: admin })).toEqual({ open });
    const viewer = await server.signIn('viewer', TEST_DEMO_PASSWORD);
    const inViewersCounty = (await server.call(endpoints.alertList, { open: 'true' }, { token: viewer })).total;
    expect(inViewersCounty).toBeLessThan(open);
    expect(await server.call(endpoints.alertOpenCount, {}, { token: viewer })).toEqual({ open: inViewersCounty });
    await insertUser(server.db, { username: 'nobody', password: 'Nobody-2026' });
    expect(await server.call(endpoints.alertOpenCount, {}, { token: await server.signIn('nobody', 'Nobody-2026') })).toEqual({ open: 0 });
  });

  it('refuses bad input with 40000 naming the field, and writes nothing', async () => {
    const count = async () => {
      const [surveys, alerts, events] = await Promise.all([
        server.db.selectFrom('survey').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
        server.db.selectFrom('alert').select(['status', 'version']).orderBy('alertId').execute(),
        server.db.selectFrom('alertEvent').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return JSON.stringify([surveys.n, alerts, events.n]);
    };
    const before = await count();
    const alert = (await server.call(endpoints.alertList, { open: 'true', limit: 1 }, { token: admin })).list[0]!;
    const valid = { sourceId, surveyDate: today };
    const bad: [typeof endpoints.surveySave | typeof endpoints.alertTransition | typeof endpoints.riskSaveRules, Record<string, unknown>, string][] = [
      [endpoints.surveySave, { ...valid, fleaIndex: 'lots' }, 'fleaIndex'],
      [endpoints.surveySave, { ...valid, hostDensity: -1 }, 'hostDensity'],
      [endpoints.surveySave, { ...valid, surveyDate: '2024-13-01' }, 'surveyDate'],
      [endpoints.surveySave, { ...valid, isolatesHost: 1.5 }, 'isolatesHost'],
      [endpoints.surveySave, { ...valid, notes: 'x'.repeat(2001) }, 'notes'],
      [endpoints.surveySave, { ...valid, sourceId: "1' OR '1'='1" }, 'sourceId'],
      [endpoints.surveySave, { surveyDate: today }, 'sourceId'],
      [endpoints.alertTransition, { alertId: alert.alertId, to: 'verifying', note: '   ', version: alert.version }, 'note'],
      [endpoints.alertTransition, { alertId: alert.alertId, to: 'escalated', note: 'x', version: alert.version }, 'to'],
      [endpoints.alertTransition, { alertId: alert.alertId, to: 'verifying', note: 'x' }, 'version'],
      [endpoints.riskSaveRules, { rules: [{ focusType: 'dauriaGroundSquirrel', hostDensity: -1, fleaIndex: 1, version: 1 }] }, 'hostDensity'],
      [endpoints.riskSaveRules, { rules: [{ focusType: 'unicorn', hostDensity: 1, fleaIndex: 1, version: 1 }] }, 'focusType'],
      [endpoints.riskSaveRules, { rules: [] }, 'rules'],
    ];
    for (const [endpoint, payload, field] of bad) {
      const { status, body } = await server.raw(endpoint, payload as never, { token: admin });
      expect([status, body.code], `${endpoint.path} ${field}`).toEqual([400, Codes.VALIDATION]);
      expect(body.msg).toContain(fieldLabel([field], 'en'));
    }
    expect(await count()).toBe(before);
  });

  it('refuses a date later than today in the caller’s language, stores nothing and raises nothing', async () => {
    const tomorrowEverywhere = dayAfter(latestToday(), 1);
    const stored = async () => {
      const counts = await Promise.all(
        (['survey', 'alert', 'sourcePoint', 'outbreak'] as const).map((table) => server.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()),
      );
      return counts.map(({ n }) => Number(n));
    };
    const before = await stored();
    const outbreak = { code: 'OB-FUTURE-1', title: 'Future', onsetDate: '2020-07-01', cases: 1, bubonic: 1, provinceCode: '220000' };
    const futures: [typeof endpoints.surveySave | typeof endpoints.outbreakSave | typeof endpoints.sourceSave, Record<string, unknown>, string][] = [
      [endpoints.surveySave, { sourceId, surveyDate: tomorrowEverywhere, isolatesHost: 1, bacteriologySamples: 20 }, 'surveyDate'],
      [endpoints.outbreakSave, { ...outbreak, onsetDate: tomorrowEverywhere }, 'onsetDate'],
      [endpoints.outbreakSave, { ...outbreak, endDate: tomorrowEverywhere }, 'endDate'],
      [endpoints.sourceSave, { code: 'JL-220100-099', name: 'Future site', focusType: 'dauriaGroundSquirrel', provinceCode: '220000', longitude: 125, latitude: 44, discoveredOn: tomorrowEverywhere }, 'discoveredOn'],
    ];
    for (const language of ['en', 'zh'] as const) {
      for (const [endpoint, payload, field] of futures) {
        const { status, body } = await server.raw(endpoint, payload as never, { token: admin, headers: { 'accept-language': language } });
        expect([status, body.code], `${endpoint.path} ${field}`).toEqual([400, Codes.VALIDATION]);
        expect(body.msg).toContain(fieldLabel([field], language));
        expect(body.msg).toContain(translateText('validation.futureDate', language));
      }
    }
    expect(await stored()).toEqual(before);
    const lastDay = await server.call(endpoints.surveySave, { sourceId, surveyDate: latestToday() }, { token: admin });
    expect(lastDay.surveyDate).toBe(latestToday());
  });

  it('stores HTML and SQL in free text as text', async () => {
    const notes = `<img src=x onerror=alert(1)>'); DROP TABLE survey;--`;
    const saved = await server.call(endpoints.surveySave, { sourceId, surveyDate: today, notes }, { token: admin });
    expect((await server.call(endpoints.surveyGet, { surveyId: saved.surveyId }, { token: admin })).notes).toBe(notes);
    expect(await codeOf(server.call(endpoints.surveyGet, { surveyId: 999_999 }, { token: admin }))).toBe(Codes.NOT_FOUND);
  });

  it('serves a survey template in the caller’s language whose example row imports', async () => {
    await server.call(endpoints.sourceSave, { code: 'QH-632823-999', name: 'Template site', focusType: 'himalayanMarmot', provinceCode: '630000', prefectureCode: '632800', countyCode: '632823', longitude: 98.5, latitude: 37.3 }, { token: admin });
    const template = await server.download(endpoints.surveyImportTemplate, {}, { token: admin, headers: { cookie: 'language=ja' } });
    expect(template.filename).toBe('surveys-template.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await template.blob.arrayBuffer());
    expect(workbook.worksheets[0]!.getRow(1).getCell(1).value).toBe('疫源地コード');
    expect(await server.upload(endpoints.surveyImport, new Uint8Array(await template.blob.arrayBuffer()), { token: admin })).toEqual({ imported: 1, updated: 0, unchanged: 0, errors: [] });
    const bad = await server.upload(endpoints.surveyImport, await surveySheet([{ sourceCode: 'QH-632823-999', surveyDate: today, seraTested: 1, seraPositive: 2 }]), { token: admin });
    expect(bad.errors.map((error) => [error.line, error.field])).toEqual([[2, 'F1-positive sera']]);
  });
});

describe('RISK_WINDOW_DAYS', () => {
  it('sets how long a closed alert keeps raising its point’s risk, and must be a whole number of days', async () => {
    expect(() => loadConfig({ RISK_WINDOW_DAYS: '1.5' })).toThrow(/RISK_WINDOW_DAYS/);
    expect(() => loadConfig({ RISK_WINDOW_DAYS: 'month' })).toThrow(/RISK_WINDOW_DAYS/);
    const server = await startServer({ RISK_WINDOW_DAYS: '7' });
    try {
      const token = await server.signIn();
      const point = { code: 'JL-220100-701', name: 'Window site', focusType: 'dauriaGroundSquirrel', provinceCode: '220000', prefectureCode: '220100', longitude: 125.3, latitude: 43.9 } as const;
      const { sourceId } = await server.call(endpoints.sourceSave, point, { token });
      const riskOf = async () => (await server.call(endpoints.sourceGet, { sourceId }, { token })).riskLevel;
      const tenDaysAgo = dayAfter(new Date().toISOString().slice(0, 10), -10);
      await server.call(endpoints.surveySave, { sourceId, surveyDate: tenDaysAgo, bacteriologySamples: 10, isolatesHost: 1 }, { token });
      expect(await riskOf()).toBe('high'); // open: it counts whatever its age
      const [alert] = (await server.call(endpoints.alertList, { open: 'true' }, { token })).list;
      let version = alert!.version;
      for (const to of ['verifying', 'confirmed', 'closed'] as const) version = (await server.call(endpoints.alertTransition, { alertId: alert!.alertId, to, note: to, version }, { token })).version;
      // Closed, and last fired ten days ago: outside a 7-day window (inside the default 30).
      expect(await riskOf()).toBe('none');
    } finally {
      await server.close();
    }
  });
});

describe('the engine and the survey write', () => {
  it('commit together: when the evaluation fails, the survey is not stored either', async () => {
    const server = await startServer();
    try {
      const token = await server.signIn();
      const point = { code: 'JL-220100-801', name: 'Rollback site', focusType: 'dauriaGroundSquirrel', provinceCode: '220000', prefectureCode: '220100', longitude: 125.3, latitude: 43.9 } as const;
      const { sourceId } = await server.call(endpoints.sourceSave, point, { token });
      const surveys = async () => Number((await server.db.selectFrom('survey').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
      const survey = { sourceId, surveyDate: new Date().toISOString().slice(0, 10), bacteriologySamples: 10, isolatesHost: 1 };
      // The engine cannot read or write alerts while their table is away.
      await sql`alter table alert rename to alert_away`.execute(server.db);
      const { status, body } = await server.raw(endpoints.surveySave, survey, { token });
      expect(status).toBe(500);
      expect(body.success).toBe(false);
      expect(await surveys()).toBe(0);
      await sql`alter table alert_away rename to alert`.execute(server.db);
      await server.call(endpoints.surveySave, survey, { token });
      expect(await surveys()).toBe(1);
      expect((await server.call(endpoints.sourceGet, { sourceId }, { token })).riskLevel).toBe('high');
    } finally {
      await server.close();
    }
  });
});

describe('a recompute and a survey write at once', () => {
  const at = new Date().toISOString();
  const stamp = { createdAt: at, createdBy: 'admin', updatedAt: at, updatedBy: 'admin', version: 1 };
  const ISOLATE_SURVEY = {
    ...{ surveyUnit: '', hostSpecies: '', vectorSpecies: '', maxTitre: '', notes: '', hostDensity: 0.2, captureRate: null, infestationRate: null, fleaIndex: 0.1 },
    ...{ burrowFleaIndex: null, freeFleaIndex: null, animalsExamined: 10, bacteriologySamples: 10, isolatesHost: 1, isolatesVector: 0, seraTested: 0, seraPositive: 0 },
    ...{ deadRodentsFound: 0, deadRodentsPositive: 0, suspectedHumanCases: 0 },
  };

  it("loses nothing of the write's: a batch read ahead that the write reached meanwhile is read again before it is written", async () => {
    const server = await startServer();
    try {
      const token = await server.signIn();
      const newPoint = async (index: number) =>
        (await server.call(endpoints.sourceSave, { code: `JL-220100-9${index}0`, name: `Batch site ${index}`, focusType: 'dauriaGroundSquirrel', provinceCode: '220000', prefectureCode: '220100', longitude: 125.3, latitude: 43.9 }, { token })).sourceId;
      const points = [await newPoint(1), await newPoint(2), await newPoint(3), await newPoint(4)];
      // One point a batch: the third is read (and judged) ahead while the first is written.
      const target = points[2]!;
      const surveyDate = new Date().toISOString().slice(0, 10);
      const rules = await engineRules(server.db, server.config.riskWindowDays);
      let write: Promise<number> | undefined;
      await recomputeAll(server.db, {
        windowDays: server.config.riskWindowDays,
        batchSize: 1,
        onProgress: (done) => {
          // Not awaited: the write waits for the first batch's transaction and lands before the next.
          if (done === 1)
            write = server.db.transaction().execute(async (trx) => {
              const surveyId = await insertSurvey(trx, { ...ISOLATE_SURVEY, sourceId: target, surveyDate, clientId: null, ...stamp });
              await evaluateSource(trx, target, rules, [{ surveyId, surveyDate }]);
              return surveyId;
            });
        },
      });
      const surveyId = await write!;
      const alerts = await server.db.selectFrom('alert').select(['rule', 'surveyIds']).where('sourceId', '=', target).execute();
      expect(alerts).toEqual([{ rule: 'isolate', surveyIds: JSON.stringify([surveyId]) }]);
      const { riskLevel, lastSurveyOn } = await server.call(endpoints.sourceGet, { sourceId: target }, { token });
      expect({ riskLevel, lastSurveyOn }).toEqual({ riskLevel: 'high', lastSurveyOn: surveyDate });
    } finally {
      await server.close();
    }
  });
});

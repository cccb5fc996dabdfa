import { endpoints } from '@ews/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareDatabase } from '../../src/app.ts';
import { demoSurveyCalendar } from '../../src/bootstrap/seed/demo.ts';
import { loadConfig } from '../../src/config.ts';
import type { Db } from '../../src/db/connection.ts';
import { addDays } from '../../src/modules/cases/queries.ts';
import { dropTestStore, newTestStore, startServer, storeEnv, TEST_ADMIN_PASSWORD, TEST_DEMO_PASSWORD, type TestServer } from '../support/harness.ts';

/** The demo's rows, without the times of the seed's own run (audit columns, event times) nor the generated password hashes. */
async function demoRows(db: Db) {
  const tables = ['sourcePoint', 'outbreak', 'survey', 'alert', 'alertEvent', 'humanCase', 'caseContact', 'riskThreshold'] as const;
  const runTimes = new Set(['createdAt', 'updatedAt', 'at', 'riskUpdatedAt']);
  const rows: Record<string, Record<string, unknown>[]> = {};
  for (const table of tables) {
    const all = (await db.selectFrom(table).selectAll().execute()) as Record<string, unknown>[];
    rows[table] = all.map((row) => Object.fromEntries(Object.entries(row).filter(([column]) => !runTimes.has(column))));
  }
  return rows;
}

/** A database migrated and seeded afresh, with no template behind it; on the day `today` says, if it says one. */
async function freshDemoSeed(today?: string) {
  if (today) vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${today}T08:00:00Z`) });
  const store = newTestStore();
  const config = loadConfig({ PORT: '1', ADMIN_PASSWORD: TEST_ADMIN_PASSWORD, DEMO_PASSWORD: TEST_DEMO_PASSWORD, SEED_DEMO: 'true', LOG_LEVEL: 'silent', ...storeEnv(store) });
  const { db } = await prepareDatabase(config);
  try {
    return await demoRows(db);
  } finally {
    vi.useRealTimers();
    await db.destroy();
    await dropTestStore(store);
  }
}

describe('the demo seed', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ SEED_DEMO: 'true', DEMO_PASSWORD: TEST_DEMO_PASSWORD });
  });
  afterAll(() => server.close());

  it('gives the same rows on two fresh starts of the same day', async () => {
    const first = await freshDemoSeed();
    const second = await freshDemoSeed();
    expect(first.sourcePoint).toHaveLength(300);
    expect(second).toEqual(first);
  });

  it('draws the same demo on another day, its dates moved by the days between (a February season spans two years)', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const other = '2027-02-10';
    const days = Math.round((Date.parse(other) - Date.parse(today)) / 86_400_000);
    const [now, then] = [await freshDemoSeed(), await freshDemoSeed(other)];
    // The points' own fields, without what their surveys and signals give them (the risk, the latest survey's day).
    const place = ({ riskLevel: _level, riskRank: _rank, riskScore: _score, riskReason: _reason, lastSurveyOn: _latest, ...point }: Record<string, unknown>) => point;
    expect(then.sourcePoint!.map(place)).toEqual(now.sourcePoint!.map(place));
    const moved = (surveys: Record<string, unknown>[], by: number) => surveys.map((survey) => ({ ...survey, surveyDate: addDays(String(survey.surveyDate), by) }));
    expect(then.survey).toEqual(moved(now.survey!, days));
    const figures = ({ code: _code, onsetDate: _onset, ...outbreak }: Record<string, unknown>) => outbreak;
    expect(then.outbreak!.map(figures)).toEqual(now.outbreak!.map(figures));
  });

  it('is dated up to today: this month has surveys and this year outbreaks, on the dashboard and /monitor', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const token = await server.signIn();
    const summary = await server.call(endpoints.dashboardSummary, {}, { token });
    expect(summary.surveysThisMonth).toBeGreaterThan(0);
    expect(summary.outbreaksThisYear).toBeGreaterThan(0);
    const monitor = await server.call(endpoints.publicMonitor, {});
    expect(monitor.outbreaksThisYear).toBeGreaterThan(0);
    expect(monitor.casesThisYear).toBeGreaterThan(0);

    const surveys = await server.db.selectFrom('survey').select((eb) => eb.fn.max('surveyDate').as('latest')).executeTakeFirstOrThrow();
    expect(surveys.latest).toBe(today);
    const outbreaks = await server.db.selectFrom('outbreak').select((eb) => eb.fn.max('onsetDate').as('latest')).executeTakeFirstOrThrow();
    const weekAgo = addDays(today, -7);
    expect(outbreaks.latest).toBe(weekAgo.slice(0, 4) === today.slice(0, 4) ? weekAgo : `${today.slice(0, 4)}-01-01`);
    // The season still being handled began about half a year ago, whatever the month.
    expect(demoSurveyCalendar(today).latestSeasonStart).toBe(addDays(today, -176));
  });
});

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { endpoints } from '@ews/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { openDatabase, type Db } from '../../src/db/connection.ts';
import { everyTableFingerprint } from '../support/fingerprint.ts';
import { DEFAULT_TEST_DATABASE_URL, dropTestStore, newTestStore, startServer, storeEnv, TEST_DEMO_PASSWORD, testDialect, type TestServer, type TestStore } from '../support/harness.ts';
import { runCli } from '../support/processes.ts';

/*
 * `npm run backup` while clients write through HTTP, `npm run restore` elsewhere, and the copy
 * compared with the original: table by table, and by the risk levels a full recompute gives.
 */

const postgresUrl = process.env.TEST_DATABASE_URL || DEFAULT_TEST_DATABASE_URL;
const LOAD_CLIENTS = 8;
const POINTS = 20;
const today = new Date().toISOString().slice(0, 10);

const pointInput = (code: string) => ({ code, name: `Site ${code}`, focusType: 'dauriaGroundSquirrel' as const, provinceCode: '220000', prefectureCode: '220100', countyCode: '', longitude: 125.3, latitude: 43.9 });

const cli = (args: string[], env: Record<string, string>) => runCli('src/backup-cli.ts', args, env);

async function postgresAdmin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Where a restore goes: an empty data directory, or on PostgreSQL an empty database. */
interface Target {
  store: TestStore;
  env: Record<string, string>;
  drop(): Promise<void>;
}

/** A fresh data directory, or on PostgreSQL a fresh schema in the test database. */
function freshStore(): Target {
  const store = newTestStore();
  return { store, env: storeEnv(store), drop: () => dropTestStore(store) };
}

/** Where a pg_dump archive of `schema` can go: a fresh database on PostgreSQL. */
async function emptyTarget(schema: string): Promise<Target> {
  if (testDialect === 'sqlite') return freshStore();
  const store = { dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'ews-restore-')), schema };
  // pg_restore keeps the schema's name, so the copy goes to a database of its own, as on another machine.
  const database = `ews_restore_${randomBytes(6).toString('hex')}`;
  await postgresAdmin(`CREATE DATABASE ${database}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${database}`;
  return {
    store,
    env: { DATA_DIR: store.dataDir, DATABASE_URL: url.toString(), DATABASE_SCHEMA: schema },
    drop: async () => {
      fs.rmSync(store.dataDir, { recursive: true, force: true });
      await postgresAdmin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    },
  };
}

async function withDatabase<T>(target: Target, read: (db: Db) => Promise<T>): Promise<T> {
  const db = openDatabase(loadConfig(target.env));
  try {
    return await read(db);
  } finally {
    await db.destroy();
  }
}

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 50));
}

interface Acknowledged {
  kind: 'source' | 'survey';
  id: number;
  /** performance.now() when the answer arrived: the write was committed by then. */
  at: number;
}

/** The step of the next write, counted across loads, so each new source point's code is new. */
let nextStep = 0;

/** Clients writing sources and surveys (which run the engine, every seventh raising an alert) until stopped. */
function writeLoad(server: TestServer, token: string, points: number[]) {
  const acknowledged: Acknowledged[] = [];
  const failures: string[] = [];
  let stopped = false;
  const write = async (step: number): Promise<Omit<Acknowledged, 'at'>> => {
    if (step % 2 === 0) {
      const saved = await server.call(endpoints.sourceSave, pointInput(`JL-22${String(Math.floor(step / 1000)).padStart(4, '0')}-${String(step % 1000).padStart(3, '0')}`), { token });
      return { kind: 'source', id: saved.sourceId };
    }
    const crossing = step % 7 === 0;
    const survey = { sourceId: points[step % points.length]!, surveyDate: today, hostDensity: crossing ? 1.2 : 0.2, animalsExamined: 20, fleaIndex: crossing ? 1.5 : 0.3 };
    return { kind: 'survey', id: (await server.call(endpoints.surveySave, survey, { token })).surveyId };
  };
  const client = async () => {
    while (!stopped) {
      try {
        const written = await write(nextStep++);
        acknowledged.push({ ...written, at: performance.now() });
      } catch (error) {
        failures.push(String(error));
      }
    }
  };
  const clients = Promise.all(Array.from({ length: LOAD_CLIENTS }, client));
  return {
    acknowledged,
    stop: async () => {
      stopped = true;
      await clients;
      expect(failures).toEqual([]);
      return acknowledged;
    },
  };
}

/** `npm run backup` while clients write: the writes acknowledged before it began, and those while it ran. */
async function backupUnderLoad(server: TestServer, token: string, points: number[], file: string, env: Record<string, string>) {
  const load = writeLoad(server, token, points);
  await until(() => load.acknowledged.length >= 40);
  const began = performance.now();
  const backup = await cli(['backup', file], env);
  const ended = performance.now();
  const acknowledged = await load.stop();
  expect(backup.status, backup.output).toBe(0);
  expect(backup.output).toContain(file);
  const during = acknowledged.filter((write) => write.at >= began && write.at <= ended);
  expect(during.length).toBeGreaterThan(0);
  return { output: backup.output, acknowledged, during, before: acknowledged.filter((write) => write.at < began) };
}

const riskState = async (db: Db) => ({
  points: await db.selectFrom('sourcePoint').select(['sourceId', 'riskLevel', 'riskScore', 'riskReason']).orderBy('sourceId').execute(),
  alerts: await db.selectFrom('alert').select(['alertId', 'rule', 'priority', 'status', 'observed', 'surveyIds']).orderBy('alertId').execute(),
});

const idsOf = async (db: Db, table: 'sourcePoint' | 'survey') =>
  new Set((await db.selectFrom(table).select(table === 'survey' ? 'surveyId as id' : 'sourceId as id').execute()).map((row) => row.id));

/**
 * A copy taken under load holds every write acknowledged before the backup began, each survey as the
 * original has it, and agrees with itself: each alert's status is its last event's, its surveys
 * exist, and the stored risk is what a full recompute derives.
 */
async function expectWholeAndConsistent(restored: TestServer, original: TestServer, before: Acknowledged[]) {
  const { db } = restored;
  const [sources, surveys] = [await idsOf(db, 'sourcePoint'), await idsOf(db, 'survey')];
  expect(before.filter((write) => !(write.kind === 'source' ? sources : surveys).has(write.id))).toEqual([]);
  // Surveys are never changed once written: each one in the copy is the original's, to the byte.
  const originals = new Map((await original.db.selectFrom('survey').selectAll().execute()).map((row) => [row.surveyId, row]));
  for (const row of await db.selectFrom('survey').selectAll().execute()) expect(row).toEqual(originals.get(row.surveyId));
  const events = await db.selectFrom('alertEvent').select(['alertId', 'toStatus']).orderBy('eventId').execute();
  const lastStatus = new Map(events.map((event) => [event.alertId, event.toStatus]));
  for (const alert of await db.selectFrom('alert').select(['alertId', 'status', 'surveyIds']).execute()) {
    expect(alert.status).toBe(lastStatus.get(alert.alertId) ?? 'new');
    for (const surveyId of JSON.parse(alert.surveyIds) as number[]) expect(surveys.has(surveyId)).toBe(true);
  }
  const stored = await riskState(db);
  const recompute = await restored.call(endpoints.riskRecompute, {}, { token: await restored.signIn() });
  expect(recompute.alertsOpened).toBe(0);
  expect(await riskState(db)).toEqual(stored);
  return { sources: sources.size, surveys: surveys.size };
}

describe(`backup and restore (${testDialect})`, () => {
  let source: TestServer;
  let sourceEnv: Record<string, string>;
  let token: string;
  const points: number[] = [];
  const targets: Target[] = [];
  const files = fs.mkdtempSync(path.join(os.tmpdir(), 'ews-backups-'));
  const underLoad = path.join(files, 'under-load.backup');
  const quiet = path.join(files, 'quiet.backup');

  beforeAll(async () => {
    // The demo data makes the copy take long enough for many writes to land while it is read.
    source = await startServer({ SEED_DEMO: 'true', DEMO_PASSWORD: TEST_DEMO_PASSWORD });
    sourceEnv = storeEnv({ dataDir: source.config.dataDir, schema: source.config.databaseSchema ?? '' });
    token = await source.signIn();
    for (let index = 0; index < POINTS; index++) points.push((await source.call(endpoints.sourceSave, pointInput(`JL-220100-${String(index).padStart(3, '0')}`), { token })).sourceId);
  });
  afterAll(async () => {
    await source?.close();
    for (const target of targets) await target.drop();
    fs.rmSync(files, { recursive: true, force: true });
  });

  /** Restores a file into a target, then checks the copy with a server started on it. */
  async function restoreAndCheck<T>(file: string, target: Target, check: (restored: TestServer) => Promise<T>): Promise<T> {
    const restore = await cli(['restore', file], target.env);
    expect(restore.status, restore.output).toBe(0);
    const restored = await startServer(target.env, target.store);
    try {
      return await check(restored);
    } finally {
      await restored.close();
    }
  }

  /** A damaged or foreign file is refused, even with --force, and the target stays as it was. */
  async function expectRefused(target: Target, file: string): Promise<void> {
    const before = await withDatabase(target, everyTableFingerprint);
    const refused = await cli(['restore', file, '--force'], target.env);
    expect(refused.status).toBe(1);
    expect(refused.output).toContain(file);
    expect(refused.output).not.toMatch(/^\s+at /m); // told as a message, not a stack trace
    expect(await withDatabase(target, everyTableFingerprint)).toEqual(before);
  }

  /** The file cut near its end, so that a restore would have written most of it before finding the damage. */
  function truncatedCopy(file: string): string {
    const whole = fs.readFileSync(file);
    const truncated = `${file}.truncated`;
    fs.writeFileSync(truncated, whole.subarray(0, Math.floor(whole.length * 0.9)));
    return truncated;
  }

  it('backs up while clients write; the copy holds every write acknowledged before it began, and is consistent', async ({ annotate }) => {
    const { acknowledged, before, during } = await backupUnderLoad(source, token, points, underLoad, sourceEnv);
    const target = await emptyTarget(source.config.databaseSchema ?? '');
    targets.push(target);
    const copy = await restoreAndCheck(underLoad, target, (restored) => expectWholeAndConsistent(restored, source, before));
    await annotate(
      `${testDialect}: ${acknowledged.length} writes by ${LOAD_CLIENTS} clients, ${during.length} acknowledged while the backup ran; ` +
        `the copy holds all ${before.length} acknowledged before it, ${copy.sources} sources and ${copy.surveys} surveys in all`,
    );
  });

  it('restores only with --force over data, then equals the original table by table, signs in and recomputes the same risk levels', async ({ annotate }) => {
    const original = await everyTableFingerprint(source.db);
    const backup = await cli(['backup', quiet], sourceEnv);
    expect(backup.status, backup.output).toBe(0);
    const target = targets[0]!;

    const earlier = await withDatabase(target, everyTableFingerprint);
    const refused = await cli(['restore', quiet], target.env);
    expect(refused.status).toBe(1);
    expect(refused.output).toMatch(/already holds .* restore overwrites it only with --force/);
    expect(await withDatabase(target, everyTableFingerprint)).toEqual(earlier);

    const forced = await cli(['restore', quiet, '--force'], target.env);
    expect(forced.status, forced.output).toBe(0);
    expect(await withDatabase(target, everyTableFingerprint)).toEqual(original);

    const restored = await startServer(target.env, target.store);
    try {
      const restoredToken = await restored.signIn();
      await restored.call(endpoints.riskRecompute, {}, { token: restoredToken });
      await source.call(endpoints.riskRecompute, {}, { token });
      const levels = async (db: Db) => db.selectFrom('sourcePoint').select(['sourceId', 'riskLevel', 'riskScore']).orderBy('sourceId').execute();
      const originalLevels = await levels(source.db);
      expect(await levels(restored.db)).toEqual(originalLevels);
      // New rows take ids after the restored ones: the sequences came back with the data.
      const point = await restored.call(endpoints.sourceSave, pointInput('JL-220103-001'), { token: restoredToken });
      expect(point.sourceId).toBeGreaterThan(Math.max(...originalLevels.map((row) => row.sourceId)));
      const survey = await restored.call(endpoints.surveySave, { sourceId: point.sourceId, surveyDate: today, hostDensity: 0.1, animalsExamined: 20, fleaIndex: 0.1 }, { token: restoredToken });
      expect(await idsOf(source.db, 'survey')).not.toContain(survey.surveyId);
      const raised = originalLevels.filter((row) => row.riskLevel !== 'none').length;
      await annotate(`${testDialect}: ${Object.keys(original).length} tables equal; ${originalLevels.length} risk levels equal (${raised} raised); backup ${fs.statSync(quiet).size} bytes`);
    } finally {
      await restored.close();
    }
  });

  it('refuses a damaged or foreign file and leaves the target as it was', async () => {
    const foreign = path.join(files, 'notes.txt');
    fs.writeFileSync(foreign, 'not a backup\n'.repeat(100));
    for (const file of [truncatedCopy(quiet), foreign]) await expectRefused(targets[0]!, file);
    expect(fs.readdirSync(targets[0]!.store.dataDir).filter((name) => name.includes('restoring'))).toEqual([]);
  });

  // Where pg_dump is missing (or older than the server), the backup is a snapshot read in one transaction.
  it.runIf(testDialect === 'postgres')('without pg_dump, writes a portable snapshot under load and restores it whole, into any schema', async ({ annotate }) => {
    const noClientTools = { ...sourceEnv, PATH: fs.mkdtempSync(path.join(os.tmpdir(), 'ews-no-tools-')) };
    const snapshot = path.join(files, 'under-load.jsonl');
    const { output, before } = await backupUnderLoad(source, token, points, snapshot, noClientTools);
    expect(output).toContain('portable snapshot, as pg_dump is not installed');
    const target = freshStore(); // a schema of another name, in the same database
    targets.push(target);
    const restoreEnv = { ...target.env, PATH: noClientTools.PATH };
    await restoreAndCheck(snapshot, { ...target, env: restoreEnv }, (restored) => expectWholeAndConsistent(restored, source, before));

    const original = await everyTableFingerprint(source.db);
    const quietSnapshot = path.join(files, 'quiet.jsonl');
    expect((await cli(['backup', quietSnapshot], noClientTools)).status).toBe(0);
    const forced = await cli(['restore', quietSnapshot, '--force'], restoreEnv);
    expect(forced.status, forced.output).toBe(0);
    expect(await withDatabase(target, everyTableFingerprint)).toEqual(original);
    await expectRefused({ ...target, env: restoreEnv }, truncatedCopy(quietSnapshot));
    await annotate(`snapshot of ${Object.keys(original).length} tables: ${fs.statSync(quietSnapshot).size} bytes (pg_dump: ${fs.statSync(quiet).size})`);
  });
});

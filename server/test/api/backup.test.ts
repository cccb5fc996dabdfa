import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { endpoints } from '@ews/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { openDatabase, type Db } from '../../src/db/connection.ts';
import { everyTableFingerprint } from '../support/fingerprint.ts';
import { DEFAULT_TEST_DATABASE_URL, dropTestStore, startServer, storeEnv, testDialect, type TestServer, type TestStore } from '../support/harness.ts';

/*
 * `npm run backup` while clients write through HTTP, `npm run restore` elsewhere, and the copy
 * compared with the original: table by table, and by the risk levels a full recompute gives.
 */

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const postgresUrl = process.env.TEST_DATABASE_URL || DEFAULT_TEST_DATABASE_URL;
const LOAD_CLIENTS = 8;
const POINTS = 20;
const today = new Date().toISOString().slice(0, 10);

const pointInput = (code: string) => ({ code, name: `Site ${code}`, focusType: 'dauriaGroundSquirrel' as const, provinceCode: '220000', prefectureCode: '220100', countyCode: '', longitude: 125.3, latitude: 43.9 });

/** The command line as an operator runs it: a process of its own, the database named by its environment. */
function cli(args: string[], env: Record<string, string>): Promise<{ status: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/backup-cli.ts', ...args], {
    cwd: serverDir,
    env: { ...process.env, DATABASE_URL: '', DATABASE_SCHEMA: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (status) => resolve({ status, output: output.trim() }));
  });
}

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

async function emptyTarget(schema: string): Promise<Target> {
  const store = { dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'ews-restore-')), schema };
  if (testDialect === 'sqlite') return { store, env: storeEnv(store), drop: () => dropTestStore(store) };
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

/** Clients writing sources and surveys (which run the engine, every seventh raising an alert) until stopped. */
function writeLoad(server: TestServer, token: string, points: number[]) {
  const acknowledged: Acknowledged[] = [];
  const failures: string[] = [];
  let next = 0;
  let stopped = false;
  const write = async (step: number): Promise<Omit<Acknowledged, 'at'>> => {
    if (step % 2 === 0) {
      const saved = await server.call(endpoints.sourceSave, pointInput(`JL-22${String(Math.floor(step / 1000)).padStart(4, '0')}-${String(step % 1000).padStart(3, '0')}`), { token });
      return { kind: 'source', id: saved.sourceId };
    }
    const crossing = step % 7 === 0;
    const survey = { sourceId: points[step % points.length]!, surveyDate: today, hostDensity: crossing ? 1.2 : 0.2, fleaIndex: crossing ? 1.5 : 0.3 };
    return { kind: 'survey', id: (await server.call(endpoints.surveySave, survey, { token })).surveyId };
  };
  const client = async () => {
    while (!stopped) {
      try {
        const written = await write(next++);
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

const riskState = async (db: Db) => ({
  points: await db.selectFrom('sourcePoint').select(['sourceId', 'riskLevel', 'riskScore', 'riskReason']).orderBy('sourceId').execute(),
  alerts: await db.selectFrom('alert').select(['alertId', 'rule', 'level', 'status', 'observed', 'surveyIds']).orderBy('alertId').execute(),
});

const idsOf = async (db: Db, table: 'sourcePoint' | 'survey') =>
  new Set((await db.selectFrom(table).select(table === 'survey' ? 'surveyId as id' : 'sourceId as id').execute()).map((row) => row.id));

describe(`backup and restore (${testDialect})`, () => {
  let source: TestServer;
  let sourceEnv: Record<string, string>;
  let token: string;
  let target: Target | undefined;
  const files = fs.mkdtempSync(path.join(os.tmpdir(), 'ews-backups-'));
  const underLoad = path.join(files, 'under-load.backup');
  const quiet = path.join(files, 'quiet.backup');

  beforeAll(async () => {
    source = await startServer();
    sourceEnv = storeEnv({ dataDir: source.config.dataDir, schema: source.config.databaseSchema ?? '' });
    token = await source.signIn();
  });
  afterAll(async () => {
    await source?.close();
    await target?.drop();
    fs.rmSync(files, { recursive: true, force: true });
  });

  it('backs up while clients write; the copy holds every write acknowledged before it began, and is consistent', async ({ annotate }) => {
    const points: number[] = [];
    for (let index = 0; index < POINTS; index++) points.push((await source.call(endpoints.sourceSave, pointInput(`JL-220100-${String(index).padStart(3, '0')}`), { token })).sourceId);
    const load = writeLoad(source, token, points);
    await until(() => load.acknowledged.length >= 40);
    const began = performance.now();
    const backup = await cli(['backup', underLoad], sourceEnv);
    const ended = performance.now();
    const acknowledged = await load.stop();
    expect(backup.status, backup.output).toBe(0);
    expect(backup.output).toContain(underLoad);
    const before = acknowledged.filter((write) => write.at < began);
    const during = acknowledged.filter((write) => write.at >= began && write.at <= ended);
    expect(during.length).toBeGreaterThan(0);

    target = await emptyTarget(source.config.databaseSchema ?? '');
    const restore = await cli(['restore', underLoad], target.env);
    expect(restore.status, restore.output).toBe(0);
    const restored = await startServer(target.env, target.store);
    try {
      const { db } = restored;
      const [sources, surveys] = [await idsOf(db, 'sourcePoint'), await idsOf(db, 'survey')];
      const missing = before.filter((write) => !(write.kind === 'source' ? sources : surveys).has(write.id));
      expect(missing).toEqual([]);
      // Surveys are never changed once written: each one in the copy is the original's, to the byte.
      const original = new Map((await source.db.selectFrom('survey').selectAll().execute()).map((row) => [row.surveyId, row]));
      for (const row of await db.selectFrom('survey').selectAll().execute()) expect(row).toEqual(original.get(row.surveyId));
      // Consistent: each alert's status is its last event's, its surveys exist, and the stored risk is what a recompute derives.
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
      await annotate(
        `${testDialect}: ${acknowledged.length} writes by ${LOAD_CLIENTS} clients, ${during.length} acknowledged while the backup ran; ` +
          `the copy holds all ${before.length} acknowledged before it and ${sources.size} sources, ${surveys.size} surveys in all`,
      );
    } finally {
      await restored.close();
    }
  });

  it('restores only with --force over data, then equals the original table by table, signs in and recomputes the same risk levels', async ({ annotate }) => {
    const original = await everyTableFingerprint(source.db);
    const backup = await cli(['backup', quiet], sourceEnv);
    expect(backup.status, backup.output).toBe(0);
    const restoreTarget = target!;

    const earlier = await withDatabase(restoreTarget, everyTableFingerprint);
    const refused = await cli(['restore', quiet], restoreTarget.env);
    expect(refused.status).toBe(1);
    expect(refused.output).toMatch(/already holds .* restore overwrites it only with --force/);
    expect(await withDatabase(restoreTarget, everyTableFingerprint)).toEqual(earlier);

    const forced = await cli(['restore', quiet, '--force'], restoreTarget.env);
    expect(forced.status, forced.output).toBe(0);
    expect(await withDatabase(restoreTarget, everyTableFingerprint)).toEqual(original);

    const restored = await startServer(restoreTarget.env, restoreTarget.store);
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
      const survey = await restored.call(endpoints.surveySave, { sourceId: point.sourceId, surveyDate: today, hostDensity: 0.1, fleaIndex: 0.1 }, { token: restoredToken });
      expect(await idsOf(source.db, 'survey')).not.toContain(survey.surveyId);
      const raised = originalLevels.filter((row) => row.riskLevel !== 'none').length;
      await annotate(`${testDialect}: ${Object.keys(original).length} tables equal; ${originalLevels.length} risk levels equal (${raised} raised); backup ${fs.statSync(quiet).size} bytes`);
    } finally {
      await restored.close();
    }
  });

  it('refuses a damaged or foreign file and leaves the target as it was', async () => {
    const restoreTarget = target!;
    const truncated = path.join(files, 'truncated.backup');
    const whole = fs.readFileSync(quiet);
    // Cut near its end, so that a restore would have written most of it before finding the damage.
    fs.writeFileSync(truncated, whole.subarray(0, Math.floor(whole.length * 0.9)));
    const foreign = path.join(files, 'notes.txt');
    fs.writeFileSync(foreign, 'not a backup\n'.repeat(100));
    const before = await withDatabase(restoreTarget, everyTableFingerprint);
    for (const file of [truncated, foreign]) {
      const refused = await cli(['restore', file, '--force'], restoreTarget.env);
      expect(refused.status).toBe(1);
      expect(refused.output).toContain(file);
      expect(refused.output).not.toMatch(/^\s+at /m); // told as a message, not a stack trace
      expect(await withDatabase(restoreTarget, everyTableFingerprint)).toEqual(before);
    }
    expect(fs.readdirSync(restoreTarget.store.dataDir).filter((name) => name.includes('restoring'))).toEqual([]);
  });
});

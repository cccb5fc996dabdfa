import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  callEndpoint,
  downloadEndpoint,
  endpoints,
  uploadEndpoint,
  prepareRequest,
  type CallOptions,
  type Endpoint,
  type EndpointInput,
  type EndpointOutput,
} from '@ews/contract';
import pg from 'pg';
import { buildApp, prepareDatabase, type BuiltApp } from '../../src/app.ts';
import type { SeedResult } from '../../src/bootstrap/seed/index.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import { sqliteFile } from '../../src/db/connection.ts';

/** How long a test's call waits for its answer (see `call` below). */
export const TEST_CALL_TIMEOUT_MS = 120_000;

export const TEST_ADMIN_PASSWORD = 'Test-admin-2026';
/** DEMO_PASSWORD of test servers that seed the demo accounts. */
export const TEST_DEMO_PASSWORD = 'Demo-pass-2026';
export const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

/**
 * Where the tests' receivers listen (receivers.ts): a test server may send there, as an operator
 * allows an internal receiver; a test of the refusal sets NOTIFY_ALLOWED_HOSTS itself.
 */
export const TEST_RECEIVER_HOSTS = '127.0.0.1';

/** Which database this test project runs on: vitest's api-postgres project sets TEST_DB=postgres. */
export const testDialect = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
const postgresUrl = process.env.TEST_DATABASE_URL || DEFAULT_TEST_DATABASE_URL;

export interface TestServer extends BuiltApp {
  origin: string;
  config: Config;
  call<E extends Endpoint>(endpoint: E, input: EndpointInput<E>, options?: CallOptions): Promise<EndpointOutput<E>>;
  /** A raw fetch of a prepared call, for tampering with its parts. */
  raw<E extends Endpoint>(endpoint: E, input: EndpointInput<E>, options?: CallOptions): Promise<{ status: number; body: { success: boolean; code: number; msg: string; data?: unknown } }>;
  signIn(username?: string, password?: string): Promise<string>;
  download<E extends Endpoint>(endpoint: E, input: EndpointInput<E>, options?: CallOptions): Promise<{ filename: string; blob: Blob }>;
  /** An upload with the file and, in `options.fields`, its text fields. */
  upload<E extends Endpoint>(endpoint: E, file: Uint8Array, options?: CallOptions & { fields?: Record<string, string> }): Promise<EndpointOutput<E>>;
  close(): Promise<void>;
}

/** Where a test server keeps its data: a temp directory for SQLite, a schema of its own on PostgreSQL. */
export interface TestStore {
  dataDir: string;
  schema: string;
}

export const newTestStore = (): TestStore => ({
  dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'ews-test-')),
  schema: `t_${randomBytes(6).toString('hex')}`,
});

/** The settings that point a server, in this process or another, at a test store. */
export const storeEnv = ({ dataDir, schema }: TestStore): Record<string, string> => ({
  DATA_DIR: dataDir,
  ...(testDialect === 'postgres' ? { DATABASE_URL: postgresUrl, DATABASE_SCHEMA: schema } : {}),
});

/** Removes a test store: its directory and, on PostgreSQL, its schema. */
export async function dropTestStore({ dataDir, schema }: TestStore): Promise<void> {
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (testDialect !== 'postgres') return;
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await client.end();
}

/**
 * SQLite databases migrated and seeded once per worker, by what the seed depends on: a fresh test
 * database is a copy of one. Migrating and seeding every test server's database (the demo data
 * alone is 0.5 s of a start on an idle machine, seconds on a busy one) was repeated for each of
 * the hundred-odd servers the suites start; writing a file is milliseconds. The templates are kept
 * in memory (a few MB), so none outlives its worker. A generated admin password is the seed's own,
 * so a server without ADMIN_PASSWORD is migrated and seeded afresh.
 */
const seededTemplates = new Map<string, Promise<{ bytes: Buffer; seed: SeedResult }>>();

function seededTemplate(config: Config): Promise<{ bytes: Buffer; seed: SeedResult }> {
  const key = JSON.stringify([config.adminPassword, config.seedDemo, config.demoPassword, config.riskWindowDays]);
  let template = seededTemplates.get(key);
  if (!template) {
    template = (async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ews-template-'));
      try {
        const { db, seed } = await prepareDatabase({ ...config, dataDir });
        await db.destroy();
        return { bytes: fs.readFileSync(sqliteFile(dataDir)), seed };
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    })();
    seededTemplates.set(key, template);
    // A failed preparation is tried again by the next server, not handed to every later one.
    template.catch(() => seededTemplates.delete(key));
  }
  return template;
}

/** A copy of the seeded template for a fresh SQLite store, with the seed's result; nothing for PostgreSQL, a reopened store or a generated admin password. */
async function copyOfTemplate(config: Config, store: TestStore, reopen: boolean): Promise<{ seed: SeedResult } | undefined> {
  if (reopen || config.databaseUrl || !config.adminPassword || config.dataDir !== store.dataDir) return undefined;
  const { bytes, seed } = await seededTemplate(config);
  fs.writeFileSync(sqliteFile(store.dataDir), bytes);
  return { seed };
}

/**
 * A real server on a random port over a fresh database: a temp SQLite file or a new PostgreSQL
 * schema. Given a store, it opens that one instead (a restart) and closing it keeps the data.
 */
export async function startServer(env: Record<string, string> = {}, reopen?: TestStore): Promise<TestServer> {
  const store = reopen ?? newTestStore();
  const config = loadConfig({
    PORT: '1',
    ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    CAPTCHA: 'off',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    // Tests change sessions behind the server's back; the cache has its own test with it on.
    SESSION_CACHE_SECONDS: '0',
    WEB_DIST: path.join(store.dataDir, 'no-web'),
    NOTIFY_ALLOWED_HOSTS: TEST_RECEIVER_HOSTS,
    ...storeEnv(store),
    ...env,
  });
  const copied = await copyOfTemplate(config, store, reopen !== undefined);
  const built = { ...(await buildApp(config)), ...copied };
  await built.app.listen({ host: '127.0.0.1', port: 0 });
  const address = built.app.server.address();
  if (!address || typeof address === 'string') throw new Error('server has no port');
  const origin = `http://127.0.0.1:${address.port}`;
  const server: TestServer = {
    ...built,
    origin,
    config,
    // The browser gives up on a call after 5 s, for a person waiting; a test waits for the answer
    // (200 parallel sign-ins on a saturated machine take longer), and vitest's timeout catches a hang.
    call: (endpoint, input, options) => callEndpoint(endpoint, input, { origin, aesKey: config.aesKey, timeoutMs: TEST_CALL_TIMEOUT_MS, ...options }),
    raw: async (endpoint, input, options) => {
      const { url, init } = prepareRequest(endpoint, input, { origin, ...options });
      const response = await fetch(url, init);
      // A download answers the file itself; only refusals come as envelopes. The file is read to
      // its end all the same: an unread body keeps its connection busy and the server from closing.
      // A stream never ends by itself: it counts as let in once it opens, and is closed at once.
      const type = response.headers.get('content-type') ?? '';
      if (type.includes('application/json')) return { status: response.status, body: await response.json() };
      if (type.includes('text/event-stream')) await response.body?.cancel();
      else await response.arrayBuffer();
      return { status: response.status, body: { success: true, code: 200, msg: type.includes('text/event-stream') ? 'stream' : 'file' } };
    },
    download: (endpoint, input, options) => downloadEndpoint(endpoint, input, { origin, aesKey: config.aesKey, ...options }),
    upload: (endpoint, file, { fields = {}, ...options } = {}) =>
      uploadEndpoint(endpoint, fields, new Blob([file as Uint8Array<ArrayBuffer>]), 'upload.xlsx', { origin, aesKey: config.aesKey, ...options }),
    signIn: async (username = 'admin', password = TEST_ADMIN_PASSWORD) => {
      const { token } = await server.call(endpoints.login, { username, password });
      return token;
    },
    close: async () => {
      // A client that left a response unread holds its connection open, and close waits for it:
      // after a grace period the test server cuts what is left rather than hang the suite.
      const cut = setTimeout(() => built.app.server.closeAllConnections(), 5_000);
      await built.app.close();
      clearTimeout(cut);
      if (!reopen) await dropTestStore(store);
    },
  };
  return server;
}

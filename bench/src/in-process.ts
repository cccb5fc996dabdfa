import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { callEndpoint, endpoints } from '@ews/contract';
import { buildApp } from '@ews/server/src/app.ts';
import { loadConfig } from '@ews/server/src/config.ts';
import { openDatabase } from '@ews/server/src/db/connection.ts';
import { DEFAULT_TEST_DATABASE_URL } from '@ews/server/test/support/harness.ts';
import { BENCH_PASSWORD } from './servers.ts';
import { CALL_TIMEOUT_MS } from './calls.ts';

export type BenchDatabase = 'sqlite' | 'postgres';

/**
 * The console in this process, listening on a fresh database (SQLite in a temporary directory, or
 * a PostgreSQL schema of its own in the test database), with the admin signed in. In this process,
 * so a bench can write its rows straight into `db` and watch the server's event loop.
 */
export async function consoleInProcess(database: BenchDatabase, { seedDemo = false, name }: { seedDemo?: boolean; name: string }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `ews-bench-${name}-`));
  const url = process.env.TEST_DATABASE_URL || DEFAULT_TEST_DATABASE_URL;
  const schema = `bench_${name}_${process.pid}`;
  const onPostgres = database === 'postgres' ? { DATABASE_URL: url, DATABASE_SCHEMA: schema } : {};
  const { app, db } = await buildApp(
    loadConfig({ DATA_DIR: dataDir, ADMIN_PASSWORD: BENCH_PASSWORD, CAPTCHA: 'off', SEED_DEMO: String(seedDemo), LOG_LEVEL: 'silent', WEB_DIST: path.join(dataDir, 'none'), ...onPostgres }),
  );
  const close = async () => {
    await app.close();
    if (database === 'postgres') {
      const admin = openDatabase({ databaseUrl: url, databaseSchema: undefined, dataDir });
      await admin.schema.dropSchema(schema).ifExists().cascade().execute();
      await admin.destroy();
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const origin = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const { token } = await callEndpoint(endpoints.login, { username: 'admin', password: BENCH_PASSWORD }, { timeoutMs: CALL_TIMEOUT_MS, origin });
    return { app, db, origin, token, close };
  } catch (error) {
    await close();
    throw error;
  }
}

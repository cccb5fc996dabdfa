import pg from 'pg';
import { DEFAULT_TEST_DATABASE_URL } from './harness.ts';

/** Fails the PostgreSQL project loudly when the server is unreachable: a skipped dialect is an untested one. */
export default async function checkPostgres(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL || DEFAULT_TEST_DATABASE_URL;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    await client.query('select 1');
  } catch (error) {
    throw new Error(
      `PostgreSQL is unreachable at ${url} (${(error as Error).message}). Start it or set TEST_DATABASE_URL; ` +
        'the API suite runs on SQLite and PostgreSQL both.',
    );
  } finally {
    await client.end().catch(() => undefined);
  }
}

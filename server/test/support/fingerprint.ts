import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { dialectOf, type Db } from '../../src/db/connection.ts';
import type { TestServer } from './harness.ts';

export const RECORD_TABLES = ['source_point', 'outbreak', 'survey', 'alert', 'alert_event', 'risk_threshold', 'human_case', 'case_contact', 'sys_audit_log'];

/** Every row of every table a record write could touch, to prove a refused write changed nothing. */
export async function tablesFingerprint(db: TestServer['db'], tables = RECORD_TABLES): Promise<string> {
  const rows: unknown[] = [];
  for (const table of tables) rows.push((await sql`select * from ${sql.table(table)} order by 1`.execute(db)).rows);
  return JSON.stringify(rows);
}

/** The database's own tables: SQLite's file, or the schema on the PostgreSQL search path. */
async function tableNames(db: Db): Promise<string[]> {
  const { rows } =
    dialectOf(db) === 'postgres'
      ? await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db)
      : await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(db);
  return rows.map((row) => row.name).sort();
}

/**
 * Every table of a database as "<rows> rows <sha256>", its rows hashed in a stable order (sorted by
 * their text, whatever order the database reads them in), so two copies compare table by table.
 */
export async function everyTableFingerprint(db: Db): Promise<Record<string, string>> {
  const fingerprints: Record<string, string> = {};
  for (const table of await tableNames(db)) {
    const { rows } = await sql`select * from ${sql.table(table)}`.execute(db);
    const lines = rows.map((row) => JSON.stringify(row)).sort();
    fingerprints[table] = `${lines.length} rows ${createHash('sha256').update(lines.join('\n')).digest('hex')}`;
  }
  return fingerprints;
}

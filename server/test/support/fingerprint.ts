import { sql } from 'kysely';
import type { TestServer } from './harness.ts';

export const RECORD_TABLES = ['source_point', 'outbreak', 'survey', 'alert', 'alert_event', 'risk_threshold', 'sys_audit_log'];

/** Every row of every table a record write could touch, to prove a refused write changed nothing. */
export async function tablesFingerprint(db: TestServer['db'], tables = RECORD_TABLES): Promise<string> {
  const rows: unknown[] = [];
  for (const table of tables) rows.push((await sql`select * from ${sql.table(table)} order by 1`.execute(db)).rows);
  return JSON.stringify(rows);
}

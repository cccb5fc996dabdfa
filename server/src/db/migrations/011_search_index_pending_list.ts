import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../connection.ts';

const TRIGRAM_INDEXES = ['source_point_code_trgm_idx', 'source_point_name_trgm_idx'];

/**
 * PostgreSQL's GIN indexes put new entries in a pending list that every search reads through from
 * end to end until a vacuum or 4 MB of it merges them into the tree, and the planner prices the
 * index by that list: after 100 000 points were added, a keyword search read 326 pages of the code
 * index to find nothing, and the planner chose the focus type's index over both trigram indexes.
 * Source points are written a few at a time (an import at most), so the trigram indexes take each
 * entry straight into the tree, and what is pending now is merged. SQLite's FTS5 table has no such list.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  for (const index of TRIGRAM_INDEXES) {
    await sql`alter index ${sql.id(index)} set (fastupdate = off)`.execute(db);
    await sql`select gin_clean_pending_list(${index}::regclass)`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  for (const index of TRIGRAM_INDEXES) await sql`alter index ${sql.id(index)} reset (fastupdate)`.execute(db);
}

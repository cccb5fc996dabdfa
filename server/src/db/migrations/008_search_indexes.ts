import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../connection.ts';
import { TRIGRAM_EXTENSION_SQL } from '../text-search.ts';

/**
 * Trigram indexes for the source list's keyword search, which otherwise reads every point
 * (`lower(column) like '%text%'` can use no B-tree). SQLite: an FTS5 table with the trigram
 * tokenizer over the points' code and name, its content read from source_point and kept by
 * triggers. PostgreSQL: pg_trgm GIN indexes on the very expressions the search compares. The
 * extension lives in one schema for the whole database (public unless it was already installed
 * elsewhere), so deployments and test schemas beside each other share it and dropping one keeps it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql.raw(TRIGRAM_EXTENSION_SQL).execute(db);
    const { rows } = await sql<{ schema: string }>`select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db);
    const opclass = sql`${sql.id(rows[0]!.schema)}.gin_trgm_ops`;
    for (const column of ['code', 'name']) {
      await sql`create index ${sql.id(`source_point_${column}_trgm_idx`)} on source_point using gin (lower(${sql.id(column)}) ${opclass})`.execute(db);
    }
    return;
  }
  await sql`create virtual table source_point_search using fts5(code, name, content = 'source_point', content_rowid = 'source_id', tokenize = 'trigram')`.execute(db);
  await sql`create trigger source_point_search_insert after insert on source_point begin
    insert into source_point_search (rowid, code, name) values (new.source_id, new.code, new.name);
  end`.execute(db);
  await sql`create trigger source_point_search_delete after delete on source_point begin
    insert into source_point_search (source_point_search, rowid, code, name) values ('delete', old.source_id, old.code, old.name);
  end`.execute(db);
  await sql`create trigger source_point_search_update after update of code, name on source_point begin
    insert into source_point_search (source_point_search, rowid, code, name) values ('delete', old.source_id, old.code, old.name);
    insert into source_point_search (rowid, code, name) values (new.source_id, new.code, new.name);
  end`.execute(db);
  await sql`insert into source_point_search (source_point_search) values ('rebuild')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    for (const column of ['code', 'name']) await db.schema.dropIndex(`source_point_${column}_trgm_idx`).ifExists().execute();
    return;
  }
  for (const trigger of ['insert', 'delete', 'update']) await sql`drop trigger if exists ${sql.id(`source_point_search_${trigger}`)}`.execute(db);
  await sql`drop table if exists source_point_search`.execute(db);
}

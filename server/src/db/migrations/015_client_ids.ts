import { sql, type Kysely } from 'kysely';

/** The tables whose records carry a device's entry id, with their keys. */
const ENTRY_TABLES = [
  { table: 'survey', id: 'survey_id' },
  { table: 'human_case', id: 'case_id' },
];

/**
 * Each stored entry id in lower case, as ids now come in, unless another record holds the same id
 * in another case: of such twins the one already in lower case, else the oldest, takes the lower-case
 * id, and the others keep theirs and stay records of their own. A unique index on lower(client_id)
 * would refuse such twins; ids come in lower case now, so the index on the id as stored is enough.
 */
async function lowerClientIds(db: Kysely<any>, table: string, id: string): Promise<void> {
  await sql`
    update ${sql.table(table)} set client_id = lower(client_id)
    where client_id <> lower(client_id)
      and not exists (
        select 1 from ${sql.table(table)} twin
        where lower(twin.client_id) = lower(${sql.table(table)}.client_id)
          and (twin.client_id = lower(twin.client_id) or twin.${sql.raw(id)} < ${sql.table(table)}.${sql.raw(id)})
      )`.execute(db);
}

/**
 * Entry ids are the same entry in any case, and a deleted entry's id stays used (issue 42): each
 * stored id in lower case, and the table of the ids of deleted entries (`entity` 'survey' or
 * 'humanCase', the id, who made the entry, when it was deleted), so that a device sending one
 * again is told it was received rather than bringing the record back.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const { table, id } of ENTRY_TABLES) await lowerClientIds(db, table, id);
  await db.schema
    .createTable('deleted_entry')
    .ifNotExists()
    .addColumn('entity', 'varchar(16)', (col) => col.notNull())
    .addColumn('client_id', 'varchar(36)', (col) => col.notNull())
    .addColumn('created_by', 'text', (col) => col.notNull())
    .addColumn('deleted_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('deleted_entry_pk', ['entity', 'client_id'])
    .execute();
}

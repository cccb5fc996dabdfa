import { Migrator, sql, type DatabaseIntrospector, type Migration, type MigrationResultSet } from 'kysely';
import { dialectOf, type Db } from './connection.ts';
import * as foundation from './migrations/001_foundation.ts';
import * as sourcesOutbreaks from './migrations/002_sources_outbreaks.ts';
import * as surveillance from './migrations/003_surveillance.ts';
import * as thresholdSourceKeys from './migrations/004_threshold_source_keys.ts';
import * as usernameCaseDashboardPermission from './migrations/005_username_case_dashboard_permission.ts';
import * as dataScope from './migrations/006_data_scope.ts';
import * as scaleOut from './migrations/007_scale_out.ts';
import * as searchIndexes from './migrations/008_search_indexes.ts';
import * as offlineSurveys from './migrations/009_offline_surveys.ts';
import * as notifications from './migrations/010_notifications.ts';
import * as searchIndexPendingList from './migrations/011_search_index_pending_list.ts';
import * as humanCasesSignals from './migrations/012_human_cases_signals.ts';
import * as responseNotifications from './migrations/013_response_notifications.ts';
import * as sealChannelSecrets from './migrations/014_seal_channel_secrets.ts';
import * as clientIds from './migrations/015_client_ids.ts';

/** Numbered migrations, applied in name order on SQLite and PostgreSQL alike. */
const migrations: Record<string, Migration> = {
  '001_foundation': foundation,
  '002_sources_outbreaks': sourcesOutbreaks,
  '003_surveillance': surveillance,
  '004_threshold_source_keys': thresholdSourceKeys,
  '005_username_case_dashboard_permission': usernameCaseDashboardPermission,
  '006_data_scope': dataScope,
  '007_scale_out': scaleOut,
  '008_search_indexes': searchIndexes,
  '009_offline_surveys': offlineSurveys,
  '010_notifications': notifications,
  '011_search_index_pending_list': searchIndexPendingList,
  '012_human_cases_signals': humanCasesSignals,
  '013_response_notifications': responseNotifications,
  '014_seal_channel_secrets': sealChannelSecrets,
  '015_client_ids': clientIds,
};

/**
 * What the migrator reads of the database, narrowed to `schema`. Kysely's own introspector reads
 * the tables of every schema by name, and one that another user of the database drops meanwhile
 * (another deployment's, a finished test's) fails that read: the start would fail with it.
 */
function schemaIntrospector(db: Db, schema: string): DatabaseIntrospector {
  const tables = async () =>
    (await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = ${schema}`.execute(db)).rows.map(({ name }) => ({
      name,
      schema,
      isView: false,
      columns: [],
    }));
  return {
    getSchemas: async () => (await sql<{ name: string }>`select nspname as name from pg_catalog.pg_namespace where nspname = ${schema}`.execute(db)).rows,
    getTables: tables,
    getMetadata: async () => ({ tables: await tables() }),
  };
}

/** `db` with the migrator's reads of the database narrowed to `schema` (the rest is `db` itself). */
function withinSchema(db: Db, schema: string): Db {
  const introspection = schemaIntrospector(db, schema);
  return new Proxy(db, {
    get(target, property) {
      if (property === 'introspection') return introspection;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** `schema` keeps Kysely's bookkeeping tables in the PostgreSQL schema the data lives in. */
function migrator(db: Db, schema?: string): Migrator {
  return new Migrator({
    db: schema ? withinSchema(db, schema) : db,
    provider: { getMigrations: async () => migrations },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
}

function applied({ error, results }: MigrationResultSet): string[] {
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
}

export async function migrateToLatest(db: Db, schema?: string): Promise<string[]> {
  return withoutForeignKeyActions(db, async () => applied(await migrator(db, schema).migrateToLatest()));
}

/**
 * SQLite rebuilds a table to change a column's constraint (012 does so for alerts): with foreign
 * keys on, dropping the old table would delete the rows that cascade from it. Its migrations run with
 * foreign keys off, as SQLite's documentation of ALTER TABLE prescribes, and every key is checked
 * before they are on again; a violation stops the start. PostgreSQL alters in place.
 */
async function withoutForeignKeyActions<T>(db: Db, migrate: () => Promise<T>): Promise<T> {
  if (dialectOf(db) !== 'sqlite') return migrate();
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    const result = await migrate();
    const violations = (await sql`pragma foreign_key_check`.execute(db)).rows;
    if (violations.length > 0) throw new Error(`the migrations left ${violations.length} broken foreign keys, e.g. ${JSON.stringify(violations[0])}`);
    return result;
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

/** Builds the tables as they were after migration `last`, for data written at that point (a backup). */
export async function migrateUpTo(db: Db, last: string, schema?: string): Promise<string[]> {
  if (!(last in migrations)) throw new Error(`unknown migration ${last}: the data comes from a newer version of the console`);
  return withoutForeignKeyActions(db, async () => applied(await migrator(db, schema).migrateTo(last)));
}

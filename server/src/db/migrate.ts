import { Migrator, type Migration, type MigrationResultSet } from 'kysely';
import type { Db } from './connection.ts';
import * as foundation from './migrations/001_foundation.ts';
import * as sourcesOutbreaks from './migrations/002_sources_outbreaks.ts';
import * as surveillance from './migrations/003_surveillance.ts';
import * as thresholdSourceKeys from './migrations/004_threshold_source_keys.ts';
import * as usernameCaseDashboardPermission from './migrations/005_username_case_dashboard_permission.ts';
import * as dataScope from './migrations/006_data_scope.ts';
import * as scaleOut from './migrations/007_scale_out.ts';

/** Numbered migrations, applied in name order on SQLite and PostgreSQL alike. */
const migrations: Record<string, Migration> = {
  '001_foundation': foundation,
  '002_sources_outbreaks': sourcesOutbreaks,
  '003_surveillance': surveillance,
  '004_threshold_source_keys': thresholdSourceKeys,
  '005_username_case_dashboard_permission': usernameCaseDashboardPermission,
  '006_data_scope': dataScope,
  '007_scale_out': scaleOut,
};

/** `schema` keeps Kysely's bookkeeping tables in the PostgreSQL schema the data lives in. */
function migrator(db: Db, schema?: string): Migrator {
  return new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
}

function applied({ error, results }: MigrationResultSet): string[] {
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
}

export async function migrateToLatest(db: Db, schema?: string): Promise<string[]> {
  return applied(await migrator(db, schema).migrateToLatest());
}

/** Builds the tables as they were after migration `last`, for data written at that point (a backup). */
export async function migrateUpTo(db: Db, last: string, schema?: string): Promise<string[]> {
  if (!(last in migrations)) throw new Error(`unknown migration ${last}: the data comes from a newer version of the console`);
  return applied(await migrator(db, schema).migrateTo(last));
}

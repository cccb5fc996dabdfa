import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config.ts';
import { BackupError } from './common.ts';
import { backupPostgres, restorePostgres, type PostgresTarget } from './postgres.ts';
import { backupSqlite, restoreSqlite } from './sqlite.ts';

export { BackupError } from './common.ts';

/** The settings a backup reads: the same variables the server reads, so both see the same database. */
export type BackupConfig = Pick<Config, 'dataDir' | 'databaseUrl' | 'databaseSchema'>;

export interface BackupResult {
  file: string;
  bytes: number;
  method: string;
}

const SQLITE_MAGIC = 'SQLite format 3\0';
const PG_DUMP_MAGIC = 'PGDMP';

/** Where the PostgreSQL data lives, or undefined for the embedded SQLite database. */
function postgresTarget(config: BackupConfig): PostgresTarget | undefined {
  return config.databaseUrl ? { url: config.databaseUrl, schema: config.databaseSchema ?? 'public' } : undefined;
}

/** DATA_DIR/backups/plague-ews-<UTC time>.<sqlite|pgdump>: sorted by name, they are sorted by time. */
export function defaultBackupFile(config: BackupConfig, now = new Date()): string {
  const stamp = now.toISOString().replace(/\.\d+Z$/, 'Z').replaceAll(':', '-');
  return path.join(config.dataDir, 'backups', `plague-ews-${stamp}.${config.databaseUrl ? 'pgdump' : 'sqlite'}`);
}

/**
 * A consistent copy of the database while the server runs. It is written beside its final name and
 * renamed once whole, so a file with that name is always a complete backup.
 */
export async function backupDatabase(config: BackupConfig, file = defaultBackupFile(config)): Promise<BackupResult> {
  const target = path.resolve(file);
  if (fs.existsSync(target)) throw new BackupError(`${target} exists already; name another file`);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const partial = `${target}.partial`;
  const postgres = postgresTarget(config);
  try {
    if (postgres) await backupPostgres(postgres, partial);
    else await backupSqlite(config.dataDir, partial);
    fs.renameSync(partial, target);
  } finally {
    fs.rmSync(partial, { force: true });
  }
  const method = postgres ? 'pg_dump, custom format' : 'SQLite online backup';
  return { file: target, bytes: fs.statSync(target).size, method };
}

function fileKind(file: string): 'sqlite' | 'pgdump' | 'unknown' {
  const head = Buffer.alloc(SQLITE_MAGIC.length);
  const descriptor = fs.openSync(file, 'r');
  try {
    fs.readSync(descriptor, head, 0, head.length, 0);
  } finally {
    fs.closeSync(descriptor);
  }
  if (head.toString('latin1') === SQLITE_MAGIC) return 'sqlite';
  return head.toString('latin1', 0, PG_DUMP_MAGIC.length) === PG_DUMP_MAGIC ? 'pgdump' : 'unknown';
}

/**
 * Restores a backup into the configured database: an empty (or missing) DATA_DIR database or
 * PostgreSQL schema, or a non-empty one when `force` says so. Either the whole backup lands or the
 * target stays as it was.
 */
export async function restoreDatabase(config: BackupConfig, file: string, { force = false } = {}): Promise<void> {
  const source = path.resolve(file);
  if (!fs.existsSync(source) || !fs.statSync(source).isFile()) throw new BackupError(`There is no backup file at ${source}`);
  const kind = fileKind(source);
  if (kind === 'unknown') throw new BackupError(`${source} is neither a SQLite backup nor a pg_dump archive`);
  const postgres = postgresTarget(config);
  if (postgres) {
    if (kind !== 'pgdump') throw new BackupError(`${source} is a SQLite backup, and DATABASE_URL points at PostgreSQL: restore it without DATABASE_URL`);
    await restorePostgres(postgres, source, force);
  } else {
    if (kind !== 'sqlite') throw new BackupError(`${source} is a PostgreSQL dump: set DATABASE_URL (and DATABASE_SCHEMA) to restore it`);
    restoreSqlite(config.dataDir, source, force);
  }
}

import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config.ts';
import { createPrivateFile, PRIVATE_DIR, privateDirectory } from '../private-files.ts';
import { BackupError } from './common.ts';
import { backupPostgres, pgDumpProblem, restorePostgres, type PostgresTarget } from './postgres.ts';
import { restoreSnapshot, SNAPSHOT_FORMAT, writeSnapshot } from './snapshot.ts';
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
const SNAPSHOT_MAGIC = `{"format":"${SNAPSHOT_FORMAT}"`;

/** Where the PostgreSQL data lives, or undefined for the embedded SQLite database. */
function postgresTarget(config: BackupConfig): PostgresTarget | undefined {
  return config.databaseUrl ? { url: config.databaseUrl, schema: config.databaseSchema ?? 'public' } : undefined;
}

/** DATA_DIR/backups/plague-ews-<UTC time>.<extension>: sorted by name, they are sorted by time. */
function defaultBackupFile(config: BackupConfig, extension: string, now = new Date()): string {
  const stamp = now.toISOString().replace(/\.\d+Z$/, 'Z').replaceAll(':', '-');
  return path.join(config.dataDir, 'backups', `plague-ews-${stamp}.${extension}`);
}

/** How this configuration backs up: the writer, its file extension and its name for the operator. */
async function backupMethod(config: BackupConfig): Promise<{ write: (file: string) => Promise<void>; extension: string; method: string }> {
  const postgres = postgresTarget(config);
  if (!postgres) return { write: (file) => backupSqlite(config.dataDir, file), extension: 'sqlite', method: 'SQLite online backup' };
  const problem = await pgDumpProblem(postgres.url);
  if (!problem) return { write: (file) => backupPostgres(postgres, file), extension: 'pgdump', method: 'pg_dump, custom format' };
  return { write: (file) => writeSnapshot(postgres, file), extension: 'jsonl', method: `portable snapshot, as ${problem}` };
}

/**
 * A consistent copy of the database while the server runs. It is written beside its final name and
 * renamed once whole, so a file with that name is always a complete backup.
 */
export async function backupDatabase(config: BackupConfig, file?: string): Promise<BackupResult> {
  const { write, extension, method } = await backupMethod(config);
  const target = path.resolve(file ?? defaultBackupFile(config, extension));
  if (fs.existsSync(target)) throw new BackupError(`${target} exists already; name another file`);
  // A backup is the whole database: its file is 0600 from its first byte, DATA_DIR/backups 0700.
  if (file) fs.mkdirSync(path.dirname(target), { recursive: true, mode: PRIVATE_DIR });
  else privateDirectory(path.dirname(target));
  const partial = `${target}.partial`;
  fs.rmSync(partial, { force: true });
  createPrivateFile(partial);
  try {
    await write(partial);
    fs.renameSync(partial, target);
  } finally {
    fs.rmSync(partial, { force: true });
  }
  return { file: target, bytes: fs.statSync(target).size, method };
}

function fileKind(file: string): 'sqlite' | 'pgdump' | 'snapshot' | 'unknown' {
  const head = Buffer.alloc(SNAPSHOT_MAGIC.length);
  const descriptor = fs.openSync(file, 'r');
  try {
    fs.readSync(descriptor, head, 0, head.length, 0);
  } finally {
    fs.closeSync(descriptor);
  }
  const text = head.toString('latin1');
  if (text.startsWith(SQLITE_MAGIC)) return 'sqlite';
  if (text.startsWith(PG_DUMP_MAGIC)) return 'pgdump';
  return text === SNAPSHOT_MAGIC ? 'snapshot' : 'unknown';
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
  if (kind === 'unknown') throw new BackupError(`${source} is neither a SQLite backup, a pg_dump archive nor a snapshot of this console`);
  const postgres = postgresTarget(config);
  if (!postgres) {
    if (kind !== 'sqlite') throw new BackupError(`${source} is a PostgreSQL backup: set DATABASE_URL (and DATABASE_SCHEMA) to restore it`);
    restoreSqlite(config.dataDir, source, force);
  } else if (kind === 'sqlite') {
    throw new BackupError(`${source} is a SQLite backup, and DATABASE_URL points at PostgreSQL: restore it without DATABASE_URL`);
  } else if (kind === 'pgdump') {
    await restorePostgres(postgres, source, force);
  } else {
    await restoreSnapshot(postgres, source, force);
  }
}

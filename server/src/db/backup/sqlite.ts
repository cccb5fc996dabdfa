import fs from 'node:fs';
import SQLite from 'better-sqlite3';
import { sqliteFile } from '../connection.ts';
import { PRIVATE_DIR, tightenFiles } from '../private-files.ts';
import { BackupError, missingConsoleTables } from './common.ts';

/**
 * Pages per step of the online backup: all of them. The copy is then one read transaction, which in
 * WAL mode never blocks the server's writers; in smaller steps every write between two steps would
 * restart the copy, and a busy server could keep it from ever finishing.
 */
const ALL_PAGES = 0x7fffffff;

function tableNames(database: SQLite.Database): string[] {
  return database.prepare<[], { name: string }>("select name from sqlite_master where type = 'table'").all().map((row) => row.name);
}

/** Copies the live database with SQLite's online backup API, consistent while the server writes. */
export async function backupSqlite(dataDir: string, file: string): Promise<void> {
  const source = sqliteFile(dataDir);
  if (!fs.existsSync(source)) throw new BackupError(`There is no database to back up at ${source}`);
  const database = new SQLite(source, { fileMustExist: true });
  try {
    database.pragma('busy_timeout = 5000');
    await database.backup(file, { progress: () => ALL_PAGES });
  } finally {
    database.close();
  }
  // The copy inherits WAL mode from the source's header; a backup is better one self-contained file.
  const copy = new SQLite(file);
  try {
    copy.pragma('journal_mode = DELETE');
  } finally {
    copy.close();
  }
}

/** Refuses a file that is not a whole SQLite database holding this console's tables. */
function checkSqliteBackup(staged: string, file: string): void {
  let database: SQLite.Database | undefined;
  try {
    database = new SQLite(staged, { fileMustExist: true });
    const problems = database.pragma('quick_check', { simple: false }) as { quick_check: string }[];
    if (problems.some((row) => row.quick_check !== 'ok')) {
      throw new BackupError(`${file} is a damaged SQLite database: ${problems.slice(0, 3).map((row) => row.quick_check).join('; ')}`);
    }
    const missing = missingConsoleTables(tableNames(database));
    if (missing.length > 0) throw new BackupError(`${file} is a SQLite database but not a backup of this console (no ${missing.join(', ')} table)`);
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`${file} is not a readable SQLite backup: ${(error as Error).message}`);
  } finally {
    database?.close();
  }
}

function tablesIn(file: string): number {
  if (!fs.existsSync(file)) return 0;
  const database = new SQLite(file, { fileMustExist: true });
  try {
    return tableNames(database).length;
  } finally {
    database.close();
  }
}

/**
 * Puts a backup in DATA_DIR: a copy is checked beside the target and then renamed over it, so the
 * target is either untouched or the whole backup, never part of one.
 */
export function restoreSqlite(dataDir: string, file: string, force: boolean): void {
  const target = sqliteFile(dataDir);
  const tables = tablesIn(target);
  if (tables > 0 && !force) {
    throw new BackupError(`${target} already holds a database (${tables} tables); restore overwrites it only with --force (stop the server first)`);
  }
  fs.mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR });
  const staged = `${target}.restoring`;
  try {
    fs.copyFileSync(file, staged);
    // The copy takes the backup's mode, and a backup of an earlier release may be readable by all.
    tightenFiles([staged]);
    checkSqliteBackup(staged, file);
    // The old database's write-ahead log would be replayed onto the new file: it goes first.
    for (const suffix of ['-wal', '-shm']) fs.rmSync(target + suffix, { force: true });
    fs.renameSync(staged, target);
  } finally {
    fs.rmSync(staged, { force: true });
  }
}

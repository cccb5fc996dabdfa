import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, PostgresAdapter, PostgresDialect, sql, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.ts';
import { createPrivateFile, PRIVATE_DIR, tightenFiles } from './private-files.ts';
import type { Database } from './schema.ts';
import { Keyring, KeyringCarrier } from './secrets.ts';
import { withStatementCache } from './statement-cache.ts';

export type Db = Kysely<Database>;
export type Dialect = 'sqlite' | 'postgres';

// PostgreSQL answers count(*) and other int8 values as text; every count here fits a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));

/** The embedded database's file in DATA_DIR (its -wal and -shm files sit beside it). */
export function sqliteFile(dataDir: string): string {
  return path.join(dataDir, 'plague-ews.sqlite');
}

/**
 * The database file is made 0600 before SQLite opens it: SQLite gives its -wal and -shm files the
 * database file's mode. Files an earlier release left 0644 are narrowed on every start.
 */
function sqliteDialect(dataDir: string): SqliteDialect {
  const file = sqliteFile(dataDir);
  fs.mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR });
  if (!fs.existsSync(file)) createPrivateFile(file);
  tightenFiles([file, `${file}-wal`, `${file}-shm`]);
  const database = new SQLite(file);
  database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  return new SqliteDialect({ database: withStatementCache(database) });
}

function postgresDialect(url: string, schema: string | undefined): PostgresDialect {
  const options = schema ? `-c search_path=${schema}` : undefined;
  return new PostgresDialect({ pool: new pg.Pool({ connectionString: url, options, max: 10 }) });
}

/** The file of each embedded database opened, by its Kysely instance. */
const embeddedFiles = new WeakMap<Db, string>();

/** What opening a database reads: where it is, and the keys of its secrets (none given: the data directory's key file). */
export type DatabaseConfig = Pick<Config, 'databaseUrl' | 'databaseSchema' | 'dataDir'> & Partial<Pick<Config, 'secretsKey' | 'secretsKeyOld'>>;

export function openDatabase(config: DatabaseConfig): Db {
  const dialect = config.databaseUrl
    ? postgresDialect(config.databaseUrl, config.databaseSchema)
    : sqliteDialect(config.dataDir);
  const keyring = new Keyring(config.dataDir, config);
  const db = new Kysely<Database>({ dialect, plugins: [new CamelCasePlugin(), new KeyringCarrier(keyring)] });
  if (!config.databaseUrl) embeddedFiles.set(db, sqliteFile(config.dataDir));
  return db;
}

/** The file of an embedded database as openDatabase opened it (not of a transaction): another thread may read it on a connection of its own. */
export const embeddedFileOf = (db: Db): string | undefined => embeddedFiles.get(db);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database shape, migrations included
export function dialectOf(db: Kysely<any>): Dialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/**
 * Makes transactions that check one invariant across rows (e.g. "an enabled super admin remains")
 * run one after another. Under PostgreSQL's read-committed isolation two of them would each see the
 * other's row as still there; the transaction-scoped advisory lock makes the second wait for the
 * first to commit. SQLite needs nothing: its single connection runs one transaction at a time.
 */
export async function serializeOn(trx: Db, invariant: string): Promise<void> {
  if (dialectOf(trx) === 'postgres') await sql`select pg_advisory_xact_lock(hashtext(${invariant}))`.execute(trx);
}

/** A schema name checked to be a plain identifier, so SQL and the PostgreSQL tools can take it as it is. */
export function plainSchemaName(schema: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`DATABASE_SCHEMA '${schema}' is not a plain identifier`);
  return schema;
}

/**
 * Runs a start-up's preparation (the schema, the migrations, the first seed) in one instance at a
 * time: instances starting together on one PostgreSQL schema wait for each other on a session-level
 * advisory lock, so the later ones find the work done. SQLite is opened by one instance only.
 */
export async function preparingAlone<T>(config: Pick<Config, 'databaseUrl' | 'databaseSchema'>, work: () => Promise<T>): Promise<T> {
  const { databaseUrl, databaseSchema: schema } = config;
  if (!databaseUrl) return work();
  if (schema) plainSchemaName(schema);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [`ews:prepare:${schema ?? 'public'}`]);
    if (schema) await client.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    return await work();
  } finally {
    // Ending the session releases its lock, also when the work failed.
    await client.end();
  }
}

export function nowIso(): string {
  return new Date().toISOString();
}

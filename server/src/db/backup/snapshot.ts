import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import readline from 'node:readline';
import pg from 'pg';
import { openDatabase, plainSchemaName } from '../connection.ts';
import { migrateUpTo } from '../migrate.ts';
import { BackupError, missingConsoleTables } from './common.ts';
import { query, quoted, refuseNonEmpty, tablesInSchema, type PostgresTarget } from './postgres.ts';

/*
 * The PostgreSQL backup for a machine without a usable pg_dump: a portable snapshot, JSON lines.
 *   {"format":"plague-ews-snapshot","version":1,"schema":…,"migrations":[…]}
 *   {"table":…,"columns":[…]}   then one line per row: its values as PostgreSQL's text, or null
 *   {"sequences":[[name, last_value, is_called], …]}
 *   {"end":true,"rows":…}       a file without it was cut short
 * Read in one REPEATABLE READ transaction (one snapshot, as pg_dump reads), tables in foreign-key
 * order so a restore can insert them as they come. A restore builds the tables with the console's
 * own migrations, up to the snapshot's, in a schema of its own, and renames it to the target.
 */

export const SNAPSHOT_FORMAT = 'plague-ews-snapshot';
const ROWS_PER_FETCH = 1000;
/** PostgreSQL takes at most 65 535 parameters in one statement. */
const PARAMETERS_PER_INSERT = 60_000;

interface Header {
  format: typeof SNAPSHOT_FORMAT;
  version: 1;
  schema: string;
  migrations: string[];
}

type Line = Header | { table: string; columns: string[] } | { sequences: [string, string, boolean][] } | { end: true; rows: number } | (string | null)[];

/** Parents before children, so each table's rows can be inserted once the rows they point at are in. */
async function tablesInInsertOrder(client: pg.Client, schema: string): Promise<string[]> {
  const tables = (await client.query<{ name: string }>("select table_name as name from information_schema.tables where table_schema = $1 and table_type = 'BASE TABLE' order by 1", [schema])).rows.map((row) => row.name);
  const links = (
    await client.query<{ child: string; parent: string }>(
      `select child.relname as child, parent.relname as parent from pg_constraint c
         join pg_class child on child.oid = c.conrelid join pg_class parent on parent.oid = c.confrelid
         join pg_namespace n on n.oid = c.connamespace
       where c.contype = 'f' and n.nspname = $1`,
      [schema],
    )
  ).rows;
  const ordered: string[] = [];
  while (ordered.length < tables.length) {
    const ready = tables.filter((table) => !ordered.includes(table) && links.every((link) => link.child !== table || link.parent === table || ordered.includes(link.parent)));
    if (ready.length === 0) throw new Error(`the foreign keys of schema ${schema} form a cycle`);
    ordered.push(...ready);
  }
  return ordered;
}

async function connect(url: string, searchPath?: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}) });
  await client.connect();
  return client;
}

export async function writeSnapshot({ url, schema }: PostgresTarget, file: string): Promise<void> {
  const client = await connect(url);
  const out = fs.createWriteStream(file);
  const write = async (line: Line) => {
    if (!out.write(`${JSON.stringify(line)}\n`)) await once(out, 'drain');
  };
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const migrations = (await client.query<{ name: string }>(`select name from ${quoted(schema)}.kysely_migration order by name`)).rows.map((row) => row.name);
    await write({ format: SNAPSHOT_FORMAT, version: 1, schema, migrations });
    let rows = 0;
    for (const table of await tablesInInsertOrder(client, schema)) {
      const columns = (await client.query<{ name: string }>('select column_name as name from information_schema.columns where table_schema = $1 and table_name = $2 order by ordinal_position', [schema, table])).rows.map((row) => row.name);
      await write({ table, columns });
      // As text, every type comes back exactly as PostgreSQL reads it in again.
      await client.query(`DECLARE snapshot_rows NO SCROLL CURSOR FOR SELECT ${columns.map((column) => `${quoted(column)}::text`).join(', ')} FROM ${quoted(schema)}.${quoted(table)}`);
      for (;;) {
        const batch = await client.query<(string | null)[]>({ text: `FETCH ${ROWS_PER_FETCH} FROM snapshot_rows`, rowMode: 'array' });
        if (batch.rows.length === 0) break;
        for (const row of batch.rows) await write(row);
        rows += batch.rows.length;
      }
      await client.query('CLOSE snapshot_rows');
    }
    const sequences: [string, string, boolean][] = [];
    for (const { name } of (await client.query<{ name: string }>('select sequence_name as name from information_schema.sequences where sequence_schema = $1 order by 1', [schema])).rows) {
      const [state] = (await client.query<{ value: string; called: boolean }>(`select last_value::text as value, is_called as called from ${quoted(schema)}.${quoted(name)}`)).rows;
      sequences.push([name, state!.value, state!.called]);
    }
    await write({ sequences });
    await write({ end: true, rows });
    await client.query('COMMIT');
  } finally {
    await client.end();
    await new Promise((resolve) => out.end(resolve));
  }
}

async function readHeader(lines: AsyncIterator<string>, file: string): Promise<Header> {
  const first = await lines.next();
  const header = first.done ? undefined : (JSON.parse(first.value) as Partial<Header>);
  if (header?.format !== SNAPSHOT_FORMAT || header.version !== 1 || !Array.isArray(header.migrations) || header.migrations.length === 0) {
    throw new BackupError(`${file} is not a snapshot this version of the console can read`);
  }
  return header as Header;
}

/** Inserts a snapshot's lines into the tables on the client's search path, inside its open transaction. */
async function insertLines(client: pg.Client, lines: AsyncIterator<string>, file: string): Promise<void> {
  let insert: { table: string; columns: string[]; perStatement: number } | undefined;
  let pending: (string | null)[][] = [];
  let inserted = 0;
  const flush = async () => {
    if (!insert || pending.length === 0) return;
    const width = insert.columns.length;
    const values = pending.map((_row, index) => `(${insert!.columns.map((_column, column) => `$${index * width + column + 1}`).join(', ')})`);
    await client.query(`INSERT INTO ${quoted(insert.table)} (${insert.columns.map(quoted).join(', ')}) VALUES ${values.join(', ')}`, pending.flat());
    inserted += pending.length;
    pending = [];
  };
  for (let next = await lines.next(); !next.done; next = await lines.next()) {
    const line = JSON.parse(next.value) as Line;
    if (Array.isArray(line)) {
      pending.push(line);
      if (pending.length >= insert!.perStatement) await flush();
    } else if ('table' in line) {
      await flush();
      insert = { ...line, perStatement: Math.max(1, Math.floor(PARAMETERS_PER_INSERT / line.columns.length)) };
    } else if ('sequences' in line) {
      await flush();
      for (const [name, value, called] of line.sequences) await client.query('select setval($1::regclass, $2::bigint, $3)', [quoted(name), value, called]);
    } else if ('end' in line) {
      if (line.rows !== inserted) throw new BackupError(`${file} holds ${inserted} rows where it promises ${line.rows}`);
      return;
    }
  }
  throw new BackupError(`${file} was cut short: it has no end line`);
}

/**
 * Restores a snapshot into any schema: the tables are built by the migrations the snapshot was taken
 * at, in a schema of its own, filled in one transaction that also swaps it for the target. A failure
 * anywhere drops that schema and leaves the target as it was.
 */
export async function restoreSnapshot({ url, schema }: PostgresTarget, file: string, force: boolean): Promise<void> {
  plainSchemaName(schema);
  const reader = readline.createInterface({ input: fs.createReadStream(file), crlfDelay: Infinity });
  try {
    const lines = reader[Symbol.asyncIterator]();
    const header = await readHeader(lines, file).catch((error: unknown) => {
      throw error instanceof BackupError ? error : new BackupError(`${file} is not a readable snapshot: ${(error as Error).message}`);
    });
    refuseNonEmpty(schema, await tablesInSchema(url, schema), force);
    await restoreThroughStaging(url, schema, header, lines, file, force);
  } finally {
    reader.close();
  }
}

/** Builds and fills the tables in a schema of their own, swapped for the target on success and dropped on failure. */
async function restoreThroughStaging(url: string, schema: string, header: Header, lines: AsyncIterator<string>, file: string, force: boolean): Promise<void> {
  const staging = `${schema.slice(0, 40)}_restoring_${randomBytes(4).toString('hex')}`;
  await query(url, `CREATE SCHEMA ${quoted(staging)}`);
  try {
    const db = openDatabase({ databaseUrl: url, databaseSchema: staging, dataDir: '' });
    try {
      await migrateUpTo(db, header.migrations.at(-1)!, staging);
    } finally {
      await db.destroy();
    }
    const client = await connect(url, staging);
    try {
      await client.query('BEGIN');
      const tables = (await client.query<{ name: string }>("select table_name as name from information_schema.tables where table_schema = $1 and table_type = 'BASE TABLE'", [staging])).rows.map((row) => row.name);
      const missing = missingConsoleTables(tables);
      if (missing.length > 0) throw new BackupError(`the migrations built no ${missing.join(', ')} table`);
      // The migrations' own rows (their bookkeeping, seeded settings) give way to the snapshot's.
      await client.query(`TRUNCATE ${tables.map(quoted).join(', ')} RESTART IDENTITY CASCADE`);
      await insertLines(client, lines, file);
      await client.query(force ? `DROP SCHEMA IF EXISTS ${quoted(schema)} CASCADE` : `DROP SCHEMA IF EXISTS ${quoted(schema)}`);
      await client.query(`ALTER SCHEMA ${quoted(staging)} RENAME TO ${quoted(schema)}`);
      await client.query('COMMIT');
    } finally {
      await client.end();
    }
  } catch (error) {
    await query(url, `DROP SCHEMA IF EXISTS ${quoted(staging)} CASCADE`);
    const reason = error instanceof BackupError || error instanceof SyntaxError ? error.message : String(error);
    throw new BackupError(`Nothing was restored from ${file}, schema ${schema} is as it was: ${reason}`);
  }
}

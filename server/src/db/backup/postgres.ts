import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { plainSchemaName } from '../connection.ts';
import { TRIGRAM_EXTENSION_SQL } from '../text-search.ts';
import { BackupError, missingConsoleTables } from './common.ts';

export interface PostgresTarget {
  url: string;
  /** The schema the console's tables live in: DATABASE_SCHEMA, else public. */
  schema: string;
}

/** An identifier quoted for SQL. */
export const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

const CLIENT_TOOLS_HINT = "Install the PostgreSQL client tools (pg_dump, pg_restore, psql) of the server's major version or newer (Debian: postgresql-client-<major>)";

/** libpq's arguments for a URL: the password goes in the environment, not on the process list. */
function libpq(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/** Waits for a client tool to end; answers its output, or throws with what it wrote to stderr. */
function finished(child: ChildProcess, tool: string): Promise<string> {
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    child.once('error', (error: NodeJS.ErrnoException) => reject(error.code === 'ENOENT' ? new BackupError(`${tool} is not installed. ${CLIENT_TOOLS_HINT}`) : error));
    child.once('close', (code) => (code === 0 ? resolve(stdout) : reject(new BackupError(`${tool} failed: ${stderr.trim() || `exit code ${code}`}`))));
  });
}

function run(tool: string, args: string[], env = process.env): Promise<string> {
  return finished(spawn(tool, args, { env, stdio: ['ignore', 'pipe', 'pipe'] }), tool);
}

export async function query<Row extends object>(url: string, text: string, values: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}

export async function tablesInSchema(url: string, schema: string): Promise<number> {
  const [count] = await query<{ tables: number }>(url, 'select count(*)::int as tables from information_schema.tables where table_schema = $1', [schema]);
  return count!.tables;
}

export function refuseNonEmpty(schema: string, tables: number, force: boolean): void {
  if (tables > 0 && !force) throw new BackupError(`Schema ${schema} already holds ${tables} tables; restore overwrites it only with --force (stop the servers first)`);
}

/**
 * Why a client tool cannot serve this server, or undefined when it can: pg_dump and pg_restore refuse
 * a server newer than themselves, and this says so plainly before they fail obscurely.
 */
async function clientProblem(tool: string, url: string): Promise<string | undefined> {
  const version = await run(tool, ['--version']).catch(() => undefined);
  if (version === undefined) return `${tool} is not installed`;
  const clientMajor = Number(/(\d+)/.exec(version)?.[1]);
  const [server] = await query<{ server_version_num: string }>(url, 'show server_version_num');
  const serverMajor = Math.floor(Number(server!.server_version_num) / 10_000);
  return clientMajor < serverMajor ? `${tool} ${clientMajor} is older than the PostgreSQL ${serverMajor} server` : undefined;
}

/** Why `npm run backup` cannot use pg_dump here, or undefined when it can. */
export const pgDumpProblem = (url: string) => clientProblem('pg_dump', url);

async function checkClient(tool: string, url: string): Promise<void> {
  const problem = await clientProblem(tool, url);
  if (problem) throw new BackupError(`${problem}. ${CLIENT_TOOLS_HINT}`);
}

/** A consistent copy of the schema while the server writes: pg_dump reads it in one snapshot. Check pgDumpProblem first. */
export async function backupPostgres({ url, schema }: PostgresTarget, file: string): Promise<void> {
  const { dbname, env } = libpq(url);
  await run('pg_dump', ['--format=custom', `--schema=${plainSchemaName(schema)}`, '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${dbname}`], env);
}

/** The archive's table of contents, one entry a line: "id; tableoid oid TYPE schema name owner". */
async function tableOfContents(file: string): Promise<string[]> {
  try {
    return (await run('pg_restore', ['--list', file])).split('\n').filter((line) => line !== '' && !line.startsWith(';'));
  } catch (error) {
    if (!(error instanceof BackupError) || /not installed/.test(error.message)) throw error;
    throw new BackupError(`${file} is not a pg_dump archive that pg_restore can read (${error.message})`);
  }
}

/** The schema the archive's tables are in, once it is sure the archive is a backup of this console. */
function dumpedSchema(file: string, entries: string[]): string {
  const tables = entries.map((line) => /^\d+; \d+ \d+ TABLE (?!DATA )(\S+) (\S+)/.exec(line)).filter((match) => match !== null);
  const missing = missingConsoleTables(tables.map((match) => match[2]!));
  if (missing.length > 0) throw new BackupError(`${file} is a pg_dump archive but not a backup of this console (no ${missing.join(', ')} table)`);
  return tables[0]![1]!;
}

/**
 * Restores in one transaction: pg_restore writes the archive as SQL, psql runs it between a BEGIN
 * sent first and a COMMIT sent only once pg_restore has read the whole archive. A damaged archive or
 * a failing statement leaves the target as it was.
 */
async function restoreInOneTransaction(url: string, file: string, listFile: string, preamble: string): Promise<void> {
  const { dbname, env } = libpq(url);
  const psql = spawn('psql', ['--no-psqlrc', '--quiet', '--set=ON_ERROR_STOP=1', `--dbname=${dbname}`], { env, stdio: ['pipe', 'ignore', 'pipe'] });
  const applied = finished(psql, 'psql');
  const pgRestore = spawn('pg_restore', ['--no-owner', '--no-privileges', `--use-list=${listFile}`, '--file=-', file], { stdio: ['ignore', 'pipe', 'pipe'] });
  const written = finished(pgRestore, 'pg_restore');
  psql.stdin!.on('error', () => undefined); // psql stopped at an error: its exit says why
  psql.stdin!.write(`BEGIN;\n${preamble}\n`);
  pgRestore.stdout!.pipe(psql.stdin!, { end: false });
  const readError = await written.then(() => undefined, (error: unknown) => error);
  if (readError === undefined) psql.stdin!.end('COMMIT;\n');
  else psql.kill(); // no COMMIT was sent: the transaction dies with the connection
  try {
    await applied;
  } catch (error) {
    // Killed here, psql has nothing to say: pg_restore's complaint is the reason. Otherwise psql
    // stopped at an error of its own, and pg_restore only lost its reader.
    throw psql.signalCode === 'SIGTERM' && readError !== undefined ? readError : error;
  }
}

export async function restorePostgres({ url, schema }: PostgresTarget, file: string, force: boolean): Promise<void> {
  plainSchemaName(schema);
  await checkClient('pg_restore', url);
  await checkClient('psql', url);
  const entries = await tableOfContents(file);
  const fromSchema = dumpedSchema(file, entries);
  if (fromSchema !== schema) {
    throw new BackupError(
      `${file} holds schema ${fromSchema}, and pg_restore cannot rename a schema: restore it with DATABASE_SCHEMA=${fromSchema}` +
        ` (in another database if that schema is in use here), not into ${schema}`,
    );
  }
  refuseNonEmpty(schema, await tablesInSchema(url, schema), force);
  // The schema is made here, not by the archive: in the transaction that drops the old one, and
  // alike for "public", which every database already has.
  const listFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ews-restore-')), 'toc.list');
  fs.writeFileSync(listFile, entries.filter((line) => !/^\d+; \d+ \d+ SCHEMA - /.test(line)).join('\n'));
  const schemaFirst = force ? `DROP SCHEMA IF EXISTS ${quoted(schema)} CASCADE; CREATE SCHEMA ${quoted(schema)};` : `CREATE SCHEMA IF NOT EXISTS ${quoted(schema)};`;
  // The extensions the schema's indexes use are the database's, outside the archive.
  const preamble = `${schemaFirst} ${TRIGRAM_EXTENSION_SQL};`;
  try {
    await restoreInOneTransaction(url, file, listFile, preamble);
  } catch (error) {
    if (!(error instanceof BackupError)) throw error;
    throw new BackupError(`Nothing was restored from ${file}, schema ${schema} is as it was: ${error.message}`);
  } finally {
    fs.rmSync(path.dirname(listFile), { recursive: true, force: true });
  }
}

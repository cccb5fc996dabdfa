import { Codes, covers, fieldLabel, translateText, translateWith, type ImportMode, type ImportReport, type Language, type ScopePlace, type SheetColumn } from '@ews/contract';
import type { z } from 'zod';
import { chunks } from '../../db/chunks.ts';
import type { Config } from '../../config.ts';
import { nowIso, type Db } from '../../db/connection.ts';
import { signedIn, type RequestContext } from '../../http/context.ts';
import { AppError, invalid } from '../../http/errors.ts';
import { parseIn } from '../../http/request-input.ts';
import { updateRecord, type CreateStamp, type RecordSpec } from '../records/save.ts';
import { readSheetOffThread } from './read-off-thread.ts';
import { rowToInput, type SheetRow } from './sheets.ts';
import { MAX_CELL_CHARS, MAX_ENTRIES, WorkbookRefused, type Refusal } from './workbook-limits.ts';

/** A stored record that a sheet row names by its code. */
export interface StoredRecord {
  id: number;
  version: number;
  /** Its columns as stored, to tell a row that changes it from one that repeats it. */
  columns: Record<string, unknown>;
}

/** One stored value and one a row would write, alike as the databases keep them ('' and null, 1 and true, '7' and 7). */
function sameValue(stored: unknown, written: unknown): boolean {
  const blank = (value: unknown) => value === null || value === undefined || value === '';
  if (blank(stored) || blank(written)) return blank(stored) && blank(written);
  if (typeof stored === 'number' || typeof written === 'number' || typeof written === 'boolean') return Number(stored) === Number(written);
  return String(stored) === String(written);
}

/** Whether writing `row` over a record with `columns` would change nothing: a row of an export that nobody edited. */
const repeats = (row: object, columns: Record<string, unknown>) => Object.entries(row).every(([key, value]) => sameValue(columns[key], value));

export interface ImportPlan<T, Row> {
  entity: string;
  columns: readonly SheetColumn[];
  schema: z.ZodType<T>;
  /** The row's columns in the database, without the create and update stamps; throws AppError(40000, key) when a rule across fields fails. */
  toColumns(value: T): Row;
  /** Turns a sheet row's cells into the schema's input where they differ (e.g. a code into an id). */
  resolve?(input: Record<string, unknown>): Record<string, unknown>;
  /** The sheet column to report for a schema field, where they differ. */
  fieldName?(field: string): string;
  /** The unique code of a row: duplicates in the file are refused, stored ones refused or updated by the mode. Records without a code skip this. */
  codeOf?(value: T): string;
  stored?(db: Db, codes: string[]): Promise<Map<string, StoredRecord>>;
  /** How a stored record is written over with a row's columns ('update' mode). */
  record?(row: Row): Omit<RecordSpec<unknown>, 'insert'>;
  insert(db: Db, rows: (Row & CreateStamp)[]): Promise<void>;
  /**
   * For records under the data scope: where a row puts its record (the creator, when given, is
   * the one the scope judges; otherwise the stored record's, or the importer for a new one).
   */
  placeOf?(row: Row): Omit<ScopePlace, 'createdBy'> & { createdBy?: string };
  /**
   * For records without a code: how to find the stored records a row may repeat, those with its
   * key (a survey's point and date). A row that repeats one of them, or an earlier row of the sheet
   * with its key, column for column, is left alone. `sameByKey`: whether the key alone says a row is
   * the same record (a human case's card number names one person): such a row is left alone whatever its columns.
   */
  alike?: { keyOf(record: Record<string, unknown>): string; stored(db: Db, rows: Row[]): Promise<Record<string, unknown>[]>; sameByKey?(record: Record<string, unknown>): boolean };
  /** Runs in the import's transaction before any row is written (to take locks in a set order, say). */
  beforeWrite?(db: Db, rows: Row[]): Promise<void>;
  /** Runs in the import's transaction after every row is written. */
  afterInsert?(db: Db, rows: Row[]): Promise<void>;
}

interface ValidRow<Row> {
  line: number;
  code: string;
  row: Row;
  /** The version cell, for a row that updates a stored record. */
  version: number | undefined;
}

const BATCH = 400;
/** Rows validated between two turns of the event loop, so other calls are served during a long import. */
const ROWS_PER_TURN = 100;
/** A report lists this many bad rows, then says how many more there are. */
export const REPORTED_ERRORS = 100;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** What a workbook refused for `reason` answers, in the caller's language. */
function refusalOf(reason: Refusal, ctx: RequestContext): AppError {
  const { language, config } = ctx;
  switch (reason) {
    case 'format':
      return invalid('validation.sheet');
    case 'entries':
      return new AppError(Codes.TOO_LARGE, translateWith('error.importTooManyEntries', language, { entries: MAX_ENTRIES }));
    case 'unpacked':
      return new AppError(Codes.TOO_LARGE, translateWith('error.importUnpackedTooLarge', language, { mb: config.importMaxUnpackedMb }));
    case 'cell':
      return new AppError(Codes.TOO_LARGE, translateWith('error.importCellTooLong', language, { chars: MAX_CELL_CHARS }));
    case 'rows':
      return new AppError(Codes.TOO_LARGE, translateWith('error.importTooManyRows', language, { rows: config.importMaxRows }));
  }
}

/** The sheet's rows, once the file is known to be a workbook within the import limits (41300 otherwise). */
async function readWithinLimits(ctx: RequestContext, file: Uint8Array, columns: readonly SheetColumn[]): Promise<SheetRow[]> {
  const { importMaxRows, importMaxUnpackedMb } = ctx.config;
  try {
    return await readSheetOffThread(file, columns, { maxRows: importMaxRows, maxUnpackedBytes: importMaxUnpackedMb * 1024 * 1024 });
  } catch (error) {
    throw error instanceof WorkbookRefused ? refusalOf(error.reason, ctx) : error;
  }
}

/**
 * Imports running in each server instance, by its config (tests run several instances in one
 * process). An import holds its file, its rows and a transaction: a few at once can take the
 * instance's memory, so one beyond IMPORTS_AT_ONCE is answered 42900 at once, to try again.
 */
const running = new WeakMap<Config, number>();

async function inImportSlot<T>(ctx: RequestContext, work: () => Promise<T>): Promise<T> {
  const busy = running.get(ctx.config) ?? 0;
  if (busy >= ctx.config.importsAtOnce) throw new AppError(Codes.TOO_MANY_REQUESTS, translateText('error.importsBusy', ctx.language));
  running.set(ctx.config, busy + 1);
  try {
    return await work();
  } finally {
    running.set(ctx.config, running.get(ctx.config)! - 1);
  }
}

/** The first fields of a row that hold a NUL character, which PostgreSQL cannot store in text. */
const fieldsWithNul = (values: Record<string, string>) => Object.keys(values).filter((key) => values[key]!.includes('\u0000'));

/** At most REPORTED_ERRORS bad rows, in line order, and one more line saying how many were left out. */
function boundedReport(errors: ImportReport['errors'], ctx: RequestContext): ImportReport['errors'] {
  const sorted = [...errors].sort((a, b) => a.line - b.line);
  if (sorted.length <= REPORTED_ERRORS) return sorted;
  const shown = sorted.slice(0, REPORTED_ERRORS);
  return [...shown, { line: sorted[REPORTED_ERRORS]!.line, field: '-', message: translateWith('error.moreImportErrors', ctx.language, { count: sorted.length - REPORTED_ERRORS }) }];
}

/** A refusal names this many lines outside the scope, then says how many more there are. */
const REPORTED_OUTSIDE_LINES = 20;

/**
 * The whole sheet is refused with 40300 when a row would write outside the caller's scope: a new
 * record placed outside it, or a stored record that lies outside it or would be moved out.
 */
function assertRowsInScope<T, Row>(ctx: RequestContext, plan: ImportPlan<T, Row>, valid: ValidRow<Row>[], stored: Map<string, StoredRecord>): void {
  if (!plan.placeOf) return;
  const { scope, username } = signedIn(ctx);
  const outside = valid.filter(({ code, row }) => {
    const record = stored.get(code)?.columns as ScopePlace | undefined;
    const target = { createdBy: record?.createdBy ?? username, ...plan.placeOf!(row) };
    return !covers(scope, target) || (record !== undefined && !covers(scope, record));
  });
  if (outside.length === 0) return;
  const lines = outside.slice(0, REPORTED_OUTSIDE_LINES).map((row) => row.line).join(', ');
  const more = outside.length > REPORTED_OUTSIDE_LINES ? ` ${translateWith('error.moreImportErrors', ctx.language, { count: outside.length - REPORTED_OUTSIDE_LINES })}` : '';
  throw new AppError(Codes.FORBIDDEN, `${translateWith('error.importOutsideScope', ctx.language, { lines })}${more}`);
}

const versionOf = (text: string | undefined) => (text && /^\d+$/.test(text.trim()) ? Number(text) : undefined);

/**
 * A row's issue in the reader's words. A closed set's wrong value lists the names the sheet takes
 * in their language, where zod would list the keys ('expected one of "himalayanMarmot"|…').
 */
function issueMessage(issue: z.core.$ZodIssue, columns: readonly SheetColumn[], language: Language): string {
  const choices = columns.find((column) => column.key === issue.path[0])?.choices;
  if (issue.code !== 'invalid_value' || !choices) return translateText(issue.message, language);
  return translateWith('validation.notAChoice', language, { choices: Object.values(choices).map((names) => names[language]).join('; ') });
}

/**
 * All or nothing (issue 5): every row is validated with the contract schema and the cross-field
 * rules first; with any bad row nothing is written and the report lists each one with its line,
 * its column by the header the user reads, and the reason in their language. In 'update' mode a
 * row whose code is stored is written over that record when its version is still the stored one.
 */
export function importSheet<T, Row>(ctx: RequestContext, file: Uint8Array, plan: ImportPlan<T, Row>, mode: ImportMode = 'insert'): Promise<ImportReport> {
  return inImportSlot(ctx, () => importRows(ctx, file, plan, mode));
}

async function importRows<T, Row>(ctx: RequestContext, file: Uint8Array, plan: ImportPlan<T, Row>, mode: ImportMode): Promise<ImportReport> {
  const sheetRows = await readWithinLimits(ctx, file, plan.columns);
  const errors: ImportReport['errors'] = [];
  const report = (line: number, field: string, message: string) => errors.push({ line, field: field === '-' ? field : fieldLabel((plan.fieldName?.(field) ?? field).split('.'), ctx.language), message });
  const valid: ValidRow<Row>[] = [];
  const seen = new Map<string, number>();
  for (const [index, { line, values }] of sheetRows.entries()) {
    // Also before the first row: receiving the rows from the reader thread already took this turn.
    if (index % ROWS_PER_TURN === 0) await nextTurn();
    const nul = fieldsWithNul(values);
    if (nul.length > 0) {
      for (const field of nul) report(line, field, translateText('validation.noControlCharacters', ctx.language));
      continue;
    }
    const input = rowToInput(values, plan.columns);
    const parsed = parseIn(plan.schema, plan.resolve ? plan.resolve(input) : input, ctx.language);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path.map(String).join('.') || '-';
        report(line, field, field === 'sourceId' && plan.fieldName ? translateText('error.unknownSource', ctx.language) : issueMessage(issue, plan.columns, ctx.language));
      }
      continue;
    }
    const code = plan.codeOf?.(parsed.data) ?? `line ${line}`;
    const firstLine = seen.get(code);
    if (plan.codeOf && firstLine !== undefined) {
      report(line, 'code', `${translateText('error.duplicateInFile', ctx.language)} (${firstLine})`);
      continue;
    }
    seen.set(code, line);
    try {
      valid.push({ line, code, row: plan.toColumns(parsed.data), version: versionOf(values.version) });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      report(line, 'region', translateText(error.message, ctx.language));
    }
  }
  const stored = plan.stored ? await plan.stored(ctx.db, valid.map((row) => row.code)) : new Map<string, StoredRecord>();
  const updates: (ValidRow<Row> & { stored: StoredRecord })[] = [];
  const unchanged = new Set<string>();
  for (const row of valid) {
    const record = stored.get(row.code);
    if (!record) continue;
    if (mode === 'insert' || !plan.record) report(row.line, 'code', translateText('error.codeExists', ctx.language));
    // A row that repeats the stored record is left alone, whatever export it came from: re-importing
    // a sheet with one row edited writes that row, not every row of it.
    else if (repeats(row.row as object, record.columns)) unchanged.add(row.code);
    else if (row.version === undefined) report(row.line, 'version', translateText('error.importVersionRequired', ctx.language));
    else if (row.version !== record.version) report(row.line, 'version', translateWith('error.importChangedSince', ctx.language, { version: record.version }));
    else updates.push({ ...row, stored: record });
  }
  assertRowsInScope(ctx, plan, valid, stored);
  if (sheetRows.length === 0) report(1, '-', translateText('validation.sheetEmpty', ctx.language));
  if (errors.length > 0) {
    await ctx.audit({ action: 'import', entity: plan.entity, after: { rows: sheetRows.length, errors: errors.length }, result: 'failure' });
    return { imported: 0, updated: 0, unchanged: 0, errors: boundedReport(errors, ctx) };
  }
  return ctx.db.transaction().execute(async (trx) => {
    const actor = signedIn(ctx).username;
    const at = nowIso();
    const createStamp: CreateStamp = { createdAt: at, createdBy: actor, updatedAt: at, updatedBy: actor, version: 1 };
    await plan.beforeWrite?.(trx, valid.filter((row) => !unchanged.has(row.code)).map((row) => row.row));
    // Looked for behind beforeWrite's locks: the same sheet sent twice at once is stored once.
    for (const code of await repeatedRows(trx, plan, valid)) unchanged.add(code);
    const inserts = valid.filter((row) => !stored.has(row.code) && !unchanged.has(row.code)).map((row) => row.row);
    const written = valid.filter((row) => !unchanged.has(row.code));
    for (const rows of chunks(inserts, BATCH)) {
      await plan.insert(trx, rows.map((row) => ({ ...row, ...createStamp })));
      await nextTurn(); // SQLite answers synchronously: without this the whole insert is one turn
    }
    // Versions were checked above; one changed since then fails the whole import with 40900.
    for (const row of updates) await updateRecord(ctx, trx, plan.record!(row.row), row.stored.id, row.stored.version);
    await plan.afterInsert?.(trx, written.map((row) => row.row));
    await ctx.audit({ action: 'import', entity: plan.entity, after: { imported: written.length, updated: updates.length, unchanged: unchanged.size } }, trx);
    return { imported: written.length, updated: updates.length, unchanged: unchanged.size, errors: [] };
  });
}

/** The codes of the rows that repeat a stored record with their key (plan.alike), or an earlier row of the sheet with it. */
async function repeatedRows<T, Row>(db: Db, plan: ImportPlan<T, Row>, valid: ValidRow<Row>[]): Promise<string[]> {
  if (!plan.alike || valid.length === 0) return [];
  const { keyOf, stored, sameByKey = () => false } = plan.alike;
  const known = new Map<string, Record<string, unknown>[]>();
  const keep = (record: Record<string, unknown>) => {
    const key = keyOf(record);
    known.set(key, [...(known.get(key) ?? []), record]);
  };
  for (const record of await stored(db, valid.map((one) => one.row))) keep(record);
  const repeated: string[] = [];
  for (const { code, row } of valid) {
    const columns = row as Record<string, unknown>;
    if (known.get(keyOf(columns))?.some((other) => sameByKey(columns) || repeats(columns, other))) repeated.push(code);
    else keep(columns);
  }
  return repeated;
}

/** The records of `table` whose codes are among `codes`, asked in chunks the databases accept. */
export async function storedByCode(db: Db, table: 'sourcePoint' | 'outbreak', idColumn: string, codes: string[]): Promise<Map<string, StoredRecord>> {
  const found = new Map<string, StoredRecord>();
  for (const chunk of chunks(codes, 1000)) {
    const rows = await db.selectFrom(table).selectAll().where('code', 'in', chunk).execute();
    for (const row of rows) found.set(row.code, { id: (row as Record<string, unknown>)[idColumn] as number, version: row.version, columns: row });
    await nextTurn();
  }
  return found;
}

import { Codes, translateText, translateWith, type ImportReport, type SheetColumn } from '@ews/contract';
import type { z } from 'zod';
import type { Db } from '../../db/connection.ts';
import type { RequestContext } from '../../http/context.ts';
import { AppError, invalid } from '../../http/errors.ts';
import { zodErrorMaps } from '../../http/request-input.ts';
import { readSheetOffThread } from './read-off-thread.ts';
import { rowToInput, SheetFormatError, TooManyRows, type SheetRow } from './sheets.ts';
import { assertUnpackedWithin, NotAZip, UnpackedTooLarge } from './unpacked-size.ts';

export interface ImportPlan<T, Row> {
  entity: string;
  columns: readonly SheetColumn[];
  schema: z.ZodType<T>;
  /** The row's columns in the database; throws AppError(40000, key) when a rule across fields fails. */
  toColumns(value: T): Row;
  /** Turns a sheet row's cells into the schema's input where they differ (e.g. a code into an id). */
  resolve?(input: Record<string, unknown>): Record<string, unknown>;
  /** The sheet column to report for a schema field, where they differ. */
  fieldName?(field: string): string;
  /** The unique code of a row: duplicates in the file or already stored are refused. Records without a code skip this. */
  codeOf?(value: T): string;
  storedCodes?(db: Db, codes: string[]): Promise<Set<string>>;
  insert(db: Db, rows: Row[]): Promise<void>;
  /** Runs in the import's transaction after every row is written. */
  afterInsert?(db: Db, rows: Row[]): Promise<void>;
}

const BATCH = 400;
/** Rows validated between two turns of the event loop, so other calls are served during a long import. */
const ROWS_PER_TURN = 100;
/** A report lists this many bad rows, then says how many more there are. */
export const REPORTED_ERRORS = 100;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The sheet's rows, once the file is known to be a workbook within the import limits (41300 otherwise). */
async function readWithinLimits(ctx: RequestContext, file: Uint8Array, columns: readonly SheetColumn[]): Promise<SheetRow[]> {
  const { importMaxRows, importMaxUnpackedMb } = ctx.config;
  try {
    await assertUnpackedWithin(file, importMaxUnpackedMb * 1024 * 1024);
    return await readSheetOffThread(file, columns, importMaxRows);
  } catch (error) {
    if (error instanceof UnpackedTooLarge) throw new AppError(Codes.TOO_LARGE, translateWith('error.importUnpackedTooLarge', ctx.language, { mb: importMaxUnpackedMb }));
    if (error instanceof TooManyRows) throw new AppError(Codes.TOO_LARGE, translateWith('error.importTooManyRows', ctx.language, { rows: importMaxRows }));
    if (error instanceof SheetFormatError || error instanceof NotAZip) throw invalid('validation.sheet');
    throw error;
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

/**
 * All or nothing (issue 5): every row is validated with the contract schema and the cross-field
 * rules first; with any bad row nothing is written and the report lists each one with its line.
 */
export async function importSheet<T, Row>(ctx: RequestContext, file: Uint8Array, plan: ImportPlan<T, Row>): Promise<ImportReport> {
  const sheetRows = await readWithinLimits(ctx, file, plan.columns);
  const errors: ImportReport['errors'] = [];
  const valid: { line: number; code: string; row: Row }[] = [];
  const seen = new Map<string, number>();
  for (const [index, { line, values }] of sheetRows.entries()) {
    // Also before the first row: receiving the rows from the reader thread already took this turn.
    if (index % ROWS_PER_TURN === 0) await nextTurn();
    const nul = fieldsWithNul(values);
    if (nul.length > 0) {
      for (const field of nul) errors.push({ line, field: plan.fieldName?.(field) ?? field, message: translateText('validation.noControlCharacters', ctx.language) });
      continue;
    }
    const input = rowToInput(values, plan.columns);
    const parsed = plan.schema.safeParse(plan.resolve ? plan.resolve(input) : input, { error: zodErrorMaps[ctx.language] });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path.join('.') || '-';
        const message = field === 'sourceId' && plan.fieldName ? translateText('error.unknownSource', ctx.language) : translateText(issue.message, ctx.language);
        errors.push({ line, field: plan.fieldName?.(field) ?? field, message });
      }
      continue;
    }
    const code = plan.codeOf?.(parsed.data) ?? `line ${line}`;
    const firstLine = seen.get(code);
    if (plan.codeOf && firstLine !== undefined) {
      errors.push({ line, field: 'code', message: `${translateText('error.duplicateInFile', ctx.language)} (${firstLine})` });
      continue;
    }
    seen.set(code, line);
    try {
      valid.push({ line, code, row: plan.toColumns(parsed.data) });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      errors.push({ line, field: 'region', message: translateText(error.message, ctx.language) });
    }
  }
  const stored = plan.storedCodes ? await plan.storedCodes(ctx.db, valid.map((row) => row.code)) : new Set<string>();
  for (const row of valid) {
    if (stored.has(row.code)) errors.push({ line: row.line, field: 'code', message: translateText('error.codeExists', ctx.language) });
  }
  if (sheetRows.length === 0) errors.push({ line: 1, field: '-', message: translateText('validation.sheetEmpty', ctx.language) });
  if (errors.length > 0) {
    await ctx.audit({ action: 'import', entity: plan.entity, after: { rows: sheetRows.length, errors: errors.length }, result: 'failure' });
    return { imported: 0, errors: boundedReport(errors, ctx) };
  }
  await ctx.db.transaction().execute(async (trx) => {
    for (let start = 0; start < valid.length; start += BATCH) {
      await plan.insert(trx, valid.slice(start, start + BATCH).map((row) => row.row));
      await nextTurn(); // SQLite answers synchronously: without this the whole insert is one turn
    }
    await plan.afterInsert?.(trx, valid.map((row) => row.row));
    await ctx.audit({ action: 'import', entity: plan.entity, after: { imported: valid.length } }, trx);
  });
  return { imported: valid.length, errors: [] };
}

/** Codes among `codes` already stored in `table`, asked in chunks the databases accept. */
export async function existingCodes(db: Db, table: 'sourcePoint' | 'outbreak', codes: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let start = 0; start < codes.length; start += 1000) {
    const chunk = codes.slice(start, start + 1000);
    const rows = await db.selectFrom(table).select('code').where('code', 'in', chunk).execute();
    for (const row of rows) found.add(row.code);
    await nextTurn();
  }
  return found;
}

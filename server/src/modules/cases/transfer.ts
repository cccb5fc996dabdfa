import { CASE_COLUMNS, SHEET_NAMES, caseFieldsSchema, covers, XLSX_TYPE, type caseListQuery, type FileResult, type ImportReport } from '@ews/contract';
import type { z } from 'zod';
import { nowIso } from '../../db/connection.ts';
import { signedIn, type RequestContext } from '../../http/context.ts';
import { sourcePlacesByCode } from '../sources/queries.ts';
import { importSheet } from '../transfer/import.ts';
import { writeSheet } from '../transfer/sheets.ts';
import { casesLike, insertCases, listCases } from './queries.ts';
import { caseColumns, type CaseColumns } from './service.ts';
import { evaluatePointsOf, lockPointsOf, raiseCaseSignals } from './signal.ts';

/** Every case matching the list's filters, as the reader reads them: headers and closed sets in their language. */
export async function exportCases(query: Omit<z.output<typeof caseListQuery>, 'page' | 'limit'>, ctx: RequestContext): Promise<FileResult> {
  const { list } = await listCases(ctx.db, signedIn(ctx).scope, { ...query, page: 1, limit: Number.MAX_SAFE_INTEGER });
  const body = await writeSheet(SHEET_NAMES.cases, CASE_COLUMNS, list, ctx.language);
  await ctx.audit({ action: 'export', entity: 'humanCase', after: { rows: list.length } });
  return { filename: `human-cases-${nowIso().slice(0, 10)}.xlsx`, contentType: XLSX_TYPE, body };
}

/**
 * The case sheet's headers, without an example row: a sample case imported unchanged would be stored
 * as a suspected case and raise an urgent signal (a newcomer did exactly that). The headers and the
 * closed sets' names are the reader's; the manual shows a filled row.
 */
export async function caseTemplate(ctx: RequestContext): Promise<FileResult> {
  return { filename: 'human-cases-template.xlsx', contentType: XLSX_TYPE, body: await writeSheet(SHEET_NAMES.cases, CASE_COLUMNS, [], ctx.language) };
}

/**
 * Where to look for a case a sheet's row may repeat: its card number, or without one its report
 * time, onset, county of residence and reporting unit. A card number names one person: a row with a
 * stored card number is left alone whatever else it says. Without one, only a row equal to a stored
 * case column for column (the same sheet sent again) is: two people of one household reported in the
 * same hour by the same unit share that key, and each must be stored and signalled.
 */
const caseKey = (row: Record<string, unknown>) =>
  row.cardNumber ? `card ${String(row.cardNumber)}` : `${String(row.reportAt)} ${String(row.onsetDate)} ${String(row.countyCode)} ${String(row.reportingUnit)}`;
const carded = (row: Record<string, unknown>) => Boolean(row.cardNumber);

/**
 * Cases from a sheet, all or nothing; each new case raises its own signal in the import's
 * transaction, and the points they name are evaluated after. A source point is named by its code
 * and must lie in the caller's scope.
 */
export async function importCases(ctx: RequestContext): Promise<ImportReport> {
  const { scope, username } = signedIn(ctx);
  const visible = [...(await sourcePlacesByCode(ctx.db)).entries()].filter(([, place]) => covers(scope, place));
  const sources = new Map(visible.map(([code, place]) => [code, place.sourceId]));
  return importSheet<z.output<typeof caseFieldsSchema>, CaseColumns>(ctx, await ctx.upload(), {
    entity: 'humanCase',
    columns: CASE_COLUMNS,
    schema: caseFieldsSchema,
    // An unknown code becomes the impossible id 0: the schema refuses it, reported as the source point code.
    resolve: ({ sourceCode, ...input }) => ({ ...input, sourceId: sourceCode === undefined ? null : (sources.get(String(sourceCode)) ?? 0) }),
    fieldName: (field) => (field === 'sourceId' ? 'sourceCode' : field),
    toColumns: caseColumns,
    placeOf: (row) => row,
    beforeWrite: (db, rows) => lockPointsOf(db, rows.map((row) => row.sourceId)),
    insert: async (db, rows) => {
      const ids = await insertCases(db, rows.map((row) => ({ ...row, clientId: null })));
      await raiseCaseSignals(db, rows.map((row, index) => ({ ...row, caseId: ids[index]! })), username);
    },
    alike: { keyOf: caseKey, stored: casesLike, sameByKey: carded },
    afterInsert: (db, rows) => evaluatePointsOf(db, rows.map((row) => row.sourceId), ctx.config.riskWindowDays),
  });
}

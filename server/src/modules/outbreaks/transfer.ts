import { OUTBREAK_COLUMNS, SHEET_NAMES, outbreakFieldsSchema, XLSX_TYPE, type FileResult, type ImportReport, type importInput, type outbreakListQuery } from '@ews/contract';
import type { z } from 'zod';
import { nowIso } from '../../db/connection.ts';
import { signedIn, type RequestContext } from '../../http/context.ts';
import { importSheet } from '../transfer/import.ts';
import { sheetBoolean, writeSheet } from '../transfer/sheets.ts';
import { listOutbreaks } from './queries.ts';
import { lockSourcePoints } from '../risk/service.ts';
import { outbreakColumns, outbreakTable, signalImportedOutbreaks } from './service.ts';

export async function exportOutbreaks(query: Omit<z.output<typeof outbreakListQuery>, 'page' | 'limit'>, ctx: RequestContext): Promise<FileResult> {
  const { list } = await listOutbreaks(ctx.db, signedIn(ctx).scope, { ...query, page: 1, limit: Number.MAX_SAFE_INTEGER });
  const body = await writeSheet(SHEET_NAMES.outbreaks, OUTBREAK_COLUMNS, list, ctx.language);
  await ctx.audit({ action: 'export', entity: 'outbreak', after: { rows: list.length } });
  return { filename: `outbreaks-${nowIso().slice(0, 10)}.xlsx`, contentType: XLSX_TYPE, body };
}

/** The outbreak sheet with one example row (not linked to a source point: its code would be made up). */
export async function outbreakTemplate(ctx: RequestContext): Promise<FileResult> {
  const example = {
    code: 'QH-2009-99', title: '兴海县肺鼠疫疫情（示例）', sourceCode: '', onsetDate: '2009-07-30', onsetPrecision: 'day', endDate: '2009-08-20',
    provinceCode: '630000', prefectureCode: '632500', countyCode: '632524', place: '', longitude: 99.98, latitude: 35.58,
    bubonic: 0, pneumonic: 12, septicemic: 0, otherForm: 0, cases: 12, deaths: 3, classification: 'confirmed', confirmationMethod: 'culture',
    infectionSource: 'hunting', hostsInvolved: ['Marmota himalayana'], animalEpizootic: true, urbanPneumonicSpread: false, description: '', references: '',
  };
  return { filename: 'outbreaks-template.xlsx', contentType: XLSX_TYPE, body: await writeSheet(SHEET_NAMES.outbreaks, OUTBREAK_COLUMNS, [example], ctx.language) };
}

/** Outbreaks name their source point (optional) by code in the sheet. */
export async function importOutbreaks({ mode }: z.output<typeof importInput>, ctx: RequestContext): Promise<ImportReport> {
  const sources = new Map((await ctx.db.selectFrom('sourcePoint').select(['code', 'sourceId']).execute()).map((row) => [row.code, row.sourceId]));
  return importSheet(ctx, await ctx.upload(), {
    ...outbreakTable.importPlan,
    columns: OUTBREAK_COLUMNS,
    schema: outbreakFieldsSchema,
    resolve: ({ sourceCode, animalEpizootic, urbanPneumonicSpread, ...input }) => ({
      ...input,
      // An unknown code becomes the impossible id 0: the schema refuses it, reported as the source point code.
      sourceId: sourceCode === undefined ? null : (sources.get(String(sourceCode)) ?? 0),
      animalEpizootic: sheetBoolean(animalEpizootic),
      urbanPneumonicSpread: sheetBoolean(urbanPneumonicSpread),
    }),
    fieldName: (field) => (field === 'sourceId' ? 'sourceCode' : field),
    toColumns: outbreakColumns,
    // The points before the records, as a save and a recompute take them; then the recent cases' signals.
    beforeWrite: (db, rows) => lockSourcePoints(db, rows.flatMap((row) => (row.sourceId === null || row.sourceId === undefined ? [] : [row.sourceId]))),
    afterInsert: (db, rows) => signalImportedOutbreaks(ctx, db, rows.map((row) => row.code)),
  }, mode);
}

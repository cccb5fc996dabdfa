import { SHEET_NAMES, SOURCE_COLUMNS, SOURCE_EXPORT_COLUMNS, sourceFieldsSchema, XLSX_TYPE, type FileResult, type ImportReport, type importInput, type sourceListQuery } from '@ews/contract';
import type { z } from 'zod';
import { nowIso } from '../../db/connection.ts';
import { signedIn, type RequestContext } from '../../http/context.ts';
import { divisionNameOf } from '../regions/divisions.ts';
import { importSheet } from '../transfer/import.ts';
import { writeSheet } from '../transfer/sheets.ts';
import { sortedSources, toSource } from './queries.ts';
import { checkPlace, sourceColumns, sourceTable } from './service.ts';

const stamp = () => nowIso().slice(0, 10);

/** Every matching source point, not just a page, in the list's order, its divisions named in the reader's language. */
export async function exportSources(query: Omit<z.output<typeof sourceListQuery>, 'page' | 'limit'>, ctx: RequestContext): Promise<FileResult> {
  const rows = await sortedSources(ctx.db, signedIn(ctx).scope, query).execute();
  const named = rows.map(toSource).map((source) => ({
    ...source,
    provinceName: divisionNameOf(source.provinceCode, source.provinceName, ctx.language),
    prefectureName: divisionNameOf(source.prefectureCode, source.prefectureName, ctx.language),
    countyName: divisionNameOf(source.countyCode, source.countyName, ctx.language),
  }));
  const body = await writeSheet(SHEET_NAMES.sources, SOURCE_EXPORT_COLUMNS, named, ctx.language);
  await ctx.audit({ action: 'export', entity: 'source', after: { rows: rows.length } });
  return { filename: `source-points-${stamp()}.xlsx`, contentType: XLSX_TYPE, body };
}

export async function sourceTemplate(ctx: RequestContext): Promise<FileResult> {
  const example = {
    code: 'QH-632823-999', name: '天峻县旱獭疫源点（示例）', focusType: 'himalayanMarmot', provinceCode: '630000', prefectureCode: '632800', countyCode: '632823',
    place: '', longitude: 98.5, latitude: 37.3, altitude: 3500, area: 120, primaryHosts: ['Marmota himalayana'], primaryVectors: ['Oropsylla silantiewi'],
    discoveredOn: '1958-07-01', status: 'active', monitoringUnit: '', contactName: '', contactPhone: '', notes: '',
  };
  return { filename: 'source-points-template.xlsx', contentType: XLSX_TYPE, body: await writeSheet(SHEET_NAMES.sources, SOURCE_COLUMNS, [example], ctx.language) };
}

export async function importSources({ mode }: z.output<typeof importInput>, ctx: RequestContext): Promise<ImportReport> {
  return importSheet(ctx, await ctx.upload(), {
    ...sourceTable.importPlan,
    columns: SOURCE_COLUMNS,
    schema: sourceFieldsSchema,
    // A sheet's rows cannot be confirmed one by one: a point far from its county is taken as typed; one outside its province, or coded for another division, is refused.
    toColumns: (row: z.output<typeof sourceFieldsSchema>) => {
      const columns = sourceColumns(row);
      checkPlace(columns, ctx.language);
      return columns;
    },
  }, mode);
}

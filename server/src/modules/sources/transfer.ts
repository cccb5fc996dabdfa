import { SOURCE_COLUMNS, sourceFieldsSchema, XLSX_TYPE, type FileResult, type ImportReport, type importInput, type sourceListQuery } from '@ews/contract';
import type { z } from 'zod';
import { nowIso } from '../../db/connection.ts';
import { signedIn, type RequestContext } from '../../http/context.ts';
import { importSheet } from '../transfer/import.ts';
import { writeSheet } from '../transfer/sheets.ts';
import { sortedSources, toSource } from './queries.ts';
import { sourceColumns, sourceTable } from './service.ts';

const stamp = () => nowIso().slice(0, 10);

/** Every matching source point, not just a page, in the list's order. */
export async function exportSources(query: Omit<z.output<typeof sourceListQuery>, 'page' | 'limit'>, ctx: RequestContext): Promise<FileResult> {
  const rows = await sortedSources(ctx.db, signedIn(ctx).scope, query).execute();
  const body = await writeSheet('source points', SOURCE_COLUMNS, rows.map(toSource), ctx.language);
  await ctx.audit({ action: 'export', entity: 'source', after: { rows: rows.length } });
  return { filename: `source-points-${stamp()}.xlsx`, contentType: XLSX_TYPE, body };
}

export async function sourceTemplate(ctx: RequestContext): Promise<FileResult> {
  const example = {
    code: 'QH-632823-999', name: '天峻县旱獭疫源点（示例）', focusType: 'himalayanMarmot', provinceCode: '630000', prefectureCode: '632800', countyCode: '632823',
    place: '', longitude: 98.5, latitude: 37.3, altitude: 3500, area: 120, primaryHosts: ['Marmota himalayana'], primaryVectors: ['Oropsylla silantiewi'],
    discoveredOn: '1958-07-01', status: 'active', monitoringUnit: '', contactName: '', contactPhone: '', notes: '',
  };
  return { filename: 'source-points-template.xlsx', contentType: XLSX_TYPE, body: await writeSheet('source points', SOURCE_COLUMNS, [example], ctx.language) };
}

export async function importSources({ mode }: z.output<typeof importInput>, ctx: RequestContext): Promise<ImportReport> {
  return importSheet(ctx, await ctx.upload(), {
    ...sourceTable.importPlan,
    columns: SOURCE_COLUMNS,
    schema: sourceFieldsSchema,
    toColumns: sourceColumns,
  }, mode);
}

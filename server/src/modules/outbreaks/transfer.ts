import { OUTBREAK_COLUMNS, outbreakFieldsSchema, XLSX_TYPE, type FileResult, type ImportReport, type outbreakListQuery } from '@ews/contract';
import type { z } from 'zod';
import { nowIso } from '../../db/connection.ts';
import { signedIn, type RequestContext } from '../../http/context.ts';
import { existingCodes, importSheet } from '../transfer/import.ts';
import { writeSheet } from '../transfer/sheets.ts';
import { listOutbreaks } from './queries.ts';
import { outbreakColumns } from './service.ts';

export async function exportOutbreaks(query: Omit<z.output<typeof outbreakListQuery>, 'page' | 'limit'>, ctx: RequestContext): Promise<FileResult> {
  const { list } = await listOutbreaks(ctx.db, { ...query, page: 1, limit: Number.MAX_SAFE_INTEGER });
  const body = await writeSheet('outbreaks', OUTBREAK_COLUMNS, list, ctx.language);
  await ctx.audit({ action: 'export', entity: 'outbreak', after: { rows: list.length } });
  return { filename: `outbreaks-${nowIso().slice(0, 10)}.xlsx`, contentType: XLSX_TYPE, body };
}

export async function importOutbreaks(ctx: RequestContext): Promise<ImportReport> {
  const actor = signedIn(ctx).username;
  const at = nowIso();
  return importSheet(ctx, await ctx.upload(), {
    entity: 'outbreak',
    columns: OUTBREAK_COLUMNS,
    schema: outbreakFieldsSchema,
    toColumns: (value) => ({ ...outbreakColumns(value), createdAt: at, createdBy: actor, updatedAt: at, updatedBy: actor, version: 1 }),
    codeOf: (value) => value.code,
    storedCodes: (db, codes) => existingCodes(db, 'outbreak', codes),
    insert: async (db, rows) => {
      await db.insertInto('outbreak').values(rows).execute();
    },
  });
}

import { z } from 'zod';
import { defineEndpoints } from '../endpoint.ts';
import { Permissions } from '../permissions.ts';
import { emptyInput, idsInput, pageOf } from '../schemas/common.ts';
import { fileOutput, importInput, importReportSchema } from '../schemas/transfer.ts';
import { outbreakIdInput, outbreakListQuery, outbreakSaveSchema, outbreakSchema } from '../schemas/outbreaks.ts';

const tag = 'outbreaks';

export const outbreakEndpoints = defineEndpoints({
  outbreakList: {
    method: 'GET',
    path: 'outbreak/getList',
    input: outbreakListQuery,
    output: pageOf(outbreakSchema),
    access: Permissions.HISTORY_LIST,
    summary: 'Historical outbreaks, searched, filtered, sorted (date precision honoured) and paged',
    tag,
  },
  outbreakGet: {
    method: 'GET',
    path: 'outbreak/getById',
    input: outbreakIdInput,
    output: outbreakSchema,
    access: Permissions.HISTORY_LIST,
    summary: 'One historical outbreak with its derived case fatality and response level',
    tag,
  },
  outbreakSave: {
    method: 'POST',
    path: 'outbreak/save',
    input: outbreakSaveSchema,
    output: outbreakSchema,
    access: [Permissions.HISTORY_ADD, Permissions.HISTORY_EDIT],
    changes: ['outbreaks'],
    summary: 'Add an outbreak record (no outbreakId: needs add) or update one (outbreakId and version: needs edit)',
    tag,
  },
  outbreakExport: {
    method: 'GET',
    path: 'outbreak/export',
    input: outbreakListQuery.omit({ page: true, limit: true }),
    output: fileOutput,
    access: Permissions.HISTORY_EXPORT,
    summary: 'Every outbreak record matching the filters as an Excel file',
    tag,
    transfer: 'download',
  },
  outbreakImportTemplate: {
    method: 'GET',
    path: 'outbreak/importTemplate',
    input: emptyInput,
    output: fileOutput,
    access: Permissions.HISTORY_IMPORT,
    summary: 'An empty outbreak import sheet with the headers and one example row',
    tag,
    transfer: 'download',
  },
  outbreakImport: {
    method: 'POST',
    path: 'outbreak/import',
    input: importInput,
    output: importReportSchema,
    access: Permissions.HISTORY_IMPORT,
    changes: ['outbreaks'],
    summary: 'Import outbreak records from an Excel file, all or nothing',
    tag,
    transfer: 'upload',
  },
  outbreakDelete: {
    method: 'POST',
    path: 'outbreak/delete',
    input: idsInput,
    output: z.object({ deleted: z.number().int() }),
    access: Permissions.HISTORY_DELETE,
    changes: ['outbreaks'],
    summary: 'Delete outbreak records by comma-joined ids',
    tag,
  },
});

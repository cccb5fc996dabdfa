import { z } from 'zod';
import { defineEndpoints } from '../endpoint.ts';
import { Permissions } from '../permissions.ts';
import { emptyInput, idsInput, pageOf } from '../schemas/common.ts';
import { regionNodeSchema } from '../schemas/regions.ts';
import { sourceIdInput, sourceListQuery, sourceSaveSchema, sourceSchema } from '../schemas/sources.ts';
import { fileOutput, importInput, importReportSchema } from '../schemas/transfer.ts';

const tag = 'sources';

export const sourceEndpoints = defineEndpoints({
  regionTree: {
    method: 'GET',
    path: 'region/tree',
    input: emptyInput,
    output: z.array(regionNodeSchema),
    access: 'signed-in',
    summary: 'GB/T 2260 divisions of China: provinces, prefectures and counties',
    tag: 'regions',
  },
  sourceList: {
    method: 'GET',
    path: 'source/getList',
    input: sourceListQuery,
    output: pageOf(sourceSchema),
    access: Permissions.SOURCE_LIST,
    summary: 'Epidemic source points, searched, filtered, sorted and paged',
    tag,
  },
  sourceGet: {
    method: 'GET',
    path: 'source/getById',
    input: sourceIdInput,
    output: sourceSchema,
    access: Permissions.SOURCE_LIST,
    summary: 'One source point',
    tag,
  },
  sourceSave: {
    method: 'POST',
    path: 'source/save',
    input: sourceSaveSchema,
    output: sourceSchema,
    access: [Permissions.SOURCE_ADD, Permissions.SOURCE_EDIT],
    changes: ['sources', 'alerts'],
    summary: 'Add a source point (no sourceId: needs add) or update one (sourceId and version: needs edit)',
    tag,
  },
  sourceExport: {
    method: 'GET',
    path: 'source/export',
    input: sourceListQuery.omit({ page: true, limit: true }),
    output: fileOutput,
    access: Permissions.SOURCE_EXPORT,
    summary: 'Every source point matching the filters as an Excel file, headers in the caller’s language',
    tag,
    transfer: 'download',
  },
  sourceImportTemplate: {
    method: 'GET',
    path: 'source/importTemplate',
    input: emptyInput,
    output: fileOutput,
    access: Permissions.SOURCE_IMPORT,
    summary: 'An empty import sheet with the headers and one example row',
    tag,
    transfer: 'download',
  },
  sourceImport: {
    method: 'POST',
    path: 'source/import',
    input: importInput,
    output: importReportSchema,
    access: Permissions.SOURCE_IMPORT,
    changes: ['sources', 'alerts'],
    summary: 'Import source points from an Excel file: every row is checked first, then all are written or none',
    tag,
    transfer: 'upload',
  },
  sourceDelete: {
    method: 'POST',
    path: 'source/delete',
    input: idsInput,
    output: z.object({ deleted: z.number().int() }),
    access: Permissions.SOURCE_DELETE,
    changes: ['sources', 'surveys', 'alerts'],
    summary: 'Delete source points by comma-joined ids',
    tag,
  },
});

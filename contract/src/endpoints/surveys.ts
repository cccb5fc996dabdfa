import { z } from 'zod';
import { defineEndpoints } from '../endpoint.ts';
import { Permissions } from '../permissions.ts';
import { emptyInput, idsInput, pageOf } from '../schemas/common.ts';
import { sourceIdInput } from '../schemas/sources.ts';
import { riskRuleSchema, surveyIdInput, surveyListQuery, surveySaveSchema, surveySchema } from '../schemas/surveillance.ts';
import { fileOutput, importReportSchema } from '../schemas/transfer.ts';

export const surveyEndpoints = defineEndpoints({
  surveyList: {
    method: 'GET',
    path: 'survey/getList',
    input: surveyListQuery,
    output: pageOf(surveySchema),
    access: Permissions.SURVEY_LIST,
    summary: 'Survey records, newest first, filtered by source point, focus type and dates',
    tag: 'surveys',
  },
  surveyGet: {
    method: 'GET',
    path: 'survey/getById',
    input: surveyIdInput,
    output: surveySchema,
    access: Permissions.SURVEY_LIST,
    summary: 'One survey record (the stored version, after a save was refused as stale)',
    tag: 'surveys',
  },
  surveySave: {
    method: 'POST',
    path: 'survey/save',
    input: surveySaveSchema,
    output: surveySchema,
    access: [Permissions.SURVEY_ADD, Permissions.SURVEY_EDIT],
    changes: ['surveys', 'sources', 'alerts'],
    summary: 'Add (also needs surveillance:survey:add) or update a survey; the engine evaluates it in the same transaction',
    tag: 'surveys',
  },
  surveyDelete: {
    method: 'POST',
    path: 'survey/delete',
    input: idsInput,
    output: z.object({ deleted: z.number().int() }),
    access: Permissions.SURVEY_DELETE,
    changes: ['surveys', 'sources', 'alerts'],
    summary: 'Delete surveys; the risk levels of their source points are recomputed',
    tag: 'surveys',
  },
  surveyExport: {
    method: 'GET',
    path: 'survey/export',
    input: surveyListQuery.omit({ page: true, limit: true }),
    output: fileOutput,
    access: Permissions.SURVEY_EXPORT,
    summary: 'Every survey matching the filters as an Excel file in the import’s columns, headers in the caller’s language',
    tag: 'surveys',
    transfer: 'download',
  },
  surveyImport: {
    method: 'POST',
    path: 'survey/import',
    input: emptyInput,
    output: importReportSchema,
    access: Permissions.SURVEY_ADD,
    changes: ['surveys', 'sources', 'alerts'],
    summary: 'Import surveys from an Excel file, all or nothing; the engine evaluates them in the same transaction',
    tag: 'surveys',
    transfer: 'upload',
  },
  surveyImportTemplate: {
    method: 'GET',
    path: 'survey/importTemplate',
    input: emptyInput,
    output: fileOutput,
    access: Permissions.SURVEY_ADD,
    summary: 'An empty survey sheet with the headers in the caller’s language and one example row',
    tag: 'surveys',
    transfer: 'download',
  },
  surveySeries: {
    method: 'GET',
    path: 'survey/series',
    input: sourceIdInput,
    output: z.object({
      points: z.array(z.object({ surveyDate: z.string(), hostDensity: z.number().nullable(), captureRate: z.number().nullable(), fleaIndex: z.number().nullable() })),
      rule: riskRuleSchema,
    }),
    access: Permissions.SURVEY_LIST,
    summary: 'Host density and flea index over time at one source point, with the active thresholds',
    tag: 'surveys',
  },
});

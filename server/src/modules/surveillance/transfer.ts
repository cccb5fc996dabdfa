import { SURVEY_COLUMNS, surveyFieldsSchema, type ImportReport } from '@ews/contract';
import { nowIso } from '../../db/connection.ts';
import { evaluateSource, thresholdsOf } from '../../engine/service.ts';
import { signedIn, type RequestContext } from '../../http/context.ts';
import { importSheet } from '../transfer/import.ts';

/** Surveys name their source point by code in the sheet; the engine evaluates every imported one. */
export async function importSurveys(ctx: RequestContext): Promise<ImportReport> {
  const actor = signedIn(ctx).username;
  const at = nowIso();
  const sources = new Map((await ctx.db.selectFrom('sourcePoint').select(['code', 'sourceId']).execute()).map((row) => [row.code, row.sourceId]));
  return importSheet(ctx, await ctx.upload(), {
    entity: 'survey',
    columns: SURVEY_COLUMNS,
    schema: surveyFieldsSchema,
    resolve: ({ sourceCode, ...input }) => ({ ...input, sourceId: sources.get(String(sourceCode ?? '')) ?? 0 }),
    fieldName: (field) => (field === 'sourceId' ? 'sourceCode' : field),
    toColumns: (value) => ({ ...value, createdAt: at, createdBy: actor, updatedAt: at, updatedBy: actor, version: 1 }),
    insert: async (db, rows) => {
      await db.insertInto('survey').values(rows).execute();
    },
    afterInsert: async (db, rows) => {
      const thresholds = await thresholdsOf(db);
      for (const sourceId of new Set(rows.map((row) => row.sourceId))) await evaluateSource(db, sourceId, thresholds);
    },
  });
}

import { SHEET_NAMES, SURVEY_COLUMNS, surveyFieldsSchema, XLSX_TYPE, type FileResult, type ImportReport, type surveyListQuery } from '@ews/contract';
import type { z } from 'zod';
import { nowIso } from '../../db/connection.ts';
import { signedIn, type RequestContext } from '../../http/context.ts';
import { ascending, engineRules, evaluateSource, lockSourcePoints } from '../risk/service.ts';
import { importSheet } from '../transfer/import.ts';
import { writeSheet } from '../transfer/sheets.ts';
import { sourcePlacesByCode } from '../sources/queries.ts';
import { allSurveys, insertSurveys, surveysOnTheDaysOf } from './queries.ts';

/** Every survey matching the list's filters in the import's columns: an export imports again, its rows unchanged. */
export async function exportSurveys(query: Omit<z.output<typeof surveyListQuery>, 'page' | 'limit'>, ctx: RequestContext): Promise<FileResult> {
  const surveys = await allSurveys(ctx.db, signedIn(ctx).scope, query);
  const body = await writeSheet(SHEET_NAMES.surveys, SURVEY_COLUMNS, surveys, ctx.language);
  await ctx.audit({ action: 'export', entity: 'survey', after: { rows: surveys.length } });
  return { filename: `surveys-${nowIso().slice(0, 10)}.xlsx`, contentType: XLSX_TYPE, body };
}

/** The survey sheet with one example row; its source point code is made up, like the source sheet's example. */
export async function surveyTemplate(ctx: RequestContext): Promise<FileResult> {
  const example = {
    sourceCode: 'QH-632823-999', surveyDate: '2025-07-15', surveyUnit: '', hostSpecies: 'Marmota himalayana', hostDensity: 0.8, captureRate: '', animalsExamined: 40,
    infestationRate: 35, fleaIndex: 0.6, burrowFleaIndex: '', freeFleaIndex: '', vectorSpecies: 'Oropsylla silantiewi', bacteriologySamples: 40, isolatesHost: 0, isolatesVector: 0,
    seraTested: 40, seraPositive: 0, maxTitre: '', deadRodentsFound: 0, deadRodentsPositive: 0, deadRodentsPending: 0, suspectedHumanCases: 0, notes: '',
  };
  return { filename: 'surveys-template.xlsx', contentType: XLSX_TYPE, body: await writeSheet(SHEET_NAMES.surveys, SURVEY_COLUMNS, [example], ctx.language) };
}

/** Surveys name their source point by code in the sheet; the engine evaluates every imported one. */
export async function importSurveys(ctx: RequestContext): Promise<ImportReport> {
  const sources = await sourcePlacesByCode(ctx.db);
  const placeById = new Map([...sources.values()].map((place) => [place.sourceId, place]));
  return importSheet(ctx, await ctx.upload(), {
    entity: 'survey',
    columns: SURVEY_COLUMNS,
    schema: surveyFieldsSchema,
    resolve: ({ sourceCode, ...input }) => ({ ...input, sourceId: sources.get(String(sourceCode ?? ''))?.sourceId ?? 0 }),
    fieldName: (field) => (field === 'sourceId' ? 'sourceCode' : field),
    toColumns: (value) => value,
    // A survey lies where its source point lies, and is judged by the point's creator.
    placeOf: (row) => placeById.get(row.sourceId)!,
    // The points first, all of them in ascending order, as every survey write takes them.
    beforeWrite: (db, rows) => lockSourcePoints(db, rows.map((row) => row.sourceId)),
    insert: insertSurveys,
    alike: { keyOf: (survey) => `${String(survey.sourceId)} ${String(survey.surveyDate)}`, stored: surveysOnTheDaysOf },
    afterInsert: async (db, rows) => {
      const rules = await engineRules(db, ctx.config.riskWindowDays);
      for (const sourceId of ascending(rows.map((row) => row.sourceId))) await evaluateSource(db, sourceId, rules);
    },
  });
}

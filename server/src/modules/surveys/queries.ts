import type { Survey, surveyListQuery } from '@ews/contract';
import type { Insertable, UpdateObject } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/connection.ts';
import type { Database, SurveyTable } from '../../db/schema.ts';

function surveysWithSource(db: Db) {
  return db.selectFrom('survey as v').innerJoin('sourcePoint as s', 's.sourceId', 'v.sourceId').selectAll('v').select(['s.code as sourceCode', 's.name as sourceName', 's.focusType']);
}

const toSurvey = (row: Omit<Survey, 'focusType'> & { focusType: string }): Survey => ({ ...row, focusType: row.focusType as Survey['focusType'] });

export async function listSurveys(db: Db, query: z.output<typeof surveyListQuery>): Promise<{ list: Survey[]; total: number }> {
  let filtered = db.selectFrom('survey as v').innerJoin('sourcePoint as s', 's.sourceId', 'v.sourceId');
  if (query.sourceId !== undefined) filtered = filtered.where('v.sourceId', '=', query.sourceId);
  if (query.focusType) filtered = filtered.where('s.focusType', '=', query.focusType);
  if (query.from) filtered = filtered.where('v.surveyDate', '>=', query.from);
  if (query.to) filtered = filtered.where('v.surveyDate', '<=', query.to);
  const { total } = await filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await filtered
    .selectAll('v')
    .select(['s.code as sourceCode', 's.name as sourceName', 's.focusType'])
    .orderBy('v.surveyDate', 'desc')
    .orderBy('v.surveyId', 'desc')
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
    .execute();
  return { list: rows.map(toSurvey), total: Number(total) };
}

export async function findSurvey(db: Db, surveyId: number): Promise<Survey | undefined> {
  const row = await surveysWithSource(db).where('v.surveyId', '=', surveyId).executeTakeFirst();
  return row ? toSurvey(row) : undefined;
}

export async function surveysByIds(db: Db, ids: number[]): Promise<Survey[]> {
  if (ids.length === 0) return [];
  return (await surveysWithSource(db).where('v.surveyId', 'in', ids).orderBy('v.surveyDate').orderBy('v.surveyId').execute()).map(toSurvey);
}

export async function sourceExists(db: Db, sourceId: number): Promise<boolean> {
  return (await db.selectFrom('sourcePoint').select('sourceId').where('sourceId', '=', sourceId).executeTakeFirst()) !== undefined;
}

/** A source point's focus type, undefined if there is no such point. */
export async function sourceFocusType(db: Db, sourceId: number): Promise<string | undefined> {
  return (await db.selectFrom('sourcePoint').select('focusType').where('sourceId', '=', sourceId).executeTakeFirst())?.focusType;
}

/** Source point ids by their code, as a survey sheet names them. */
export async function sourceIdsByCode(db: Db): Promise<Map<string, number>> {
  return new Map((await db.selectFrom('sourcePoint').select(['code', 'sourceId']).execute()).map((row) => [row.code, row.sourceId]));
}

export async function insertSurvey(db: Db, row: Insertable<SurveyTable>): Promise<number> {
  return (await db.insertInto('survey').values(row).returning('surveyId').executeTakeFirstOrThrow()).surveyId;
}

export async function insertSurveys(db: Db, rows: Insertable<SurveyTable>[]): Promise<void> {
  await db.insertInto('survey').values(rows).execute();
}

/** An update guarded by `version = ?`. */
export function updateSurvey(db: Db, surveyId: number, version: number, row: UpdateObject<Database, 'survey'>) {
  return db.updateTable('survey').set(row).where('surveyId', '=', surveyId).where('version', '=', version).executeTakeFirst();
}

/** The surveys among `ids` that exist, with their source point. */
export function surveyRefs(db: Db, ids: number[]): Promise<{ surveyId: number; sourceId: number }[]> {
  return db.selectFrom('survey').select(['surveyId', 'sourceId']).where('surveyId', 'in', ids).execute();
}

export async function deleteSurvey(db: Db, surveyId: number): Promise<void> {
  await db.deleteFrom('survey').where('surveyId', '=', surveyId).execute();
}

/** A point's measurements over time, oldest first: the series of its chart. */
export function surveySeriesPoints(db: Db, sourceId: number) {
  return db.selectFrom('survey').select(['surveyDate', 'hostDensity', 'captureRate', 'fleaIndex']).where('sourceId', '=', sourceId).orderBy('surveyDate').orderBy('surveyId').execute();
}

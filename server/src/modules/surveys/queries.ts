import { WHOLE_COUNTRY, type DataScope, type Survey, type surveyListQuery } from '@ews/contract';
import type { Insertable, Selectable, UpdateObject } from 'kysely';
import type { z } from 'zod';
import { chunks } from '../../db/chunks.ts';
import type { Db } from '../../db/connection.ts';
import type { Database, SurveyTable } from '../../db/schema.ts';
import { SOURCE_POINT_COLUMNS, whereInScope } from '../scope/filter.ts';

/** Surveys lie where their source point lies: the scope is the point's. */
function surveysWithSource(db: Db, scope: DataScope) {
  return whereInScope(db.selectFrom('survey as v').innerJoin('sourcePoint as s', 's.sourceId', 'v.sourceId').selectAll('v').select(['s.code as sourceCode', 's.name as sourceName', 's.focusType']), scope, SOURCE_POINT_COLUMNS);
}

const toSurvey = (row: Omit<Survey, 'focusType'> & { focusType: string }): Survey => ({ ...row, focusType: row.focusType as Survey['focusType'] });

type SurveyFilters = Omit<z.output<typeof surveyListQuery>, 'page' | 'limit'>;

/** The surveys in the scope that the list's filters match. */
function filteredSurveys(db: Db, scope: DataScope, query: SurveyFilters) {
  let filtered = whereInScope(db.selectFrom('survey as v').innerJoin('sourcePoint as s', 's.sourceId', 'v.sourceId'), scope, SOURCE_POINT_COLUMNS);
  if (query.sourceId !== undefined) filtered = filtered.where('v.sourceId', '=', query.sourceId);
  if (query.focusType) filtered = filtered.where('s.focusType', '=', query.focusType);
  if (query.from) filtered = filtered.where('v.surveyDate', '>=', query.from);
  if (query.to) filtered = filtered.where('v.surveyDate', '<=', query.to);
  return filtered;
}

/** The matching surveys with their point, newest first: the list's order, and an export's. */
function newestFirst(db: Db, scope: DataScope, query: SurveyFilters) {
  return filteredSurveys(db, scope, query)
    .selectAll('v')
    .select(['s.code as sourceCode', 's.name as sourceName', 's.focusType'])
    .orderBy('v.surveyDate', 'desc')
    .orderBy('v.surveyId', 'desc');
}

export async function listSurveys(db: Db, scope: DataScope, query: z.output<typeof surveyListQuery>): Promise<{ list: Survey[]; total: number }> {
  const { total } = await filteredSurveys(db, scope, query).select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await newestFirst(db, scope, query).limit(query.limit).offset((query.page - 1) * query.limit).execute();
  return { list: rows.map(toSurvey), total: Number(total) };
}

/** Every matching survey, not just a page. */
export async function allSurveys(db: Db, scope: DataScope, query: SurveyFilters): Promise<Survey[]> {
  return (await newestFirst(db, scope, query).execute()).map(toSurvey);
}

export async function findSurvey(db: Db, scope: DataScope, surveyId: number): Promise<Survey | undefined> {
  const row = await surveysWithSource(db, scope).where('v.surveyId', '=', surveyId).executeTakeFirst();
  return row ? toSurvey(row) : undefined;
}

export async function surveysByIds(db: Db, scope: DataScope, ids: number[]): Promise<Survey[]> {
  if (ids.length === 0) return [];
  return (await surveysWithSource(db, scope).where('v.surveyId', 'in', ids).orderBy('v.surveyDate').orderBy('v.surveyId').execute()).map(toSurvey);
}

/** The survey a device's entry was stored as, whoever may see it: the caller decides what to answer. */
export async function surveyByClientId(db: Db, clientId: string): Promise<Survey | undefined> {
  const row = await surveysWithSource(db, WHOLE_COUNTRY).where('v.clientId', '=', clientId).executeTakeFirst();
  return row ? toSurvey(row) : undefined;
}

/** A source point's focus type, undefined if there is no such point in the scope. */
export async function sourceFocusType(db: Db, scope: DataScope, sourceId: number): Promise<string | undefined> {
  return (await whereInScope(db.selectFrom('sourcePoint as s').select('s.focusType'), scope, SOURCE_POINT_COLUMNS).where('s.sourceId', '=', sourceId).executeTakeFirst())?.focusType;
}

export async function insertSurvey(db: Db, row: Insertable<SurveyTable>): Promise<number> {
  return (await db.insertInto('survey').values(row).returning('surveyId').executeTakeFirstOrThrow()).surveyId;
}

export async function insertSurveys(db: Db, rows: Insertable<SurveyTable>[]): Promise<void> {
  await db.insertInto('survey').values(rows).execute();
}

/**
 * The stored surveys of the points and days of `rows` (a superset: each chunk of points with every
 * day its rows name), for an import to tell the rows that repeat one.
 */
export async function surveysOnTheDaysOf(db: Db, rows: readonly { sourceId: number; surveyDate: string }[]): Promise<Selectable<SurveyTable>[]> {
  const found: Selectable<SurveyTable>[] = [];
  for (const chunk of chunks([...new Set(rows.map((row) => row.sourceId))], 500)) {
    const points = new Set(chunk);
    const days = [...new Set(rows.filter((row) => points.has(row.sourceId)).map((row) => row.surveyDate))];
    for (const someDays of chunks(days, 500)) found.push(...(await db.selectFrom('survey').selectAll().where('sourceId', 'in', chunk).where('surveyDate', 'in', someDays).execute()));
  }
  return found;
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

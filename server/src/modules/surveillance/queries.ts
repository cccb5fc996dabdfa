import type { Alert, Survey, alertListQuery, surveyListQuery } from '@ews/contract';
import type { z } from 'zod';
import type { Db } from '../../db/connection.ts';

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

function alertsWithSource(db: Db) {
  return db
    .selectFrom('alert as a')
    .innerJoin('sourcePoint as s', 's.sourceId', 'a.sourceId')
    .select(['a.alertId', 'a.sourceId', 'a.rule', 'a.level', 'a.status', 'a.triggeredAt', 'a.lastTriggeredAt', 'a.observed', 'a.threshold', 'a.surveyIds', 'a.version'])
    .select(['s.code as sourceCode', 's.name as sourceName', 's.focusType', 's.provinceCode', 's.countyCode', 's.countyName']);
}

type AlertRow = Awaited<ReturnType<ReturnType<typeof alertsWithSource>['execute']>>[number];

const toAlert = (row: AlertRow): Alert => ({ ...row, surveyIds: JSON.parse(row.surveyIds) as number[] }) as Alert;

export const OPEN = ['new', 'verifying', 'confirmed', 'responding'];

export async function listAlerts(db: Db, query: z.output<typeof alertListQuery>): Promise<{ list: Alert[]; total: number }> {
  let filtered = db.selectFrom('alert as a').innerJoin('sourcePoint as s', 's.sourceId', 'a.sourceId');
  if (query.level) filtered = filtered.where('a.level', '=', query.level);
  if (query.status) filtered = filtered.where('a.status', '=', query.status);
  if (query.open === 'true') filtered = filtered.where('a.status', 'in', OPEN);
  if (query.open === 'false') filtered = filtered.where('a.status', 'not in', OPEN);
  if (query.focusType) filtered = filtered.where('s.focusType', '=', query.focusType);
  if (query.provinceCode) filtered = filtered.where('s.provinceCode', '=', query.provinceCode);
  if (query.prefectureCode) filtered = filtered.where('s.prefectureCode', '=', query.prefectureCode);
  if (query.countyCode) filtered = filtered.where('s.countyCode', '=', query.countyCode);
  if (query.from) filtered = filtered.where('a.triggeredAt', '>=', query.from);
  if (query.to) filtered = filtered.where('a.triggeredAt', '<=', query.to);
  const { total } = await filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await filtered
    .select(['a.alertId', 'a.sourceId', 'a.rule', 'a.level', 'a.status', 'a.triggeredAt', 'a.lastTriggeredAt', 'a.observed', 'a.threshold', 'a.surveyIds', 'a.version'])
    .select(['s.code as sourceCode', 's.name as sourceName', 's.focusType', 's.provinceCode', 's.countyCode', 's.countyName'])
    .orderBy('a.lastTriggeredAt', 'desc')
    .orderBy('a.alertId', 'desc')
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
    .execute();
  return { list: rows.map(toAlert), total: Number(total) };
}

export async function findAlert(db: Db, alertId: number): Promise<Alert | undefined> {
  const row = await alertsWithSource(db).where('a.alertId', '=', alertId).executeTakeFirst();
  return row ? toAlert(row) : undefined;
}

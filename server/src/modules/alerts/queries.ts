import type { Alert, alertListQuery, DataScope } from '@ews/contract';
import { sql } from 'kysely';
import type { z } from 'zod';
import { nowIso, type Db } from '../../db/connection.ts';
import { OPEN_STATUSES } from '../../engine/rules.ts';
import { SOURCE_POINT_COLUMNS, whereInPlace, whereInScope } from '../scope/filter.ts';

/** Alerts joined to their source point, narrowed to the scope: an alert lies where its point lies. */
function scopedAlerts(db: Db, scope: DataScope) {
  return whereInScope(db.selectFrom('alert as a').innerJoin('sourcePoint as s', 's.sourceId', 'a.sourceId'), scope, SOURCE_POINT_COLUMNS);
}

function alertsWithSource(db: Db, scope: DataScope) {
  return scopedAlerts(db, scope)
    .select(['a.alertId', 'a.sourceId', 'a.rule', 'a.level', 'a.status', 'a.triggeredAt', 'a.lastTriggeredAt', 'a.observed', 'a.threshold', 'a.surveyIds', 'a.version'])
    .select(['s.code as sourceCode', 's.name as sourceName', 's.focusType', 's.provinceCode', 's.countyCode', 's.countyName']);
}

type AlertRow = Awaited<ReturnType<ReturnType<typeof alertsWithSource>['execute']>>[number];

const toAlert = (row: AlertRow): Alert => ({ ...row, surveyIds: JSON.parse(row.surveyIds) as number[] }) as Alert;

export async function listAlerts(db: Db, scope: DataScope, query: z.output<typeof alertListQuery>): Promise<{ list: Alert[]; total: number }> {
  let filtered = scopedAlerts(db, scope);
  if (query.level) filtered = filtered.where('a.level', '=', query.level);
  if (query.status) filtered = filtered.where('a.status', '=', query.status);
  if (query.open === 'true') filtered = filtered.where('a.status', 'in', OPEN_STATUSES);
  if (query.open === 'false') filtered = filtered.where('a.status', 'not in', OPEN_STATUSES);
  if (query.focusType) filtered = filtered.where('s.focusType', '=', query.focusType);
  filtered = whereInPlace(filtered, query, SOURCE_POINT_COLUMNS);
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

export async function findAlert(db: Db, scope: DataScope, alertId: number): Promise<Alert | undefined> {
  const row = await alertsWithSource(db, scope).where('a.alertId', '=', alertId).executeTakeFirst();
  return row ? toAlert(row) : undefined;
}

/** An alert's status changes, oldest first. */
export function alertEvents(db: Db, alertId: number) {
  return db.selectFrom('alertEvent').select(['fromStatus', 'toStatus', 'note', 'username', 'at']).where('alertId', '=', alertId).orderBy('eventId').execute();
}

/** Moves an alert to `status`, guarded by `version = ?`. */
export function setAlertStatus(db: Db, alertId: number, version: number, status: string, actor: string) {
  return db
    .updateTable('alert')
    .set({ status, updatedAt: nowIso(), updatedBy: actor, version: sql`version + 1` })
    .where('alertId', '=', alertId)
    .where('version', '=', version)
    .executeTakeFirst();
}

export async function insertAlertEvent(db: Db, event: { alertId: number; fromStatus: string; toStatus: string; note: string; username: string }): Promise<void> {
  await db.insertInto('alertEvent').values({ ...event, at: nowIso() }).execute();
}

/** The alerts in the scope in `statuses` (by default the open ones). */
export async function countOpenAlerts(db: Db, scope: DataScope, statuses: readonly string[] = OPEN_STATUSES): Promise<number> {
  const open = await scopedAlerts(db, scope).select((eb) => eb.fn.countAll<number>().as('n')).where('a.status', 'in', statuses).executeTakeFirstOrThrow();
  return Number(open.n);
}

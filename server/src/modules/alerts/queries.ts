import { PRIORITY_RANK, SIGNAL_PRIORITIES, type Alert, type alertListQuery, type DataScope, type ScopePlace } from '@ews/contract';
import type { RequestStatus } from '@ews/contract/schemas/surveillance';
import { sql } from 'kysely';
import type { z } from 'zod';
import { nowIso, type Db } from '../../db/connection.ts';
import { OPEN_STATUSES } from '../../engine/rules.ts';
import { SIGNAL_COLUMNS, whereInPlace, whereInScope } from '../scope/filter.ts';

/** Signals with their source point (`s`) when they have one, narrowed to the scope by their own place. */
export function signalsInScope(db: Db, scope: DataScope) {
  return whereInScope(db.selectFrom('alert as a').leftJoin('sourcePoint as s', 's.sourceId', 'a.sourceId'), scope, SIGNAL_COLUMNS);
}

/** A signal's columns, its point's code, name and focus type '' when it lies at none. */
function withAlertColumns<Q extends ReturnType<typeof signalsInScope>>(query: Q) {
  return query
    .select(['a.alertId', 'a.sourceId', 'a.caseId', 'a.outbreakId', 'a.rule', 'a.priority', 'a.status', 'a.triggeredAt', 'a.lastTriggeredAt', 'a.observed', 'a.threshold', 'a.surveyIds', 'a.version'])
    .select(['a.provinceCode', 'a.countyCode', 'a.countyName'])
    .select((eb) => [eb.fn.coalesce('s.code', eb.val('')).as('sourceCode'), eb.fn.coalesce('s.name', eb.val('')).as('sourceName'), eb.fn.coalesce('s.focusType', eb.val('')).as('focusType')]);
}

type AlertRow = Awaited<ReturnType<ReturnType<typeof withAlertColumns>['execute']>>[number];

const toAlert = (row: AlertRow): Alert => ({ ...row, surveyIds: JSON.parse(row.surveyIds) as number[] }) as Alert;

/** 1 for a signal still asking for work, 0 for one ended: the list shows the open ones first. */
const stillOpen = sql<number>`case when a.status in (${sql.join(OPEN_STATUSES.map((status) => sql.lit(status)))}) then 1 else 0 end`;

/** A signal's priority rank (PRIORITY_RANK) in SQL: the list shows the most urgent first, as the analyst must act on them. */
const priorityRank = sql<number>`case a.priority ${sql.join(
  SIGNAL_PRIORITIES.map((priority) => sql`when ${sql.lit(priority)} then ${sql.lit(PRIORITY_RANK[priority])}`),
  sql` `,
)} else 0 end`;

export async function listAlerts(db: Db, scope: DataScope, query: z.output<typeof alertListQuery>): Promise<{ list: Alert[]; total: number }> {
  let filtered = signalsInScope(db, scope);
  if (query.priority) filtered = filtered.where('a.priority', '=', query.priority);
  if (query.status) filtered = filtered.where('a.status', '=', query.status);
  if (query.open === 'true') filtered = filtered.where('a.status', 'in', OPEN_STATUSES);
  if (query.open === 'false') filtered = filtered.where('a.status', 'not in', OPEN_STATUSES);
  if (query.focusType) filtered = filtered.where('s.focusType', '=', query.focusType);
  filtered = whereInPlace(filtered, query, SIGNAL_COLUMNS);
  if (query.from) filtered = filtered.where('a.triggeredAt', '>=', query.from);
  if (query.to) filtered = filtered.where('a.triggeredAt', '<=', query.to);
  const { total } = await filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await withAlertColumns(filtered)
    .orderBy(stillOpen, 'desc')
    .orderBy(priorityRank, 'desc')
    .orderBy('a.lastTriggeredAt', 'desc')
    .orderBy('a.alertId', 'desc')
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
    .execute();
  return { list: rows.map(toAlert), total: Number(total) };
}

export async function findAlert(db: Db, scope: DataScope, alertId: number): Promise<Alert | undefined> {
  const row = await withAlertColumns(signalsInScope(db, scope)).where('a.alertId', '=', alertId).executeTakeFirst();
  return row ? toAlert(row) : undefined;
}

/** Where a signal lies, for a write's scope check: its own divisions, and its point's creator for an 'own' scope. */
export function signalPlace(db: Db, alertId: number): Promise<ScopePlace | undefined> {
  return db
    .selectFrom('alert as a')
    .leftJoin('sourcePoint as s', 's.sourceId', 'a.sourceId')
    .select(['a.provinceCode', 'a.prefectureCode', 'a.countyCode'])
    .select((eb) => eb.fn.coalesce('s.createdBy', eb.val('')).as('createdBy'))
    .where('a.alertId', '=', alertId)
    .executeTakeFirst();
}

const EVENT_COLUMNS = ['fromStatus', 'toStatus', 'note', 'evidence', 'username', 'at'] as const;

/** An alert's status changes, oldest first. */
export function alertEvents(db: Db, alertId: number) {
  return db.selectFrom('alertEvent').select(EVENT_COLUMNS).where('alertId', '=', alertId).orderBy('eventId').execute();
}

/** The latest request of an alert to `status` (a discard or a closure): who asked, with what note and evidence, from which status. */
export function latestRequest(db: Db, alertId: number, status: RequestStatus) {
  return db.selectFrom('alertEvent').select(EVENT_COLUMNS).where('alertId', '=', alertId).where('toStatus', '=', status).orderBy('eventId', 'desc').limit(1).executeTakeFirst();
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

export async function insertAlertEvent(db: Db, event: { alertId: number; fromStatus: string; toStatus: string; note: string; evidence?: string; username: string }): Promise<void> {
  await db.insertInto('alertEvent').values({ ...event, at: nowIso() }).execute();
}

/** The alerts in the scope in `statuses` (by default the open ones). */
export async function countOpenAlerts(db: Db, scope: DataScope, statuses: readonly string[] = OPEN_STATUSES): Promise<number> {
  const open = await signalsInScope(db, scope).select((eb) => eb.fn.countAll<number>().as('n')).where('a.status', 'in', statuses).executeTakeFirstOrThrow();
  return Number(open.n);
}

/** Where a human case's signal lies and what it links to. */
export interface CaseSignalSource {
  sourceId: number | null;
  caseId: number | null;
  outbreakId: number | null;
  provinceCode: string;
  prefectureCode: string;
  countyCode: string;
  countyName: string;
  /** When the case happened or was reported: the signal's date. */
  on: string;
}

/**
 * The row of a human case's signal (DESIGN §6 rule 1): rule humanCase, urgent, new, one per case,
 * never absorbed into another; from a case record or from an outbreak record's recent cases.
 */
export function caseSignalRow(source: CaseSignalSource, actor: string, at = nowIso()) {
  const { on, ...links } = source;
  return {
    ...links,
    rule: 'humanCase',
    priority: 'urgent',
    status: 'new',
    triggeredAt: on,
    lastTriggeredAt: on,
    observed: 1,
    threshold: 1,
    surveyIds: '[]',
    createdAt: at,
    createdBy: actor,
    updatedAt: at,
    updatedBy: actor,
    version: 1,
  };
}

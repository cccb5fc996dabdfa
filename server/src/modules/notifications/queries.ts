import type { Insertable, Selectable } from 'kysely';
import { chunks } from '../../db/chunks.ts';
import { dialectOf, nowIso, type Db } from '../../db/connection.ts';
import type { NotificationChannelTable, NotificationOutboxTable } from '../../db/schema.ts';

export type ChannelRow = Selectable<NotificationChannelTable>;
export type ChannelFields = Omit<Insertable<NotificationChannelTable>, 'channelId' | 'secret' | 'createdAt' | 'createdBy' | 'updatedAt' | 'updatedBy' | 'version'>;

export const listChannelRows = (db: Db): Promise<ChannelRow[]> => db.selectFrom('notificationChannel').selectAll().orderBy('channelId').execute();

export const findChannel = (db: Db, channelId: number): Promise<ChannelRow | undefined> =>
  db.selectFrom('notificationChannel').selectAll().where('channelId', '=', channelId).executeTakeFirst();

/** A new alert, as its insert answers it and the outbox matches it against the channels' subscriptions. */
export interface FreshAlert {
  alertId: number;
  sourceId: number;
  level: string;
}

type PointPlace = { focusType: string; provinceCode: string; prefectureCode: string; countyCode: string };

/** What a subscription is matched on: the alert's level, its point's focus type and divisions. */
function subscribes(channel: ChannelRow, level: string, point: PointPlace): boolean {
  const levels = JSON.parse(channel.levels) as string[];
  const focusTypes = JSON.parse(channel.focusTypes) as string[];
  const divisions = JSON.parse(channel.divisions) as string[];
  return (
    levels.includes(level) &&
    (focusTypes.length === 0 || focusTypes.includes(point.focusType)) &&
    (divisions.length === 0 || [point.provinceCode, point.prefectureCode, point.countyCode].some((code) => code !== '' && divisions.includes(code)))
  );
}

const OUTBOX_BATCH = 500;

/** The places of the points `sourceIds`, read in slices the databases accept. */
async function pointPlaces(db: Db, sourceIds: readonly number[]): Promise<Map<number, PointPlace>> {
  const places = new Map<number, PointPlace>();
  for (const ids of chunks(sourceIds, OUTBOX_BATCH)) {
    const rows = await db.selectFrom('sourcePoint').select(['sourceId', 'focusType', 'provinceCode', 'prefectureCode', 'countyCode']).where('sourceId', 'in', ids).execute();
    for (const { sourceId, ...place } of rows) places.set(sourceId, place);
  }
  return places;
}

/**
 * Queues new alerts for every enabled channel that subscribes to them. Runs in the alerts' own
 * transaction: the outbox row commits with the alert or not at all, so a crash right after the
 * commit loses no notification, and the (channel, alert) pair is unique.
 */
export async function queueNotifications(db: Db, alerts: readonly FreshAlert[]): Promise<void> {
  if (alerts.length === 0) return;
  const channels = await db.selectFrom('notificationChannel').selectAll().where('enabled', '=', 1).orderBy('channelId').execute();
  if (channels.length === 0) return;
  const places = await pointPlaces(db, [...new Set(alerts.map((alert) => alert.sourceId))]);
  const createdAt = nowIso();
  const rows = alerts.flatMap((alert) =>
    channels
      .filter((channel) => subscribes(channel, alert.level, places.get(alert.sourceId)!))
      .map((channel) => ({ channelId: channel.channelId, alertId: alert.alertId, status: 'pending', attempts: 0, nextAttemptAt: Date.now(), leaseUntil: 0, leaseOwner: '', createdAt, sentAt: '' })),
  );
  for (const slice of chunks(rows, OUTBOX_BATCH)) await db.insertInto('notificationOutbox').values(slice).execute();
}

/**
 * Takes up to `limit` due deliveries for `owner` until `leaseUntil`, in one statement. On
 * PostgreSQL the rows are picked FOR UPDATE SKIP LOCKED, so instances claiming at once take
 * different rows and none waits; SQLite lets one writer in at a time, so the statement's own
 * write lock makes the claim single-writer. A row another instance holds a live lease on is left.
 */
export async function claimDue(db: Db, owner: string, now: number, leaseUntil: number, limit: number): Promise<Selectable<NotificationOutboxTable>[]> {
  const due = db
    .selectFrom('notificationOutbox')
    .select('outboxId')
    .where('status', '=', 'pending')
    .where('nextAttemptAt', '<=', now)
    .where('leaseUntil', '<', now)
    .orderBy('outboxId')
    .limit(limit);
  return db
    .updateTable('notificationOutbox')
    .set({ leaseOwner: owner, leaseUntil })
    .where('outboxId', 'in', dialectOf(db) === 'postgres' ? due.forUpdate().skipLocked() : due)
    .where('leaseUntil', '<', now)
    .returningAll()
    .execute();
}

/** What a message is made of: the alert and its point. Contact names and phones stay out. */
export function alertForMessage(db: Db, alertId: number) {
  return db
    .selectFrom('alert as a')
    .innerJoin('sourcePoint as s', 's.sourceId', 'a.sourceId')
    .select(['a.alertId', 'a.level', 'a.rule', 'a.observed', 'a.threshold', 'a.triggeredAt', 'a.lastTriggeredAt', 's.code', 's.provinceCode', 's.provinceName', 's.prefectureCode', 's.prefectureName', 's.countyCode', 's.countyName'])
    .where('a.alertId', '=', alertId)
    .executeTakeFirst();
}
export type AlertForMessage = NonNullable<Awaited<ReturnType<typeof alertForMessage>>>;

/** Puts a claimed delivery off until `until` without counting an attempt (quiet hours), and lets it go. */
export async function postpone(db: Db, outboxId: number, owner: string, until: number): Promise<void> {
  await db.updateTable('notificationOutbox').set({ nextAttemptAt: until, leaseUntil: 0, leaseOwner: '' }).where('outboxId', '=', outboxId).where('leaseOwner', '=', owner).execute();
}

/** Gives a claimed delivery up without an attempt: its channel was disabled after the alert was queued. */
export async function abandon(db: Db, outboxId: number, owner: string): Promise<void> {
  await db.updateTable('notificationOutbox').set({ status: 'failed', leaseUntil: 0, leaseOwner: '' }).where('outboxId', '=', outboxId).where('leaseOwner', '=', owner).execute();
}

export interface AttemptOutcome {
  ok: boolean;
  answer: string;
  /** When the next try is due; undefined when sent, or when this was the last one. */
  retryAt: number | undefined;
}

/**
 * Logs one attempt and moves the delivery on (sent, retry later, or failed), releasing the lease;
 * only while `owner` still holds the row, so a claim that ran out and was taken over changes nothing.
 */
export async function recordAttempt(db: Db, row: Selectable<NotificationOutboxTable>, owner: string, outcome: AttemptOutcome): Promise<void> {
  const at = nowIso();
  await db.transaction().execute(async (trx) => {
    const { numUpdatedRows } = await trx
      .updateTable('notificationOutbox')
      .set({
        attempts: row.attempts + 1,
        status: outcome.ok ? 'sent' : outcome.retryAt === undefined ? 'failed' : 'pending',
        nextAttemptAt: outcome.retryAt ?? row.nextAttemptAt,
        sentAt: outcome.ok ? at : '',
        leaseUntil: 0,
        leaseOwner: '',
      })
      .where('outboxId', '=', row.outboxId)
      .where('leaseOwner', '=', owner)
      .executeTakeFirst();
    if (Number(numUpdatedRows) === 0) return;
    await trx.insertInto('notificationAttempt').values({ outboxId: row.outboxId, attempt: row.attempts + 1, at, ok: outcome.ok ? 1 : 0, answer: outcome.answer.slice(0, 1000) }).execute();
  });
}

/** The delivery log of some channels, newest first, with each delivery's attempts and the alert's point, level and first trigger. */
export async function listDeliveries(db: Db, channelIds: readonly number[], page: number, limit: number) {
  if (channelIds.length === 0) return { rows: [], attempts: [], total: 0 };
  const base = db.selectFrom('notificationOutbox as o').innerJoin('notificationChannel as c', 'c.channelId', 'o.channelId').where('o.channelId', 'in', channelIds);
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  // Joined in the page's one query (an outbox row goes with its alert, and the alert with its point).
  const rows = await base
    .innerJoin('alert as a', 'a.alertId', 'o.alertId')
    .innerJoin('sourcePoint as s', 's.sourceId', 'a.sourceId')
    .select(['o.outboxId', 'o.channelId', 'c.name as channelName', 'o.alertId', 'o.status', 'o.nextAttemptAt', 'o.sentAt', 'o.createdAt'])
    .select(['a.level', 'a.triggeredAt', 's.code as sourceCode', 's.name as sourceName', 's.provinceCode', 's.prefectureCode', 's.countyCode', 's.createdBy'])
    .orderBy('o.outboxId', 'desc')
    .limit(limit)
    .offset((page - 1) * limit)
    .execute();
  const attempts =
    rows.length === 0
      ? []
      : await db
          .selectFrom('notificationAttempt')
          .selectAll()
          .where('outboxId', 'in', rows.map((row) => row.outboxId))
          .orderBy('attemptId')
          .execute();
  return { rows, attempts, total: Number(total) };
}

import type { Insertable, Selectable } from 'kysely';
import { openChannel } from '../../db/channel-secrets.ts';
import { chunks } from '../../db/chunks.ts';
import { dialectOf, nowIso, type Db } from '../../db/connection.ts';
import type { NotificationChannelTable, NotificationOutboxTable } from '../../db/schema.ts';

export type ChannelRow = Selectable<NotificationChannelTable>;
export type ChannelFields = Omit<Insertable<NotificationChannelTable>, 'channelId' | 'secret' | 'createdAt' | 'createdBy' | 'updatedAt' | 'updatedBy' | 'version'>;

/** The channels with their secrets opened (stored sealed: db/channel-secrets.ts). */
export const listChannelRows = async (db: Db): Promise<ChannelRow[]> =>
  (await db.selectFrom('notificationChannel').selectAll().orderBy('channelId').execute()).map((row) => openChannel(db, row));

export async function findChannel(db: Db, channelId: number): Promise<ChannelRow | undefined> {
  const row = await db.selectFrom('notificationChannel').selectAll().where('channelId', '=', channelId).executeTakeFirst();
  return row && openChannel(db, row);
}

/** A new signal, as its insert answers it and the outbox matches it against the channels' subscriptions. */
export interface FreshAlert {
  alertId: number;
  priority: string;
}

/** Where a signal lies: its own divisions, and its point's focus type ('' for a signal at no point). */
type SignalPlace = { focusType: string; provinceCode: string; prefectureCode: string; countyCode: string };

/**
 * What a subscription is matched on: the signal's priority, its divisions, and its point's focus
 * type. A focus type narrows the signals of points; a signal at no point (a case's, an outbreak
 * record's) has none to be left out by, so every channel of its priority and divisions takes it.
 */
function subscribes(channel: ChannelRow, priority: string, place: SignalPlace): boolean {
  const priorities = JSON.parse(channel.priorities) as string[];
  const focusTypes = JSON.parse(channel.focusTypes) as string[];
  const divisions = JSON.parse(channel.divisions) as string[];
  return (
    priorities.includes(priority) &&
    (focusTypes.length === 0 || place.focusType === '' || focusTypes.includes(place.focusType)) &&
    (divisions.length === 0 || [place.provinceCode, place.prefectureCode, place.countyCode].some((code) => code !== '' && divisions.includes(code)))
  );
}

const OUTBOX_BATCH = 500;

/** The places of the signals `alertIds`, read in slices the databases accept. */
async function signalPlaces(db: Db, alertIds: readonly number[]): Promise<Map<number, SignalPlace>> {
  const places = new Map<number, SignalPlace>();
  for (const ids of chunks(alertIds, OUTBOX_BATCH)) {
    const rows = await db
      .selectFrom('alert as a')
      .leftJoin('sourcePoint as s', 's.sourceId', 'a.sourceId')
      .select(['a.alertId', 's.focusType', 'a.provinceCode', 'a.prefectureCode', 'a.countyCode'])
      .where('a.alertId', 'in', ids)
      .execute();
    for (const { alertId, focusType, ...place } of rows) places.set(alertId, { ...place, focusType: focusType ?? '' });
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
  const places = await signalPlaces(db, alerts.map((alert) => alert.alertId));
  const createdAt = nowIso();
  const rows = alerts.flatMap((alert) =>
    channels
      .filter((channel) => subscribes(channel, alert.priority, places.get(alert.alertId)!))
      .map((channel) => ({ channelId: channel.channelId, alertId: alert.alertId, status: 'pending', attempts: 0, nextAttemptAt: Date.now(), leaseUntil: 0, leaseOwner: '', createdAt, sentAt: '' })),
  );
  for (const slice of chunks(rows, OUTBOX_BATCH)) await db.insertInto('notificationOutbox').values(slice).execute();
}

/** A response level's declaration or its end, as the outbox queues it. */
export type ResponseEvent = 'declared' | 'ended';

type PlaceCodes = { provinceCode: string; prefectureCode: string; countyCode: string };

/** A GB/T 2260 code without the pairs of zeros that say it is a province (63) or a prefecture (6325). */
const divisionPrefix = (code: string) => code.replace(/(00)+$/, '');

/**
 * Whether a channel's divisions reach a declared place: the whole country, a division the place
 * lies in, or one that lies in the place (a county's channel hears its province's declaration).
 */
function reachesPlace(channel: ChannelRow, place: PlaceCodes): boolean {
  const divisions = JSON.parse(channel.divisions) as string[];
  const declared = place.countyCode || place.prefectureCode || place.provinceCode;
  const codes = [place.provinceCode, place.prefectureCode, place.countyCode].filter((code) => code !== '');
  return divisions.length === 0 || divisions.some((code) => codes.includes(code) || code.startsWith(divisionPrefix(declared)));
}

/**
 * Queues a response level's declaration or end for every enabled channel whose divisions reach its
 * place, whatever priorities the channel takes: a level a person declared is no signal to be
 * filtered by priority. Runs in the declaration's own transaction, as signals' queueing does.
 */
export async function queueResponseNotifications(db: Db, declaration: PlaceCodes & { declarationId: number }, event: ResponseEvent): Promise<void> {
  const channels = await db.selectFrom('notificationChannel').selectAll().where('enabled', '=', 1).orderBy('channelId').execute();
  const createdAt = nowIso();
  const rows = channels
    .filter((channel) => reachesPlace(channel, declaration))
    .map((channel) => ({ channelId: channel.channelId, alertId: null, declarationId: declaration.declarationId, event, status: 'pending', attempts: 0, nextAttemptAt: Date.now(), leaseUntil: 0, leaseOwner: '', createdAt, sentAt: '' }));
  if (rows.length > 0) await db.insertInto('notificationOutbox').values(rows).execute();
}

/** What a declaration's message is made of: its place, level and times; neither who declared it nor the basis. */
export function declarationForMessage(db: Db, declarationId: number) {
  return db
    .selectFrom('responseDeclaration')
    .select(['declarationId', 'level', 'declaredAt', 'endedAt', 'provinceCode', 'provinceName', 'prefectureCode', 'prefectureName', 'countyCode', 'countyName'])
    .where('declarationId', '=', declarationId)
    .executeTakeFirst();
}
export type DeclarationForMessage = NonNullable<Awaited<ReturnType<typeof declarationForMessage>>>;

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

/** What a message is made of: the signal, its place, and its point's code ('' when it lies at none). Contact names and phones stay out. */
export function alertForMessage(db: Db, alertId: number) {
  return db
    .selectFrom('alert as a')
    .leftJoin('sourcePoint as s', 's.sourceId', 'a.sourceId')
    .select(['a.alertId', 'a.priority', 'a.rule', 'a.observed', 'a.threshold', 'a.triggeredAt', 'a.lastTriggeredAt', 'a.provinceCode', 'a.prefectureCode', 'a.countyCode', 'a.countyName'])
    .select((eb) => eb.fn.coalesce('s.code', eb.val('')).as('code'))
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

/** The delivery log of some channels, newest first, with each delivery's attempts and the signal's point, priority, place and first trigger. */
export async function listDeliveries(db: Db, channelIds: readonly number[], page: number, limit: number) {
  if (channelIds.length === 0) return { rows: [], attempts: [], total: 0 };
  // The log lists signals' deliveries; a declaration's have no signal to show (the response screen holds them).
  const base = db
    .selectFrom('notificationOutbox as o')
    .innerJoin('notificationChannel as c', 'c.channelId', 'o.channelId')
    .where('o.channelId', 'in', channelIds)
    .where('o.alertId', 'is not', null);
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  // Joined in the page's one query (an outbox row goes with its signal, and the signal with its point when it has one).
  const rows = await base
    .innerJoin('alert as a', 'a.alertId', 'o.alertId')
    .leftJoin('sourcePoint as s', 's.sourceId', 'a.sourceId')
    .select(['o.outboxId', 'o.channelId', 'c.name as channelName', 'a.alertId', 'o.status', 'o.nextAttemptAt', 'o.sentAt', 'o.createdAt'])
    .select(['a.priority', 'a.triggeredAt', 'a.provinceCode', 'a.prefectureCode', 'a.countyCode'])
    .select((eb) => [eb.fn.coalesce('s.code', eb.val('')).as('sourceCode'), eb.fn.coalesce('s.name', eb.val('')).as('sourceName'), eb.fn.coalesce('s.createdBy', eb.val('')).as('createdBy')])
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

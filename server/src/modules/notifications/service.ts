import { covers, coversJurisdiction, Permissions, type Alert, type Channel, type channelSaveSchema, type Delivery, type deliveryListQuery } from '@ews/contract';
import type { z } from 'zod';
import type { Db } from '../../db/connection.ts';
import { signedIn, type RequestContext } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { saveRecord } from '../records/save.ts';
import { assertJurisdictionGrantable, divisionsOf } from '../scope/service.ts';
import { findChannel, listChannelRows, listDeliveries, type ChannelFields, type ChannelRow } from './queries.ts';

/** The last four characters of a secret behind a mask; short secrets show nothing of themselves. */
const maskSecret = (secret: string) => (secret === '' ? '' : secret.length >= 12 ? `••••••${secret.slice(-4)}` : '••••••');

/**
 * A robot's or gateway's URL carries its credential in the query (WeCom's key, DingTalk's
 * access_token): the values are masked like secrets. A save that sends the masked URL back keeps
 * the stored one.
 */
const maskTarget = (target: string) => target.replace(/([?&][^=&#]+=)([^&#]*)/g, (_, name: string, value: string) => `${name}${maskSecret(value)}`);

function toChannel({ secret, levels, focusTypes, divisions, ...row }: ChannelRow): Channel {
  return {
    ...row,
    target: maskTarget(row.target),
    kind: row.kind as Channel['kind'],
    language: row.language as Channel['language'],
    secretHint: maskSecret(secret),
    levels: JSON.parse(levels) as Channel['levels'],
    focusTypes: JSON.parse(focusTypes) as Channel['focusTypes'],
    divisions: JSON.parse(divisions) as string[],
  };
}

/** A channel's subscription lies in the caller's scope: all its divisions, and the whole country only for those who see it. */
const withinReach = (ctx: RequestContext, row: Pick<ChannelRow, 'divisions'>) => coversJurisdiction(signedIn(ctx).scope, divisionsOf(JSON.parse(row.divisions) as string[]));

async function reachableChannels(ctx: RequestContext, db: Db = ctx.db): Promise<ChannelRow[]> {
  return (await listChannelRows(db)).filter((row) => withinReach(ctx, row));
}

export async function listChannels(ctx: RequestContext, page: number, limit: number) {
  const rows = await reachableChannels(ctx);
  return { list: rows.slice((page - 1) * limit, page * limit).map(toChannel), total: rows.length };
}

async function reachableChannel(ctx: RequestContext, db: Db, channelId: number): Promise<ChannelRow> {
  const row = await findChannel(db, channelId);
  if (!row || !withinReach(ctx, row)) throw notFound();
  return row;
}

/**
 * Adds or updates a channel, audited with its secret masked. Its divisions must lie in the
 * caller's scope: a county's administrator subscribes to their county, not beyond it.
 */
export async function saveChannel(input: z.output<typeof channelSaveSchema>, ctx: RequestContext): Promise<Channel> {
  ctx.require(input.channelId === undefined ? Permissions.NOTIFICATION_ADD : Permissions.NOTIFICATION_EDIT);
  assertJurisdictionGrantable(ctx, divisionsOf(input.divisions));
  const { channelId, version, secret, levels, focusTypes, divisions, ...fields } = input;
  const newSecret = secret ? { secret } : {};
  const saved = await ctx.db.transaction().execute(async (trx) => {
    const stored = channelId === undefined ? undefined : await reachableChannel(ctx, trx, channelId);
    const target = stored && fields.target === maskTarget(stored.target) ? stored.target : fields.target;
    const values: ChannelFields = { ...fields, target, levels: JSON.stringify(levels), focusTypes: JSON.stringify(focusTypes), divisions: JSON.stringify(divisions) };
    return saveRecord(ctx, trx, {
      entity: 'notificationChannel',
      find: findMaskedChannel,
      insert: async (db, stamp) =>
        (await db.insertInto('notificationChannel').values({ ...values, secret: '', ...newSecret, ...stamp }).returning('channelId').executeTakeFirstOrThrow()).channelId,
      update: (db, id, expected, stamp) =>
        db.updateTable('notificationChannel').set({ ...values, ...newSecret, ...stamp }).where('channelId', '=', id).where('version', '=', expected).executeTakeFirst(),
    }, channelId, version);
  });
  return toChannel((await findChannel(ctx.db, saved.channelId))!);
}

/** A channel as the audit log keeps it: the secret masked, as the screen shows it. */
async function findMaskedChannel(db: Db, channelId: number): Promise<ChannelRow | undefined> {
  const row = await findChannel(db, channelId);
  return row && { ...row, secret: maskSecret(row.secret), target: maskTarget(row.target) };
}

export async function deleteChannels(ids: number[], ctx: RequestContext): Promise<{ deleted: number }> {
  return ctx.db.transaction().execute(async (trx) => {
    let deleted = 0;
    for (const channelId of ids) {
      const before = await findMaskedChannel(trx, channelId);
      if (!before) continue;
      await reachableChannel(ctx, trx, channelId);
      await trx.deleteFrom('notificationChannel').where('channelId', '=', channelId).execute();
      await ctx.audit({ action: 'delete', entity: 'notificationChannel', entityId: channelId, before }, trx);
      deleted++;
    }
    return { deleted };
  });
}

export async function deliveryLog(query: z.output<typeof deliveryListQuery>, ctx: RequestContext): Promise<{ list: Delivery[]; total: number }> {
  const channelIds = (await reachableChannels(ctx)).map((row) => row.channelId).filter((id) => query.channelId === undefined || id === query.channelId);
  const { rows, attempts, total } = await listDeliveries(ctx.db, channelIds, query.page, query.limit);
  const { scope } = signedIn(ctx);
  const list = rows.map((row) => ({
    deliveryId: row.outboxId,
    channelId: row.channelId,
    channelName: row.channelName,
    alertId: row.alertId,
    // A channel narrowed since it was sent keeps its older deliveries: their points stay unnamed outside the caller's scope.
    alert: covers(scope, row) ? { sourceCode: row.sourceCode, sourceName: row.sourceName, level: row.level as Alert['level'], triggeredAt: row.triggeredAt } : null,
    status: row.status as Delivery['status'],
    nextAttemptAt: row.status === 'pending' ? new Date(Number(row.nextAttemptAt)).toISOString() : '',
    sentAt: row.sentAt,
    createdAt: row.createdAt,
    attempts: attempts.filter((attempt) => attempt.outboxId === row.outboxId).map((attempt) => ({ attempt: attempt.attempt, at: attempt.at, ok: attempt.ok === 1, answer: attempt.answer })),
  }));
  return { list, total };
}

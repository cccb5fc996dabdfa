import { covers, coversJurisdiction, Permissions, translateText, type Alert, type Channel, type ChannelKind, type channelSaveSchema, type Delivery, type deliveryListQuery } from '@ews/contract';
import type { z } from 'zod';
import { sealChannel } from '../../db/channel-secrets.ts';
import type { Db } from '../../db/connection.ts';
import { signedIn, type RequestContext } from '../../http/context.ts';
import { notFound, refuseField } from '../../http/errors.ts';
import { saveRecord } from '../records/save.ts';
import { assertJurisdictionGrantable, divisionsOf } from '../scope/service.ts';
import { InternalDestination, resolveDestination } from './destination.ts';
import { findChannel, listChannelRows, listDeliveries, type ChannelFields, type ChannelRow } from './queries.ts';
import { maskSecret, maskTarget, originOf } from './target.ts';

function toChannel({ secret, priorities, focusTypes, divisions, ...row }: ChannelRow): Channel {
  return {
    ...row,
    target: maskTarget(row.target),
    kind: row.kind as Channel['kind'],
    language: row.language as Channel['language'],
    secretHint: maskSecret(secret),
    priorities: JSON.parse(priorities) as Channel['priorities'],
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
 * Refuses, naming the address, a channel whose host is or resolves to an address of this host or of
 * a private network that the operator did not allow (see destination.ts). A name that does not
 * resolve now is let through: each send resolves and checks it again.
 */
async function assertSendable(target: string, kind: ChannelKind, ctx: RequestContext): Promise<void> {
  // The contract's pattern lets through what is no URL with a host (smtp://user@): it could never be sent.
  const host = URL.canParse(target) ? new URL(target).hostname : '';
  if (host === '') throw refuseField(['target'], translateText(kind === 'email' ? 'validation.smtpUrl' : 'validation.channelUrl', ctx.language), ctx.language);
  try {
    await resolveDestination(host, ctx.config.notifyAllowedHosts);
  } catch (error) {
    if (error instanceof InternalDestination) throw refuseField(['target'], translateText('validation.internalAddress', ctx.language), ctx.language);
  }
}

/**
 * Adds or updates a channel, audited with its secret masked. Its divisions must lie in the
 * caller's scope: a county's administrator subscribes to their county, not beyond it.
 */
export async function saveChannel(input: z.output<typeof channelSaveSchema>, ctx: RequestContext): Promise<Channel> {
  ctx.require(input.channelId === undefined ? Permissions.NOTIFICATION_ADD : Permissions.NOTIFICATION_EDIT);
  assertJurisdictionGrantable(ctx, divisionsOf(input.divisions));
  await assertSendable(input.target, input.kind, ctx);
  const { channelId, version, secret, priorities, focusTypes, divisions, ...fields } = input;
  const saved = await ctx.db.transaction().execute(async (trx) => {
    const stored = channelId === undefined ? undefined : await reachableChannel(ctx, trx, channelId);
    const target = stored && fields.target === maskTarget(stored.target) ? stored.target : fields.target;
    // A stored secret goes only where it was given for: a new scheme, host or port gets none unless it is sent again.
    const newSecret = secret ? { secret } : stored && originOf(stored.target) !== originOf(target) ? { secret: '' } : {};
    const values: ChannelFields = { ...fields, target, priorities: JSON.stringify(priorities), focusTypes: JSON.stringify(focusTypes), divisions: JSON.stringify(divisions) };
    return saveRecord(ctx, trx, {
      entity: 'notificationChannel',
      find: findMaskedChannel,
      insert: async (db, stamp) =>
        (await db.insertInto('notificationChannel').values(sealChannel(db, { ...values, secret: '', ...newSecret, ...stamp })).returning('channelId').executeTakeFirstOrThrow()).channelId,
      update: (db, id, expected, stamp) =>
        db.updateTable('notificationChannel').set(sealChannel(db, { ...values, ...newSecret, ...stamp })).where('channelId', '=', id).where('version', '=', expected).executeTakeFirst(),
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
      // One outside the caller's reach is passed over as if gone, as deleteRecords does with records.
      if (!before || !withinReach(ctx, before)) continue;
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
    // A channel narrowed since it was sent keeps its older deliveries: their signals stay unnamed outside the caller's scope.
    alert: covers(scope, row) ? { sourceCode: row.sourceCode, sourceName: row.sourceName, priority: row.priority as Alert['priority'], triggeredAt: row.triggeredAt } : null,
    status: row.status as Delivery['status'],
    nextAttemptAt: row.status === 'pending' ? new Date(Number(row.nextAttemptAt)).toISOString() : '',
    sentAt: row.sentAt,
    createdAt: row.createdAt,
    attempts: attempts.filter((attempt) => attempt.outboxId === row.outboxId).map((attempt) => ({ attempt: attempt.attempt, at: attempt.at, ok: attempt.ok === 1, answer: attempt.answer })),
  }));
  return { list, total };
}

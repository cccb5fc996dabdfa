import { Codes, type TextKey } from '@ews/contract';
import { nowIso, type Db } from '../../db/connection.ts';
import type { DeletedEntryTable } from '../../db/schema.ts';
import { signedIn, type RequestContext } from '../../http/context.ts';
import { AppError, conflict } from '../../http/errors.ts';

type Entity = DeletedEntryTable['entity'];

/**
 * Keeps the entry id of a record being deleted, in `db`'s transaction: a device whose answer was
 * lost may send the entry again after the office deleted it, and it must not come back.
 */
export async function keepDeletedEntryId(db: Db, entity: Entity, record: { clientId: string | null; createdBy: string }): Promise<void> {
  if (record.clientId === null) return;
  // Twins kept by migration 015 differ only in case: the second one's id is kept already.
  await db
    .insertInto('deletedEntry')
    .values({ entity, clientId: record.clientId.toLowerCase(), createdBy: record.createdBy, deletedAt: nowIso() })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/**
 * Refuses an add under the id of an entry received and deleted since: 41000 to the person who made
 * it (the device drops it from its queue: received), 40900 with `taken` to anyone else, as for a
 * stored entry of theirs.
 */
export async function refuseDeletedEntry(ctx: RequestContext, db: Db, entity: Entity, clientId: string, taken: TextKey): Promise<void> {
  const deleted = await db.selectFrom('deletedEntry').select('createdBy').where('entity', '=', entity).where('clientId', '=', clientId).executeTakeFirst();
  if (!deleted) return;
  if (deleted.createdBy !== signedIn(ctx).username) throw conflict(taken);
  throw new AppError(Codes.GONE);
}

import type { ScopeDivision, ScopePlace } from '@ews/contract';
import { sql, type RawBuilder } from 'kysely';
import { nowIso, type Db } from '../../db/connection.ts';
import { signedIn, type RequestContext } from '../../http/context.ts';
import { assertUpdated, forbidden, foundOrNotFound, invalid } from '../../http/errors.ts';
import { assertInScope, assertRegionInScope, inScope } from '../scope/service.ts';

export interface CreateStamp {
  createdAt: string;
  createdBy: string;
  updatedAt: string;
  updatedBy: string;
  version: number;
}

export interface UpdateStamp {
  updatedAt: string;
  updatedBy: string;
  version: RawBuilder<number>;
}

/** How one kind of record is read, inserted and updated; saveRecord does the rest. */
export interface RecordSpec<R> {
  entity: string;
  find(db: Db, id: number): Promise<R | undefined>;
  insert(db: Db, stamp: CreateStamp): Promise<number>;
  /** An update guarded by `version = ?`; `before` is the stored record. */
  update(db: Db, id: number, version: number, stamp: UpdateStamp, before: R): Promise<{ numUpdatedRows: bigint }>;
  /**
   * For records under the data scope: where the write puts the record, and where a stored one
   * lies. Both must be in the caller's scope, so a record is neither changed outside it nor moved
   * out of it: a stored one outside it answers 40400 as a read does, unless `seen` says the caller
   * sees it all the same (40300 then); the place written, the caller's input, 40300 naming the region.
   */
  scope?: { target: ScopeDivision; placeOf(record: R): ScopePlace; seen?(record: R): boolean };
}

export function findOrFail<R>(spec: Pick<RecordSpec<R>, 'find'>, db: Db, id: number): Promise<R> {
  return foundOrNotFound(spec.find(db, id));
}

/**
 * Updates one record inside `db`'s transaction with the optimistic-concurrency check (a stale
 * version gets 40900 and writes nothing) and an audit row holding the before and after.
 */
export async function updateRecord<R>(ctx: RequestContext, db: Db, spec: Omit<RecordSpec<R>, 'insert'>, id: number, version: number): Promise<R> {
  const before = await findOrFail(spec, db, id);
  if (spec.scope) {
    const stored = spec.scope.placeOf(before);
    if (spec.scope.seen?.(before) && !inScope(ctx, stored)) throw forbidden('error.outsideScope');
    assertInScope(ctx, stored);
    assertRegionInScope(ctx, { ...spec.scope.target, createdBy: stored.createdBy });
  }
  const result = await spec.update(db, id, version, { updatedAt: nowIso(), updatedBy: signedIn(ctx).username, version: sql<number>`version + 1` }, before);
  await assertUpdated(result, async () => true);
  const after = await findOrFail(spec, db, id);
  await ctx.audit({ action: 'update', entity: spec.entity, entityId: id, before, after }, db);
  return after;
}

/** Adds (no id) or updates (id and version, as updateRecord) one record, audited. */
export async function saveRecord<R>(ctx: RequestContext, db: Db, spec: RecordSpec<R>, id: number | undefined, version: number | undefined): Promise<R> {
  if (id !== undefined) {
    if (version === undefined) throw invalid('validation.versionRequired');
    return updateRecord(ctx, db, spec, id, version);
  }
  const actor = signedIn(ctx).username;
  if (spec.scope) assertRegionInScope(ctx, { ...spec.scope.target, createdBy: actor });
  const at = nowIso();
  const createdId = await spec.insert(db, { createdAt: at, createdBy: actor, updatedAt: at, updatedBy: actor, version: 1 });
  const created = await findOrFail(spec, db, createdId);
  await ctx.audit({ action: 'create', entity: spec.entity, entityId: createdId, after: created }, db);
  return created;
}

/** How one kind of record is found and removed, for deleteRecords. */
export interface RemovalSpec<R> {
  entity: string;
  find(db: Db, id: number): Promise<R | undefined>;
  /** Checks that the caller may delete `before` (throwing if not), then removes it and what hangs on it. */
  remove(db: Db, id: number, before: R): Promise<void>;
  /** For records under the data scope: where a stored one lies. */
  placeOf?(record: R): ScopePlace;
}

/**
 * Deletes the records of `ids` inside `db`'s transaction, each audited with what it held; an id
 * already gone is skipped, so a repeated delete is harmless. So is one outside the caller's scope,
 * answered as if it were gone: a scoped user learns nothing of which ids exist elsewhere. A
 * refused one throws and undoes all.
 */
export async function deleteRecords<R>(ctx: RequestContext, db: Db, ids: number[], spec: RemovalSpec<R>): Promise<{ deleted: number }> {
  let deleted = 0;
  for (const id of ids) {
    const before = await spec.find(db, id);
    if (!before || (spec.placeOf && !inScope(ctx, spec.placeOf(before)))) continue;
    await spec.remove(db, id, before);
    await ctx.audit({ action: 'delete', entity: spec.entity, entityId: id, before }, db);
    deleted++;
  }
  return { deleted };
}

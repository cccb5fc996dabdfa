import { Permissions, type SourcePoint, type sourceSaveSchema } from '@ews/contract';
import { sql } from 'kysely';
import type { z } from 'zod';
import { nowIso, type Db } from '../../db/connection.ts';
import { signedIn, type RequestContext } from '../../http/context.ts';
import { assertUpdated, conflict, invalid, notFound } from '../../http/errors.ts';
import { regionNames } from '../regions/divisions.ts';
import { findSource } from './queries.ts';

type SourceSave = z.output<typeof sourceSaveSchema>;

async function mustFind(db: Db, sourceId: number): Promise<SourcePoint> {
  const source = await findSource(db, sourceId);
  if (!source) throw notFound();
  return source;
}

async function assertCodeFree(db: Db, code: string, exceptId?: number): Promise<void> {
  let query = db.selectFrom('sourcePoint').select('sourceId').where('code', '=', code);
  if (exceptId !== undefined) query = query.where('sourceId', '!=', exceptId);
  if (await query.executeTakeFirst()) throw conflict('error.sourceCodeExists');
}

/** The columns a save writes: what was typed, the region names looked up, lists as JSON. */
export function sourceColumns(input: Omit<SourceSave, 'sourceId' | 'version'>) {
  const regions = regionNames(input);
  if (!regions) throw invalid('validation.regionChain');
  return {
    code: input.code,
    name: input.name,
    focusType: input.focusType,
    ...regions,
    place: input.place,
    longitude: input.longitude,
    latitude: input.latitude,
    altitude: input.altitude ?? null,
    area: input.area ?? null,
    primaryHosts: JSON.stringify(input.primaryHosts),
    primaryVectors: JSON.stringify(input.primaryVectors),
    discoveredOn: input.discoveredOn,
    status: input.status,
    monitoringUnit: input.monitoringUnit,
    contactName: input.contactName,
    contactPhone: input.contactPhone,
    notes: input.notes,
  };
}

export async function saveSource(input: SourceSave, ctx: RequestContext): Promise<SourcePoint> {
  const actor = signedIn(ctx).username;
  if (input.sourceId === undefined) ctx.require(Permissions.SOURCE_ADD);
  else if (input.version === undefined) throw invalid('validation.versionRequired');
  const columns = sourceColumns(input);
  return ctx.db.transaction().execute(async (trx) => {
    await assertCodeFree(trx, input.code, input.sourceId);
    const at = nowIso();
    if (input.sourceId === undefined) {
      const { sourceId } = await trx
        .insertInto('sourcePoint')
        .values({ ...columns, createdAt: at, createdBy: actor, updatedAt: at, updatedBy: actor, version: 1 })
        .returning('sourceId')
        .executeTakeFirstOrThrow();
      const created = await mustFind(trx, sourceId);
      await ctx.audit({ action: 'create', entity: 'source', entityId: sourceId, after: created }, trx);
      return created;
    }
    const before = await mustFind(trx, input.sourceId);
    const result = await trx
      .updateTable('sourcePoint')
      .set({ ...columns, updatedAt: at, updatedBy: actor, version: sql`version + 1` })
      .where('sourceId', '=', input.sourceId)
      .where('version', '=', input.version!)
      .executeTakeFirst();
    await assertUpdated(result, async () => true);
    const after = await mustFind(trx, input.sourceId);
    await ctx.audit({ action: 'update', entity: 'source', entityId: input.sourceId, before, after }, trx);
    return after;
  });
}

export async function deleteSources(ids: number[], ctx: RequestContext): Promise<{ deleted: number }> {
  return ctx.db.transaction().execute(async (trx) => {
    let deleted = 0;
    for (const sourceId of ids) {
      const before = await findSource(trx, sourceId);
      if (!before) continue;
      await trx.updateTable('outbreak').set({ sourceId: null }).where('sourceId', '=', sourceId).execute();
      await trx.deleteFrom('sourcePoint').where('sourceId', '=', sourceId).execute();
      await ctx.audit({ action: 'delete', entity: 'source', entityId: sourceId, before }, trx);
      deleted++;
    }
    return { deleted };
  });
}

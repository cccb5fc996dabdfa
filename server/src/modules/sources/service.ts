import { Permissions, WHOLE_COUNTRY, type SourcePoint, type sourceSaveSchema } from '@ews/contract';
import type { z } from 'zod';
import type { Db } from '../../db/connection.ts';
import type { RequestContext } from '../../http/context.ts';
import { conflict, invalid } from '../../http/errors.ts';
import { saveRecord, type RecordSpec } from '../records/save.ts';
import { regionNames } from '../regions/divisions.ts';
import { assertInScope } from '../scope/service.ts';
import { findSource } from './queries.ts';

type SourceSave = z.output<typeof sourceSaveSchema>;

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

/** How a source point with these columns is stored: by a save, or by an import that updates. */
export function sourceRecord(columns: ReturnType<typeof sourceColumns>): RecordSpec<SourcePoint> {
  return {
    entity: 'source',
    find: (db, id) => findSource(db, WHOLE_COUNTRY, id),
    scope: { target: columns, placeOf: (stored) => stored },
    insert: async (db, stamp) => (await db.insertInto('sourcePoint').values({ ...columns, ...stamp }).returning('sourceId').executeTakeFirstOrThrow()).sourceId,
    update: (db, id, version, stamp) => db.updateTable('sourcePoint').set({ ...columns, ...stamp }).where('sourceId', '=', id).where('version', '=', version).executeTakeFirst(),
  };
}

export async function saveSource(input: SourceSave, ctx: RequestContext): Promise<SourcePoint> {
  ctx.require(input.sourceId === undefined ? Permissions.SOURCE_ADD : Permissions.SOURCE_EDIT);
  const columns = sourceColumns(input);
  return ctx.db.transaction().execute(async (trx) => {
    await assertCodeFree(trx, input.code, input.sourceId);
    return saveRecord(ctx, trx, sourceRecord(columns), input.sourceId, input.version);
  });
}

export async function deleteSources(ids: number[], ctx: RequestContext): Promise<{ deleted: number }> {
  return ctx.db.transaction().execute(async (trx) => {
    let deleted = 0;
    for (const sourceId of ids) {
      const before = await findSource(trx, WHOLE_COUNTRY, sourceId);
      if (!before) continue;
      assertInScope(ctx, before);
      await trx.updateTable('outbreak').set({ sourceId: null }).where('sourceId', '=', sourceId).execute();
      await trx.deleteFrom('sourcePoint').where('sourceId', '=', sourceId).execute();
      await ctx.audit({ action: 'delete', entity: 'source', entityId: sourceId, before }, trx);
      deleted++;
    }
    return { deleted };
  });
}

import { Permissions, WHOLE_COUNTRY, type SourcePoint, type sourceSaveSchema } from '@ews/contract';
import type { z } from 'zod';
import type { Db } from '../../db/connection.ts';
import type { RequestContext } from '../../http/context.ts';
import { invalid } from '../../http/errors.ts';
import { codedTable } from '../records/coded-table.ts';
import { deleteRecords, saveRecord } from '../records/save.ts';
import { regionNames } from '../regions/divisions.ts';
import { findSource } from './queries.ts';

type SourceSave = z.output<typeof sourceSaveSchema>;

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

/** Source points are saved, imported and deleted as every coded record is. */
export const sourceTable = codedTable('sourcePoint', { entity: 'source', find: (db, id) => findSource(db, WHOLE_COUNTRY, id), codeTaken: 'error.sourceCodeExists' });

export async function saveSource(input: SourceSave, ctx: RequestContext): Promise<SourcePoint> {
  ctx.require(input.sourceId === undefined ? Permissions.SOURCE_ADD : Permissions.SOURCE_EDIT);
  const columns = sourceColumns(input);
  return ctx.db.transaction().execute(async (trx) => {
    await sourceTable.assertCodeFree(trx, input.code, input.sourceId);
    return saveRecord(ctx, trx, sourceTable.record(columns), input.sourceId, input.version);
  });
}

export function deleteSources(ids: number[], ctx: RequestContext): Promise<{ deleted: number }> {
  // An outbreak keeps its record when the point it was linked to goes; it loses only the link.
  const unlinkOutbreaks = (db: Db, sourceId: number) => db.updateTable('outbreak').set({ sourceId: null }).where('sourceId', '=', sourceId).execute();
  return ctx.db.transaction().execute((trx) => deleteRecords(ctx, trx, ids, sourceTable.removal(ctx, unlinkOutbreaks)));
}

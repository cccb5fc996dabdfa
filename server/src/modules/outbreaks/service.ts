import { onsetPeriodStart, Permissions, WHOLE_COUNTRY, type DataScope, type Outbreak, type outbreakSaveSchema } from '@ews/contract';
import type { z } from 'zod';
import type { Db } from '../../db/connection.ts';
import { signedIn, type RequestContext } from '../../http/context.ts';
import { conflict, invalid } from '../../http/errors.ts';
import { saveRecord, type RecordSpec } from '../records/save.ts';
import { regionNames } from '../regions/divisions.ts';
import { assertInScope } from '../scope/service.ts';
import { findSource } from '../sources/queries.ts';
import { findOutbreak } from './queries.ts';

type OutbreakSave = z.output<typeof outbreakSaveSchema>;

export function outbreakColumns(input: Omit<OutbreakSave, 'outbreakId' | 'version'>) {
  const regions = regionNames(input);
  if (!regions) throw invalid('validation.regionChain');
  return {
    code: input.code,
    title: input.title,
    sourceId: input.sourceId,
    onsetDate: onsetPeriodStart(input.onsetDate, input.onsetPrecision),
    onsetPrecision: input.onsetPrecision,
    endDate: input.endDate,
    ...regions,
    place: input.place,
    longitude: input.longitude ?? null,
    latitude: input.latitude ?? null,
    bubonic: input.bubonic,
    pneumonic: input.pneumonic,
    septicemic: input.septicemic,
    otherForm: input.otherForm,
    cases: input.cases,
    deaths: input.deaths,
    classification: input.classification,
    confirmationMethod: input.confirmationMethod,
    infectionSource: input.infectionSource,
    hostsInvolved: JSON.stringify(input.hostsInvolved),
    animalEpizootic: input.animalEpizootic ? 1 : 0,
    urbanPneumonicSpread: input.urbanPneumonicSpread ? 1 : 0,
    description: input.description,
    referencesText: input.references,
  };
}

/** The code is free, and the source point linked, if any, is one the caller can see. */
async function assertReferences(db: Db, scope: DataScope, input: OutbreakSave): Promise<void> {
  let query = db.selectFrom('outbreak').select('outbreakId').where('code', '=', input.code);
  if (input.outbreakId !== undefined) query = query.where('outbreakId', '!=', input.outbreakId);
  if (await query.executeTakeFirst()) throw conflict('error.outbreakCodeExists');
  if (input.sourceId !== null && !(await findSource(db, scope, input.sourceId))) {
    throw invalid('error.unknownSource');
  }
}

/** How an outbreak record with these columns is stored: by a save, or by an import that updates. */
export function outbreakRecord(columns: ReturnType<typeof outbreakColumns>): RecordSpec<Outbreak> {
  return {
    entity: 'outbreak',
    find: (db, id) => findOutbreak(db, WHOLE_COUNTRY, id),
    scope: { target: columns, placeOf: (stored) => stored },
    insert: async (db, stamp) => (await db.insertInto('outbreak').values({ ...columns, ...stamp }).returning('outbreakId').executeTakeFirstOrThrow()).outbreakId,
    update: (db, id, version, stamp) => db.updateTable('outbreak').set({ ...columns, ...stamp }).where('outbreakId', '=', id).where('version', '=', version).executeTakeFirst(),
  };
}

export async function saveOutbreak(input: OutbreakSave, ctx: RequestContext): Promise<Outbreak> {
  ctx.require(input.outbreakId === undefined ? Permissions.HISTORY_ADD : Permissions.HISTORY_EDIT);
  const columns = outbreakColumns(input);
  return ctx.db.transaction().execute(async (trx) => {
    await assertReferences(trx, signedIn(ctx).scope, input);
    return saveRecord(ctx, trx, outbreakRecord(columns), input.outbreakId, input.version);
  });
}

export async function deleteOutbreaks(ids: number[], ctx: RequestContext): Promise<{ deleted: number }> {
  return ctx.db.transaction().execute(async (trx) => {
    let deleted = 0;
    for (const outbreakId of ids) {
      const before = await findOutbreak(trx, WHOLE_COUNTRY, outbreakId);
      if (!before) continue;
      assertInScope(ctx, before);
      await trx.deleteFrom('outbreak').where('outbreakId', '=', outbreakId).execute();
      await ctx.audit({ action: 'delete', entity: 'outbreak', entityId: outbreakId, before }, trx);
      deleted++;
    }
    return { deleted };
  });
}

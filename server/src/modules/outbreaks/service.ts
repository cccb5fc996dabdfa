import { Permissions, type Outbreak, type outbreakSaveSchema } from '@ews/contract';
import { sql } from 'kysely';
import type { z } from 'zod';
import { nowIso, type Db } from '../../db/connection.ts';
import { signedIn, type RequestContext } from '../../http/context.ts';
import { assertUpdated, conflict, invalid, notFound } from '../../http/errors.ts';
import { regionNames } from '../regions/divisions.ts';
import { findOutbreak } from './queries.ts';

type OutbreakSave = z.output<typeof outbreakSaveSchema>;

async function mustFind(db: Db, outbreakId: number): Promise<Outbreak> {
  const outbreak = await findOutbreak(db, outbreakId);
  if (!outbreak) throw notFound();
  return outbreak;
}

/** An onset known to the month or the year is kept at the start of that period. */
export function normaliseOnset(date: string, precision: OutbreakSave['onsetPrecision']): string {
  if (precision === 'year') return `${date.slice(0, 4)}-01-01`;
  if (precision === 'month') return `${date.slice(0, 7)}-01`;
  return date;
}

export function outbreakColumns(input: Omit<OutbreakSave, 'outbreakId' | 'version'>) {
  const regions = regionNames(input);
  if (!regions) throw invalid('validation.regionChain');
  return {
    code: input.code,
    title: input.title,
    sourceId: input.sourceId,
    onsetDate: normaliseOnset(input.onsetDate, input.onsetPrecision),
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

async function assertReferences(db: Db, input: OutbreakSave): Promise<void> {
  let query = db.selectFrom('outbreak').select('outbreakId').where('code', '=', input.code);
  if (input.outbreakId !== undefined) query = query.where('outbreakId', '!=', input.outbreakId);
  if (await query.executeTakeFirst()) throw conflict('error.outbreakCodeExists');
  if (input.sourceId !== null && !(await db.selectFrom('sourcePoint').select('sourceId').where('sourceId', '=', input.sourceId).executeTakeFirst())) {
    throw invalid('error.unknownSource');
  }
}

export async function saveOutbreak(input: OutbreakSave, ctx: RequestContext): Promise<Outbreak> {
  const actor = signedIn(ctx).username;
  if (input.outbreakId === undefined) ctx.require(Permissions.HISTORY_ADD);
  else if (input.version === undefined) throw invalid('validation.versionRequired');
  const columns = outbreakColumns(input);
  return ctx.db.transaction().execute(async (trx) => {
    await assertReferences(trx, input);
    const at = nowIso();
    if (input.outbreakId === undefined) {
      const { outbreakId } = await trx
        .insertInto('outbreak')
        .values({ ...columns, createdAt: at, createdBy: actor, updatedAt: at, updatedBy: actor, version: 1 })
        .returning('outbreakId')
        .executeTakeFirstOrThrow();
      const created = await mustFind(trx, outbreakId);
      await ctx.audit({ action: 'create', entity: 'outbreak', entityId: outbreakId, after: created }, trx);
      return created;
    }
    const before = await mustFind(trx, input.outbreakId);
    const result = await trx
      .updateTable('outbreak')
      .set({ ...columns, updatedAt: at, updatedBy: actor, version: sql`version + 1` })
      .where('outbreakId', '=', input.outbreakId)
      .where('version', '=', input.version!)
      .executeTakeFirst();
    await assertUpdated(result, async () => true);
    const after = await mustFind(trx, input.outbreakId);
    await ctx.audit({ action: 'update', entity: 'outbreak', entityId: input.outbreakId, before, after }, trx);
    return after;
  });
}

export async function deleteOutbreaks(ids: number[], ctx: RequestContext): Promise<{ deleted: number }> {
  return ctx.db.transaction().execute(async (trx) => {
    let deleted = 0;
    for (const outbreakId of ids) {
      const before = await findOutbreak(trx, outbreakId);
      if (!before) continue;
      await trx.deleteFrom('outbreak').where('outbreakId', '=', outbreakId).execute();
      await ctx.audit({ action: 'delete', entity: 'outbreak', entityId: outbreakId, before }, trx);
      deleted++;
    }
    return { deleted };
  });
}

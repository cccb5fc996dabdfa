import { onsetPeriodStart, Permissions, WHOLE_COUNTRY, type DataScope, type Outbreak, type outbreakSaveSchema } from '@ews/contract';
import type { z } from 'zod';
import { chunks } from '../../db/chunks.ts';
import { nowIso, type Db } from '../../db/connection.ts';
import { signedIn, type RequestContext } from '../../http/context.ts';
import { invalid } from '../../http/errors.ts';
import { codedTable } from '../records/coded-table.ts';
import { deleteRecords, saveRecord } from '../records/save.ts';
import { regionNames } from '../regions/divisions.ts';
import { windowStart, whereOnsetInWindow } from '../risk/outbreak-signals.ts';
import { engineRules, lockSourcePoints, signalOutbreak } from '../risk/service.ts';
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
  await outbreakTable.assertCodeFree(db, input.code, input.outbreakId);
  if (input.sourceId !== null && !(await findSource(db, scope, input.sourceId))) {
    throw invalid('error.unknownSource');
  }
}

/** Outbreaks are saved, imported and deleted as every coded record is. */
export const outbreakTable = codedTable('outbreak', { entity: 'outbreak', find: (db, id) => findOutbreak(db, WHOLE_COUNTRY, id), codeTaken: 'error.outbreakCodeExists' });

export async function saveOutbreak(input: OutbreakSave, ctx: RequestContext): Promise<Outbreak> {
  ctx.require(input.outbreakId === undefined ? Permissions.HISTORY_ADD : Permissions.HISTORY_EDIT);
  const columns = outbreakColumns(input);
  return ctx.db.transaction().execute(async (trx) => {
    await assertReferences(trx, signedIn(ctx).scope, input);
    // The points first, as a recompute takes them before the record: the one it leaves and the one it goes to.
    const previous = input.outbreakId === undefined ? undefined : await findOutbreak(trx, WHOLE_COUNTRY, input.outbreakId);
    await lockSourcePoints(trx, [previous?.sourceId, input.sourceId].filter((id) => id !== null && id !== undefined));
    const outbreak = await saveRecord(ctx, trx, outbreakTable.record(columns), input.outbreakId, input.version);
    // Its recent cases are signals, committed with it (issue 41: one per case, never absorbed); so are
    // the cases an edit adds, whatever the record's first onset.
    const added = previous ? Math.max(0, outbreak.cases - previous.cases) : 0;
    await signalOutbreak(trx, outbreak.outbreakId, await engineRules(trx, ctx.config.riskWindowDays), undefined, added);
    return outbreak;
  });
}

/** After an import's rows are written: the signals of each record whose cases are recent, behind the points' locks beforeWrite took. */
export async function signalImportedOutbreaks(ctx: RequestContext, db: Db, codes: string[]): Promise<void> {
  const rules = await engineRules(db, ctx.config.riskWindowDays);
  const since = windowStart(nowIso().slice(0, 10), rules.windowDays);
  for (const some of chunks(codes, 500)) {
    const recent = await whereOnsetInWindow(db.selectFrom('outbreak'), since).select('outbreakId').where('code', 'in', some).orderBy('outbreakId').execute();
    for (const { outbreakId } of recent) await signalOutbreak(db, outbreakId, rules);
  }
}

export function deleteOutbreaks(ids: number[], ctx: RequestContext): Promise<{ deleted: number }> {
  return ctx.db.transaction().execute((trx) => deleteRecords(ctx, trx, ids, outbreakTable.removal()));
}

import { Codes, Permissions, translateWith, WHOLE_COUNTRY, type Language, type SourcePoint, type sourceSaveSchema } from '@ews/contract';
import { provinceName } from '@ews/contract/provinces';
import type { z } from 'zod';
import type { Db } from '../../db/connection.ts';
import type { RequestContext } from '../../http/context.ts';
import { AppError, invalid, refuseField } from '../../http/errors.ts';
import { codedTable } from '../records/coded-table.ts';
import { deleteRecords, saveRecord } from '../records/save.ts';
import { divisionNameOf, divisions, regionNames } from '../regions/divisions.ts';
import { placement } from '../regions/geography.ts';
import { findSource } from './queries.ts';

type SourceSave = z.output<typeof sourceSaveSchema>;

/** A division and those above it, by code. */
function withAncestors(code: string): string[] {
  const { byCode } = divisions();
  const chain: string[] = [];
  for (let node = byCode.get(code); node; node = byCode.get(node.parent)) chain.push(node.code);
  return chain;
}

/**
 * Refuses a code whose six digits name a division off the chosen region's branch (QH-630225-…,
 * Xunhua, for a point of Xining's 城东区); digits that name no division say nothing of the place.
 * A code may be finer than the region (a county's code for its prefecture) or coarser.
 */
function assertCodeInRegion(code: string, region: { provinceCode: string; prefectureCode: string; countyCode: string }, language: Language) {
  const digits = code.slice(3, 9);
  const named = divisions().byCode.get(digits);
  if (!named) return;
  const finest = region.countyCode || region.prefectureCode || region.provinceCode;
  if (withAncestors(finest).includes(digits) || withAncestors(digits).includes(finest)) return;
  throw refuseField(['code'], translateWith('validation.codeOtherDivision', language, { digits, division: divisionNameOf(digits, named.name, language) }), language);
}

/** The columns a save writes: what was typed, the region names looked up, lists as JSON. */
export function sourceColumns(input: Omit<SourceSave, 'sourceId' | 'version' | 'placeConfirmed'>) {
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

type SourceColumns = ReturnType<typeof sourceColumns>;

/**
 * Refuses a point whose code names another division than its region, or that lies far outside
 * its province; answers whether it lies far from its county (to be confirmed by the user).
 */
export function checkPlace(columns: SourceColumns, language: Language): { beyondCountyKm?: number } {
  assertCodeInRegion(columns.code, columns, language);
  const placed = placement(columns);
  if ('outsideProvinceKm' in placed) {
    const province = provinceName({ code: columns.provinceCode, officialName: columns.provinceName }, language) ?? columns.provinceName;
    throw refuseField(['longitude'], translateWith('validation.outsideProvince', language, { km: placed.outsideProvinceKm, province }), language);
  }
  return 'beyondCountyKm' in placed ? { beyondCountyKm: placed.beyondCountyKm } : {};
}

/** Source points are saved, imported and deleted as every coded record is. */
export const sourceTable = codedTable('sourcePoint', { entity: 'source', find: (db, id) => findSource(db, WHOLE_COUNTRY, id), codeTaken: 'error.sourceCodeExists' });

export async function saveSource(input: SourceSave, ctx: RequestContext): Promise<SourcePoint> {
  ctx.require(input.sourceId === undefined ? Permissions.SOURCE_ADD : Permissions.SOURCE_EDIT);
  const columns = sourceColumns(input);
  return ctx.db.transaction().execute(async (trx) => {
    await sourceTable.assertCodeFree(trx, input.code, input.sourceId);
    const saved = await saveRecord(ctx, trx, sourceTable.record(columns), input.sourceId, input.version);
    // Checked after the scope, the version and the code (a record out of reach answers 404 whatever
    // its input says); a refusal here rolls the write back.
    const { beyondCountyKm } = checkPlace(columns, ctx.language);
    if (beyondCountyKm !== undefined && !input.placeConfirmed) {
      throw new AppError(Codes.PLACE_UNCONFIRMED, translateWith('validation.farFromCounty', ctx.language, { km: beyondCountyKm, county: divisionNameOf(columns.countyCode, columns.countyName, ctx.language) }));
    }
    return saved;
  });
}

export function deleteSources(ids: number[], ctx: RequestContext): Promise<{ deleted: number }> {
  // An outbreak keeps its record when the point it was linked to goes; it loses only the link.
  const unlinkOutbreaks = (db: Db, sourceId: number) => db.updateTable('outbreak').set({ sourceId: null }).where('sourceId', '=', sourceId).execute();
  return ctx.db.transaction().execute((trx) => deleteRecords(ctx, trx, ids, sourceTable.removal(unlinkOutbreaks)));
}

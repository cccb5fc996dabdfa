import { caseFatality, responseLevel, type DataScope, type Outbreak, type outbreakListQuery } from '@ews/contract';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/connection.ts';
import type { OutbreakTable } from '../../db/schema.ts';
import { containing } from '../../db/text-search.ts';
import { whereInPlace, whereInScope, type ScopeColumns } from '../scope/filter.ts';

type OutbreakRow = Selectable<OutbreakTable> & { sourceName: string | null; sourceCode: string | null };

/** A stored row with the figures derived from it: case fatality and response level (the contract's responseLevel). */
export function toOutbreak({ referencesText, sourceName, sourceCode, ...row }: OutbreakRow): Outbreak {
  const urbanPneumonicSpread = row.urbanPneumonicSpread === 1;
  return {
    ...row,
    sourceName: sourceName ?? '',
    sourceCode: sourceCode ?? '',
    onsetPrecision: row.onsetPrecision as Outbreak['onsetPrecision'],
    classification: row.classification as Outbreak['classification'],
    confirmationMethod: row.confirmationMethod as Outbreak['confirmationMethod'],
    infectionSource: row.infectionSource as Outbreak['infectionSource'],
    hostsInvolved: JSON.parse(row.hostsInvolved) as string[],
    animalEpizootic: row.animalEpizootic === 1,
    urbanPneumonicSpread,
    references: referencesText,
    caseFatality: caseFatality(row.cases, row.deaths),
    responseLevel: responseLevel({ ...row, urbanPneumonicSpread }),
  };
}

const sortColumns = { code: 'o.code', onsetDate: 'o.onsetDate', cases: 'o.cases', deaths: 'o.deaths', provinceCode: 'o.provinceCode' } as const;

const OUTBREAK_COLUMNS: ScopeColumns = { province: 'o.provinceCode', prefecture: 'o.prefectureCode', county: 'o.countyCode', createdBy: 'o.createdBy' };

function filteredOutbreaks(db: Db, scope: DataScope, query: z.output<typeof outbreakListQuery>) {
  let filtered = whereInScope(db.selectFrom('outbreak as o'), scope, OUTBREAK_COLUMNS);
  if (query.keyword) {
    const keyword = query.keyword;
    filtered = filtered.where((eb) => eb.or([containing('o.code', keyword), containing('o.title', keyword), containing('o.place', keyword)]));
  }
  filtered = whereInPlace(filtered, query, OUTBREAK_COLUMNS);
  if (query.sourceId !== undefined) filtered = filtered.where('o.sourceId', '=', query.sourceId);
  if (query.from) filtered = filtered.where('o.onsetDate', '>=', query.from);
  if (query.to) filtered = filtered.where('o.onsetDate', '<=', query.to);
  return filtered;
}

/** Newest first by default; imprecise onsets are stored at the start of their month or year, so they sort there. */
export async function listOutbreaks(db: Db, scope: DataScope, query: z.output<typeof outbreakListQuery>): Promise<{ list: Outbreak[]; total: number }> {
  const filtered = filteredOutbreaks(db, scope, query);
  const { total } = await filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const direction = query.order === 'ascend' ? 'asc' : 'desc';
  const rows = await filtered
    .leftJoin('sourcePoint as s', 's.sourceId', 'o.sourceId')
    .selectAll('o')
    .select(['s.name as sourceName', 's.code as sourceCode'])
    .orderBy(sortColumns[query.sort ?? 'onsetDate'], direction)
    .orderBy('o.outbreakId', direction)
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
    .execute();
  return { list: rows.map(toOutbreak), total: Number(total) };
}

/** One outbreak record, if it lies in the scope. */
export async function findOutbreak(db: Db, scope: DataScope, outbreakId: number): Promise<Outbreak | undefined> {
  const row = await whereInScope(db.selectFrom('outbreak as o'), scope, OUTBREAK_COLUMNS)
    .leftJoin('sourcePoint as s', 's.sourceId', 'o.sourceId')
    .selectAll('o')
    .select(['s.name as sourceName', 's.code as sourceCode'])
    .where('o.outbreakId', '=', outbreakId)
    .executeTakeFirst();
  return row ? toOutbreak(row) : undefined;
}

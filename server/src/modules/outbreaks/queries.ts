import { caseFatality, responseLevel, type Outbreak, type outbreakListQuery } from '@ews/contract';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/connection.ts';
import type { OutbreakTable } from '../../db/schema.ts';
import { containing } from '../../db/text-search.ts';

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

function filteredOutbreaks(db: Db, query: z.output<typeof outbreakListQuery>) {
  let filtered = db.selectFrom('outbreak as o');
  if (query.keyword) {
    const keyword = query.keyword;
    filtered = filtered.where((eb) => eb.or([containing('o.code', keyword), containing('o.title', keyword), containing('o.place', keyword)]));
  }
  if (query.provinceCode) filtered = filtered.where('o.provinceCode', '=', query.provinceCode);
  if (query.sourceId !== undefined) filtered = filtered.where('o.sourceId', '=', query.sourceId);
  if (query.from) filtered = filtered.where('o.onsetDate', '>=', query.from);
  if (query.to) filtered = filtered.where('o.onsetDate', '<=', query.to);
  return filtered;
}

/** Newest first by default; imprecise onsets are stored at the start of their month or year, so they sort there. */
export async function listOutbreaks(db: Db, query: z.output<typeof outbreakListQuery>): Promise<{ list: Outbreak[]; total: number }> {
  const filtered = filteredOutbreaks(db, query);
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

export async function findOutbreak(db: Db, outbreakId: number): Promise<Outbreak | undefined> {
  const row = await db
    .selectFrom('outbreak as o')
    .leftJoin('sourcePoint as s', 's.sourceId', 'o.sourceId')
    .selectAll('o')
    .select(['s.name as sourceName', 's.code as sourceCode'])
    .where('o.outbreakId', '=', outbreakId)
    .executeTakeFirst();
  return row ? toOutbreak(row) : undefined;
}

import { RISK_LEVELS, type SourcePoint, type sourceListQuery } from '@ews/contract';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/connection.ts';
import type { SourcePointTable } from '../../db/schema.ts';
import { containing } from '../../db/text-search.ts';

type SourceRow = Selectable<SourcePointTable>;

export function toSource(row: SourceRow): SourcePoint {
  const { riskRank: _rank, ...rest } = row;
  return {
    ...rest,
    focusType: row.focusType as SourcePoint['focusType'],
    status: row.status as SourcePoint['status'],
    riskLevel: (RISK_LEVELS as readonly string[]).includes(row.riskLevel) ? (row.riskLevel as SourcePoint['riskLevel']) : 'none',
    primaryHosts: JSON.parse(row.primaryHosts) as string[],
    primaryVectors: JSON.parse(row.primaryVectors) as string[],
  };
}

const sortColumns = {
  code: 'code',
  name: 'name',
  focusType: 'focusType',
  riskLevel: 'riskRank',
  status: 'status',
  discoveredOn: 'discoveredOn',
  lastSurveyOn: 'lastSurveyOn',
  updatedAt: 'updatedAt',
} as const;

function filteredSources(db: Db, query: Omit<z.output<typeof sourceListQuery>, 'page' | 'limit'>) {
  let filtered = db.selectFrom('sourcePoint');
  if (query.keyword) {
    const keyword = query.keyword;
    filtered = filtered.where((eb) => eb.or([containing('code', keyword), containing('name', keyword)]));
  }
  if (query.focusType) filtered = filtered.where('focusType', '=', query.focusType);
  if (query.provinceCode) filtered = filtered.where('provinceCode', '=', query.provinceCode);
  if (query.prefectureCode) filtered = filtered.where('prefectureCode', '=', query.prefectureCode);
  if (query.countyCode) filtered = filtered.where('countyCode', '=', query.countyCode);
  if (query.status) filtered = filtered.where('status', '=', query.status);
  if (query.riskLevel) filtered = filtered.where('riskLevel', '=', query.riskLevel);
  return filtered;
}

/** The matching rows in the order asked for (by code unless told otherwise), the id breaking ties. */
export function sortedSources(db: Db, query: Omit<z.output<typeof sourceListQuery>, 'page' | 'limit'>) {
  return filteredSources(db, query)
    .selectAll()
    .orderBy(sortColumns[query.sort ?? 'code'], query.order === 'descend' ? 'desc' : 'asc')
    .orderBy('sourceId');
}

export async function listSources(db: Db, query: z.output<typeof sourceListQuery>): Promise<{ list: SourcePoint[]; total: number }> {
  const { total } = await filteredSources(db, query).select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await sortedSources(db, query)
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
    .execute();
  return { list: rows.map(toSource), total: Number(total) };
}

export async function findSource(db: Db, sourceId: number): Promise<SourcePoint | undefined> {
  const row = await db.selectFrom('sourcePoint').selectAll().where('sourceId', '=', sourceId).executeTakeFirst();
  return row ? toSource(row) : undefined;
}

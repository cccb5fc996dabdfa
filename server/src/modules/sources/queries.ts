import { RISK_LEVELS, type DataScope, type ScopePlace, type SourcePoint, type sourceListQuery } from '@ews/contract';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/connection.ts';
import type { SourcePointTable } from '../../db/schema.ts';
import { trigramSearchable, whereContainingAny, type TrigramIndexed } from '../../db/text-search.ts';
import { RECORD_COLUMNS, whereInPlace, whereInScope } from '../scope/filter.ts';

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

/**
 * The name and code a keyword searches, with their trigram index (migration 008). The name first:
 * PostgreSQL checks each row its indexes found with the columns in this order and stops at the first
 * that contains the keyword, and the searches with many matches are names' (a place, a species),
 * a code naming one point or a few: 'site 9' at 100 000 points, 11 111 names, 6.7 ms against 8.0.
 */
const searchedColumns: TrigramIndexed = { key: 'sourceId', columns: ['name', 'code'], sqliteIndex: 'source_point_search' };

function filteredSources(db: Db, scope: DataScope, query: Omit<z.output<typeof sourceListQuery>, 'page' | 'limit'>) {
  let filtered = whereInScope(db.selectFrom('sourcePoint'), scope, RECORD_COLUMNS);
  if (query.keyword) filtered = whereContainingAny(db, filtered, searchedColumns, query.keyword);
  if (query.focusType) filtered = filtered.where('focusType', '=', query.focusType);
  filtered = whereInPlace(filtered, query, RECORD_COLUMNS);
  if (query.status) filtered = filtered.where('status', '=', query.status);
  if (query.riskLevel) filtered = filtered.where('riskLevel', '=', query.riskLevel);
  return filtered;
}

type SourceQuery = Omit<z.output<typeof sourceListQuery>, 'page' | 'limit'>;

const direction = (query: SourceQuery) => (query.order === 'descend' ? 'desc' : 'asc');

/**
 * The matching points in the scope, in the order asked for (by code unless told otherwise), the id
 * breaking ties in the same direction, as the outbreaks' list does: SQLite's index on the sort column
 * (its entries in id order within one value) then serves a descending order read backwards, where
 * ties in ascending id order sorted every point (the riskiest first at 100 000 points: 22 ms, now 0.6).
 */
function inOrder(db: Db, scope: DataScope, query: SourceQuery) {
  return filteredSources(db, scope, query).orderBy(sortColumns[query.sort ?? 'code'], direction(query)).orderBy('sourceId', direction(query));
}

/** The matching rows in the scope, in the order asked for (the point's columns only, not the keyword's join). */
export function sortedSources(db: Db, scope: DataScope, query: SourceQuery) {
  return inOrder(db, scope, query).selectAll('sourcePoint');
}

/**
 * The page's ids, each with the count of every match beside it, in one statement (one snapshot of
 * the points). Without a keyword the page is read in the order of the sort column's index and the
 * count from the filter's: at 100 000 points a count over the page's rows (a window) read and
 * sorted every match, 43 ms for the first page against 0.03.
 *
 * A keyword the trigram index can find gathers its matches first, behind a materialized CTE, which
 * the page and the count then both read: left to itself, PostgreSQL walked the sort column's index
 * and tested every point on the way (22 500 pages read for 'site 9' at 100 000 points, against 376
 * through the trigram index), betting that the page fills early, which it does not when the total
 * must be counted too. Counting the CTE again is cheaper than a window over it (3.6 ms against 5.7
 * on SQLite for 2 778 matches).
 */
function pageIds(db: Db, scope: DataScope, query: z.output<typeof sourceListQuery>) {
  const offset = (query.page - 1) * query.limit;
  if (!query.keyword || !trigramSearchable(query.keyword)) {
    const total = filteredSources(db, scope, query).select((eb) => eb.fn.countAll<number>().as('n'));
    return inOrder(db, scope, query).select(['sourceId', total.as('total')]).limit(query.limit).offset(offset);
  }
  const sortColumn = sortColumns[query.sort ?? 'code'];
  return db
    .with((cte) => cte('matches').materialized(), () => filteredSources(db, scope, query).select(['sourceId', sortColumn]))
    .selectFrom('matches')
    .select((eb) => ['sourceId', eb.selectFrom('matches').select(eb.fn.countAll<number>().as('n')).as('total')])
    .orderBy(sortColumn, direction(query))
    .orderBy('sourceId', direction(query))
    .limit(query.limit)
    .offset(offset);
}

/**
 * One page and the total in one statement, then the page's whole rows by id. Past the last page no
 * row carries the count, and it is asked for on its own.
 */
export async function listSources(db: Db, scope: DataScope, query: z.output<typeof sourceListQuery>): Promise<{ list: SourcePoint[]; total: number }> {
  const page = await pageIds(db, scope, query).execute();
  if (page.length === 0) {
    const { total } = await filteredSources(db, scope, query).select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    return { list: [], total: Number(total) };
  }
  const rows = await db.selectFrom('sourcePoint').selectAll().where('sourceId', 'in', page.map((row) => row.sourceId)).execute();
  const byId = new Map(rows.map((row) => [row.sourceId, row]));
  // A point deleted between the two reads is left out of the page rather than failing it.
  const list = page.flatMap(({ sourceId }) => {
    const row = byId.get(sourceId);
    return row ? [toSource(row)] : [];
  });
  return { list, total: Number(page[0]!.total) };
}

/** One source point, if it lies in the scope. */
export async function findSource(db: Db, scope: DataScope, sourceId: number): Promise<SourcePoint | undefined> {
  const row = await whereInScope(db.selectFrom('sourcePoint').selectAll(), scope, RECORD_COLUMNS).where('sourceId', '=', sourceId).executeTakeFirst();
  return row ? toSource(row) : undefined;
}

const placeColumns = ['sourceId', 'code', 'provinceCode', 'prefectureCode', 'countyCode', 'createdBy'] as const;

/** Where a source point lies and who created it, for the scope checks of what hangs on it; undefined when there is none. */
export async function sourcePlace(db: Db, sourceId: number): Promise<ScopePlace | undefined> {
  return db.selectFrom('sourcePoint').select(placeColumns).where('sourceId', '=', sourceId).executeTakeFirst();
}

/** Every source point's id and place by its code, as a sheet names them. */
export async function sourcePlacesByCode(db: Db): Promise<Map<string, ScopePlace & { sourceId: number }>> {
  return new Map((await db.selectFrom('sourcePoint').select(placeColumns).execute()).map((row) => [row.code, row]));
}

import type { DataScope } from '@ews/contract';
import { sql, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The columns of a query that say where its rows lie and who created them. */
export interface ScopeColumns {
  province: string;
  prefecture: string;
  county: string;
  createdBy: string;
}

/** The columns of a record table read on its own. */
export const RECORD_COLUMNS: ScopeColumns = { province: 'provinceCode', prefecture: 'prefectureCode', county: 'countyCode', createdBy: 'createdBy' };

/** The columns of the source point joined as `s`: surveys lie where their point lies. */
export const SOURCE_POINT_COLUMNS: ScopeColumns = { province: 's.provinceCode', prefecture: 's.prefectureCode', county: 's.countyCode', createdBy: 's.createdBy' };

/**
 * The columns of a signal read as `a` with its point left-joined as `s`: a signal lies where it
 * says (a case's or an outbreak record's may lie at no point); an 'own' scope reaches the signals of
 * the points it created.
 */
export const SIGNAL_COLUMNS: ScopeColumns = { province: 'a.provinceCode', prefecture: 'a.prefectureCode', county: 'a.countyCode', createdBy: 's.createdBy' };

/**
 * The scope as one condition, the SQL twin of `covers`: bound parameters on indexed columns,
 * never SQL text (the column names are the constants above). A term with no codes is left out;
 * with none at all the condition is false.
 */
function scopeCondition<DB, TB extends keyof DB>(scope: Extract<DataScope, { all: false }>, c: ScopeColumns) {
  const column = (name: string) => sql.ref<string>(name);
  return (eb: ExpressionBuilder<DB, TB>) => {
    const terms = [];
    if (scope.provinces.length) terms.push(eb(column(c.province), 'in', scope.provinces));
    if (scope.prefectures.length) terms.push(eb(column(c.prefecture), 'in', scope.prefectures));
    if (scope.counties.length) terms.push(eb(column(c.county), 'in', scope.counties));
    if (scope.exactProvinces.length) {
      terms.push(eb.and([eb(column(c.province), 'in', scope.exactProvinces), eb(column(c.prefecture), '=', ''), eb(column(c.county), '=', '')]));
    }
    if (scope.exactPrefectures.length) terms.push(eb.and([eb(column(c.prefecture), 'in', scope.exactPrefectures), eb(column(c.county), '=', '')]));
    if (scope.createdBy !== undefined) terms.push(eb(column(c.createdBy), '=', scope.createdBy));
    return eb.or(terms);
  };
}

/** The query narrowed to the rows in the scope (unchanged for the whole country). */
export function whereInScope<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>, scope: DataScope, columns: ScopeColumns): SelectQueryBuilder<DB, TB, O> {
  return scope.all ? query : query.where(scopeCondition<DB, TB>(scope, columns));
}

/** A place picked in a list's filter bar: a province, a prefecture or a county, or none. */
export interface PlaceFilter {
  provinceCode?: string;
  prefectureCode?: string;
  countyCode?: string;
}

/** The query narrowed to the place the filter bar picked, on the columns the scope reads. */
export function whereInPlace<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>, place: PlaceFilter, columns: ScopeColumns): SelectQueryBuilder<DB, TB, O> {
  const picked: [string, string | undefined][] = [
    [columns.province, place.provinceCode],
    [columns.prefecture, place.prefectureCode],
    [columns.county, place.countyCode],
  ];
  return picked.reduce((narrowed, [column, code]) => (code ? narrowed.where((eb: ExpressionBuilder<DB, TB>) => eb(sql.ref<string>(column), '=', code)) : narrowed), query);
}

/**
 * The accounts whose jurisdiction lies wholly in the scope, the SQL twin of `coversJurisdiction`:
 * a jurisdiction row outside it, or none at all (the whole country), puts an account out of reach.
 * The query reads the accounts as `u`.
 */
export function whereAccountInScope<DB extends Database, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>, scope: DataScope): SelectQueryBuilder<DB, TB, O> {
  if (scope.all) return query;
  const inside = scopeCondition<Database, 'sysUserDivision'>(scope, { province: 'd.provinceCode', prefecture: 'd.prefectureCode', county: 'd.countyCode', createdBy: 'u.createdBy' });
  const divisionsOfAccount = (eb: ExpressionBuilder<Database, never>) => eb.selectFrom('sysUserDivision as d').select('d.userId').where('d.userId', '=', sql.ref<number>('u.userId'));
  return query.where((eb) => {
    const outer = eb as unknown as ExpressionBuilder<Database, never>;
    return outer.and([outer.exists(divisionsOfAccount(outer)), outer.not(outer.exists(divisionsOfAccount(outer).where((inner) => outer.not(inside(inner as never)))))]);
  });
}

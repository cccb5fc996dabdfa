import type { DataScopeKind } from './schemas/scope.ts';

/** Where a record lies, and who created it: what a data scope is checked against. */
export interface ScopePlace {
  provinceCode: string;
  /** '' for a county directly under its province, or a record placed at province level. */
  prefectureCode: string;
  /** '' for a record placed at province or prefecture level. */
  countyCode: string;
  createdBy?: string;
}

/** A division of a jurisdiction or a custom scope, with the codes of the divisions it lies in. */
export type ScopeDivision = Omit<ScopePlace, 'createdBy'>;

/**
 * The records a user may see and change. `all` is the whole country; otherwise a record is in scope
 * when it lies in one of the divisions (or below them), exactly at one of the exact divisions, or,
 * with `createdBy`, when that user created it.
 */
export type DataScope =
  | { all: true }
  | {
      all: false;
      provinces: string[];
      prefectures: string[];
      counties: string[];
      /** Records placed at these provinces themselves, not in a prefecture or county of theirs. */
      exactProvinces: string[];
      /** Records placed at these prefectures themselves, not in a county of theirs. */
      exactPrefectures: string[];
      createdBy?: string;
    };

export const WHOLE_COUNTRY: DataScope = { all: true };

/** What one enabled role of a user contributes. */
export interface ScopeGrant {
  dataScope: DataScopeKind;
  /** The divisions of a custom scope. */
  divisions: readonly ScopeDivision[];
}

type LimitedScope = Extract<DataScope, { all: false }>;

function levelOf(division: ScopeDivision): 'province' | 'prefecture' | 'county' {
  if (division.countyCode) return 'county';
  return division.prefectureCode ? 'prefecture' : 'province';
}

function addBelow(scope: LimitedScope, division: ScopeDivision): void {
  const level = levelOf(division);
  if (level === 'county') scope.counties.push(division.countyCode);
  else if (level === 'prefecture') scope.prefectures.push(division.prefectureCode);
  else scope.provinces.push(division.provinceCode);
}

function addExact(scope: LimitedScope, division: ScopeDivision): void {
  const level = levelOf(division);
  // A county has nothing below it: the county itself and "the county and below" are the same records.
  if (level === 'county') scope.counties.push(division.countyCode);
  else if (level === 'prefecture') scope.exactPrefectures.push(division.prefectureCode);
  else scope.exactProvinces.push(division.provinceCode);
}

const distinctSorted = (codes: string[]) => [...new Set(codes)].sort();

/**
 * A user's effective scope: the union of what each enabled role grants. A jurisdiction with no
 * divisions is the whole country, so 'subtree' over it is everything and 'exact' over it is the
 * national level itself, where no record lies.
 */
export function scopeOf(grants: readonly ScopeGrant[], jurisdiction: readonly ScopeDivision[], username: string): DataScope {
  const scope: LimitedScope = { all: false, provinces: [], prefectures: [], counties: [], exactProvinces: [], exactPrefectures: [] };
  for (const grant of grants) {
    if (grant.dataScope === 'all' || (grant.dataScope === 'subtree' && jurisdiction.length === 0)) return WHOLE_COUNTRY;
    if (grant.dataScope === 'subtree') jurisdiction.forEach((division) => addBelow(scope, division));
    if (grant.dataScope === 'exact') jurisdiction.forEach((division) => addExact(scope, division));
    if (grant.dataScope === 'custom') grant.divisions.forEach((division) => addBelow(scope, division));
    if (grant.dataScope === 'own') scope.createdBy = username;
  }
  return {
    ...scope,
    provinces: distinctSorted(scope.provinces),
    prefectures: distinctSorted(scope.prefectures),
    counties: distinctSorted(scope.counties),
    exactProvinces: distinctSorted(scope.exactProvinces),
    exactPrefectures: distinctSorted(scope.exactPrefectures),
  };
}

/**
 * Whether a role's data scope reaches records anywhere in the country: 'all', and 'own', whose
 * holder places the records they create wherever they choose and then reaches them. Only someone
 * holding the whole country grants or changes such a role.
 */
export function reachesAnywhere(dataScope: string): boolean {
  return dataScope === 'all' || dataScope === 'own';
}

/** Whether a record (or a division, as a place) lies in the scope: the rule the server's queries apply in SQL. */
export function covers(scope: DataScope, place: ScopePlace): boolean {
  if (scope.all) return true;
  const { provinceCode, prefectureCode, countyCode } = place;
  return (
    scope.provinces.includes(provinceCode) ||
    (prefectureCode !== '' && scope.prefectures.includes(prefectureCode)) ||
    (countyCode !== '' && scope.counties.includes(countyCode)) ||
    (prefectureCode === '' && countyCode === '' && scope.exactProvinces.includes(provinceCode)) ||
    (prefectureCode !== '' && countyCode === '' && scope.exactPrefectures.includes(prefectureCode)) ||
    (scope.createdBy !== undefined && place.createdBy === scope.createdBy)
  );
}

/**
 * Whether a jurisdiction lies wholly in the scope: every division of it covered, and not the whole
 * country (no divisions) unless the scope is. `createdBy` lets an 'own' scope reach the accounts
 * its holder created; leave it out to judge a grant by geography alone.
 */
export function coversJurisdiction(scope: DataScope, jurisdiction: readonly ScopeDivision[], createdBy?: string): boolean {
  if (scope.all) return true;
  return jurisdiction.length > 0 && jurisdiction.every((division) => covers(scope, { ...division, ...(createdBy === undefined ? {} : { createdBy }) }));
}

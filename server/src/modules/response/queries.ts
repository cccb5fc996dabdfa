import { covers, latestToday, mostSevereResponseLevel, RESPONSE_WINDOW_DAYS, responseLevel, type DataScope, type DeclaredLevel, type ResponseDeclaration, type ResponseLevel, type ResponseProposal, type ScopeDivision } from '@ews/contract';
import type { Selectable, SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/connection.ts';
import type { Database, ResponseDeclarationTable } from '../../db/schema.ts';
import { divisions, latinName } from '../regions/divisions.ts';
import { RECORD_COLUMNS, whereInScope } from '../scope/filter.ts';

const DAY_MS = 86_400_000;

/**
 * The window of one average incubation period (6 days) ending today. Its end is today as the
 * latest time zone has it, the last onset date a case may carry: a case with onset today in China
 * counts from the moment it is entered, not from UTC's midnight.
 */
export function responseWindow(now = new Date()): { from: string; to: string } {
  const from = new Date(Date.parse(`${now.toISOString().slice(0, 10)}T00:00:00Z`) - (RESPONSE_WINDOW_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
  return { from, to: latestToday(now) };
}

export function toDeclaration(row: Selectable<ResponseDeclarationTable>): ResponseDeclaration {
  return { ...row, level: row.level as ResponseLevel };
}

export async function findDeclaration(db: Db, declarationId: number): Promise<ResponseDeclaration | undefined> {
  const row = await db.selectFrom('responseDeclaration').selectAll().where('declarationId', '=', declarationId).executeTakeFirst();
  return row && toDeclaration(row);
}

/** The declaration in force at exactly this place (a county, a prefecture or a province), if any. */
export async function declarationInForceAt(db: Db, place: ScopeDivision): Promise<ResponseDeclaration | undefined> {
  const row = await db
    .selectFrom('responseDeclaration')
    .selectAll()
    .where('provinceCode', '=', place.provinceCode)
    .where('prefectureCode', '=', place.prefectureCode)
    .where('countyCode', '=', place.countyCode)
    .where('endedAt', '=', '')
    .executeTakeFirst();
  return row && toDeclaration(row);
}

/** The prefectures and provinces above a scope's divisions: a level declared there holds in the scope too. */
function divisionsAbove(scope: Extract<DataScope, { all: false }>): { prefectures: string[]; provinces: string[] } {
  const { byCode } = divisions();
  const above = { prefectures: new Set<string>(), provinces: new Set<string>() };
  for (const code of [...scope.counties, ...scope.prefectures, ...scope.exactPrefectures]) {
    for (let node = byCode.get(byCode.get(code)?.parent ?? ''); node; node = byCode.get(node.parent)) {
      (node.level === 1 ? above.provinces : above.prefectures).add(node.code);
    }
  }
  return { prefectures: [...above.prefectures], provinces: [...above.provinces] };
}

/** Whether a declaration at `place` holds in the scope: placed in it, or at a prefecture or province above it (as listDeclarations has them). */
export function holdsIn(scope: DataScope, place: ScopeDivision): boolean {
  if (covers(scope, place)) return true;
  if (scope.all || place.countyCode) return false;
  const above = divisionsAbove(scope);
  return place.prefectureCode ? above.prefectures.includes(place.prefectureCode) : above.provinces.includes(place.provinceCode);
}

/**
 * Declarations that hold in the scope, newest first: those placed in it, and those of the
 * prefectures and provinces above it (a county's staff see their province's level). In force, or
 * (active false) ended, or all.
 */
export async function listDeclarations(db: Db, scope: DataScope, active?: boolean): Promise<ResponseDeclaration[]> {
  const declarations = (query: SelectQueryBuilder<Database, 'responseDeclaration', object>) =>
    (active === undefined ? query : query.where('endedAt', active ? '=' : '!=', '')).selectAll().execute();
  const rows = await declarations(whereInScope(db.selectFrom('responseDeclaration'), scope, RECORD_COLUMNS));
  const above = scope.all ? { prefectures: [], provinces: [] } : divisionsAbove(scope);
  if (above.prefectures.length + above.provinces.length > 0) {
    const atPlacesAbove = db.selectFrom('responseDeclaration').where((eb) => {
      const places = [];
      if (above.prefectures.length) places.push(eb.and([eb('prefectureCode', 'in', above.prefectures), eb('countyCode', '=', '')]));
      if (above.provinces.length) places.push(eb.and([eb('provinceCode', 'in', above.provinces), eb('prefectureCode', '=', ''), eb('countyCode', '=', '')]));
      return eb.or(places);
    });
    const seen = new Set(rows.map((row) => row.declarationId));
    rows.push(...(await declarations(atPlacesAbove)).filter((row) => !seen.has(row.declarationId)));
  }
  return rows.sort((a, b) => b.declaredAt.localeCompare(a.declaredAt) || b.declarationId - a.declarationId).map(toDeclaration);
}

/**
 * The levels in force in the scope as the dashboard and /monitor show them, most severe first:
 * the place and the level, never who declared it or on what basis.
 */
export async function declaredLevelsInForce(db: Db, scope: DataScope): Promise<DeclaredLevel[]> {
  const inForce = await listDeclarations(db, scope, true);
  return inForce
    .map(({ provinceCode, provinceName, prefectureCode, prefectureName, countyCode, countyName, level, declaredAt }) => ({
      provinceCode, provinceName, prefectureCode, prefectureName, countyCode, countyName,
      placeLatin: latinName(countyCode || prefectureCode || provinceCode),
      level,
      declaredAt,
    }))
    .sort((a, b) => a.level.localeCompare(b.level) || b.declaredAt.localeCompare(a.declaredAt));
}

/** Whether a declaration at `declared` covers the county at `county`: the county itself, its prefecture or its province. */
function declarationCovers(declared: ScopeDivision, county: ScopeDivision): boolean {
  if (declared.provinceCode !== county.provinceCode) return false;
  if (declared.prefectureCode === '' && declared.countyCode === '') return true;
  if (declared.countyCode === '') return declared.prefectureCode === county.prefectureCode;
  return declared.countyCode === county.countyCode;
}

/** The most severe level in force at a county, declared for it, its prefecture or its province. */
function declaredLevelAt(inForce: readonly ResponseDeclaration[], county: ScopeDivision): ResponseLevel | null {
  return mostSevereResponseLevel(inForce.filter((declaration) => declarationCovers(declaration, county)).map((declaration) => declaration.level));
}

type CaseRow = ScopeDivision & { provinceName: string; prefectureName: string; countyName: string; clinicalForm: string };
type Tally = Pick<ResponseProposal, 'bubonic' | 'pneumonic' | 'septicemic' | 'other'>;

/** A county's cases by the forms the plan grades; pharyngeal, meningeal and other forms are counted but not graded. */
function tally(cases: readonly CaseRow[]): Tally {
  const count = (form: string) => cases.filter((row) => row.clinicalForm === form).length;
  const bubonic = count('bubonic');
  const pneumonic = count('pneumonic');
  const septicemic = count('septicemic');
  return { bubonic, pneumonic, septicemic, other: cases.length - bubonic - pneumonic - septicemic };
}

/** The distinct places (by `key`) among the cases of a form. */
function placesWith(cases: readonly CaseRow[], form: string, key: (row: CaseRow) => string): number {
  return new Set(cases.filter((row) => row.clinicalForm === form).map(key)).size;
}

/**
 * The level the plan gives each county with cases (not excluded) whose onset lies in the 6 days
 * ending today (responseWindow), for the counties in the scope. The spread is read across the whole country (the
 * counties and prefectures of the county's province, and the provinces): a county's proposal
 * depends on plague beyond the caller's jurisdiction, and the counts name nobody.
 */
export async function responseProposals(db: Db, scope: DataScope): Promise<ResponseProposal[]> {
  const window = responseWindow();
  const cases: CaseRow[] = await db
    .selectFrom('humanCase')
    .select(['provinceCode', 'provinceName', 'prefectureCode', 'prefectureName', 'countyCode', 'countyName', 'clinicalForm'])
    .where('onsetDate', '>=', window.from)
    .where('onsetDate', '<=', window.to)
    .where('classification', '!=', 'excluded')
    .execute();
  const inForce = await listDeclarations(db, scope, true);
  const byCounty = new Map<string, CaseRow[]>();
  for (const row of cases) {
    const key = `${row.provinceCode}|${row.prefectureCode}|${row.countyCode}`;
    byCounty.set(key, [...(byCounty.get(key) ?? []), row]);
  }
  const pneumonicProvinces = placesWith(cases, 'pneumonic', (row) => row.provinceCode);
  const proposals: ResponseProposal[] = [];
  for (const countyCases of byCounty.values()) {
    const place = countyCases[0]!;
    if (!covers(scope, place)) continue;
    const ofProvince = cases.filter((row) => row.provinceCode === place.provinceCode);
    const spread = {
      pneumonicCounties: placesWith(ofProvince, 'pneumonic', (row) => `${row.prefectureCode}|${row.countyCode}`),
      pneumonicProvinces,
      bubonicCounties: placesWith(ofProvince, 'bubonic', (row) => `${row.prefectureCode}|${row.countyCode}`),
      bubonicPrefectures: placesWith(ofProvince, 'bubonic', (row) => row.prefectureCode),
    };
    const counts = tally(countyCases);
    const level = responseLevel(counts, spread);
    if (!level) continue;
    const { provinceCode, provinceName, prefectureCode, prefectureName, countyCode, countyName } = place;
    proposals.push({
      provinceCode, provinceName, prefectureCode, prefectureName, countyCode, countyName,
      level,
      ...counts,
      ...spread,
      declaredLevel: declaredLevelAt(inForce, place),
      windowFrom: window.from,
      windowTo: window.to,
    });
  }
  return proposals.sort((a, b) => a.level.localeCompare(b.level) || a.provinceCode.localeCompare(b.provinceCode) || a.countyCode.localeCompare(b.countyCode));
}

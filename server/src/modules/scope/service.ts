import { Codes, covers, coversJurisdiction, fieldRefusal, reachesAnywhere, scopeOf, Status, translateText, type DataScope, type DataScopeKind, type ScopeDivision, type ScopePlace } from '@ews/contract';
import type { Db } from '../../db/connection.ts';
import type { DivisionColumns } from '../../db/schema.ts';
import { signedIn, type RequestContext } from '../../http/context.ts';
import { AppError, forbidden, invalid, notFound } from '../../http/errors.ts';
import { divisions } from '../regions/divisions.ts';
import { whereAccountInScope } from './filter.ts';

/** A user's effective data scope, read afresh: a role narrowed or a jurisdiction changed applies at the next call. */
export async function loadScope(db: Db, userId: number, username: string): Promise<DataScope> {
  const roles = await db
    .selectFrom('sysUserRole as ur')
    .innerJoin('sysRole as r', 'r.roleId', 'ur.roleId')
    .select(['r.roleId', 'r.dataScope'])
    .where('ur.userId', '=', userId)
    .where('r.status', '=', Status.ENABLED)
    .execute();
  const customRoleIds = roles.filter((role) => role.dataScope === 'custom').map((role) => role.roleId);
  const customDivisions = customRoleIds.length
    ? await db.selectFrom('sysRoleDivision').select(['roleId', 'provinceCode', 'prefectureCode', 'countyCode']).where('roleId', 'in', customRoleIds).execute()
    : [];
  const jurisdiction = await db.selectFrom('sysUserDivision').select(['provinceCode', 'prefectureCode', 'countyCode']).where('userId', '=', userId).execute();
  const grants = roles.map((role) => ({
    dataScope: role.dataScope as DataScopeKind,
    divisions: customDivisions.filter((division) => division.roleId === role.roleId),
  }));
  return scopeOf(grants, jurisdiction, username);
}

/** Whether a place (a stored record's, or one a write names) lies in the caller's scope. */
export const inScope = (ctx: RequestContext, place: ScopePlace): boolean => covers(signedIn(ctx).scope, place);

/**
 * A stored record outside the caller's scope answers 40400, as a read of it does: a scoped user
 * learns nothing of which ids exist elsewhere. (A delete passes it over instead, as one already
 * gone: see deleteRecords.)
 */
export function assertInScope(ctx: RequestContext, place: ScopePlace): void {
  if (!inScope(ctx, place)) throw notFound();
}

/**
 * Refuses with 40300, naming the region field by its label as a 40000 names its fields, a write
 * that would place a record outside the caller's scope: the place is the caller's own input.
 */
export function assertRegionInScope(ctx: RequestContext, place: ScopePlace): void {
  if (inScope(ctx, place)) return;
  throw new AppError(Codes.FORBIDDEN, fieldRefusal(['region'], translateText('error.regionOutsideScope', ctx.language), ctx.language));
}

/** The division rows of a set of codes from the bundled tree; an unknown code is invalid input. */
export function divisionsOf(codes: readonly string[]): DivisionColumns[] {
  const { byCode } = divisions();
  return codes.map((code) => {
    const chain: string[] = [];
    for (let node = byCode.get(code); node; node = node.parent ? byCode.get(node.parent) : undefined) chain.unshift(node.code);
    if (chain.length === 0) throw invalid('validation.division');
    const [provinceCode = '', second = '', third = ''] = chain;
    // A county directly under its province has no prefecture: its chain is two long.
    const isCounty = byCode.get(code)!.level === 3;
    return {
      divisionCode: code,
      provinceCode,
      prefectureCode: isCounty && chain.length === 2 ? '' : second,
      countyCode: isCounty ? code : third,
    };
  });
}

/**
 * Nobody grants a wider scope than they hold: a jurisdiction (none is the whole country) or the
 * divisions of a custom scope must lie wholly in the caller's scope, judged by geography alone.
 */
export function assertJurisdictionGrantable(ctx: RequestContext, granted: readonly ScopeDivision[]): void {
  if (!coversJurisdiction(signedIn(ctx).scope, granted)) throw forbidden('error.scopeWiderThanYours');
}

/** Refuses with 40300 a grant of the whole country by a caller who does not hold it. */
export function assertWholeCountryGrantable(ctx: RequestContext): void {
  if (!signedIn(ctx).scope.all) throw forbidden('error.scopeWiderThanYours');
}

/** Refuses with 40300 what changes every record in the country (thresholds, a full recompute) unless the caller's scope is the country. */
export function assertWholeCountry(ctx: RequestContext): void {
  if (!signedIn(ctx).scope.all) throw forbidden('error.nationalScopeOnly');
}

/** An account whose jurisdiction does not lie wholly in the caller's scope answers 40400, as reading it does. */
export async function assertAccountsInScope(ctx: RequestContext, db: Db, userIds: readonly number[]): Promise<void> {
  const scope = signedIn(ctx).scope;
  if (scope.all || userIds.length === 0) return;
  const accounts = await db.selectFrom('sysUser').select(['userId', 'createdBy']).where('userId', 'in', userIds).execute();
  const rows = await db.selectFrom('sysUserDivision').select(['userId', 'provinceCode', 'prefectureCode', 'countyCode']).where('userId', 'in', userIds).execute();
  for (const account of accounts) {
    const jurisdiction = rows.filter((row) => row.userId === account.userId);
    if (!coversJurisdiction(scope, jurisdiction, account.createdBy)) throw notFound();
  }
}

/**
 * The roles among `roleIds` (every role when left out) that reach outside the caller's scope: one
 * reaching anywhere (the whole country, or its holders' own records wherever they put them), one of a custom scope the caller could not grant, and one held by an
 * account outside the caller's reach (a role's subtree, exact and own scopes reach as far as its
 * holders' jurisdictions: re-scoping it moves them).
 */
export async function rolesOutsideScope(ctx: RequestContext, db: Db, roleIds?: readonly number[]): Promise<Set<number>> {
  const scope = signedIn(ctx).scope;
  if (scope.all || roleIds?.length === 0) return new Set();
  const roles = await (roleIds ? db.selectFrom('sysRole').where('roleId', 'in', roleIds) : db.selectFrom('sysRole')).select(['roleId', 'dataScope']).execute();
  const outside = new Set(roles.filter((role) => reachesAnywhere(role.dataScope)).map((role) => role.roleId));
  const custom = roles.filter((role) => role.dataScope === 'custom').map((role) => role.roleId);
  const customDivisions = custom.length ? await db.selectFrom('sysRoleDivision').select(['roleId', 'provinceCode', 'prefectureCode', 'countyCode']).where('roleId', 'in', custom).execute() : [];
  for (const roleId of custom) if (!coversJurisdiction(scope, customDivisions.filter((row) => row.roleId === roleId))) outside.add(roleId);
  const reachable = whereAccountInScope(db.selectFrom('sysUser as u').select('u.userId'), scope);
  const heldOutside = db.selectFrom('sysUserRole').select('roleId').distinct().where('userId', 'not in', reachable);
  for (const row of await (roleIds ? heldOutside.where('roleId', 'in', roleIds) : heldOutside).execute()) outside.add(row.roleId);
  return outside;
}

/** A role that reaches outside the caller's scope (see rolesOutsideScope) answers 40400, as the role list, which leaves it out, does. */
export async function assertRolesInScope(ctx: RequestContext, db: Db, roleIds: readonly number[]): Promise<void> {
  if ((await rolesOutsideScope(ctx, db, roleIds)).size > 0) throw notFound();
}

type DivisionOwner = { table: 'sysUserDivision'; key: 'userId' } | { table: 'sysRoleDivision'; key: 'roleId' };

/** Replaces the division rows of one user (jurisdiction) or role (custom scope). */
export async function replaceDivisions(db: Db, owner: DivisionOwner, ownerId: number, rows: readonly DivisionColumns[]): Promise<void> {
  await db.deleteFrom(owner.table).where(owner.key, '=', ownerId).execute();
  if (rows.length) await db.insertInto(owner.table).values(rows.map((row) => ({ ...row, [owner.key]: ownerId }) as DivisionColumns & { userId: number; roleId: number })).execute();
}

/** The division codes of each of a set of users (jurisdictions) or roles (custom scopes). */
export async function divisionCodesOf(db: Db, owner: DivisionOwner, ownerIds: readonly number[]): Promise<Map<number, string[]>> {
  const byOwner = new Map<number, string[]>(ownerIds.map((id) => [id, []]));
  if (ownerIds.length === 0) return byOwner;
  const rows = (await db
    .selectFrom(owner.table)
    .select([owner.key, 'divisionCode'])
    .where(owner.key, 'in', ownerIds)
    .orderBy('divisionCode')
    .execute()) as { userId?: number; roleId?: number; divisionCode: string }[];
  for (const row of rows) byOwner.get((row[owner.key] ?? 0) as number)?.push(row.divisionCode);
  return byOwner;
}

export const USER_DIVISIONS: DivisionOwner = { table: 'sysUserDivision', key: 'userId' };
export const ROLE_DIVISIONS: DivisionOwner = { table: 'sysRoleDivision', key: 'roleId' };

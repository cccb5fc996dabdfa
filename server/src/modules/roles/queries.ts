import type { DataScopeKind, Role, roleListQuery } from '@ews/contract';
import type { z } from 'zod';
import type { Db } from '../../db/connection.ts';
import { containing } from '../../db/text-search.ts';
import { divisionCodesOf, ROLE_DIVISIONS } from '../scope/service.ts';

const roleColumns = ['r.roleId', 'r.roleKey', 'r.name', 'r.status', 'r.sort', 'r.remark', 'r.dataScope', 'r.createdAt', 'r.createdBy', 'r.updatedAt', 'r.updatedBy', 'r.version'] as const;

function rolesWithCounts(db: Db) {
  return db
    .selectFrom('sysRole as r')
    .select(roleColumns)
    .select((eb) => eb.selectFrom('sysUserRole as ur').select(eb.fn.countAll<number>().as('n')).whereRef('ur.roleId', '=', 'r.roleId').as('userCount'));
}

type RoleRow = Omit<Role, 'userCount' | 'dataScope' | 'scopeDivisions'> & { userCount: number | null; dataScope: string };

/** The roles as the contract has them: counts as numbers, and the divisions of custom scopes. */
async function toRoles(db: Db, rows: RoleRow[]): Promise<Role[]> {
  const divisions = await divisionCodesOf(db, ROLE_DIVISIONS, rows.filter((row) => row.dataScope === 'custom').map((row) => row.roleId));
  return rows.map((row) => ({
    ...row,
    dataScope: row.dataScope as DataScopeKind,
    scopeDivisions: divisions.get(row.roleId) ?? [],
    userCount: Number(row.userCount ?? 0),
  }));
}

/** The roles that match the query, among `only` when given (the roles the caller may act on). */
export async function listRoles(db: Db, query: z.output<typeof roleListQuery>, only?: readonly number[]): Promise<{ list: Role[]; total: number }> {
  if (only?.length === 0) return { list: [], total: 0 };
  let filtered = rolesWithCounts(db);
  let counted = db.selectFrom('sysRole as r').select((eb) => eb.fn.countAll<number>().as('total'));
  if (only) {
    filtered = filtered.where('r.roleId', 'in', only);
    counted = counted.where('r.roleId', 'in', only);
  }
  if (query.name) {
    filtered = filtered.where(containing('r.name', query.name));
    counted = counted.where(containing('r.name', query.name));
  }
  if (query.roleKey) {
    filtered = filtered.where(containing('r.roleKey', query.roleKey));
    counted = counted.where(containing('r.roleKey', query.roleKey));
  }
  if (query.status !== undefined) {
    filtered = filtered.where('r.status', '=', query.status);
    counted = counted.where('r.status', '=', query.status);
  }
  const { total } = await counted.executeTakeFirstOrThrow();
  const rows = await filtered.orderBy('r.sort').orderBy('r.roleId').limit(query.limit).offset((query.page - 1) * query.limit).execute();
  return { list: await toRoles(db, rows), total: Number(total) };
}

export async function findRole(db: Db, roleId: number): Promise<Role | undefined> {
  const row = await rolesWithCounts(db).where('r.roleId', '=', roleId).executeTakeFirst();
  return row ? (await toRoles(db, [row]))[0] : undefined;
}

export async function roleMenuIds(db: Db, roleId: number): Promise<number[]> {
  const rows = await db.selectFrom('sysRoleMenu').select('menuId').where('roleId', '=', roleId).orderBy('menuId').execute();
  return rows.map((row) => row.menuId);
}

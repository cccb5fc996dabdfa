import { SUPER_ROLE_KEY, Status, type DataScope, type User } from '@ews/contract';
import type { z } from 'zod';
import type { userListQuery } from '@ews/contract';
import type { Db } from '../../db/connection.ts';
import { containing } from '../../db/text-search.ts';
import { whereAccountInScope } from '../scope/filter.ts';
import { divisionCodesOf, USER_DIVISIONS } from '../scope/service.ts';

type UserListQuery = z.output<typeof userListQuery>;

const userColumns = [
  'u.userId',
  'u.username',
  'u.name',
  'u.email',
  'u.phone',
  'u.status',
  'u.avatar',
  'u.introduction',
  'u.createdAt',
  'u.createdBy',
  'u.updatedAt',
  'u.updatedBy',
  'u.version',
] as const;

/** The accounts with their roles and jurisdiction. */
async function withRoles(db: Db, rows: Omit<User, 'roles' | 'divisionCodes'>[]): Promise<User[]> {
  if (rows.length === 0) return [];
  const links = await db
    .selectFrom('sysUserRole as ur')
    .innerJoin('sysRole as r', 'r.roleId', 'ur.roleId')
    .select(['ur.userId', 'r.roleId', 'r.roleKey', 'r.name'])
    .where(
      'ur.userId',
      'in',
      rows.map((row) => row.userId),
    )
    .orderBy('r.sort')
    .execute();
  const jurisdictions = await divisionCodesOf(db, USER_DIVISIONS, rows.map((row) => row.userId));
  return rows.map((row) => ({
    ...row,
    divisionCodes: jurisdictions.get(row.userId) ?? [],
    roles: links.filter((link) => link.userId === row.userId).map(({ roleId, roleKey, name }) => ({ roleId, roleKey, name })),
  }));
}

/** The accounts the scope reaches (see whereAccountInScope) that match the query. */
export async function listUsers(db: Db, scope: DataScope, query: UserListQuery): Promise<{ list: User[]; total: number }> {
  let filtered = whereAccountInScope(db.selectFrom('sysUser as u'), scope);
  if (query.username) filtered = filtered.where(containing('u.username', query.username));
  if (query.name) filtered = filtered.where(containing('u.name', query.name));
  if (query.status !== undefined) filtered = filtered.where('u.status', '=', query.status);
  if (query.createdFrom) filtered = filtered.where('u.createdAt', '>=', query.createdFrom);
  if (query.createdTo) filtered = filtered.where('u.createdAt', '<', `${query.createdTo}T24`);
  if (query.roleId !== undefined) {
    const roleId = query.roleId;
    filtered = filtered.where(({ exists, selectFrom }) =>
      exists(selectFrom('sysUserRole as ur').select('ur.userId').whereRef('ur.userId', '=', 'u.userId').where('ur.roleId', '=', roleId)),
    );
  }
  const { total } = await filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await filtered
    .select(userColumns)
    .orderBy(`u.${query.sort ?? 'createdAt'}`, query.order === 'descend' ? 'desc' : 'asc')
    .orderBy('u.userId')
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
    .execute();
  return { list: await withRoles(db, rows), total: Number(total) };
}

/** One account, if the scope reaches it. */
export async function findUser(db: Db, scope: DataScope, userId: number): Promise<User | undefined> {
  const row = await whereAccountInScope(db.selectFrom('sysUser as u').select(userColumns), scope).where('u.userId', '=', userId).executeTakeFirst();
  return row ? (await withRoles(db, [row]))[0] : undefined;
}

export async function replaceUserRoles(db: Db, userId: number, roleIds: number[]): Promise<void> {
  await db.deleteFrom('sysUserRole').where('userId', '=', userId).execute();
  if (roleIds.length > 0) await db.insertInto('sysUserRole').values(roleIds.map((roleId) => ({ userId, roleId }))).execute();
}

/** Enabled users holding the enabled super admin role: must never reach zero. */
export async function countEnabledSuperAdmins(db: Db): Promise<number> {
  const row = await db
    .selectFrom('sysUser as u')
    .innerJoin('sysUserRole as ur', 'ur.userId', 'u.userId')
    .innerJoin('sysRole as r', 'r.roleId', 'ur.roleId')
    .select((eb) => eb.fn.count<number>('u.userId').distinct().as('n'))
    .where('u.status', '=', Status.ENABLED)
    .where('r.status', '=', Status.ENABLED)
    .where('r.roleKey', '=', SUPER_ROLE_KEY)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

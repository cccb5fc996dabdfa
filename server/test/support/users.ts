import { endpoints, Permissions } from '@ews/contract';
import { nowIso, type Db } from '../../src/db/connection.ts';
import { hashPassword } from '../../src/modules/auth/password.ts';
import type { TestServer } from './harness.ts';

/** Inserts a user straight into the database (user administration has no endpoints yet). */
export async function insertUser(
  db: Db,
  user: { username: string; password: string; status?: number; roleKeys?: string[] },
): Promise<number> {
  const at = nowIso();
  const row = await db
    .insertInto('sysUser')
    .values({
      username: user.username,
      name: `Test ${user.username}`,
      passwordHash: await hashPassword(user.password),
      avatar: '',
      introduction: '',
      email: '',
      phone: '',
      status: user.status ?? 1,
      createdAt: at,
      createdBy: 'test',
      updatedAt: at,
      updatedBy: 'test',
      version: 1,
    })
    .returning('userId')
    .executeTakeFirstOrThrow();
  for (const roleKey of user.roleKeys ?? []) {
    const role = await db.selectFrom('sysRole').select('roleId').where('roleKey', '=', roleKey).executeTakeFirstOrThrow();
    await db.insertInto('sysUserRole').values({ userId: row.userId, roleId: role.roleId }).execute();
  }
  return row.userId;
}

/** The permissions of the system/user page: a user administrator holds them and nothing else. */
export const USER_ADMIN_PERMISSIONS = Object.values(Permissions).filter((perm) => perm.startsWith('system:user:'));

/**
 * Creates a role holding every system:user:* permission (but not '*:*:*') and a user with it,
 * through the API as the super admin, and signs that user in.
 */
export async function signInUserAdministrator(server: TestServer, adminToken: string, username = 'useradmin'): Promise<{ token: string; userId: number; roleId: number; password: string }> {
  const password = 'User-admin-2026';
  const menus = await server.db.selectFrom('sysMenu').select('menuId').where((eb) => eb.or([eb('menuKey', '=', 'SystemUser'), eb('perms', 'in', USER_ADMIN_PERMISSIONS)])).execute();
  const role = await server.call(endpoints.roleSave, { roleKey: `${username}-role`, name: 'User administrator' }, { token: adminToken });
  await server.call(endpoints.roleSaveMenus, { roleId: role.roleId, menuIds: menus.map((menu) => menu.menuId) }, { token: adminToken });
  const user = await server.call(endpoints.userSave, { username, name: 'User administrator', password, roleIds: [role.roleId] }, { token: adminToken });
  return { token: await server.signIn(username, password), userId: user.userId, roleId: role.roleId, password };
}

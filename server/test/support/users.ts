import { nowIso, type Db } from '../../src/db/connection.ts';
import { hashPassword } from '../../src/modules/auth/password.ts';

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

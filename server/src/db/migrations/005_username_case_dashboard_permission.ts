import { sql, type Kysely } from 'kysely';

/** The dashboard page's permission (Permissions.DASHBOARD_VIEW when this migration was written). */
const DASHBOARD_VIEW = 'dashboard:view';
const USERNAME_MAX = 32;

/**
 * 'Admin' and 'admin' become one account name. An earlier database may hold names that differ only
 * in case: the oldest account keeps its name, each later one gets `_<userId>` appended (still a
 * valid username), so the unique index can be built and nobody is locked out without a trace.
 */
async function renameCaseTwins(db: Kysely<any>): Promise<void> {
  const users: { userId: number; username: string }[] = await db.selectFrom('sysUser').select(['userId', 'username']).orderBy('userId').execute();
  const taken = new Set<string>();
  for (const user of users) {
    let name = user.username;
    if (taken.has(name.toLowerCase())) {
      const suffix = `_${user.userId}`;
      name = `${name.slice(0, USERNAME_MAX - suffix.length)}${suffix}`;
      await db.updateTable('sysUser').set({ username: name }).where('userId', '=', user.userId).execute();
    }
    taken.add(name.toLowerCase());
  }
}

/** Runs on the server's connection, whose CamelCasePlugin maps these names to sys_user, sys_menu.menu_key. */
export async function up(db: Kysely<any>): Promise<void> {
  await renameCaseTwins(db);
  await db.schema.createIndex('sys_user_username_lower').ifNotExists().unique().on('sys_user').expression(sql`lower(username)`).execute();
  // The dashboard's calls need a permission now: the page's menu entry carries it, so every role
  // that shows the dashboard keeps it. An entry an admin gave perms of their own is left alone.
  await db.updateTable('sysMenu').set({ perms: DASHBOARD_VIEW }).where('menuKey', '=', 'Dashboard').where('perms', '=', '').execute();
}

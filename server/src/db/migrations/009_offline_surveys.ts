import type { Kysely } from 'kysely';

/** The survey add permission (Permissions.SURVEY_ADD when this migration was written). */
const SURVEY_ADD = 'surveillance:survey:add';
/** The field entry page as the seed writes it (server/src/bootstrap/seed/menus.ts). */
const FIELD_ENTRY = { menuKey: 'FieldEntry', name: 'route.fieldEntry', path: 'fieldEntry', component: 'surveillance/fieldEntry', metaIcon: 'environment', menuType: 2 };
const PARENT_KEY = 'Surveillance';
const MIGRATOR = 'system';

/**
 * Offline survey entry (issue 19). Each survey may carry the id the device gave its entry: unique,
 * so an entry sent twice (its first answer lost on the way back) is stored once. Empty on the
 * surveys typed in the console; both databases let a unique index hold any number of NULLs.
 *
 * An existing database gets the field entry page under Surveillance, granted to every role that
 * may add surveys (custom roles too). A new database has no menus yet: the seed adds the page then.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('survey').addColumn('client_id', 'varchar(36)').execute();
  await db.schema.createIndex('survey_client_id_uq').unique().on('survey').column('client_id').execute();

  const parent: { menuId: number } | undefined = await db.selectFrom('sysMenu').select('menuId').where('menuKey', '=', PARENT_KEY).executeTakeFirst();
  const present = await db.selectFrom('sysMenu').select('menuId').where('menuKey', '=', FIELD_ENTRY.menuKey).executeTakeFirst();
  if (!parent || present) return;
  const { sort }: { sort: number | null } = await db
    .selectFrom('sysMenu')
    .select((eb) => eb.fn.max('sort').as('sort'))
    .where('parentId', '=', parent.menuId)
    .executeTakeFirstOrThrow();
  const at = new Date().toISOString();
  const { menuId }: { menuId: number } = await db
    .insertInto('sysMenu')
    .values({ ...FIELD_ENTRY, parentId: parent.menuId, perms: SURVEY_ADD, sort: Number(sort ?? 0) + 1, createdAt: at, createdBy: MIGRATOR, updatedAt: at, updatedBy: MIGRATOR, version: 1 })
    .returning('menuId')
    .executeTakeFirstOrThrow();
  const roles: { roleId: number }[] = await db
    .selectFrom('sysRoleMenu as rm')
    .innerJoin('sysMenu as m', 'm.menuId', 'rm.menuId')
    .select('rm.roleId')
    .distinct()
    .where('m.perms', '=', SURVEY_ADD)
    .execute();
  if (roles.length > 0) await db.insertInto('sysRoleMenu').values(roles.map(({ roleId }) => ({ roleId, menuId }))).execute();
}

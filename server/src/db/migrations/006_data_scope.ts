import type { CreateTableBuilder, Kysely } from 'kysely';

/** roleKey of the seeded super admin role, which sees the whole country. */
const SUPER_ROLE_KEY = 'admin';

/** A division row: its own code, and the province, prefecture and county columns records carry. */
function withDivision<T extends string, C extends string>(table: CreateTableBuilder<T, C>) {
  return table
    .addColumn('division_code', 'varchar(6)', (col) => col.notNull())
    .addColumn('province_code', 'varchar(6)', (col) => col.notNull())
    .addColumn('prefecture_code', 'varchar(6)', (col) => col.notNull().defaultTo(''))
    .addColumn('county_code', 'varchar(6)', (col) => col.notNull().defaultTo(''));
}

/**
 * Data scope: a user's jurisdiction (no rows: the whole country), a role's data scope and the
 * divisions of a custom one. Existing roles get 'subtree', which for users without a jurisdiction
 * is the whole country as before; the super admin role gets 'all'.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sys_role').addColumn('data_scope', 'varchar(16)', (col) => col.notNull().defaultTo('subtree')).execute();
  await db.updateTable('sysRole').set({ dataScope: 'all' }).where('roleKey', '=', SUPER_ROLE_KEY).execute();

  await withDivision(
    db.schema.createTable('sys_user_division').addColumn('user_id', 'integer', (col) => col.notNull().references('sys_user.user_id').onDelete('cascade')),
  )
    .addPrimaryKeyConstraint('sys_user_division_pk', ['user_id', 'division_code'])
    .execute();
  await withDivision(
    db.schema.createTable('sys_role_division').addColumn('role_id', 'integer', (col) => col.notNull().references('sys_role.role_id').onDelete('cascade')),
  )
    .addPrimaryKeyConstraint('sys_role_division_pk', ['role_id', 'division_code'])
    .execute();

  // The scope filters records by these columns: each gets an index, so a county's rows are found
  // without reading the country's.
  for (const column of ['prefecture_code', 'county_code', 'created_by']) {
    await db.schema.createIndex(`outbreak_${column}_idx`).on('outbreak').column(column).execute();
  }
  await db.schema.createIndex('source_point_created_by_idx').on('source_point').column('created_by').execute();
}

import type { Kysely } from 'kysely';
import { withAudit, withId } from './helpers.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await withAudit(
    withId(db, db.schema.createTable('sys_user'), 'user_id')
      .addColumn('username', 'varchar(64)', (col) => col.notNull().unique())
      .addColumn('name', 'varchar(64)', (col) => col.notNull())
      .addColumn('password_hash', 'text', (col) => col.notNull())
      .addColumn('avatar', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('introduction', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('email', 'varchar(128)', (col) => col.notNull().defaultTo(''))
      .addColumn('phone', 'varchar(32)', (col) => col.notNull().defaultTo(''))
      .addColumn('status', 'integer', (col) => col.notNull().defaultTo(1)),
  ).execute();

  await withAudit(
    withId(db, db.schema.createTable('sys_role'), 'role_id')
      .addColumn('role_key', 'varchar(64)', (col) => col.notNull().unique())
      .addColumn('name', 'varchar(64)', (col) => col.notNull())
      .addColumn('status', 'integer', (col) => col.notNull().defaultTo(1))
      .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('remark', 'text', (col) => col.notNull().defaultTo('')),
  ).execute();

  await db.schema
    .createTable('sys_user_role')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('sys_user.user_id').onDelete('cascade'))
    .addColumn('role_id', 'integer', (col) => col.notNull().references('sys_role.role_id').onDelete('cascade'))
    .addPrimaryKeyConstraint('sys_user_role_pk', ['user_id', 'role_id'])
    .execute();

  await withAudit(
    withId(db, db.schema.createTable('sys_menu'), 'menu_id')
      .addColumn('parent_id', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('menu_key', 'varchar(128)', (col) => col.notNull().unique())
      .addColumn('name', 'varchar(128)', (col) => col.notNull())
      .addColumn('path', 'varchar(255)', (col) => col.notNull().defaultTo(''))
      .addColumn('component', 'varchar(255)', (col) => col.notNull().defaultTo(''))
      .addColumn('redirect', 'varchar(255)', (col) => col.notNull().defaultTo(''))
      .addColumn('meta_icon', 'varchar(64)', (col) => col.notNull().defaultTo(''))
      .addColumn('menu_type', 'integer', (col) => col.notNull())
      .addColumn('perms', 'varchar(128)', (col) => col.notNull().defaultTo(''))
      .addColumn('hidden', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('always_show', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('affix', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('no_cache', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('breadcrumb', 'integer', (col) => col.notNull().defaultTo(1))
      .addColumn('active_menu', 'varchar(255)', (col) => col.notNull().defaultTo(''))
      .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('status', 'integer', (col) => col.notNull().defaultTo(1)),
  ).execute();
  await db.schema.createIndex('sys_menu_parent_idx').on('sys_menu').column('parent_id').execute();

  await db.schema
    .createTable('sys_role_menu')
    .addColumn('role_id', 'integer', (col) => col.notNull().references('sys_role.role_id').onDelete('cascade'))
    .addColumn('menu_id', 'integer', (col) => col.notNull().references('sys_menu.menu_id').onDelete('cascade'))
    .addPrimaryKeyConstraint('sys_role_menu_pk', ['role_id', 'menu_id'])
    .execute();

  await withId(db, db.schema.createTable('sys_session'), 'session_id')
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('sys_user.user_id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_seen_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('revoked_reason', 'varchar(32)')
    .addColumn('ip', 'varchar(64)', (col) => col.notNull().defaultTo(''))
    .addColumn('user_agent', 'varchar(512)', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('sys_session_user_idx').on('sys_session').column('user_id').execute();

  await db.schema
    .createTable('sys_captcha')
    .addColumn('captcha_id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('answer', 'varchar(16)', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('sys_login_attempt')
    .addColumn('attempt_key', 'varchar(200)', (col) => col.primaryKey())
    .addColumn('failures', 'integer', (col) => col.notNull())
    .addColumn('first_failure_at', 'text', (col) => col.notNull())
    .addColumn('locked_until', 'text')
    .execute();

  await withId(db, db.schema.createTable('sys_audit_log'), 'audit_id')
    .addColumn('at', 'text', (col) => col.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('username', 'varchar(64)', (col) => col.notNull().defaultTo(''))
    .addColumn('action', 'varchar(64)', (col) => col.notNull())
    .addColumn('entity', 'varchar(64)', (col) => col.notNull())
    .addColumn('entity_id', 'varchar(64)', (col) => col.notNull().defaultTo(''))
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .addColumn('ip', 'varchar(64)', (col) => col.notNull().defaultTo(''))
    .addColumn('result', 'varchar(32)', (col) => col.notNull().defaultTo('ok'))
    .execute();
  await db.schema.createIndex('sys_audit_log_at_idx').on('sys_audit_log').column('at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'sys_audit_log',
    'sys_login_attempt',
    'sys_captcha',
    'sys_session',
    'sys_role_menu',
    'sys_menu',
    'sys_user_role',
    'sys_role',
    'sys_user',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}

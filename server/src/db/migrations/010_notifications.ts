import type { Kysely } from 'kysely';
import { withAudit, withId } from './helpers.ts';

/**
 * Alerts that reach a person: the channels configured in the console, the outbox the engine
 * writes in the alert's own transaction (one row per alert and matching channel, so a restart
 * loses nothing and the pair is never queued twice), and every delivery attempt with its answer.
 * The menu rows come from the seed, which adds missing entries by key on every start.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withAudit(
    withId(db, db.schema.createTable('notification_channel'), 'channel_id')
      .addColumn('name', 'varchar(64)', (col) => col.notNull())
      .addColumn('kind', 'varchar(16)', (col) => col.notNull())
      .addColumn('enabled', 'integer', (col) => col.notNull().defaultTo(1))
      .addColumn('target', 'varchar(500)', (col) => col.notNull())
      .addColumn('recipients', 'varchar(1000)', (col) => col.notNull().defaultTo(''))
      .addColumn('sender', 'varchar(200)', (col) => col.notNull().defaultTo(''))
      .addColumn('secret', 'varchar(500)', (col) => col.notNull().defaultTo(''))
      .addColumn('body_template', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('language', 'varchar(8)', (col) => col.notNull())
      .addColumn('levels', 'text', (col) => col.notNull())
      .addColumn('focus_types', 'text', (col) => col.notNull())
      .addColumn('divisions', 'text', (col) => col.notNull())
      .addColumn('quiet_from', 'varchar(5)', (col) => col.notNull().defaultTo(''))
      .addColumn('quiet_to', 'varchar(5)', (col) => col.notNull().defaultTo(''))
      .addColumn('time_zone', 'varchar(64)', (col) => col.notNull()),
  ).execute();

  await withId(db, db.schema.createTable('notification_outbox'), 'outbox_id')
    .addColumn('channel_id', 'integer', (col) => col.notNull().references('notification_channel.channel_id').onDelete('cascade'))
    .addColumn('alert_id', 'integer', (col) => col.notNull().references('alert.alert_id').onDelete('cascade'))
    .addColumn('status', 'varchar(16)', (col) => col.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'bigint', (col) => col.notNull())
    .addColumn('lease_until', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('lease_owner', 'varchar(64)', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('sent_at', 'varchar(32)', (col) => col.notNull().defaultTo(''))
    .addUniqueConstraint('notification_outbox_pair', ['channel_id', 'alert_id'])
    .execute();
  await db.schema.createIndex('notification_outbox_due_idx').on('notification_outbox').columns(['status', 'next_attempt_at']).execute();

  await withId(db, db.schema.createTable('notification_attempt'), 'attempt_id')
    .addColumn('outbox_id', 'integer', (col) => col.notNull().references('notification_outbox.outbox_id').onDelete('cascade'))
    .addColumn('attempt', 'integer', (col) => col.notNull())
    .addColumn('at', 'varchar(32)', (col) => col.notNull())
    .addColumn('ok', 'integer', (col) => col.notNull())
    .addColumn('answer', 'varchar(1000)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('notification_attempt_outbox_idx').on('notification_attempt').column('outbox_id').execute();
}

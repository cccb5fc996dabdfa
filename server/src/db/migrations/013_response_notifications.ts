import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../connection.ts';
import { withId } from './helpers.ts';

/** The outbox's columns as 010 made them, then the two this migration adds. */
const OLD_COLUMNS = ['outbox_id', 'channel_id', 'alert_id', 'status', 'attempts', 'next_attempt_at', 'lease_until', 'lease_owner', 'created_at', 'sent_at'];

function outboxTable(db: Kysely<any>, name: string) {
  return withId(db, db.schema.createTable(name), 'outbox_id')
    .addColumn('channel_id', 'integer', (col) => col.notNull().references('notification_channel.channel_id').onDelete('cascade'))
    .addColumn('alert_id', 'integer', (col) => col.references('alert.alert_id').onDelete('cascade'))
    .addColumn('status', 'varchar(16)', (col) => col.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'bigint', (col) => col.notNull())
    .addColumn('lease_until', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('lease_owner', 'varchar(64)', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('sent_at', 'varchar(32)', (col) => col.notNull().defaultTo(''))
    .addColumn('declaration_id', 'integer', (col) => col.references('response_declaration.declaration_id').onDelete('cascade'))
    .addColumn('event', 'varchar(16)', (col) => col.notNull().defaultTo(''))
    .addUniqueConstraint('notification_outbox_pair', ['channel_id', 'alert_id']);
}

/**
 * A declared response level, and its end, reach the notification channels (issue 41): an outbox
 * row is then a signal's (alert_id) or a declaration's (declaration_id, with the event 'declared' or
 * 'ended'), so alert_id may be empty. PostgreSQL alters the table in place; SQLite builds it again
 * and renames it over the old one (012's procedure; migrate.ts runs it with foreign keys off), the
 * rows keeping their ids, so their attempts still point at them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`alter table notification_outbox alter column alert_id drop not null`.execute(db);
    await db.schema
      .alterTable('notification_outbox')
      .addColumn('declaration_id', 'integer', (col) => col.references('response_declaration.declaration_id').onDelete('cascade'))
      .execute();
    await db.schema.alterTable('notification_outbox').addColumn('event', 'varchar(16)', (col) => col.notNull().defaultTo('')).execute();
  } else {
    await outboxTable(db, 'notification_outbox_rebuilt').execute();
    const columns = sql.join(OLD_COLUMNS.map((column) => sql.ref(column)));
    await sql`insert into notification_outbox_rebuilt (${columns}) select ${columns} from notification_outbox`.execute(db);
    await sql`drop table notification_outbox`.execute(db);
    await sql`alter table notification_outbox_rebuilt rename to notification_outbox`.execute(db);
    await db.schema.createIndex('notification_outbox_due_idx').on('notification_outbox').columns(['status', 'next_attempt_at']).execute();
  }
  await db.schema.createIndex('notification_outbox_declaration_uq').unique().on('notification_outbox').columns(['channel_id', 'declaration_id', 'event']).execute();
}

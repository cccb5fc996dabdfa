import type { Kysely } from 'kysely';

/**
 * What several instances on one database must agree on, kept in it: the flood counters (calls
 * per client address and window) and the one full recompute that may run at a time, with its
 * progress, so whichever instance is asked reports the same run.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sys_rate_count')
    .addColumn('counter_key', 'varchar(200)', (col) => col.primaryKey())
    .addColumn('window_start', 'bigint', (col) => col.notNull())
    .addColumn('calls', 'integer', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('sys_rate_count_window_idx').on('sys_rate_count').column('window_start').execute();

  await db.schema
    .createTable('risk_recompute')
    .addColumn('run_id', 'integer', (col) => col.primaryKey())
    .addColumn('running', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('done', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('total', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('started_at', 'varchar(32)', (col) => col.notNull().defaultTo(''))
    .addColumn('finished_at', 'varchar(32)', (col) => col.notNull().defaultTo(''))
    .addColumn('started_by', 'varchar(64)', (col) => col.notNull().defaultTo(''))
    .addColumn('heartbeat_at', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('joined', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('result', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.insertInto('riskRecompute').values({ runId: 1 }).execute();
}

import type { Kysely } from 'kysely';
import { withAudit, withId } from './helpers.ts';

export async function up(db: Kysely<any>): Promise<void> {
  const counts = ['animals_examined', 'bacteriology_samples', 'isolates_host', 'isolates_vector', 'sera_tested', 'sera_positive', 'dead_rodents_found', 'dead_rodents_positive', 'suspected_human_cases'];
  const measures = ['host_density', 'capture_rate', 'infestation_rate', 'flea_index', 'burrow_flea_index', 'free_flea_index'];
  let survey = withId(db, db.schema.createTable('survey'), 'survey_id')
    .addColumn('source_id', 'integer', (col) => col.notNull().references('source_point.source_id').onDelete('cascade'))
    .addColumn('survey_date', 'varchar(10)', (col) => col.notNull())
    .addColumn('survey_unit', 'varchar(100)', (col) => col.notNull().defaultTo(''))
    .addColumn('host_species', 'varchar(200)', (col) => col.notNull().defaultTo(''))
    .addColumn('vector_species', 'varchar(200)', (col) => col.notNull().defaultTo(''))
    .addColumn('max_titre', 'varchar(16)', (col) => col.notNull().defaultTo(''))
    .addColumn('notes', 'text', (col) => col.notNull().defaultTo(''));
  for (const column of measures) survey = survey.addColumn(column, 'double precision');
  for (const column of counts) survey = survey.addColumn(column, 'integer', (col) => col.notNull().defaultTo(0));
  await withAudit(survey).execute();
  await db.schema.createIndex('survey_source_date_idx').on('survey').columns(['source_id', 'survey_date']).execute();

  await db.schema
    .createTable('risk_threshold')
    .addColumn('focus_type', 'varchar(32)', (col) => col.primaryKey())
    .addColumn('host_density', 'double precision', (col) => col.notNull())
    .addColumn('flea_index', 'double precision', (col) => col.notNull())
    .addColumn('density_unit', 'varchar(16)', (col) => col.notNull())
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('updated_by', 'varchar(64)', (col) => col.notNull())
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();

  await withAudit(
    withId(db, db.schema.createTable('alert'), 'alert_id')
      .addColumn('source_id', 'integer', (col) => col.notNull().references('source_point.source_id').onDelete('cascade'))
      .addColumn('rule', 'varchar(16)', (col) => col.notNull())
      .addColumn('level', 'varchar(4)', (col) => col.notNull())
      .addColumn('status', 'varchar(16)', (col) => col.notNull())
      .addColumn('triggered_at', 'text', (col) => col.notNull())
      .addColumn('last_triggered_at', 'text', (col) => col.notNull())
      .addColumn('observed', 'double precision', (col) => col.notNull())
      .addColumn('threshold', 'double precision', (col) => col.notNull())
      .addColumn('survey_ids', 'text', (col) => col.notNull().defaultTo('[]')),
  ).execute();
  await db.schema.createIndex('alert_source_idx').on('alert').columns(['source_id', 'status']).execute();

  await withId(db, db.schema.createTable('alert_event'), 'event_id')
    .addColumn('alert_id', 'integer', (col) => col.notNull().references('alert.alert_id').onDelete('cascade'))
    .addColumn('from_status', 'varchar(16)', (col) => col.notNull())
    .addColumn('to_status', 'varchar(16)', (col) => col.notNull())
    .addColumn('note', 'text', (col) => col.notNull())
    .addColumn('username', 'varchar(64)', (col) => col.notNull())
    .addColumn('at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['alert_event', 'alert', 'risk_threshold', 'survey']) await db.schema.dropTable(table).ifExists().execute();
}

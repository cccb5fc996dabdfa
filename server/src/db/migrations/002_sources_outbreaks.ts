import type { Kysely } from 'kysely';
import { withAudit, withId } from './helpers.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await withAudit(
    withId(db, db.schema.createTable('source_point'), 'source_id')
      .addColumn('code', 'varchar(32)', (col) => col.notNull().unique())
      .addColumn('name', 'varchar(100)', (col) => col.notNull())
      .addColumn('focus_type', 'varchar(32)', (col) => col.notNull())
      .addColumn('province_code', 'varchar(6)', (col) => col.notNull())
      .addColumn('province_name', 'varchar(64)', (col) => col.notNull().defaultTo(''))
      .addColumn('prefecture_code', 'varchar(6)', (col) => col.notNull().defaultTo(''))
      .addColumn('prefecture_name', 'varchar(64)', (col) => col.notNull().defaultTo(''))
      .addColumn('county_code', 'varchar(6)', (col) => col.notNull().defaultTo(''))
      .addColumn('county_name', 'varchar(64)', (col) => col.notNull().defaultTo(''))
      .addColumn('place', 'varchar(200)', (col) => col.notNull().defaultTo(''))
      .addColumn('longitude', 'double precision', (col) => col.notNull())
      .addColumn('latitude', 'double precision', (col) => col.notNull())
      .addColumn('altitude', 'double precision')
      .addColumn('area', 'double precision')
      .addColumn('primary_hosts', 'text', (col) => col.notNull().defaultTo('[]'))
      .addColumn('primary_vectors', 'text', (col) => col.notNull().defaultTo('[]'))
      .addColumn('discovered_on', 'varchar(10)', (col) => col.notNull().defaultTo(''))
      .addColumn('status', 'varchar(16)', (col) => col.notNull().defaultTo('active'))
      .addColumn('monitoring_unit', 'varchar(100)', (col) => col.notNull().defaultTo(''))
      .addColumn('contact_name', 'varchar(64)', (col) => col.notNull().defaultTo(''))
      .addColumn('contact_phone', 'varchar(32)', (col) => col.notNull().defaultTo(''))
      .addColumn('notes', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('risk_level', 'varchar(8)', (col) => col.notNull().defaultTo('none'))
      .addColumn('risk_rank', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('risk_score', 'double precision', (col) => col.notNull().defaultTo(0))
      .addColumn('risk_reason', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('risk_updated_at', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('last_survey_on', 'varchar(10)', (col) => col.notNull().defaultTo('')),
  ).execute();
  for (const column of ['focus_type', 'province_code', 'prefecture_code', 'county_code', 'risk_rank', 'status', 'name']) {
    await db.schema.createIndex(`source_point_${column}_idx`).on('source_point').column(column).execute();
  }

  await withAudit(
    withId(db, db.schema.createTable('outbreak'), 'outbreak_id')
      .addColumn('code', 'varchar(32)', (col) => col.notNull().unique())
      .addColumn('title', 'varchar(200)', (col) => col.notNull())
      .addColumn('source_id', 'integer', (col) => col.references('source_point.source_id').onDelete('set null'))
      .addColumn('onset_date', 'varchar(10)', (col) => col.notNull())
      .addColumn('onset_precision', 'varchar(8)', (col) => col.notNull().defaultTo('day'))
      .addColumn('end_date', 'varchar(10)', (col) => col.notNull().defaultTo(''))
      .addColumn('province_code', 'varchar(6)', (col) => col.notNull())
      .addColumn('province_name', 'varchar(64)', (col) => col.notNull().defaultTo(''))
      .addColumn('prefecture_code', 'varchar(6)', (col) => col.notNull().defaultTo(''))
      .addColumn('prefecture_name', 'varchar(64)', (col) => col.notNull().defaultTo(''))
      .addColumn('county_code', 'varchar(6)', (col) => col.notNull().defaultTo(''))
      .addColumn('county_name', 'varchar(64)', (col) => col.notNull().defaultTo(''))
      .addColumn('place', 'varchar(200)', (col) => col.notNull().defaultTo(''))
      .addColumn('longitude', 'double precision')
      .addColumn('latitude', 'double precision')
      .addColumn('bubonic', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('pneumonic', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('septicemic', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('other_form', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('cases', 'integer', (col) => col.notNull())
      .addColumn('deaths', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('classification', 'varchar(16)', (col) => col.notNull())
      .addColumn('confirmation_method', 'varchar(16)', (col) => col.notNull())
      .addColumn('infection_source', 'varchar(16)', (col) => col.notNull())
      .addColumn('hosts_involved', 'text', (col) => col.notNull().defaultTo('[]'))
      .addColumn('animal_epizootic', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('urban_pneumonic_spread', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('references_text', 'text', (col) => col.notNull().defaultTo('')),
  ).execute();
  for (const column of ['onset_date', 'source_id', 'province_code']) {
    await db.schema.createIndex(`outbreak_${column}_idx`).on('outbreak').column(column).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('outbreak').ifExists().execute();
  await db.schema.dropTable('source_point').ifExists().execute();
}

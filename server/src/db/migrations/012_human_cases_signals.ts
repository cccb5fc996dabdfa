import { sql, type CreateTableBuilder, type Kysely } from 'kysely';
import { dialectOf } from '../connection.ts';
import { withAudit, withId } from './helpers.ts';

/**
 * The alert levels I–IV as they were stored until this migration, and the signal priority each
 * becomes. The levels borrowed the national plan's response levels (I–IV, red to blue), which only a
 * government declares: a signal has a priority instead, with the same order.
 */
const PRIORITY_OF_LEVEL: Record<string, string> = { I: 'urgent', II: 'high', III: 'moderate', IV: 'low' };

/**
 * Human cases one by one (人间病例), their contacts, signals that need not lie at a source point,
 * and the response levels a person declares (issue 41).
 *
 * - human_case: one record per person, no name or ID number (the national system holds identities).
 *   Its region is the residence (现住址), by which China's reporting system attributes a case; the
 *   exposure place is a division code, a place, coordinates and a source point when known.
 * - case_contact: a case's contacts with their daily follow-up (JSON, 9 days).
 * - alert: a signal may come from a case or an outbreak record with no source point, so its place is
 *   its own (province, prefecture, county; copied from the point for every existing alert) and
 *   source_id may be empty; a deleted point leaves its signals' history (ON DELETE SET NULL). The
 *   level becomes the priority, value for value.
 * - alert_event: the laboratory evidence a discard of a case or isolate signal must give.
 * - notification_channel: the levels a channel took become priorities.
 * - source_point.risk_level: the point's highest open signal priority, value for value.
 * - survey: dead animals found whose laboratory results are pending (三报).
 * - response_declaration: a response level declared for a county, and its end.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await createHumanCases(db);
  await rebuildAlerts(db);
  await db.schema.alterTable('alert_event').addColumn('evidence', 'text', (col) => col.notNull().defaultTo('')).execute();
  for (const [level, priority] of Object.entries(PRIORITY_OF_LEVEL)) {
    await db.updateTable('alert').set({ priority }).where('priority', '=', level).execute();
    await db.updateTable('sourcePoint').set({ riskLevel: priority }).where('riskLevel', '=', level).execute();
  }
  await db.schema.alterTable('notification_channel').renameColumn('levels', 'priorities').execute();
  const channels: { channelId: number; priorities: string }[] = await db.selectFrom('notificationChannel').select(['channelId', 'priorities']).execute();
  for (const { channelId, priorities } of channels) {
    const mapped = (JSON.parse(priorities) as string[]).map((level) => PRIORITY_OF_LEVEL[level] ?? level);
    await db.updateTable('notificationChannel').set({ priorities: JSON.stringify(mapped) }).where('channelId', '=', channelId).execute();
  }
  await db.schema.alterTable('survey').addColumn('dead_rodents_pending', 'integer', (col) => col.notNull().defaultTo(0)).execute();
  await createResponseDeclarations(db);
}

async function createHumanCases(db: Kysely<any>): Promise<void> {
  await withAudit(
    withRegion(withId(db, db.schema.createTable('human_case'), 'case_id'))
      .addColumn('card_number', 'varchar(32)', (col) => col.notNull().defaultTo(''))
      .addColumn('report_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('diagnosis_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('onset_date', 'varchar(10)', (col) => col.notNull())
      .addColumn('age', 'integer')
      .addColumn('sex', 'varchar(8)', (col) => col.notNull())
      .addColumn('occupation', 'varchar(32)', (col) => col.notNull())
      .addColumn('residence_place', 'varchar(200)', (col) => col.notNull().defaultTo(''))
      .addColumn('exposure_region_code', 'varchar(6)', (col) => col.notNull().defaultTo(''))
      .addColumn('exposure_place', 'varchar(200)', (col) => col.notNull().defaultTo(''))
      .addColumn('exposure_longitude', 'double precision')
      .addColumn('exposure_latitude', 'double precision')
      .addColumn('source_id', 'integer', (col) => col.references('source_point.source_id').onDelete('set null'))
      .addColumn('exposure', 'varchar(16)', (col) => col.notNull())
      .addColumn('clinical_form', 'varchar(16)', (col) => col.notNull())
      .addColumn('classification', 'varchar(16)', (col) => col.notNull())
      .addColumn('confirmation_method', 'varchar(16)', (col) => col.notNull())
      .addColumn('outcome', 'varchar(16)', (col) => col.notNull())
      .addColumn('reporting_unit', 'varchar(100)', (col) => col.notNull())
      .addColumn('client_id', 'varchar(36)')
      .addColumn('notes', 'text', (col) => col.notNull().defaultTo('')),
  ).execute();
  await db.schema.createIndex('human_case_region_idx').on('human_case').columns(['province_code', 'prefecture_code', 'county_code']).execute();
  await db.schema.createIndex('human_case_report_idx').on('human_case').columns(['report_at', 'case_id']).execute();
  await db.schema.createIndex('human_case_onset_idx').on('human_case').column('onset_date').execute();
  await db.schema.createIndex('human_case_source_idx').on('human_case').column('source_id').execute();
  await db.schema.createIndex('human_case_client_id_uq').unique().on('human_case').column('client_id').execute();

  await withAudit(
    withId(db, db.schema.createTable('case_contact'), 'contact_id')
      .addColumn('case_id', 'integer', (col) => col.notNull().references('human_case.case_id').onDelete('cascade'))
      .addColumn('label', 'varchar(64)', (col) => col.notNull())
      .addColumn('relation', 'varchar(16)', (col) => col.notNull())
      .addColumn('last_exposure_date', 'varchar(10)', (col) => col.notNull())
      .addColumn('prophylaxis', 'varchar(100)', (col) => col.notNull().defaultTo(''))
      .addColumn('follow_ups', 'text', (col) => col.notNull().defaultTo('[]'))
      .addColumn('status', 'varchar(16)', (col) => col.notNull().defaultTo('following'))
      .addColumn('became_case_id', 'integer', (col) => col.references('human_case.case_id').onDelete('set null'))
      .addColumn('notes', 'text', (col) => col.notNull().defaultTo('')),
  ).execute();
  await db.schema.createIndex('case_contact_case_idx').on('case_contact').column('case_id').execute();
}

/** A signal's own place: its point's for every existing alert, its case's or outbreak's for a new one. */
const ALERT_PLACE = [
  ['province_code', 'varchar(6)'],
  ['prefecture_code', 'varchar(6)'],
  ['county_code', 'varchar(6)'],
  ['county_name', 'varchar(64)'],
] as const;

/** Province → prefecture → county, codes and names, as the source points and outbreaks store them. */
function withRegion<T extends string>(table: CreateTableBuilder<T>) {
  return table
    .addColumn('province_code', 'varchar(6)', (col) => col.notNull())
    .addColumn('province_name', 'varchar(64)', (col) => col.notNull())
    .addColumn('prefecture_code', 'varchar(6)', (col) => col.notNull().defaultTo(''))
    .addColumn('prefecture_name', 'varchar(64)', (col) => col.notNull().defaultTo(''))
    .addColumn('county_code', 'varchar(6)', (col) => col.notNull().defaultTo(''))
    .addColumn('county_name', 'varchar(64)', (col) => col.notNull().defaultTo(''));
}

/** The signal's own place and its links, each nullable; every existing alert keeps its point's place. */
const ALERT_COLUMNS = [
  'alert_id',
  'source_id',
  'case_id',
  'outbreak_id',
  'rule',
  'priority',
  'status',
  'province_code',
  'prefecture_code',
  'county_code',
  'county_name',
  'triggered_at',
  'last_triggered_at',
  'observed',
  'threshold',
  'survey_ids',
  'created_at',
  'created_by',
  'updated_at',
  'updated_by',
  'version',
];

function alertTable(db: Kysely<any>, name: string) {
  let table = withId(db, db.schema.createTable(name), 'alert_id')
      .addColumn('source_id', 'integer', (col) => col.references('source_point.source_id').onDelete('set null'))
      .addColumn('case_id', 'integer', (col) => col.references('human_case.case_id').onDelete('set null'))
      .addColumn('outbreak_id', 'integer', (col) => col.references('outbreak.outbreak_id').onDelete('set null'))
      .addColumn('rule', 'varchar(16)', (col) => col.notNull())
      .addColumn('priority', 'varchar(16)', (col) => col.notNull())
      .addColumn('status', 'varchar(16)', (col) => col.notNull())
      .addColumn('triggered_at', 'text', (col) => col.notNull())
      .addColumn('last_triggered_at', 'text', (col) => col.notNull())
      .addColumn('observed', 'double precision', (col) => col.notNull())
      .addColumn('threshold', 'double precision', (col) => col.notNull())
      .addColumn('survey_ids', 'text', (col) => col.notNull().defaultTo('[]'));
  for (const [column, type] of ALERT_PLACE) table = table.addColumn(column, type, (col) => col.notNull().defaultTo(''));
  return withAudit(table);
}

/**
 * PostgreSQL alters the table in place. SQLite cannot drop a NOT NULL or change a foreign key's
 * action, so the table is built again under another name, filled, and renamed over the old one, the
 * procedure SQLite's documentation gives; migrate.ts runs SQLite's migrations with foreign keys off
 * (the old table's drop would otherwise delete the outbox rows that cascade from it) and checks them after.
 */
async function rebuildAlerts(db: Kysely<any>): Promise<void> {
  const placeFromPoint = (column: string) => sql`(select s.${sql.ref(column)} from source_point s where s.source_id = alert.source_id)`;
  if (dialectOf(db) === 'postgres') {
    await sql`alter table alert drop constraint alert_source_id_fkey`.execute(db);
    await sql`alter table alert alter column source_id drop not null`.execute(db);
    await sql`alter table alert add constraint alert_source_id_fkey foreign key (source_id) references source_point (source_id) on delete set null`.execute(db);
    await sql`alter table alert rename column level to priority`.execute(db);
    await sql`alter table alert alter column priority type varchar(16)`.execute(db);
    await db.schema
      .alterTable('alert')
      .addColumn('case_id', 'integer', (col) => col.references('human_case.case_id').onDelete('set null'))
      .execute();
    await db.schema
      .alterTable('alert')
      .addColumn('outbreak_id', 'integer', (col) => col.references('outbreak.outbreak_id').onDelete('set null'))
      .execute();
    for (const [column, type] of ALERT_PLACE) {
      await db.schema.alterTable('alert').addColumn(column, type, (col) => col.notNull().defaultTo('')).execute();
      await sql`update alert set ${sql.ref(column)} = ${placeFromPoint(column)}`.execute(db);
    }
  } else {
    await alertTable(db, 'alert_rebuilt').execute();
    const copied = ALERT_COLUMNS.map((column) => {
      if (column === 'priority') return sql`level`;
      if (column === 'case_id' || column === 'outbreak_id') return sql`null`;
      if (ALERT_PLACE.some(([place]) => place === column)) return placeFromPoint(column);
      return sql.ref(column);
    });
    await sql`insert into alert_rebuilt (${sql.join(ALERT_COLUMNS.map((column) => sql.ref(column)))}) select ${sql.join(copied)} from alert`.execute(db);
    await sql`drop table alert`.execute(db);
    await sql`alter table alert_rebuilt rename to alert`.execute(db);
    await db.schema.createIndex('alert_source_idx').on('alert').columns(['source_id', 'status']).execute();
  }
  await db.schema.createIndex('alert_case_idx').on('alert').column('case_id').execute();
  await db.schema.createIndex('alert_outbreak_idx').on('alert').column('outbreak_id').execute();
  await db.schema.createIndex('alert_region_idx').on('alert').columns(['province_code', 'prefecture_code', 'county_code']).execute();
  await db.schema.createIndex('alert_status_idx').on('alert').columns(['status', 'priority']).execute();
}

async function createResponseDeclarations(db: Kysely<any>): Promise<void> {
  await withAudit(
    withRegion(withId(db, db.schema.createTable('response_declaration'), 'declaration_id'))
      .addColumn('level', 'varchar(4)', (col) => col.notNull())
      .addColumn('basis', 'text', (col) => col.notNull())
      .addColumn('declared_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('declared_by', 'varchar(64)', (col) => col.notNull())
      .addColumn('ended_at', 'varchar(32)', (col) => col.notNull().defaultTo(''))
      .addColumn('ended_by', 'varchar(64)', (col) => col.notNull().defaultTo(''))
      .addColumn('end_note', 'text', (col) => col.notNull().defaultTo('')),
  ).execute();
  await db.schema.createIndex('response_declaration_region_idx').on('response_declaration').columns(['province_code', 'prefecture_code', 'county_code', 'ended_at']).execute();
}

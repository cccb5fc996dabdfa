import { Codes, endpoints } from '@ews/contract';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, preparingAlone, type Db } from '../../src/db/connection.ts';
import { migrateToLatest, migrateUpTo } from '../../src/db/migrate.ts';
import { codeOf } from '../support/codes.ts';
import { dropTestStore, newTestStore, startServer, storeEnv, testDialect, type TestServer, type TestStore } from '../support/harness.ts';

/*
 * Migration 012 on a database the previous release built: alerts of levels I–IV become signals of
 * priorities urgent … low, each with its point's place as its own; the points' risks and the
 * channels' subscriptions are mapped the same way; no alert, event, outbox row or attempt is lost
 * (on SQLite the alert table is rebuilt, which with foreign keys on would have deleted the outbox
 * rows and events that cascade from it); and a point deleted afterwards leaves its signals.
 */

const stamp = { created_at: '2026-11-01T08:00:00.000Z', created_by: 'admin', updated_at: '2026-11-01T08:00:00.000Z', updated_by: 'admin', version: 1 };

const TIANJUN = { province_code: '630000', province_name: '青海省', prefecture_code: '632800', prefecture_name: '海西蒙古族藏族自治州', county_code: '632823', county_name: '天峻县' };
const XINGHAI = { province_code: '630000', province_name: '青海省', prefecture_code: '632500', prefecture_name: '海南藏族自治州', county_code: '632524', county_name: '兴海县' };

function point(code: string, place: typeof TIANJUN, riskLevel: string, riskRank: number) {
  return {
    code,
    name: `Site ${code}`,
    focus_type: 'himalayanMarmot',
    place: '',
    longitude: 99.02,
    latitude: 37.3,
    primary_hosts: '[]',
    primary_vectors: '[]',
    discovered_on: '1990',
    status: 'active',
    monitoring_unit: '',
    contact_name: '',
    contact_phone: '',
    notes: '',
    risk_level: riskLevel,
    risk_rank: riskRank,
    ...place,
    ...stamp,
  };
}

const alertRow = (sourceId: number, level: string, rule: string) => ({
  source_id: sourceId,
  rule,
  level,
  status: 'new',
  triggered_at: '2026-11-01',
  last_triggered_at: '2026-11-01',
  observed: 1,
  threshold: 1,
  survey_ids: '[]',
  ...stamp,
});

const channelRow = (name: string, levels: string[]) => ({
  name,
  kind: 'webhook',
  enabled: 1,
  target: 'https://hooks.example.org/ews',
  recipients: '',
  sender: '',
  secret: '',
  body_template: '',
  language: 'en',
  levels: JSON.stringify(levels),
  focus_types: '[]',
  divisions: '[]',
  quiet_from: '',
  quiet_to: '',
  time_zone: 'Asia/Shanghai',
  ...stamp,
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tables as the previous release had them (alert.level), which schema.ts no longer describes
type AnyDb = Kysely<any>;

const count = async (db: AnyDb, table: string) => Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

describe(`migration 012 on a database of the previous release (${testDialect})`, () => {
  let store: TestStore;
  let db: Db;
  const schema = () => (testDialect === 'postgres' ? store.schema : undefined);
  const ids = { tianjun: 0, xinghai: 0, quiet: 0, alerts: [] as number[], channels: [] as number[] };
  const counts: Record<string, number> = {};

  beforeAll(async () => {
    store = newTestStore();
    const env = storeEnv(store);
    const config = { dataDir: store.dataDir, databaseUrl: env.DATABASE_URL, databaseSchema: env.DATABASE_SCHEMA };
    db = await preparingAlone(config, async () => {
      const opened = openDatabase(config);
      await migrateUpTo(opened, '011_search_index_pending_list', schema());
      return opened;
    });
    // Written as the previous release wrote them: alert.level and notification_channel.levels.
    const old = db as unknown as AnyDb;
    const insertPoint = async (row: ReturnType<typeof point>) => (await old.insertInto('source_point').values(row).returning('sourceId').executeTakeFirstOrThrow()).sourceId as number;
    ids.tianjun = await insertPoint(point('QH-632823-001', TIANJUN, 'I', 4));
    ids.xinghai = await insertPoint(point('QH-632524-001', XINGHAI, 'III', 2));
    ids.quiet = await insertPoint(point('QH-632524-002', XINGHAI, 'none', 0));
    const alerts = [alertRow(ids.tianjun, 'I', 'humanCase'), alertRow(ids.tianjun, 'II', 'isolate'), alertRow(ids.tianjun, 'III', 'serology'), alertRow(ids.tianjun, 'IV', 'fleaIndex'), alertRow(ids.xinghai, 'III', 'fleaAndDensity')];
    for (const row of alerts) ids.alerts.push((await old.insertInto('alert').values(row).returning('alertId').executeTakeFirstOrThrow()).alertId as number);
    for (const [name, levels] of [['Duty', ['I', 'II']], ['Watch', ['III', 'IV']]] as const) {
      ids.channels.push((await old.insertInto('notification_channel').values(channelRow(name, [...levels])).returning('channelId').executeTakeFirstOrThrow()).channelId as number);
    }
    for (const alertId of ids.alerts) {
      await old.insertInto('alert_event').values({ alert_id: alertId, from_status: 'new', to_status: 'new', note: 'raised', username: 'engine', at: stamp.created_at }).execute();
      const outbox = { channel_id: ids.channels[0], alert_id: alertId, status: 'sent', attempts: 1, next_attempt_at: 0, lease_until: 0, lease_owner: '', created_at: stamp.created_at, sent_at: stamp.created_at };
      const { outboxId } = await old.insertInto('notification_outbox').values(outbox).returning('outboxId').executeTakeFirstOrThrow();
      await old.insertInto('notification_attempt').values({ outbox_id: outboxId, attempt: 1, at: stamp.created_at, ok: 1, answer: 'HTTP 200' }).execute();
    }
    for (const table of ['alert', 'alert_event', 'notification_outbox', 'notification_attempt']) counts[table] = await count(old, table);

    expect(await migrateToLatest(db, schema())).toContain('012_human_cases_signals');
  });

  afterAll(async () => {
    await db?.destroy();
    if (store) await dropTestStore(store);
  });

  it('maps every alert level to its priority, value for value, and gives each alert its point’s place', async () => {
    const rows = await db.selectFrom('alert').selectAll().orderBy('alertId').execute();
    expect(rows.map((row) => [row.alertId, row.priority])).toEqual([
      [ids.alerts[0], 'urgent'],
      [ids.alerts[1], 'high'],
      [ids.alerts[2], 'moderate'],
      [ids.alerts[3], 'low'],
      [ids.alerts[4], 'moderate'],
    ]);
    const place = ({ provinceCode, prefectureCode, countyCode, countyName }: (typeof rows)[number]) => ({ provinceCode, prefectureCode, countyCode, countyName });
    for (const row of rows.slice(0, 4)) expect(place(row)).toEqual({ provinceCode: '630000', prefectureCode: '632800', countyCode: '632823', countyName: '天峻县' });
    expect(place(rows[4]!)).toEqual({ provinceCode: '630000', prefectureCode: '632500', countyCode: '632524', countyName: '兴海县' });
    expect(rows.every((row) => row.caseId === null && row.outbreakId === null)).toBe(true);
    expect(rows.map((row) => row.sourceId)).toEqual([ids.tianjun, ids.tianjun, ids.tianjun, ids.tianjun, ids.xinghai]);
  });

  it('maps the points’ risks and the channels’ subscriptions to priorities', async () => {
    const risks = await db.selectFrom('sourcePoint').select(['sourceId', 'riskLevel']).orderBy('sourceId').execute();
    expect(risks.map((row) => row.riskLevel)).toEqual(['urgent', 'moderate', 'none']);
    const channels = await db.selectFrom('notificationChannel').select(['name', 'priorities']).orderBy('channelId').execute();
    expect(channels.map((row) => [row.name, JSON.parse(row.priorities)])).toEqual([
      ['Duty', ['urgent', 'high']],
      ['Watch', ['moderate', 'low']],
    ]);
  });

  it('loses no alert, event, outbox row or attempt, and every foreign key still holds and is enforced', async () => {
    const any = db as unknown as AnyDb;
    for (const table of Object.keys(counts)) expect([table, await count(any, table)]).toEqual([table, counts[table]]);
    const outbox = await db.selectFrom('notificationOutbox').select('alertId').orderBy('alertId').execute();
    expect(outbox.map((row) => row.alertId)).toEqual(ids.alerts);
    if (testDialect === 'sqlite') expect((await sql`pragma foreign_key_check`.execute(db)).rows).toEqual([]);
    // The keys are on again: an outbox row for an alert that does not exist is refused.
    const orphan = { channelId: ids.channels[0]!, alertId: 999_999, status: 'pending', attempts: 0, nextAttemptAt: 0, leaseUntil: 0, leaseOwner: '', createdAt: stamp.created_at, sentAt: '' };
    await expect(db.insertInto('notificationOutbox').values(orphan).execute()).rejects.toThrow();
  });

  it('leaves a deleted point’s signals, their history and deliveries, with no point and their own place', async () => {
    await db.deleteFrom('sourcePoint').where('sourceId', '=', ids.tianjun).execute();
    const left = await db.selectFrom('alert').select(['alertId', 'sourceId', 'countyCode', 'countyName']).where('alertId', 'in', ids.alerts.slice(0, 4)).orderBy('alertId').execute();
    expect(left).toEqual(ids.alerts.slice(0, 4).map((alertId) => ({ alertId, sourceId: null, countyCode: '632823', countyName: '天峻县' })));
    const any = db as unknown as AnyDb;
    for (const table of Object.keys(counts)) expect([table, await count(any, table)]).toEqual([table, counts[table]]);
  });

  describe('the console on the migrated database', () => {
    let server: TestServer;
    let token: string;
    beforeAll(async () => {
      await db.destroy();
      server = await startServer({}, store);
      token = await server.signIn();
    });
    afterAll(() => server?.close());

    it('lists a signal whose point is gone by its own place, opens it and moves it along', async () => {
      const { list } = await server.call(endpoints.alertList, { countyCode: '632823', limit: 10 }, { token });
      // The most urgent first, whatever their times.
      expect(list.map((alert) => [alert.alertId, alert.priority])).toEqual(ids.alerts.slice(0, 4).map((alertId, index) => [alertId, ['urgent', 'high', 'moderate', 'low'][index]]));
      expect(list.at(-1)).toMatchObject({ sourceId: null, sourceCode: '', sourceName: '', focusType: '', provinceCode: '630000', countyCode: '632823', countyName: '天峻县' });
      expect((await server.call(endpoints.alertList, { priority: 'urgent' }, { token })).list.map((alert) => alert.alertId)).toEqual([ids.alerts[0]]);

      const detail = await server.call(endpoints.alertGet, { alertId: ids.alerts[0]! }, { token });
      expect(detail).toMatchObject({ alertId: ids.alerts[0], priority: 'urgent', sourceCode: '', surveys: [] });
      const moved = await server.call(endpoints.alertTransition, { alertId: ids.alerts[0]!, to: 'verifying', note: 'checking the case', version: detail.version }, { token });
      expect(moved.status).toBe('verifying');
    });

    it('scopes signals by their own place: a county’s analyst sees and handles its point-less signals, another county’s neither', async () => {
      const roles = await server.db.selectFrom('sysRole').select('roleId').where('roleKey', '=', 'analyst').executeTakeFirstOrThrow();
      const analystOf = async (county: string) => {
        await server.call(endpoints.userSave, { username: `analyst${county}`, name: `Analyst ${county}`, password: 'Signal-pass-2026', roleIds: [roles.roleId], divisionCodes: [county] }, { token });
        return server.signIn(`analyst${county}`, 'Signal-pass-2026');
      };
      const tianjun = await analystOf('632823');
      const xinghai = await analystOf('632524');
      const listed = async (caller: string) => (await server.call(endpoints.alertList, { limit: 100 }, { token: caller })).list.map((alert) => alert.alertId).sort((a, b) => a - b);
      expect(await listed(tianjun)).toEqual(ids.alerts.slice(0, 4));
      expect(await listed(xinghai)).toEqual([ids.alerts[4]]);
      const weekly = async (caller: string) => (await server.call(endpoints.dashboardSummary, {}, { token: caller })).alertsPerWeek.reduce((sum, week) => sum + week.alerts, 0);
      expect(await weekly(tianjun)).toBe(4);
      expect(await weekly(xinghai)).toBe(1);

      const signal = await server.call(endpoints.alertGet, { alertId: ids.alerts[1]! }, { token: tianjun });
      expect(await codeOf(server.call(endpoints.alertGet, { alertId: ids.alerts[1]! }, { token: xinghai }))).toBe(Codes.NOT_FOUND);
      expect(await codeOf(server.call(endpoints.alertTransition, { alertId: ids.alerts[1]!, to: 'verifying', note: 'not mine', version: signal.version }, { token: xinghai }))).toBe(Codes.NOT_FOUND);
      expect((await server.call(endpoints.alertTransition, { alertId: ids.alerts[1]!, to: 'verifying', note: 'checking', version: signal.version }, { token: tianjun })).status).toBe('verifying');
    });
  });
});

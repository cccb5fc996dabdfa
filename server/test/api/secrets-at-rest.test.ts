import { createHash, createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { endpoints, type ChannelSave } from '@ews/contract';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, preparingAlone, sqliteFile, type Db } from '../../src/db/connection.ts';
import { migrateUpTo } from '../../src/db/migrate.ts';
import { dropTestStore, newTestStore, startServer, storeEnv, testDialect, type TestServer, type TestStore } from '../support/harness.ts';
import { runCli } from '../support/processes.ts';
import { startHttpReceiver, startSmtpReceiver, until } from '../support/receivers.ts';

/*
 * Issue 42: what the server keeps at rest. The channels' credentials are stored sealed (read from
 * the table itself), and a channel still delivers with them to receivers on loopback: after it is
 * saved, after `npm run rotate-secrets` moved it to a new key, and after migration 014 sealed what
 * release 013 stored in clear. The database, its WAL, the key and every backup are 0600.
 */

const HOOK_SECRET = 'hook-secret-at-rest-0123456789';
const HOOK_TOKEN = 'hook-token-at-rest-abcdef';
const SMS_KEY = 'sms-account-key-at-rest-987654';
const SMTP_PASSWORD = 'smtp-password-at-rest-42';
const IN_CLEAR = [HOOK_SECRET, HOOK_TOKEN, SMS_KEY, SMTP_PASSWORD];

const newKey = () => randomBytes(32).toString('base64');
const keyId = (key: string) => createHash('sha256').update(Buffer.from(key, 'base64')).digest('hex').slice(0, 8);
const keyFile = (store: TestStore) => path.join(store.dataDir, 'secrets.key');
const modeOf = (file: string) => fs.statSync(file).mode & 0o777;
const priorities: ChannelSave['priorities'] = ['urgent', 'high'];
// Tianjun county, Qinghai.
const pointInput = (code: string) => ({ code, name: `Site ${code}`, focusType: 'himalayanMarmot' as const, provinceCode: '630000', prefectureCode: '632800', countyCode: '632823', longitude: 99.02, latitude: 37.3 });


/** The credentials as the table holds them, read past the server's own queries. */
async function storedValues(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('notificationChannel').select(['target', 'secret', 'bodyTemplate']).orderBy('channelId').execute();
  return rows.flatMap((row) => [row.target, row.secret, row.bodyTemplate]).filter((value) => value !== '');
}

/** No credential readable in the table, and every value sealed with `key` (read once the values are checked: a key file may not be there). */
async function expectSealedWith(db: Db, key: () => string): Promise<void> {
  const values = await storedValues(db);
  expect(values.length).toBeGreaterThanOrEqual(5);
  for (const secret of [...IN_CLEAR, '127.0.0.1', '{{message}}']) expect(values.filter((value) => value.includes(secret))).toEqual([]);
  for (const value of values) expect(value).toMatch(new RegExp(`^sealed:v1:${keyId(key())}:[A-Za-z0-9_-]+$`));
}
const generatedKey = (store: TestStore) => () => fs.readFileSync(keyFile(store), 'utf8').trim();

describe(`channel secrets at rest (${testDialect})`, () => {
  let http: Awaited<ReturnType<typeof startHttpReceiver>>;
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  let sites = 0;
  beforeAll(async () => {
    http = await startHttpReceiver();
    smtp = await startSmtpReceiver({ auth: true });
  });
  afterAll(async () => {
    await http?.close();
    await smtp?.close();
  });

  const channels = (): ChannelSave[] => [
    { name: 'Hook', kind: 'webhook', target: `${http.origin}/hook?token=${HOOK_TOKEN}`, secret: HOOK_SECRET, language: 'en', priorities },
    { name: 'SMS', kind: 'sms', target: `${http.origin}/sms`, bodyTemplate: `{"key":"${SMS_KEY}","text":"{{message}}"}`, language: 'en', priorities },
    { name: 'Mail', kind: 'email', target: smtp.url.replace('smtp://', 'smtp://duty@'), secret: SMTP_PASSWORD, recipients: 'duty@example.org', language: 'en', priorities },
  ];
  const delivered = (pathname: string) => http.received.filter((request) => request.url.pathname === pathname);

  /** Raises an isolate signal and waits for each channel's send: each must carry its credentials. */
  async function expectDeliveries(server: TestServer): Promise<void> {
    const token = await server.signIn();
    const before = { hook: delivered('/hook').length, sms: delivered('/sms').length, logins: smtp.logins.length };
    const { sourceId } = await server.call(endpoints.sourceSave, pointInput(`QH-632823-${String(++sites).padStart(3, '0')}`), { token });
    await server.call(endpoints.surveySave, { sourceId, surveyDate: new Date().toISOString().slice(0, 10), hostDensity: 0.2, animalsExamined: 20, fleaIndex: 0.1, bacteriologySamples: 10, isolatesHost: 1 }, { token });
    await until(() => (delivered('/hook').length > before.hook && delivered('/sms').length > before.sms && smtp.logins.length > before.logins ? true : undefined));
    const hook = delivered('/hook').at(-1)!;
    expect(hook.url.searchParams.get('token')).toBe(HOOK_TOKEN);
    expect(hook.headers['x-ews-signature']).toBe(`sha256=${createHmac('sha256', HOOK_SECRET).update(`${String(hook.headers['x-ews-timestamp'])}.${hook.body}`).digest('hex')}`);
    expect((JSON.parse(delivered('/sms').at(-1)!.body) as { key: string }).key).toBe(SMS_KEY);
    expect(smtp.logins.at(-1)).toEqual({ username: 'duty', password: SMTP_PASSWORD });
  }

  describe('saved through the console, then rotated', () => {
    const store = newTestStore();
    const start = (env: Record<string, string> = {}) => startServer({ NOTIFY_POLL_MS: '50', ...env }, store);
    let server: TestServer | undefined;
    afterAll(async () => {
      await server?.close();
      await dropTestStore(store);
    });

    it('stores target, secret and body template sealed with the generated key, and the channels deliver with them', async () => {
      server = await start();
      const token = await server.signIn();
      for (const channel of channels()) await server.call(endpoints.channelSave, channel, { token });
      await expectSealedWith(server.db, generatedKey(store));
      // The screen still shows what it showed: the secret's end, the URL's query masked.
      const { list } = await server.call(endpoints.channelList, {}, { token });
      expect(list.map((channel) => [channel.name, channel.secretHint, channel.target])).toEqual([
        ['Hook', '••••••6789', `${http.origin}/hook?token=••••••cdef`],
        ['SMS', '', `${http.origin}/sms`],
        ['Mail', '••••••t-42', channels()[2]!.target],
      ]);
      await expectDeliveries(server);
    });

    const second = newKey();

    it('re-seals every secret with the new key in one command: from the generated key, then from an old key to a new one', async () => {
      await server!.close();
      server = undefined;
      const first = newKey();
      // From the generated key to an operator's: the key file opens, SECRETS_KEY seals.
      const moved = await runCli('src/rotate-secrets-cli.ts', [], { ...storeEnv(store), SECRETS_KEY: first });
      expect(moved).toMatchObject({ status: 0, output: expect.stringContaining(`Re-sealed the secrets of 3 notification channels with key ${keyId(first)}`) });
      fs.rmSync(keyFile(store));
      // From an old key to a new one, both given.
      expect((await runCli('src/rotate-secrets-cli.ts', [], { ...storeEnv(store), SECRETS_KEY_OLD: first, SECRETS_KEY: second })).status).toBe(0);
      server = await start({ SECRETS_KEY: second });
      await expectSealedWith(server.db, () => second);
    });

    it('refuses a key that opens nothing, changing nothing, and the channels deliver with the new key alone', async () => {
      const sealed = await storedValues(server!.db);
      const refused = await runCli('src/rotate-secrets-cli.ts', [], { ...storeEnv(store), SECRETS_KEY: newKey() });
      expect(refused.status).toBe(1);
      expect(refused.output).toContain(`Nothing re-sealed: no key given opens channel`);
      expect(refused.output).toContain(`key ${keyId(second)}`);
      expect(await storedValues(server!.db)).toEqual(sealed);
      await expectDeliveries(server!);
    });

    it('lists a channel sealed with a key it lacks, with its credentials empty, rather than failing the screen', async () => {
      await server!.close();
      server = await start({ SECRETS_KEY: newKey() });
      const { list } = await server.call(endpoints.channelList, {}, { token: await server.signIn() });
      expect(list.map((channel) => [channel.name, channel.target, channel.secretHint])).toEqual([
        ['Hook', '', ''],
        ['SMS', '', ''],
        ['Mail', '', ''],
      ]);
    });
  });

  describe('migration 014 on a database of release 013', () => {
    const store = newTestStore();
    let server: TestServer | undefined;
    afterAll(async () => {
      await server?.close();
      await dropTestStore(store);
    });

    it('seals what release 013 stored in clear, and each channel still delivers with its credentials', async () => {
      const env = storeEnv(store);
      const config = { dataDir: store.dataDir, databaseUrl: env.DATABASE_URL, databaseSchema: env.DATABASE_SCHEMA };
      await preparingAlone(config, async () => {
        const db = openDatabase(config);
        try {
          await migrateUpTo(db, '013_response_notifications', testDialect === 'postgres' ? store.schema : undefined);
          const old = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
          const stamp = { created_at: '2026-11-01T08:00:00.000Z', created_by: 'admin', updated_at: '2026-11-01T08:00:00.000Z', updated_by: 'admin', version: 1 };
          for (const { name, kind, target, secret = '', bodyTemplate = '', recipients = '' } of channels()) {
            const row = { name, kind, enabled: 1, target, recipients, sender: '', secret, body_template: bodyTemplate, language: 'en', priorities: JSON.stringify(priorities), focus_types: '[]', divisions: '[]', quiet_from: '', quiet_to: '', time_zone: 'Asia/Shanghai' };
            await old.insertInto('notification_channel').values({ ...row, ...stamp }).execute();
          }
          expect(await storedValues(db)).toContain(HOOK_SECRET);
        } finally {
          await db.destroy();
        }
      });

      server = await startServer({ NOTIFY_POLL_MS: '50' }, store);
      await expectSealedWith(server.db, generatedKey(store));
      await expectDeliveries(server);
    });
  });

  describe('file modes', () => {
    const store = newTestStore();
    afterAll(() => dropTestStore(store));

    it.runIf(testDialect === 'sqlite')('makes the database, its WAL and the key 0600, and narrows those an earlier release left 0644', async () => {
      const file = sqliteFile(store.dataDir);
      let server = await startServer({}, store);
      await server.signIn(); // a write: the WAL holds it
      for (const written of [file, `${file}-wal`, `${file}-shm`, keyFile(store)]) expect([written, modeOf(written)]).toEqual([written, 0o600]);
      await server.close();

      // As release 013 left them: readable by all.
      for (const suffix of ['', '-wal', '-shm']) {
        if (!fs.existsSync(file + suffix)) fs.writeFileSync(file + suffix, '');
        fs.chmodSync(file + suffix, 0o644);
      }
      server = await startServer({}, store);
      try {
        await server.signIn();
        for (const suffix of ['', '-wal', '-shm']) expect([suffix, modeOf(file + suffix)]).toEqual([suffix, 0o600]);
      } finally {
        await server.close();
      }
    });

    it('writes every backup 0600, the backups’ directory 0700', async () => {
      const server = await startServer({}, store);
      await server.close();
      const byDefault = await runCli('src/backup-cli.ts', ['backup'], storeEnv(store));
      expect(byDefault.status, byDefault.output).toBe(0);
      const written = /written to (\S+)/.exec(byDefault.output)![1]!;
      expect(modeOf(written)).toBe(0o600);
      expect(modeOf(path.dirname(written))).toBe(0o700);

      const named = path.join(store.dataDir, 'elsewhere', 'copy.backup');
      expect((await runCli('src/backup-cli.ts', ['backup', named], storeEnv(store))).status).toBe(0);
      expect(modeOf(named)).toBe(0o600);
    });
  });
});

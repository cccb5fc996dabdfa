import { callEndpoint, DEFAULT_AES_KEY, endpoints, type CallOptions, type Endpoint, type EndpointInput, type EndpointOutput } from '@ews/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { dropTestStore, newTestStore, startServer, storeEnv, TEST_ADMIN_PASSWORD, TEST_CALL_TIMEOUT_MS, testDialect, type TestServer } from '../support/harness.ts';
import { spawnServer, type ServerProcess } from '../support/processes.ts';
import { startHttpReceiver, until } from '../support/receivers.ts';

/*
 * SIGKILL between an alert's commit and its notification's send: the outbox row committed with
 * the alert, so after the restart the notification still goes out, and once only, though two
 * instances now share the database and both run the delivery worker. Then SIGKILL in mid-send:
 * the claim runs out, another instance sends again, with the same idempotency key.
 */

/** Alerts committed before the kill: enough that both instances claim some at once. */
const ALERTS = 30;
const PUBLIC_URL = 'https://ews.example.org';
const today = () => new Date().toISOString().slice(0, 10);
const site = { name: 'Crash site', focusType: 'dauriaGroundSquirrel', provinceCode: '220000', prefectureCode: '220100', countyCode: '', longitude: 125.3, latitude: 43.9 } as const;

const signedCaller = async (origin: string) => {
  const options: CallOptions = { origin, aesKey: DEFAULT_AES_KEY, timeoutMs: TEST_CALL_TIMEOUT_MS };
  const { token } = await callEndpoint(endpoints.login, { username: 'admin', password: TEST_ADMIN_PASSWORD }, options);
  return <E extends Endpoint>(endpoint: E, input: EndpointInput<E>): Promise<EndpointOutput<E>> => callEndpoint(endpoint, input, { ...options, token });
};

describe(`SIGKILL between an alert and its notification (${testDialect})`, () => {
  const store = newTestStore();
  const started: ServerProcess[] = [];
  let inProcess: TestServer | undefined;
  let receiver: Awaited<ReturnType<typeof startHttpReceiver>> | undefined;
  afterAll(async () => {
    for (const server of started) await server.kill();
    await inProcess?.close();
    await receiver?.close();
    await dropTestStore(store);
  });

  it('sends the notification exactly once after the restart, with two instances delivering', async ({ annotate }) => {
    receiver = await startHttpReceiver(0, { answerAfterMs: 100 });
    // The first instance sends nothing (it would send each alert as it commits): it dies holding
    // committed alerts whose notifications it never sent.
    const first = await spawnServer({ ...storeEnv(store), NOTIFY_WORKER: 'off' });
    started.push(first);
    const call = await signedCaller(first.origin);
    await call(endpoints.channelSave, { name: 'Duty hook', kind: 'webhook', target: `${receiver.origin}/hook`, secret: 'crash-secret-0123', language: 'en', priorities: ['urgent', 'high', 'moderate', 'low'] });
    for (let index = 0; index < ALERTS; index++) {
      const { sourceId } = await call(endpoints.sourceSave, { ...site, code: `JL-220100-${900 + index}` });
      await call(endpoints.surveySave, { sourceId, surveyDate: today(), hostDensity: 0.2, animalsExamined: 20, fleaIndex: 0.1, suspectedHumanCases: 1 });
    }
    const alertIds = (await call(endpoints.alertList, { limit: 100 })).list.map((alert) => alert.alertId).sort((a, b) => a - b);
    expect(alertIds).toHaveLength(ALERTS);
    await first.kill();
    expect(receiver.received).toEqual([]);

    // Two instances on the same database, both sending: a separate process and one in this process.
    const [other, here] = await Promise.all([spawnServer({ ...storeEnv(store), NOTIFY_POLL_MS: '20' }), startServer({ NOTIFY_POLL_MS: '20' }, store)]);
    started.push(other);
    inProcess = here;
    const db = inProcess.db;
    await until(async () => ((await db.selectFrom('notificationOutbox').select('outboxId').where('status', '=', 'sent').execute()).length === ALERTS ? true : undefined));
    // Sent is final: only a pending row is ever claimed, so nothing can send one again.
    expect(await db.selectFrom('notificationOutbox').select('attempts').distinct().execute()).toEqual([{ attempts: 1 }]);
    expect(await db.selectFrom('notificationAttempt').select('ok').distinct().execute()).toEqual([{ ok: 1 }]);
    expect(await db.selectFrom('notificationAttempt').select('outboxId').execute()).toHaveLength(ALERTS);
    const notified = receiver.received.map((request) => (JSON.parse(request.body) as { alertId: number }).alertId).sort((a, b) => a - b);
    expect(notified).toEqual(alertIds);
    await annotate(`${testDialect}: ${ALERTS} alerts committed before SIGKILL, each notified once by two instances sharing the outbox`);
  });

  it('sends again after a SIGKILL in mid-send, once the claim runs out, with the same idempotency key', async () => {
    const midSend = newTestStore();
    const held = await startHttpReceiver(0, { holdFirst: true });
    try {
      // A one-second claim: the instance that dies holding it lets it go that soon.
      const first = await spawnServer({ ...storeEnv(midSend), NOTIFY_POLL_MS: '20', NOTIFY_LEASE_SECONDS: '1', PUBLIC_URL });
      started.push(first);
      const call = await signedCaller(first.origin);
      await call(endpoints.channelSave, { name: 'Held hook', kind: 'webhook', target: `${held.origin}/held`, language: 'en', priorities: ['urgent'] });
      const { sourceId } = await call(endpoints.sourceSave, { ...site, code: 'JL-220100-901' });
      await call(endpoints.surveySave, { sourceId, surveyDate: today(), hostDensity: 0.2, animalsExamined: 20, fleaIndex: 0.1, suspectedHumanCases: 1 });
      await until(() => (held.received.length === 1 ? true : undefined));
      await first.kill();

      const second = await startServer({ NOTIFY_POLL_MS: '20', PUBLIC_URL }, midSend);
      try {
        await until(async () => ((await second.db.selectFrom('notificationOutbox').select('status').executeTakeFirst())?.status === 'sent' ? true : undefined));
        expect(held.received).toHaveLength(2);
        const [lost, repeated] = held.received;
        expect(repeated!.headers['idempotency-key']).toBe(lost!.headers['idempotency-key']);
        expect(JSON.parse(repeated!.body)).toEqual(JSON.parse(lost!.body));
        // The dead instance recorded nothing; the one attempt on record is the send that was answered.
        expect(await second.db.selectFrom('notificationAttempt').select(['attempt', 'ok']).execute()).toEqual([{ attempt: 1, ok: 1 }]);
      } finally {
        await second.close();
      }
    } finally {
      await held.close();
      await dropTestStore(midSend);
    }
  });
});

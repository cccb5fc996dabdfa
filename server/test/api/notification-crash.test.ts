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
    receiver = await startHttpReceiver();
    // The first instance looks at its outbox when it starts and then not for ten minutes: it dies
    // holding a committed alert whose notification it never sent.
    const first = await spawnServer({ ...storeEnv(store), NOTIFY_POLL_MS: '600000' });
    started.push(first);
    const call = await signedCaller(first.origin);
    await call(endpoints.channelSave, { name: 'Duty hook', kind: 'webhook', target: `${receiver.origin}/hook`, secret: 'crash-secret-0123', language: 'en', levels: ['I', 'II', 'III', 'IV'] });
    const { sourceId } = await call(endpoints.sourceSave, { ...site, code: 'JL-220100-900' });
    await call(endpoints.surveySave, { sourceId, surveyDate: today(), hostDensity: 0.2, fleaIndex: 0.1, suspectedHumanCases: 1 });
    const [alert] = (await call(endpoints.alertList, { limit: 10 })).list;
    expect(alert?.level).toBe('I');
    await first.kill();
    expect(receiver.received).toEqual([]);

    // Two instances on the same database, both sending: a separate process and one in this process.
    started.push(await spawnServer({ ...storeEnv(store), NOTIFY_POLL_MS: '20' }));
    inProcess = await startServer({ NOTIFY_POLL_MS: '20' }, store);
    const delivered = await until(async () => {
      const row = await inProcess!.db.selectFrom('notificationOutbox').selectAll().executeTakeFirst();
      return row?.status === 'sent' ? row : undefined;
    });
    // Sent is final: only a pending row is ever claimed, so nothing can send it again.
    expect(delivered).toMatchObject({ alertId: alert!.alertId, attempts: 1 });
    expect(await inProcess.db.selectFrom('notificationAttempt').select(['attempt', 'ok']).execute()).toEqual([{ attempt: 1, ok: 1 }]);
    expect(receiver.received).toHaveLength(1);
    expect(JSON.parse(receiver.received[0]!.body)).toMatchObject({ alertId: alert!.alertId, level: 'I', siteCode: 'JL-220100-900' });
    await annotate(`${testDialect}: the alert committed before SIGKILL was notified once, by one of two instances`);
  });

  it('sends again after a SIGKILL in mid-send, once the claim runs out, with the same idempotency key', async () => {
    const midSend = newTestStore();
    const held = await startHttpReceiver(0, { holdFirst: true });
    try {
      // A one-second claim: the instance that dies holding it lets it go that soon.
      const first = await spawnServer({ ...storeEnv(midSend), NOTIFY_POLL_MS: '20', NOTIFY_LEASE_SECONDS: '1', PUBLIC_URL });
      started.push(first);
      const call = await signedCaller(first.origin);
      await call(endpoints.channelSave, { name: 'Held hook', kind: 'webhook', target: `${held.origin}/held`, language: 'en', levels: ['I'] });
      const { sourceId } = await call(endpoints.sourceSave, { ...site, code: 'JL-220100-901' });
      await call(endpoints.surveySave, { sourceId, surveyDate: today(), hostDensity: 0.2, fleaIndex: 0.1, suspectedHumanCases: 1 });
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

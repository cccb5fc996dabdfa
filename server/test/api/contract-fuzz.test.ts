import { endpoints, prepareRequest, type Endpoint } from '@ews/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tablesFingerprint } from '../support/fingerprint.ts';
import { hashPassword } from '../../src/modules/auth/password.ts';
import { startServer, TEST_ADMIN_PASSWORD, testDialect, type TestServer } from '../support/harness.ts';
import { jsonSchemaOf, shapedObject } from '../support/schema-arbitrary.ts';

/*
 * Every endpoint of the contract, fuzzed from its own input schema: shaped and hostile values,
 * missing and stray fields, a bad sign, a bad or absent token. Not one answer may be a 5xx or
 * anything but the envelope (or a file), and a batch that was refused throughout must leave
 * every table as it was. 150 calls per endpoint on each database: 300 per endpoint in the suite (250 took 60 s of the PostgreSQL run here, twice that in CI).
 */

const RUNS_PER_ENDPOINT = 150;
const BATCH = 25;
const IN_FLIGHT = 8;

type Mode = 'signed' | 'badSign' | 'noToken' | 'badToken';
const modes = fc.oneof({ weight: 17, arbitrary: fc.constant<Mode>('signed' as Mode) }, fc.constantFrom<Mode>('badSign', 'noToken', 'badToken'));

// Sessions, sign-in attempts and captchas change on refused calls by design (last seen, counted failures).
const UNCHANGED_ON_REFUSAL = ['sys_user', 'sys_role', 'sys_user_role', 'sys_menu', 'sys_role_menu', 'source_point', 'outbreak', 'survey', 'risk_threshold', 'alert', 'alert_event'];

interface Answer {
  status: number;
  success: boolean;
  detail: string;
}

describe(`contract fuzz: ${RUNS_PER_ENDPOINT} calls to each endpoint (${testDialect})`, () => {
  let server: TestServer;
  let token: string;
  let adminId: number;
  const seed = Date.now();
  beforeAll(async () => {
    // The fuzz signs in wrongly thousands of times from one address; the lock-out has its own tests.
    server = await startServer({ LOGIN_MAX_FAILURES: '1000000', LOGIN_IP_MAX_FAILURES: '1000000', CAPTCHA_PER_MINUTE: '1000000' });
    token = await server.signIn();
    adminId = (await server.db.selectFrom('sysUser').select('userId').where('username', '=', 'admin').executeTakeFirstOrThrow()).userId;
  });
  afterAll(() => server.close());

  async function signInAgain(): Promise<string> {
    await server.db.updateTable('sysUser').set({ username: 'admin', status: 1, passwordHash: await hashPassword(TEST_ADMIN_PASSWORD) }).where('userId', '=', adminId).execute();
    return server.signIn();
  }

  async function send(endpoint: Endpoint, input: Record<string, unknown>, mode: Mode): Promise<Answer> {
    const { url, init } = prepareRequest(endpoint, input as never, { origin: server.origin, token: mode === 'noToken' ? undefined : mode === 'badToken' ? 'forged-token' : token });
    if (mode === 'badSign') init.headers.sign = '0'.repeat(32);
    const response = await fetch(url, init);
    if ((response.headers.get('content-type') ?? '').includes('text/event-stream')) {
      await response.body?.cancel();
      return { status: response.status, success: response.status === 200 && endpoint.transfer === 'stream', detail: `${response.status} stream` };
    }
    const text = await response.text();
    if (!(response.headers.get('content-type') ?? '').includes('application/json')) {
      return { status: response.status, success: response.status === 200 && endpoint.transfer === 'download', detail: `${response.status} non-JSON (${text.length} bytes)` };
    }
    let envelope: { success?: unknown; code?: unknown; msg?: unknown };
    try {
      envelope = JSON.parse(text) as typeof envelope;
    } catch {
      return { status: 500, success: false, detail: `${response.status} unparseable: ${text.slice(0, 200)}` };
    }
    const wellFormed = typeof envelope.success === 'boolean' && typeof envelope.code === 'number' && (envelope.success || (typeof envelope.msg === 'string' && envelope.msg.length > 0));
    return { status: wellFormed ? response.status : 500, success: envelope.success === true, detail: `${response.status} ${text.slice(0, 300)}` };
  }

  for (const [name, endpoint] of Object.entries(endpoints) as [string, Endpoint][]) {
    it(`${name}: no 5xx, and refusals change nothing`, async () => {
      const calls = fc.sample(fc.tuple(shapedObject(jsonSchemaOf(endpoint.input)), modes), { numRuns: RUNS_PER_ENDPOINT, seed: seed + name.length });
      const faults: string[] = [];
      let before = await tablesFingerprint(server.db, UNCHANGED_ON_REFUSAL);
      for (let start = 0; start < calls.length; start += BATCH) {
        const batch = calls.slice(start, start + BATCH);
        const answers: Answer[] = [];
        for (let lane = 0; lane < batch.length; lane += IN_FLIGHT) {
          answers.push(...(await Promise.all(batch.slice(lane, lane + IN_FLIGHT).map(([input, mode]) => send(endpoint, input, mode)))));
        }
        answers.forEach((answer, index) => {
          if (answer.status >= 500) faults.push(`${JSON.stringify(batch[index]).slice(0, 300)} → ${answer.detail}`);
        });
        const after = await tablesFingerprint(server.db, UNCHANGED_ON_REFUSAL);
        if (answers.every((answer) => !answer.success)) expect(after, `a refused batch of ${name} changed the database (seed ${seed})`).toBe(before);
        before = after;
        // A fuzzed sign-out or password change may end the session, and a fuzzed reset or edit of
        // the admin's own account (user 1) may change its password or name: carry on signed in as it.
        // Signing in again rewrites the admin's row (a new password hash): the next batch is compared with the row after it.
        if (!answers.every((answer) => answer.success) && (await send(endpoints.info, {}, 'signed')).success === false) {
          token = await signInAgain();
          before = await tablesFingerprint(server.db, UNCHANGED_ON_REFUSAL);
        }
      }
      expect(faults, `seed ${seed}`).toEqual([]);
    });
  }
});

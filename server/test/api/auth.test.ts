import { ApiError, Codes, endpoints, prepareRequest } from '@ews/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../src/modules/auth/sessions.ts';
import { allowCall } from '../../src/http/rate-limit.ts';
import { startServer, TEST_ADMIN_PASSWORD, type TestServer } from '../support/harness.ts';
import { insertUser } from '../support/users.ts';

async function codeOf(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error.code;
    throw error;
  }
  return 200;
}

describe('sign-in with captcha', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ CAPTCHA: 'on', LOGIN_MAX_FAILURES: '3' });
  });
  afterAll(() => server.close());

  async function freshCaptcha(): Promise<{ captchaId: string; answer: string }> {
    const { captchaId, image } = await server.call(endpoints.captcha, {});
    expect(image).toMatch(/^data:image\/svg\+xml;base64,/);
    const row = await server.db.selectFrom('sysCaptcha').select('answer').where('captchaId', '=', captchaId).executeTakeFirstOrThrow();
    return { captchaId, answer: row.answer };
  }

  const login = (username: string, password: string, captcha: { captchaId: string; answer: string }) =>
    server.call(endpoints.login, { username, password, captchaId: captcha.captchaId, captcha: captcha.answer.toUpperCase() });

  it('signs in with the right password and captcha, and info answers the session user', async () => {
    const { token } = await login('  admin ', TEST_ADMIN_PASSWORD, await freshCaptcha());
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await server.db.selectFrom('sysSession').select('tokenHash').where('tokenHash', '=', hashToken(token)).executeTakeFirst();
    expect(stored).toBeDefined();
    const info = await server.call(endpoints.info, {}, { token });
    expect(info).toMatchObject({ username: 'admin', name: 'Administrator', roles: ['admin'] });
    expect(info.permissions).toContain('*:*:*');
    expect(JSON.stringify(info)).not.toMatch(/password|scrypt/i);
  });

  it('accepts the token as the token param SPEC names', async () => {
    const { token } = await login('admin', TEST_ADMIN_PASSWORD, await freshCaptcha());
    expect((await server.call(endpoints.info, { token })).username).toBe('admin');
  });

  it('refuses a wrong password with 40101', async () => {
    await insertUser(server.db, { username: 'wrongpw', password: 'Right-pass-1', roleKeys: ['viewer'] });
    expect(await codeOf(login('wrongpw', 'not-it', await freshCaptcha()))).toBe(Codes.BAD_CREDENTIALS);
    expect(await codeOf(login('nobody-here', 'whatever', await freshCaptcha()))).toBe(Codes.BAD_CREDENTIALS);
  });

  it('refuses a wrong, reused, expired or missing captcha with 40102', async () => {
    const captcha = await freshCaptcha();
    expect(await codeOf(login('admin', TEST_ADMIN_PASSWORD, { ...captcha, answer: 'zzzz' }))).toBe(Codes.BAD_CAPTCHA);
    expect(await codeOf(login('admin', TEST_ADMIN_PASSWORD, captcha))).toBe(Codes.BAD_CAPTCHA); // used up by the wrong try

    const used = await freshCaptcha();
    await login('admin', TEST_ADMIN_PASSWORD, used);
    expect(await codeOf(login('admin', TEST_ADMIN_PASSWORD, used))).toBe(Codes.BAD_CAPTCHA);

    const expired = await freshCaptcha();
    await server.db.updateTable('sysCaptcha').set({ expiresAt: new Date(Date.now() - 1000).toISOString() }).where('captchaId', '=', expired.captchaId).execute();
    expect(await codeOf(login('admin', TEST_ADMIN_PASSWORD, expired))).toBe(Codes.BAD_CAPTCHA);

    expect(await codeOf(server.call(endpoints.login, { username: 'admin', password: TEST_ADMIN_PASSWORD }))).toBe(Codes.BAD_CAPTCHA);
  });

  it('refuses a disabled account with 40103', async () => {
    await insertUser(server.db, { username: 'disabled1', password: 'Right-pass-1', status: 0, roleKeys: ['viewer'] });
    expect(await codeOf(login('disabled1', 'Right-pass-1', await freshCaptcha()))).toBe(Codes.ACCOUNT_LOCKED);
  });

  it('shuts an account after repeated failures to wrong passwords, not to the right one with a solved captcha, and audits it', async () => {
    await insertUser(server.db, { username: 'locky', password: 'Right-pass-1', roleKeys: ['viewer'] });
    for (let i = 0; i < 3; i++) {
      expect(await codeOf(login('locky', 'wrong', await freshCaptcha()))).toBe(Codes.BAD_CREDENTIALS);
    }
    expect(await codeOf(login('locky', 'wrong', await freshCaptcha()))).toBe(Codes.ACCOUNT_LOCKED);
    expect(await codeOf(login('locky', 'Right-pass-1', await freshCaptcha()))).toBe(200);
    const failures = await server.db.selectFrom('sysAuditLog').select(['afterJson']).where('username', '=', 'locky').where('result', '=', 'failure').execute();
    expect(failures.map((row) => JSON.parse(row.afterJson ?? '{}').reason)).toEqual(['wrong-password', 'wrong-password', 'wrong-password-locked', 'wrong-password-while-locked']);
    // Another account is not affected by this one's lock.
    expect(await codeOf(login('admin', TEST_ADMIN_PASSWORD, await freshCaptcha()))).toBe(200);
  });

  it('records a successful sign-in in the audit log', async () => {
    const row = await server.db.selectFrom('sysAuditLog').selectAll().where('username', '=', 'admin').where('action', '=', 'login').where('result', '=', 'ok').executeTakeFirst();
    expect(row).toMatchObject({ entity: 'session', ip: '127.0.0.1' });
  });
});

describe('wrong passwords cannot lock the owner or an office out: a solved captcha lets the right password through', () => {
  let server: TestServer;
  const attacker = '203.0.113.66';
  beforeAll(async () => {
    // Waits far longer than the test: only the captcha can get anyone past them.
    server = await startServer({ CAPTCHA: 'on', TRUST_PROXY: '1', LOGIN_MAX_FAILURES: '3', LOGIN_IP_MAX_FAILURES: '8', LOGIN_DELAY_SECONDS: '600', LOGIN_LOCK_MINUTES: '60' });
    await insertUser(server.db, { username: 'victim', password: 'Victim-pass-1', roleKeys: ['viewer'] });
    await insertUser(server.db, { username: 'colleague', password: 'Colleague-pass-1', roleKeys: ['viewer'] });
  });
  afterAll(() => server.close());

  /** A sign-in from `address` (as the trusted proxy passes it on) with a captcha solved, or answered wrong. */
  async function signInFrom(address: string, username: string, password: string, captcha: 'solved' | 'wrong' = 'solved') {
    const { captchaId } = await server.call(endpoints.captcha, {}, { headers: { 'x-forwarded-for': address } });
    const { answer } = await server.db.selectFrom('sysCaptcha').select('answer').where('captchaId', '=', captchaId).executeTakeFirstOrThrow();
    const input = { username, password, captchaId, captcha: captcha === 'solved' ? answer : 'zzzz' };
    return server.call(endpoints.login, input, { headers: { 'x-forwarded-for': address, 'accept-language': 'en' } }).catch((error: unknown) => error);
  }
  const attempts = (key: string) => server.db.selectFrom('sysLoginAttempt').select(['failures', 'lockedUntil']).where('attemptKey', '=', key).executeTakeFirstOrThrow();
  const guessThreeTimes = async () => {
    for (let guess = 0; guess < 3; guess++) expect(await signInFrom(attacker, 'victim', `guess-${guess}`)).toMatchObject({ code: Codes.BAD_CREDENTIALS });
  };

  it('after an attacker’s wrong guesses, the owner signs in with the right password from the attacker’s address and from another; wrong passwords are still held back and counted', async () => {
    await guessThreeTimes();
    const shut = await attempts('user:victim');
    const refusal = await signInFrom(attacker, 'victim', 'guess-3');
    expect(refusal).toMatchObject({ code: Codes.ACCOUNT_LOCKED, message: expect.stringMatching(/^Too many sign-in attempts for this account: other attempts wait \d+ s, but the right password with a new captcha/) });
    const counted = await attempts('user:victim');
    expect(counted.failures).toBe(shut.failures + 1);
    expect(Date.parse(counted.lockedUntil!)).toBeGreaterThan(Date.parse(shut.lockedUntil!));
    // No captcha solved, no way past: a script cannot use this door.
    expect(await signInFrom(attacker, 'victim', 'Victim-pass-1', 'wrong')).toMatchObject({ code: Codes.BAD_CAPTCHA });
    expect(await signInFrom(attacker, 'victim', 'Victim-pass-1')).toMatchObject({ token: expect.any(String) });

    await guessThreeTimes();
    expect(await signInFrom(attacker, 'victim', 'guess-4')).toMatchObject({ code: Codes.ACCOUNT_LOCKED });
    expect(await signInFrom('198.51.100.20', 'victim', 'Victim-pass-1')).toMatchObject({ token: expect.any(String) });
  });

  it('an address shut by wrong guesses still lets a colleague in with the right password, and holds back its wrong ones', async () => {
    const sprayer = '203.0.113.99';
    for (let guess = 0; guess < 8; guess++) expect(await signInFrom(sprayer, `sprayed${guess}`, 'wrong')).toMatchObject({ code: Codes.BAD_CREDENTIALS });
    expect(await signInFrom(sprayer, 'sprayed8', 'wrong')).toMatchObject({
      code: Codes.TOO_MANY_REQUESTS,
      message: expect.stringMatching(/^Too many sign-in attempts from this address: other attempts wait \d+ s, but the right password/),
    });
    expect(await signInFrom(sprayer, 'colleague', 'Colleague-pass-1')).toMatchObject({ token: expect.any(String) });
    // Still shut for wrong passwords after the colleague's sign-in.
    expect(await signInFrom(sprayer, 'colleague', 'wrong')).toMatchObject({ code: Codes.TOO_MANY_REQUESTS });
  });
});

describe('sign-in with CAPTCHA=off', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ CAPTCHA: 'off' });
  });
  afterAll(() => server.close());

  it('answers an empty captcha (no id, no picture, nothing stored), which tells the sign-in page to ask none', async () => {
    expect(await server.call(endpoints.captcha, {})).toEqual({ captchaId: '', image: '' });
    expect(await server.db.selectFrom('sysCaptcha').select('captchaId').execute()).toEqual([]);
    const { token } = await server.call(endpoints.login, { username: 'admin', password: TEST_ADMIN_PASSWORD });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe('sessions', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  it('logout revokes the token (50008 afterwards)', async () => {
    const token = await server.signIn();
    await server.call(endpoints.logout, {}, { token });
    expect(await codeOf(server.call(endpoints.info, {}, { token }))).toBe(Codes.ILLEGAL_TOKEN);
  });

  it('an unknown token gets 50008 and no token 40100', async () => {
    expect(await codeOf(server.call(endpoints.info, {}, { token: 'made-up' }))).toBe(Codes.ILLEGAL_TOKEN);
    expect(await codeOf(server.call(endpoints.info, {}))).toBe(Codes.NOT_SIGNED_IN);
  });

  it('a token past its absolute life gets 50014', async () => {
    const token = await server.signIn();
    await server.db.updateTable('sysSession').set({ expiresAt: new Date(Date.now() - 1).toISOString() }).where('tokenHash', '=', hashToken(token)).execute();
    expect(await codeOf(server.call(endpoints.info, {}, { token }))).toBe(Codes.TOKEN_EXPIRED);
  });

  it('a token idle for longer than the idle limit gets 50014; recent use keeps it alive', async () => {
    const token = await server.signIn();
    const setLastSeen = (minutesAgo: number) =>
      server.db.updateTable('sysSession').set({ lastSeenAt: new Date(Date.now() - minutesAgo * 60_000).toISOString() }).where('tokenHash', '=', hashToken(token)).execute();
    await setLastSeen(119);
    expect(await codeOf(server.call(endpoints.info, {}, { token }))).toBe(200);
    await setLastSeen(121);
    expect(await codeOf(server.call(endpoints.info, {}, { token }))).toBe(Codes.TOKEN_EXPIRED);
  });

  it('a session revoked by another action gets 50012', async () => {
    const token = await server.signIn();
    await server.db.updateTable('sysSession').set({ revokedAt: new Date().toISOString(), revokedReason: 'password-changed' }).where('tokenHash', '=', hashToken(token)).execute();
    expect(await codeOf(server.call(endpoints.info, {}, { token }))).toBe(Codes.SIGNED_IN_ELSEWHERE);
  });

  it('a user without enabled roles gets empty roles (the client refuses them)', async () => {
    await insertUser(server.db, { username: 'roleless', password: 'Right-pass-1' });
    const token = await server.signIn('roleless', 'Right-pass-1');
    const info = await server.call(endpoints.info, {}, { token });
    expect(info.roles).toEqual([]);
    expect(await server.call(endpoints.getMenuTreeByUser, {}, { token })).toEqual([]);
  });
});

describe('sign-in attempts: counted before the password is checked, then progressive delays', () => {
  let server: TestServer;
  beforeAll(async () => {
    // A first delay of a minute: 200 parallel guesses took 14 s with both cores busy, past a 10 s delay.
    server = await startServer({ LOGIN_MAX_FAILURES: '5', LOGIN_DELAY_SECONDS: '60', LOGIN_LOCK_MINUTES: '8', LOGIN_IP_MAX_FAILURES: '1000' });
  });
  afterAll(() => server.close());

  const attempt = (username: string, password: string, headers: Record<string, string> = {}) => server.call(endpoints.login, { username, password }, { headers });
  const lockedUntil = async (username: string) => {
    const row = await server.db.selectFrom('sysLoginAttempt').select('lockedUntil').where('attemptKey', '=', `user:${username}`).executeTakeFirstOrThrow();
    return Date.parse(row.lockedUntil!);
  };
  /**
   * A call and the span of time the server read its clock in: between the moments just before and
   * just after it, however long a busy machine took to answer.
   */
  const timed = async <T,>(call: () => Promise<T>) => {
    const before = Date.now();
    const result = await call();
    return { result, before, after: Date.now() };
  };
  /** Time passing, without waiting for it: the account's current delay runs out. */
  const delayRunsOut = (username: string) =>
    server.db.updateTable('sysLoginAttempt').set({ lockedUntil: new Date(Date.now() - 1000).toISOString() }).where('attemptKey', '=', `user:${username}`).execute();

  it('checks at most LOGIN_MAX_FAILURES passwords of 200 parallel guesses; the account then refuses even the right one', async () => {
    await insertUser(server.db, { username: 'racer', password: 'Right-pass-1', roleKeys: ['viewer'] });
    const codes = await Promise.all(Array.from({ length: 200 }, (_, index) => codeOf(attempt(index % 2 ? 'racer' : 'RACER', 'wrong'))));
    expect(codes.filter((code) => code === Codes.BAD_CREDENTIALS)).toHaveLength(5);
    expect(codes.filter((code) => code === Codes.ACCOUNT_LOCKED)).toHaveLength(195);
    const checked = await server.db.selectFrom('sysAuditLog').select('auditId').where('username', 'in', ['racer', 'RACER']).where('afterJson', 'like', '%wrong-password%').execute();
    expect(checked).toHaveLength(5);
    expect(await codeOf(attempt('racer', 'Right-pass-1'))).toBe(Codes.ACCOUNT_LOCKED);
  });

  it('the wait doubles with each further attempt up to LOGIN_LOCK_MINUTES, and the refusal says how long in the user’s language', async () => {
    await insertUser(server.db, { username: 'patient', password: 'Right-pass-1', roleKeys: ['viewer'] });
    for (let guess = 0; guess < 4; guess++) expect(await codeOf(attempt('patient', 'wrong'))).toBe(Codes.BAD_CREDENTIALS);
    /** The attempt's code and the delay it set, which the server took from a clock read between `before` and `after`. */
    const shutting = async () => {
      const { result: code, before, after } = await timed(() => codeOf(attempt('patient', 'wrong')));
      const until = await lockedUntil('patient');
      return { code, shortest: (until - after) / 1000, longest: (until - before) / 1000 };
    };
    const delays = [60, 120, 240, 480, 480]; // a minute, doubled, and doubled again, until the eight-minute cap
    for (const [index, delay] of delays.entries()) {
      if (index > 0) await delayRunsOut('patient');
      const { code, shortest, longest } = await shutting();
      expect(code).toBe(Codes.BAD_CREDENTIALS);
      expect(shortest).toBeLessThanOrEqual(delay);
      expect(longest).toBeGreaterThanOrEqual(delay);
      if (index > 0) continue;
      const { result: refusal, after } = await timed(() => attempt('patient', 'Right-pass-1', { 'accept-language': 'es' }).catch((error: ApiError) => error));
      expect(refusal).toMatchObject({ code: Codes.ACCOUNT_LOCKED, message: expect.stringMatching(/^Demasiados intentos .* inténtelo de nuevo en \d+ s$/) });
      const said = Number(/(\d+) s$/.exec((refusal as ApiError).message)![1]);
      expect(said).toBeGreaterThanOrEqual(Math.floor((await lockedUntil('patient') - after) / 1000));
      expect(said).toBeLessThanOrEqual(delay);
    }
    await delayRunsOut('patient');
    expect(await codeOf(attempt('patient', 'Right-pass-1'))).toBe(200);
    expect(await server.db.selectFrom('sysLoginAttempt').select('failures').where('attemptKey', '=', 'user:patient').executeTakeFirst()).toBeUndefined();
  });

  it('a forged X-Forwarded-For does not get round the block on an address', async () => {
    const guarded = await startServer({ LOGIN_IP_MAX_FAILURES: '3' });
    try {
      const codes: number[] = [];
      for (let guess = 0; guess < 6; guess++) {
        codes.push(await codeOf(guarded.call(endpoints.login, { username: `sprayed${guess}`, password: 'wrong' }, { headers: { 'x-forwarded-for': `198.51.100.${guess}` } })));
      }
      expect(codes).toEqual([Codes.BAD_CREDENTIALS, Codes.BAD_CREDENTIALS, Codes.BAD_CREDENTIALS, Codes.TOO_MANY_REQUESTS, Codes.TOO_MANY_REQUESTS, Codes.TOO_MANY_REQUESTS]);
    } finally {
      await guarded.close();
    }
  });
});

describe('captcha flood guard', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ CAPTCHA: 'on', CAPTCHA_PER_MINUTE: '3' });
  });
  afterAll(() => server.close());

  it('gives one address CAPTCHA_PER_MINUTE captchas a minute, then 42900 without storing more', async () => {
    for (let call = 0; call < 3; call++) await server.call(endpoints.captcha, {});
    expect(await codeOf(server.call(endpoints.captcha, {}))).toBe(Codes.TOO_MANY_REQUESTS);
    const stored = await server.db.selectFrom('sysCaptcha').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    expect(Number(stored.count)).toBe(3);
  });

  it('counts each address in a window that opens with its first call, and starts afresh when that window is over', async () => {
    const allow = (key: string, now: number) => allowCall(server.db, key, 2, 1000, now);
    expect([await allow('a', 0), await allow('a', 10), await allow('a', 20)]).toEqual([true, true, false]);
    expect(await allow('b', 500)).toBe(true);
    expect(await allow('a', 999)).toBe(false);
    expect([await allow('a', 1000), await allow('a', 1001), await allow('a', 1002)]).toEqual([true, true, false]);
    expect([await allow('b', 1001), await allow('b', 1002)]).toEqual([true, false]);
  });
});

describe('behind a reverse proxy (TRUST_PROXY)', () => {
  /** A failed sign-in sent with X-Forwarded-For; answers the address its audit row recorded. */
  async function auditedAddress(server: TestServer, forwardedFor: string): Promise<string> {
    const { url, init } = prepareRequest(endpoints.login, { username: 'admin', password: 'wrong-password' }, { origin: server.origin });
    await fetch(url, { ...init, headers: { ...(init.headers as Record<string, string>), 'x-forwarded-for': forwardedFor } });
    const row = await server.db.selectFrom('sysAuditLog').select('ip').where('action', '=', 'login').orderBy('auditId', 'desc').executeTakeFirstOrThrow();
    return row.ip;
  }

  it('with one trusted hop takes the address the proxy saw, not one the client wrote in front', async () => {
    const server = await startServer({ TRUST_PROXY: '1' });
    try {
      expect(await auditedAddress(server, '6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
    } finally {
      await server.close();
    }
  });

  it('without TRUST_PROXY ignores the header', async () => {
    const server = await startServer();
    try {
      expect(await auditedAddress(server, '203.0.113.7')).toBe('127.0.0.1');
    } finally {
      await server.close();
    }
  });
});

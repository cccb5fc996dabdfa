import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { endpoints, type ChannelSave, type Language } from '@ews/contract';
import fc from 'fast-check';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findChannel } from '../../src/modules/notifications/queries.ts';
import { startServer, testDialect, type TestServer } from '../support/harness.ts';
import { startHttpReceiver, startSmtpReceiver, until } from '../support/receivers.ts';

/*
 * Issue 42: a notification channel is no way into the server's own network. Addresses of this host
 * and of private networks are refused at save and again at each send unless the operator allows
 * them (NOTIFY_ALLOWED_HOSTS; the harness allows the receivers' 127.0.0.1); no redirect is
 * followed; the delivery log never holds what a receiver answered in its body; a stored secret
 * does not follow its channel to another host; credentials in an address are masked.
 */

// Tianjun county (632823), Haixi prefecture (632800), Qinghai (630000).
const pointInput = (code: string) => ({ code, name: `Site ${code}`, focusType: 'himalayanMarmot' as const, provinceCode: '630000', prefectureCode: '632800', countyCode: '632823', longitude: 99.02, latitude: 37.3 });

/** The address field's label and the refusal's words, in each language. */
const REFUSAL: Record<Language, { label: string; words: string }> = {
  en: { label: 'Address', words: 'where channels may not send' },
  zh: { label: '地址', words: '通知渠道不得向其发送' },
  es: { label: 'Dirección', words: 'a la que los canales no pueden enviar' },
  ja: { label: 'アドレス', words: 'チャネルからは送信できません' },
};
const LANGUAGE_LIST = Object.keys(REFUSAL) as Language[];

/** What a body carries that the log must never show: a receiver's answer is not ours to keep. */
const BODY_MARKER = 'internal-service-answer-7f3a';

/** An HTTP receiver that answers every request with `answer(path)`, keeping each request's path. */
async function startAnswering(answer: (path: string) => { status: number; headers?: Record<string, string>; body: string }) {
  const paths: string[] = [];
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const path = new URL(request.url ?? '/', 'http://receiver').pathname;
      paths.push(`${request.method} ${path}`);
      const { status, headers = {}, body } = answer(path);
      response.writeHead(status, { 'content-type': 'application/json', ...headers });
      response.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    paths,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** An SMTP server on loopback that offers AUTH without TLS and keeps every password it is given, as a fake server would. */
async function startPasswordCatcher() {
  const passwords: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      passwords.push(auth.password ?? '');
      callback(null, { user: auth.username });
    },
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => callback());
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.server.address() as AddressInfo).port, passwords, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

let pointCount = 0;

/** Raises a high-priority signal in Tianjun county (a survey with an isolate). */
async function raiseSignal(server: TestServer, token: string): Promise<void> {
  const { sourceId } = await server.call(endpoints.sourceSave, pointInput(`QH-632823-${String(500 + ++pointCount)}`), { token });
  await server.call(endpoints.surveySave, { sourceId, surveyDate: new Date().toISOString().slice(0, 10), hostDensity: 0.2, animalsExamined: 20, fleaIndex: 0.1, bacteriologySamples: 10, isolatesHost: 1 }, { token });
}

/** A channel's deliveries once each has an attempt that ended it (sent, or failed for good). */
const settled = (server: TestServer, token: string, channelId: number, count = 1) =>
  until(async () => {
    const { list } = await server.call(endpoints.deliveryList, { channelId, limit: 50 }, { token });
    return list.length >= count && list.every((delivery) => delivery.status !== 'pending') ? list : undefined;
  });

const channel = (kind: ChannelSave['kind'], target: string): ChannelSave => ({
  name: `${kind} channel`,
  kind,
  target,
  language: 'en',
  priorities: ['urgent', 'high'],
  divisions: ['632823'],
  recipients: 'duty@example.org',
  bodyTemplate: '{"text":"{{message}}"}',
});

describe(`channels refused inside the server's network (${testDialect})`, () => {
  let server: TestServer;
  let admin: string;
  let receiver: Awaited<ReturnType<typeof startHttpReceiver>>;
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  beforeAll(async () => {
    receiver = await startHttpReceiver();
    smtp = await startSmtpReceiver();
    // The operator allows other internal hosts, not this one: the receivers on 127.0.0.1 are out of reach.
    server = await startServer({ NOTIFY_POLL_MS: '50', NOTIFY_RETRY_BASE_MS: '20', NOTIFY_MAX_ATTEMPTS: '2', NOTIFY_ALLOWED_HOSTS: '127.0.0.2, 10.1.0.0/16, hooks.internal' });
    admin = await server.signIn();
  });
  afterAll(async () => {
    await server?.close();
    await receiver?.close();
    await smtp?.close();
  });

  async function expectRefused(save: ChannelSave, language: Language): Promise<void> {
    const refused = await server.raw(endpoints.channelSave, save, { token: admin, headers: { 'accept-language': language } });
    expect(refused.status, save.target).toBe(400);
    expect(refused.body, save.target).toMatchObject({ success: false, code: 40000 });
    expect(refused.body.msg, save.target).toContain(`${REFUSAL[language].label}: `);
    expect(refused.body.msg, save.target).toContain(REFUSAL[language].words);
  }

  it('refuses at save every kind of channel aimed at loopback, private, link-local, shared, unique-local or multicast addresses, however spelled, naming the field', async () => {
    const port = new URL(receiver.origin).port;
    const targets = [
      `${receiver.origin}/hook`,
      `http://localhost:${port}/hook`,
      `http://[::1]:${port}/hook`,
      'http://0x7f000001/',
      'http://2130706433/',
      'http://0177.0.0.1/',
      'http://127.1/',
      'http://169.254.169.254/latest/meta-data/',
      'http://0.0.0.0:5432/',
      'http://10.0.0.5/',
      'http://172.16.0.1/',
      'http://192.168.1.1/',
      'http://100.64.0.1/',
      'http://224.0.0.1/',
      'http://[::]/',
      'http://[::ffff:127.0.0.1]/',
      'http://[::ffff:169.254.169.254]/',
      'http://[fd00::1]/',
      'http://[fe80::1]/',
      'http://[64:ff9b::a9fe:a9fe]/',
      'https://localhost./',
    ];
    for (const [index, target] of targets.entries()) await expectRefused(channel('webhook', target), LANGUAGE_LIST[index % LANGUAGE_LIST.length]!);
    for (const kind of ['wecom', 'dingtalk', 'sms'] as const) await expectRefused(channel(kind, `${receiver.origin}/${kind}?key=robot`), 'zh');
    // The SMTP host of an e-mail channel too, its address read as the system reads it.
    for (const target of [smtp.url, 'smtp://0x7f000001:25', 'smtps://[::1]:465', 'smtp://duty@localhost:587', 'smtp://2130706433:25']) await expectRefused(channel('email', target), 'ja');
    expect((await server.call(endpoints.channelList, { limit: 100 }, { token: admin })).total).toBe(0);
    expect(receiver.received).toEqual([]);
  });

  it('refuses an internal address whatever its spelling (property): dotted, decimal, hex, octal, IPv4-mapped', async () => {
    const internal = fc.oneof(
      fc.tuple(fc.constant(127), fc.nat(255), fc.nat(255), fc.nat(255)),
      fc.tuple(fc.constant(10), fc.nat(255), fc.nat(255), fc.nat(255)),
      fc.tuple(fc.constant(172), fc.integer({ min: 16, max: 31 }), fc.nat(255), fc.nat(255)),
      fc.tuple(fc.constant(192), fc.constant(168), fc.nat(255), fc.nat(255)),
      fc.tuple(fc.constant(169), fc.constant(254), fc.nat(255), fc.nat(255)),
      fc.tuple(fc.constant(100), fc.integer({ min: 64, max: 127 }), fc.nat(255), fc.nat(255)),
      fc.tuple(fc.integer({ min: 224, max: 255 }), fc.nat(255), fc.nat(255), fc.nat(255)),
      fc.tuple(fc.constant(0), fc.nat(255), fc.nat(255), fc.nat(255)),
    );
    const spellings = [
      (octets: number[]) => octets.join('.'),
      (octets: number[]) => String(octets.reduce((value, octet) => value * 256 + octet, 0)),
      (octets: number[]) => `0x${octets.map((octet) => octet.toString(16).padStart(2, '0')).join('')}`,
      (octets: number[]) => octets.map((octet) => `0${octet.toString(8)}`).join('.'),
      (octets: number[]) => `[::ffff:${octets.join('.')}]`,
    ];
    // The operator's 10.1.0.0/16 and 127.0.0.2 are let through: they are the only exceptions.
    const allowed = (octets: number[]) => (octets[0] === 10 && octets[1] === 1) || octets.join('.') === '127.0.0.2';
    await fc.assert(
      fc.asyncProperty(internal, fc.nat(spellings.length - 1), fc.constantFrom('webhook', 'wecom', 'dingtalk', 'sms'), fc.constantFrom(...LANGUAGE_LIST), async (octets, spelling, kind, language) => {
        fc.pre(!allowed(octets));
        await expectRefused(channel(kind, `http://${spellings[spelling]!(octets)}:8080/hook`), language);
      }),
      { numRuns: 40 },
    );
    expect((await server.call(endpoints.channelList, { limit: 100 }, { token: admin })).total).toBe(0);
  });

  it('takes what the operator allows (an address, a network, a host name) and a name that does not resolve yet', async () => {
    for (const target of ['http://127.0.0.2:8080/hook', 'http://10.1.2.3/hook', 'http://hooks.internal/hook', 'https://hooks.example.org/hook']) {
      const saved = await server.call(endpoints.channelSave, channel('webhook', target), { token: admin });
      await server.call(endpoints.channelDelete, { ids: String(saved.channelId) }, { token: admin });
    }
  });

  it('refuses at delivery a channel whose address is internal by then (saved before the check, or its name resolving elsewhere since): nothing is sent', async () => {
    // Saved while its name pointed elsewhere; it is the receivers' loopback address now.
    const hook = await server.call(endpoints.channelSave, channel('webhook', 'https://hooks.example.org/hook'), { token: admin });
    const mail = await server.call(endpoints.channelSave, channel('email', 'smtp://mail.example.org:587'), { token: admin });
    await server.db.updateTable('notificationChannel').set({ target: `${receiver.origin}/hook` }).where('channelId', '=', hook.channelId).execute();
    await server.db.updateTable('notificationChannel').set({ target: smtp.url }).where('channelId', '=', mail.channelId).execute();
    await raiseSignal(server, admin);
    for (const { channelId } of [hook, mail]) {
      const [delivery] = await settled(server, admin, channelId);
      expect(delivery!.status).toBe('failed');
      expect(delivery!.attempts.map((attempt) => attempt.answer)).toEqual(['refused: internal address', 'refused: internal address']);
    }
    expect(receiver.received).toEqual([]);
    expect(smtp.messages).toEqual([]);
  });
});

describe(`channels to allowed receivers (${testDialect})`, () => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    // The harness allows 127.0.0.1, where these receivers listen.
    server = await startServer({ NOTIFY_POLL_MS: '50', NOTIFY_RETRY_BASE_MS: '20', NOTIFY_MAX_ATTEMPTS: '1' });
    admin = await server.signIn();
  });
  afterAll(() => server?.close());

  it('does not follow a redirect, and keeps the status and a reason of its own in the log, never the body', async () => {
    const inside = await startAnswering(() => ({ status: 200, body: `{"errcode":0,"secret":"${BODY_MARKER}"}` }));
    const redirecting = await startAnswering(() => ({ status: 302, headers: { location: `${inside.origin}/latest/meta-data/` }, body: BODY_MARKER }));
    const failing = await startAnswering(() => ({ status: 500, body: `{"errcode":-1,"errmsg":"${BODY_MARKER}"}` }));
    try {
      const redirect = await server.call(endpoints.channelSave, { ...channel('webhook', `${redirecting.origin}/hook`), name: 'Redirected' }, { token: admin });
      const broken = await server.call(endpoints.channelSave, { ...channel('sms', `${failing.origin}/sms`), name: 'Failing' }, { token: admin });
      const robot = await server.call(endpoints.channelSave, { ...channel('wecom', `${inside.origin}/cgi-bin/webhook/send?key=robot`), name: 'Robot' }, { token: admin });
      await raiseSignal(server, admin);
      const [redirected] = await settled(server, admin, redirect.channelId);
      expect(redirected!.attempts).toMatchObject([{ ok: false, answer: 'HTTP 302 redirect not followed' }]);
      expect(inside.paths.filter((path) => path.includes('meta-data'))).toEqual([]);
      const [failed] = await settled(server, admin, broken.channelId);
      expect(failed!.attempts).toMatchObject([{ ok: false, answer: 'HTTP 500' }]);
      // A robot's own error code is a number the log keeps; the rest of its body stays out.
      const [sent] = await settled(server, admin, robot.channelId);
      expect(sent!.attempts).toMatchObject([{ ok: true, answer: 'HTTP 200 errcode 0' }]);
      const log = await server.call(endpoints.deliveryList, { limit: 50 }, { token: admin });
      expect(JSON.stringify(log)).not.toContain(BODY_MARKER);
      expect(JSON.stringify(await server.db.selectFrom('notificationAttempt').selectAll().execute())).not.toContain(BODY_MARKER);
    } finally {
      await Promise.all([inside.close(), redirecting.close(), failing.close()]);
    }
  });

  it('refuses an address with no host to send to, and a stored one fails its own delivery without holding up the others', async () => {
    for (const target of ['smtp://user@', 'smtp://a:b@']) {
      const refused = await server.raw(endpoints.channelSave, channel('email', target), { token: admin, headers: { 'accept-language': 'en' } });
      expect(refused.body, target).toMatchObject({ success: false, code: 40000, msg: expect.stringContaining('An smtp:// or smtps:// address') });
    }
    const receiver = await startAnswering(() => ({ status: 200, body: '{}' }));
    try {
      // Stored before the check existed (the table is read as it is when a value is not sealed).
      const broken = await server.call(endpoints.channelSave, { ...channel('email', 'smtp://mail.example.org:587'), name: 'No host' }, { token: admin });
      await server.db.updateTable('notificationChannel').set({ target: 'smtp://user@' }).where('channelId', '=', broken.channelId).execute();
      const hook = await server.call(endpoints.channelSave, { ...channel('webhook', `${receiver.origin}/after`), name: 'After it' }, { token: admin });
      await raiseSignal(server, admin);
      const [failed] = await settled(server, admin, broken.channelId);
      expect(failed!.attempts).toMatchObject([{ ok: false, answer: 'failed: invalid address' }]);
      const [sent] = await settled(server, admin, hook.channelId);
      expect(sent!.attempts).toMatchObject([{ ok: true }]);
      await server.call(endpoints.channelDelete, { ids: `${broken.channelId},${hook.channelId}` }, { token: admin });
    } finally {
      await receiver.close();
    }
  });

  it('drops a stored SMTP password when the channel moves to another host, port or scheme, unless it is sent again', async () => {
    const PASSWORD = 'smtp-password-0123456789';
    const HOME = 'smtp://duty@mail.example.org:587';
    const catcher = await startPasswordCatcher();
    try {
      let current = await server.call(endpoints.channelSave, { ...channel('email', HOME), name: 'Mail', secret: PASSWORD }, { token: admin });
      const hint = current.secretHint;
      expect(hint).toBe(`••••••${PASSWORD.slice(-4)}`);
      // As the sender reads it: the table holds it sealed.
      const secretOf = async () => (await findChannel(server.db, current.channelId))!.secret;
      // The same scheme, host and port: the secret stays.
      current = await server.call(endpoints.channelSave, { ...current, name: 'Mail renamed' }, { token: admin });
      expect(current.secretHint).toBe(hint);
      // Another port, scheme or host: it is dropped.
      for (const target of ['smtp://duty@mail.example.org:2525', 'smtps://duty@mail.example.org:587', 'smtp://duty@mail.example.net:587']) {
        current = await server.call(endpoints.channelSave, { ...current, target: HOME, secret: PASSWORD }, { token: admin });
        current = await server.call(endpoints.channelSave, { ...current, target }, { token: admin });
        expect(current.secretHint, target).toBe('');
        expect(await secretOf(), target).toBe('');
      }
      // Moved to a server that catches passwords: the alert goes there without the old one.
      current = await server.call(endpoints.channelSave, { ...current, target: HOME, secret: PASSWORD }, { token: admin });
      current = await server.call(endpoints.channelSave, { ...current, target: `smtp://duty@127.0.0.1:${catcher.port}` }, { token: admin });
      await raiseSignal(server, admin);
      await settled(server, admin, current.channelId);
      expect(catcher.passwords).not.toContain(PASSWORD);
      // Sent again with the new host, it goes there: the catcher catches what it is given.
      current = await server.call(endpoints.channelSave, { ...current, secret: PASSWORD }, { token: admin });
      await raiseSignal(server, admin);
      await settled(server, admin, current.channelId, 2);
      expect(catcher.passwords).toContain(PASSWORD);
    } finally {
      await catcher.close();
    }
  });

  it('drops a webhook’s signing secret when its address moves to another host, and keeps it when only the path changes', async () => {
    const SECRET = 'hook-signing-secret-0123';
    const saved = await server.call(endpoints.channelSave, { ...channel('webhook', 'https://hooks.example.org/one'), name: 'Signed', secret: SECRET }, { token: admin });
    const samePlace = await server.call(endpoints.channelSave, { ...saved, target: 'https://hooks.example.org/two' }, { token: admin });
    expect(samePlace.secretHint).toBe(saved.secretHint);
    const elsewhere = await server.call(endpoints.channelSave, { ...samePlace, target: 'https://hooks.example.net/two' }, { token: admin });
    expect(elsewhere.secretHint).toBe('');
  });

  it('masks credentials in an address’s user-info, path and query in the list and the audit log, and keeps them when the masked address is saved back', async () => {
    const secrets = ['pa55word-for-hook', 'T0123ABCD', 'B0456EFGH', 'abcdefghijklmnopqrstuvwxyzABCD', 'tok-123-xyz'];
    const target = `https://alice:${secrets[0]}@hooks.example.org/services/${secrets[1]}/${secrets[2]}/${secrets[3]}?token=${secrets[4]}`;
    const saved = await server.call(endpoints.channelSave, { ...channel('webhook', target), name: 'Masked' }, { token: admin });
    // Each behind the mask secrets have (a long one's last four characters showing, as the secret's own hint does).
    expect(saved.target).toBe('https://••••••:••••••hook@hooks.example.org/services/••••••/••••••/••••••ABCD?token=••••••');
    const mail = await server.call(endpoints.channelSave, { ...channel('email', `smtp://duty:${secrets[0]}@mail.example.org:587`), name: 'Masked mail' }, { token: admin });
    // An SMTP login name says which account the secret is for; its password is masked.
    expect(mail.target).toBe('smtp://duty:••••••hook@mail.example.org:587');
    const resaved = await server.call(endpoints.channelSave, { ...saved, name: 'Masked again' }, { token: admin });
    expect((await findChannel(server.db, resaved.channelId))!.target).toBe(target);
    await server.call(endpoints.channelDelete, { ids: `${saved.channelId},${mail.channelId}` }, { token: admin });
    const listed = JSON.stringify(await server.call(endpoints.channelList, { limit: 100 }, { token: admin }));
    const audit = JSON.stringify(await server.db.selectFrom('sysAuditLog').selectAll().where('entity', '=', 'notificationChannel').execute());
    expect(audit).toContain('hooks.example.org/services/');
    for (const secret of secrets) {
      expect(listed).not.toContain(secret);
      expect(audit).not.toContain(secret);
    }
  });
});

import { createHmac } from 'node:crypto';
import { endpoints, type ChannelSave } from '@ews/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findChannel, queueNotifications } from '../../src/modules/notifications/queries.ts';
import { dropTestStore, newTestStore, startServer, testDialect, type TestServer } from '../support/harness.ts';
import { startHttpReceiver, startSmtpReceiver, until } from '../support/receivers.ts';

/*
 * Alerts that reach a person: each channel kind against a real receiver on loopback (an SMTP
 * server, an HTTP server that checks formats and signatures and fails the first two tries), the
 * delivery log with its retries, secrets kept on the server, and subscriptions bounded by scope.
 */

const PUBLIC_URL = 'https://ews.example.org/console';
const HOOK_SECRET = 'hook-secret-0123456789';
const DING_SECRET = 'SEC-ding-secret-abcdef';

// Tianjun county (632823), Haixi prefecture (632800), Qinghai (630000).
const pointInput = (code: string) => ({ code, name: `Site ${code}`, focusType: 'himalayanMarmot' as const, provinceCode: '630000', prefectureCode: '632800', countyCode: '632823', longitude: 99.02, latitude: 37.3 });

describe(`notifications (${testDialect})`, () => {
  let server: TestServer;
  let admin: string;
  let http: Awaited<ReturnType<typeof startHttpReceiver>>;
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  beforeAll(async () => {
    http = await startHttpReceiver(2);
    smtp = await startSmtpReceiver();
    server = await startServer({ NOTIFY_POLL_MS: '50', NOTIFY_RETRY_BASE_MS: '20', PUBLIC_URL });
    admin = await server.signIn();
  });
  afterAll(async () => {
    await server?.close();
    await http?.close();
    await smtp?.close();
  });

  const save = (channel: ChannelSave, token = admin) => server.call(endpoints.channelSave, channel, { token });

  it('sends an alert to every kind of channel, in each recipient’s language, signed, retried after failures, and logs each attempt', async () => {
    const priorities = ['urgent', 'high'] as ChannelSave['priorities'];
    const channels = [
      await save({ name: 'Hook', kind: 'webhook', target: `${http.origin}/hook`, secret: HOOK_SECRET, language: 'en', priorities }),
      await save({ name: 'WeCom', kind: 'wecom', target: `${http.origin}/wecom?key=robot`, language: 'zh', priorities }),
      await save({ name: 'DingTalk', kind: 'dingtalk', target: `${http.origin}/dingtalk?access_token=robot`, secret: DING_SECRET, language: 'ja', priorities }),
      await save({ name: 'SMS', kind: 'sms', target: `${http.origin}/sms`, bodyTemplate: '{"to":"+8613800000000","text":"{{message}}"}', language: 'es', priorities }),
      await save({ name: 'Mail', kind: 'email', target: smtp.url, recipients: 'duty@example.org, chief@example.org', sender: 'ews@example.org', language: 'en', priorities }),
    ];
    // Low priority only, and another county: neither matches the signal below.
    await save({ name: 'Watch only', kind: 'webhook', target: `${http.origin}/watch`, language: 'en', priorities: ['low'] });
    await save({ name: 'Elsewhere', kind: 'webhook', target: `${http.origin}/elsewhere`, language: 'en', priorities, divisions: ['110101'] });

    const { sourceId } = await server.call(endpoints.sourceSave, pointInput('QH-632823-001'), { token: admin });
    await server.call(endpoints.surveySave, { sourceId, surveyDate: new Date().toISOString().slice(0, 10), hostDensity: 0.2, animalsExamined: 20, fleaIndex: 0.1, bacteriologySamples: 10, isolatesHost: 1 }, { token: admin });
    const [alert] = (await server.call(endpoints.alertList, { limit: 10 }, { token: admin })).list;
    expect(alert).toMatchObject({ priority: 'high', rule: 'isolate' });
    const link = `${PUBLIC_URL}/surveillance/alertList?alertId=${alert!.alertId}`;

    const log = await until(async () => {
      const { list } = await server.call(endpoints.deliveryList, { limit: 20 }, { token: admin });
      return list.length === channels.length && list.every((delivery) => delivery.status === 'sent') ? list : undefined;
    });
    expect(new Set(log.map((delivery) => delivery.channelName))).toEqual(new Set(channels.map((channel) => channel.name)));
    // Each names its alert as a person knows it, not by its id alone.
    for (const delivery of log) expect(delivery.alert).toEqual({ sourceCode: 'QH-632823-001', sourceName: 'Site QH-632823-001', priority: 'high', triggeredAt: alert!.triggeredAt });
    for (const delivery of log) {
      const http500 = delivery.channelName === 'Mail' ? 0 : 2;
      expect(delivery.attempts.map((attempt) => attempt.ok)).toEqual([...Array<boolean>(http500).fill(false), true]);
      expect(delivery.attempts.slice(0, http500).every((attempt) => attempt.answer.startsWith('HTTP 500'))).toBe(true);
    }
    expect(http.received.some((request) => ['/watch', '/elsewhere'].includes(request.url.pathname))).toBe(false);

    const delivered = (path: string) => http.received.filter((request) => request.url.pathname === path);
    for (const path of ['/hook', '/wecom', '/dingtalk', '/sms']) expect(delivered(path).map((request) => request.status)).toEqual([500, 500, 200]);

    // The generic webhook: the facts as JSON, signed with HMAC-SHA256 over timestamp.body.
    const hook = delivered('/hook').at(-1)!;
    const timestamp = String(hook.headers['x-ews-timestamp']);
    expect(hook.headers['x-ews-signature']).toBe(`sha256=${createHmac('sha256', HOOK_SECRET).update(`${timestamp}.${hook.body}`).digest('hex')}`);
    expect(hook.headers['idempotency-key']).toMatch(/^ews-notification-\d+$/);
    expect(JSON.parse(hook.body)).toMatchObject({ alertId: alert!.alertId, priority: 'high', rule: 'isolate', ruleName: 'Y. pestis isolate', siteCode: 'QH-632823-001', county: 'Tianjun County', link });
    expect(JSON.parse(hook.body).text).toContain('Evidence: observed 1, threshold 1');

    // WeCom: a text message in Chinese, with the county's Chinese name.
    const wecom = JSON.parse(delivered('/wecom').at(-1)!.body) as { msgtype: string; text: { content: string } };
    expect(wecom.msgtype).toBe('text');
    expect(wecom.text.content).toContain('鼠疫预警：紧急程度高的信号');
    expect(wecom.text.content).toContain('疫源点: QH-632823-001 (天峻县)');
    expect(wecom.text.content).toContain('分离到鼠疫菌');
    expect(wecom.text.content).toContain(link);

    // DingTalk's signed mode: timestamp and sign in the query, sign = base64 HMAC-SHA256 of "timestamp\nsecret".
    const ding = delivered('/dingtalk').at(-1)!;
    const dingTimestamp = ding.url.searchParams.get('timestamp')!;
    expect(ding.url.searchParams.get('access_token')).toBe('robot');
    expect(ding.url.searchParams.get('sign')).toBe(createHmac('sha256', DING_SECRET).update(`${dingTimestamp}\n${DING_SECRET}`).digest('base64'));
    expect(ding.url.search).toContain(`&sign=${encodeURIComponent(ding.url.searchParams.get('sign')!)}`);
    expect((JSON.parse(ding.body) as { text: { content: string } }).text.content).toContain('ペスト早期警報：優先度「高」のシグナル');
    // The county in its characters for a Japanese reader, as the screens write it, not its pinyin.
    expect((JSON.parse(ding.body) as { text: { content: string } }).text.content).toContain('(天峻县)');

    // The SMS gateway: the operator's template, the Spanish text inside it.
    const sms = JSON.parse(delivered('/sms').at(-1)!.body) as { to: string; text: string };
    expect(sms.to).toBe('+8613800000000');
    expect(sms.text).toContain('Alerta temprana de peste: señal de prioridad alta');
    expect(sms.text).toContain('(Condado de Tianjun)');
    // A priority, never a level of the national plan, in any language.
    for (const text of [wecom.text.content, (JSON.parse(ding.body) as { text: { content: string } }).text.content, sms.text, JSON.parse(hook.body).text as string]) expect(text).not.toMatch(/level|级|nivel|レベル/i);

    // E-mail, through a real SMTP server: envelope, subject, body and link; no contact data of the site.
    const [mail] = await until(() => (smtp.messages.length > 0 ? smtp.messages : undefined));
    expect(mail!.from).toBe('ews@example.org');
    expect(mail!.to).toEqual(['duty@example.org', 'chief@example.org']);
    expect(mail!.raw).toContain('Subject: Plague early warning: high-priority signal');
    const mailText = mail!.raw.replace(/=\r\n/g, '').replaceAll('=3D', '='); // quoted-printable
    expect(mailText).toContain('Site: QH-632823-001 (Tianjun County)');
    expect(mail!.raw).toMatch(/Message-ID: <ews-notification-\d+@127\.0\.0\.1>/i);
    expect(mailText).toContain(link);
    expect(smtp.messages).toHaveLength(1);
  });

  it('never shows a secret in full, keeps it when an update leaves it out, and masks it in the audit log', async () => {
    const { list } = await server.call(endpoints.channelList, {}, { token: admin });
    const hook = list.find((channel) => channel.name === 'Hook')!;
    expect(JSON.stringify(list)).not.toContain(HOOK_SECRET);
    expect(JSON.stringify(list)).not.toContain(DING_SECRET);
    // A robot's key in its URL is a credential too; saving the masked URL back keeps the real one.
    const wecom = list.find((channel) => channel.name === 'WeCom')!;
    expect(wecom.target).toBe(`${http.origin}/wecom?key=••••••`);
    await save({ ...wecom, enabled: 1 });
    // Read as the sender reads it: stored sealed (secrets-at-rest.test.ts), opened by the query.
    expect((await findChannel(server.db, wecom.channelId))!.target).toBe(`${http.origin}/wecom?key=robot`);
    expect(hook.secretHint).toBe(`••••••${HOOK_SECRET.slice(-4)}`);
    const updated = await save({ ...hook, name: 'Hook renamed', secret: '' });
    expect(updated.secretHint).toBe(hook.secretHint);
    expect((await findChannel(server.db, hook.channelId))!.secret).toBe(HOOK_SECRET);
    const audit = await server.db.selectFrom('sysAuditLog').selectAll().where('entity', '=', 'notificationChannel').execute();
    expect(audit.length).toBeGreaterThan(0);
    expect(JSON.stringify(audit)).not.toContain(HOOK_SECRET);
  });

  it('refuses a bad channel with 40000 naming the field by its label, in the caller’s language', async () => {
    const bad = await server.raw(endpoints.channelSave, { name: 'Bad', kind: 'webhook', target: 'ftp://nowhere', language: 'en', priorities: ['urgent'] }, { token: admin, headers: { 'accept-language': 'en' } });
    expect(bad.body.code).toBe(40000);
    expect(bad.body.msg).toContain('Address');
    const mail = await server.raw(endpoints.channelSave, { name: 'Bad', kind: 'email', target: smtp.url, recipients: 'not an address', language: 'en', priorities: ['urgent'] }, { token: admin, headers: { 'accept-language': 'zh' } });
    expect(mail.body.code).toBe(40000);
    expect(mail.body.msg).toContain('收件人');
    const quiet = await server.raw(endpoints.channelSave, { name: 'Bad', kind: 'wecom', target: http.origin, language: 'en', priorities: ['urgent'], quietFrom: '22:00' }, { token: admin, headers: { 'accept-language': 'en' } });
    expect(quiet.body.code).toBe(40000);
    expect(quiet.body.msg).toContain('Quiet hours to');
  });

  it('refuses an address on a port fetch will not send to (its "bad ports") up front, naming the field, and only for channels sent with fetch', async () => {
    const before = (await server.call(endpoints.channelList, { limit: 100 }, { token: admin })).total;
    const cases = [
      { kind: 'webhook', target: 'http://127.0.0.1:9/', language: 'es', label: 'Dirección', words: 'Los clientes web se niegan a enviar a este puerto' },
      { kind: 'wecom', target: `http://127.0.0.1:587/cgi-bin/webhook/send?key=robot`, language: 'en', label: 'Address', words: 'web clients refuse to send to' },
      { kind: 'dingtalk', target: 'https://oapi.example.org:6667/robot/send', language: 'ja', label: 'アドレス', words: 'Web クライアントが送信を拒否するポート' },
      { kind: 'sms', target: 'https://gateway.example.org:10080/send', language: 'zh', label: '地址', words: '网络客户端拒绝发送的端口' },
    ] as const;
    for (const { kind, target, language, label, words } of cases) {
      const refused = await server.raw(
        endpoints.channelSave,
        { name: 'Bad port', kind, target, language: 'en', priorities: ['urgent'], bodyTemplate: '{"text":"{{message}}"}' },
        { token: admin, headers: { 'accept-language': language } },
      );
      expect(refused.status, target).toBeGreaterThanOrEqual(400);
      expect(refused.status, target).toBeLessThan(500);
      expect(refused.body).toMatchObject({ success: false, code: 40000 });
      expect(refused.body.msg).toContain(`${label}: `);
      expect(refused.body.msg).toContain(words);
    }
    expect((await server.call(endpoints.channelList, { limit: 100 }, { token: admin })).total).toBe(before);
    // SMTP is not sent with fetch: its usual ports stay allowed, as do ports fetch takes.
    const mail = await save({ name: 'Submission port', kind: 'email', target: 'smtp://ews@mail.example.org:587', recipients: 'duty@example.org', language: 'en', priorities: ['urgent'], divisions: ['110101'] });
    const alt = await save({ name: 'Alt port', kind: 'webhook', target: 'http://127.0.0.1:8080/hook', language: 'en', priorities: ['urgent'], divisions: ['110101'] });
    await server.call(endpoints.channelDelete, { ids: `${mail.channelId},${alt.channelId}` }, { token: admin });
  });

  it('lets a county-scoped administrator subscribe to its county only, and see only such channels', async () => {
    const password = 'County-admin-2026';
    const menus = await server.db.selectFrom('sysMenu').select('menuId').where('perms', 'like', 'system:notification:%').execute();
    const role = await server.call(endpoints.roleSave, { roleKey: 'notifier', name: 'Notifier', dataScope: 'subtree' }, { token: admin });
    await server.call(endpoints.roleSaveMenus, { roleId: role.roleId, menuIds: menus.map((menu) => menu.menuId) }, { token: admin });
    await server.call(endpoints.userSave, { username: 'countyadmin', name: 'County admin', password, roleIds: [role.roleId], divisionCodes: ['632823'] }, { token: admin });
    const county = await server.signIn('countyadmin', password);

    const base: ChannelSave = { name: 'County duty', kind: 'webhook', target: `${http.origin}/county`, language: 'zh', priorities: ['urgent'] };
    for (const divisions of [[], ['632800'], ['632823', '110101']]) {
      const refused = await server.raw(endpoints.channelSave, { ...base, divisions }, { token: county });
      expect(refused.body.code).toBe(40300);
    }
    const own = await save({ ...base, divisions: ['632823'] }, county);
    expect((await server.call(endpoints.channelList, {}, { token: county })).list.map((channel) => channel.channelId)).toEqual([own.channelId]);
    expect((await server.call(endpoints.deliveryList, {}, { token: county })).list).toEqual([]);
    const national = (await server.call(endpoints.channelList, {}, { token: admin })).list.find((channel) => channel.name === 'Mail')!;
    // Out of reach, it is answered as a channel that does not exist, and stays.
    const asAbsent = await server.call(endpoints.channelDelete, { ids: '999999' }, { token: county });
    expect(await server.call(endpoints.channelDelete, { ids: String(national.channelId) }, { token: county })).toEqual(asAbsent);
    expect((await server.call(endpoints.channelList, {}, { token: admin })).list.map((channel) => channel.channelId)).toContain(national.channelId);
  });

  it('names a delivery’s alert only where it lies in the caller’s scope: a channel narrowed since keeps its older deliveries', async () => {
    const password = 'Log-reader-2026';
    const menus = await server.db.selectFrom('sysMenu').select('menuId').where('perms', '=', 'system:notification:list').execute();
    const role = await server.call(endpoints.roleSave, { roleKey: 'logreader', name: 'Log reader', dataScope: 'subtree' }, { token: admin });
    await server.call(endpoints.roleSaveMenus, { roleId: role.roleId, menuIds: menus.map((menu) => menu.menuId) }, { token: admin });
    await server.call(endpoints.userSave, { username: 'logreader', name: 'Log reader', password, roleIds: [role.roleId], divisionCodes: ['632823'] }, { token: admin });
    const reader = await server.signIn('logreader', password);

    const raise = async (place: ReturnType<typeof pointInput>) => {
      const { sourceId } = await server.call(endpoints.sourceSave, place, { token: admin });
      await server.call(endpoints.surveySave, { sourceId, surveyDate: new Date().toISOString().slice(0, 10), hostDensity: 0.2, animalsExamined: 20, fleaIndex: 0.1, seraTested: 10, seraPositive: 1 }, { token: admin });
    };
    const channel: ChannelSave = { name: 'Was national', kind: 'webhook', target: `${http.origin}/narrowed`, language: 'en', priorities: ['moderate'] };
    const national = await save(channel);
    await raise({ ...pointInput('GS-620102-041'), provinceCode: '620000', prefectureCode: '620100', countyCode: '620102', longitude: 103.7, latitude: 36.0 });
    await save({ ...channel, divisions: ['632823'], channelId: national.channelId, version: national.version });
    await raise(pointInput('QH-632823-041'));

    const { list } = await server.call(endpoints.deliveryList, { channelId: national.channelId }, { token: reader });
    expect(list.map((delivery) => delivery.alert?.sourceCode ?? null)).toEqual(['QH-632823-041', null]);
    expect(list[0]!.alert).toMatchObject({ sourceName: 'Site QH-632823-041', priority: 'moderate' });
    // The admin, whose scope is the country, reads both.
    const all = await server.call(endpoints.deliveryList, { channelId: national.channelId }, { token: admin });
    expect(all.list.map((delivery) => delivery.alert?.sourceCode)).toEqual(['QH-632823-041', 'GS-620102-041']);
  });

  it('holds moderate and low signals through quiet hours and sends a case or an isolate at once', async () => {
    const clock = (ms: number) => new Date(ms).toISOString().slice(11, 16);
    const now = Date.now();
    const quiet = await save({ name: 'Night duty', kind: 'webhook', target: `${http.origin}/night`, language: 'en', priorities: ['urgent', 'high', 'moderate'], divisions: ['632823'], quietFrom: clock(now - 3_600_000), quietTo: clock(now + 3_600_000), timeZone: 'UTC' });
    const today = new Date().toISOString().slice(0, 10);
    const surveys = [['QH-632823-011', { isolatesHost: 1 }], ['QH-632823-012', { suspectedHumanCases: 1 }], ['QH-632823-013', { seraTested: 10, seraPositive: 1 }]] as const;
    for (const [code, survey] of surveys) {
      const { sourceId } = await server.call(endpoints.sourceSave, pointInput(code), { token: admin });
      await server.call(endpoints.surveySave, { sourceId, surveyDate: today, hostDensity: 0.2, animalsExamined: 20, fleaIndex: 0.1, bacteriologySamples: 10, ...survey }, { token: admin });
    }
    const priorityOf = new Map((await server.call(endpoints.alertList, { limit: 10 }, { token: admin })).list.map((alert) => [alert.alertId, alert.priority]));
    const deliveries = await until(async () => {
      const { list } = await server.call(endpoints.deliveryList, { channelId: quiet.channelId }, { token: admin });
      // All handled: sent, or put off past the present (not merely not yet claimed).
      const handled = list.filter((delivery) => delivery.status === 'sent' || Date.parse(delivery.nextAttemptAt) > now + 1_800_000);
      return handled.length === surveys.length ? list : undefined;
    });
    const sent = deliveries.filter((delivery) => delivery.status === 'sent');
    const held = deliveries.filter((delivery) => delivery.status !== 'sent');
    expect(sent.map((delivery) => priorityOf.get(delivery.alertId)).sort()).toEqual(['high', 'urgent']);
    expect(held.map((delivery) => priorityOf.get(delivery.alertId))).toEqual(['moderate']);
    expect(held[0]).toMatchObject({ status: 'pending', attempts: [] });
    // It waits for the end of the quiet hours, to the minute.
    expect(held[0]!.nextAttemptAt.slice(11, 16)).toBe(clock(now + 3_600_000));
  });

  it('queues the alerts one evaluation opens on several points for the channels of each point’s own place', async () => {
    const priorities = ['urgent', 'high', 'moderate', 'low'] as ChannelSave['priorities'];
    const tianjun = await save({ name: 'Tianjun gerbils', kind: 'webhook', target: `${http.origin}/tianjun`, language: 'en', priorities, focusTypes: ['mongolianGerbil'], divisions: ['632823'] });
    const lanzhou = await save({ name: 'Lanzhou gerbils', kind: 'webhook', target: `${http.origin}/lanzhou`, language: 'en', priorities, focusTypes: ['mongolianGerbil'], divisions: ['620100'] });
    const places = [pointInput('QH-632823-031'), { ...pointInput('GS-620102-031'), provinceCode: '620000', prefectureCode: '620100', countyCode: '620102', longitude: 103.7, latitude: 36.0 }];
    const ids: number[] = [];
    for (const place of places) {
      const { sourceId } = await server.call(endpoints.sourceSave, { ...place, focusType: 'mongolianGerbil' }, { token: admin });
      // Below every default threshold: nothing is raised until the threshold falls below it.
      await server.call(endpoints.surveySave, { sourceId, surveyDate: new Date().toISOString().slice(0, 10), hostDensity: 0.5, animalsExamined: 20, fleaIndex: 0.1 }, { token: admin });
      ids.push(sourceId);
    }
    const rule = (await server.call(endpoints.riskRules, {}, { token: admin })).find((candidate) => candidate.focusType === 'mongolianGerbil')!;
    const saved = await server.call(endpoints.riskSaveRules, { rules: [{ focusType: 'mongolianGerbil', hostDensity: 0.1, fleaIndex: rule.fleaIndex, version: rule.version }] }, { token: admin });
    expect(saved.alertsOpened).toBeGreaterThanOrEqual(2);
    const queued = await server.db
      .selectFrom('notificationOutbox as o')
      .innerJoin('alert as a', 'a.alertId', 'o.alertId')
      .select(['o.channelId', 'a.sourceId'])
      .where('o.channelId', 'in', [tianjun.channelId, lanzhou.channelId])
      .execute();
    const pointsOf = (channelId: number) => [...new Set(queued.filter((row) => row.channelId === channelId).map((row) => row.sourceId))];
    expect(pointsOf(tianjun.channelId)).toEqual([ids[0]]);
    expect(pointsOf(lanzhou.channelId)).toEqual([ids[1]]);
  });

  it('sends a signal at no source point by its own place, to each channel of its priority and divisions whatever its focus types, naming no site', async () => {
    const cases = await save({ name: 'Tianjun cases', kind: 'webhook', target: `${http.origin}/no-point`, language: 'en', priorities: ['urgent'], focusTypes: ['himalayanMarmot'], divisions: ['632823'] });
    await save({ name: 'Lanzhou cases', kind: 'webhook', target: `${http.origin}/no-point-elsewhere`, language: 'en', priorities: ['urgent'], divisions: ['620100'] });
    // A signal as a human case away from any source point raises it (the case module writes these).
    const today = new Date().toISOString().slice(0, 10);
    const at = new Date().toISOString();
    const { alertId } = await server.db
      .insertInto('alert')
      .values({
        sourceId: null,
        rule: 'humanCase',
        priority: 'urgent',
        status: 'new',
        provinceCode: '630000',
        prefectureCode: '632800',
        countyCode: '632823',
        countyName: '天峻县',
        triggeredAt: today,
        lastTriggeredAt: today,
        observed: 1,
        threshold: 1,
        surveyIds: '[]',
        createdAt: at,
        createdBy: 'engine',
        updatedAt: at,
        updatedBy: 'engine',
        version: 1,
      })
      .returning('alertId')
      .executeTakeFirstOrThrow();
    await queueNotifications(server.db, [{ alertId, priority: 'urgent' }]);

    const [sent] = await until(() => {
      const received = http.received.filter((request) => request.url.pathname === '/no-point' && request.status === 200);
      return received.length > 0 ? received : undefined;
    });
    const body = JSON.parse(sent!.body) as { title: string; text: string; siteCode: string; county: string; priority: string };
    expect(body).toMatchObject({ title: 'Plague early warning: urgent signal', siteCode: '', county: 'Tianjun County', priority: 'urgent' });
    expect(body.text).toContain('Place: Tianjun County');
    expect(body.text).not.toContain('Site:');
    expect(http.received.some((request) => request.url.pathname === '/no-point-elsewhere')).toBe(false);
    const { list } = await server.call(endpoints.deliveryList, { channelId: cases.channelId }, { token: admin });
    expect(list[0]).toMatchObject({ alertId, alert: { sourceCode: '', sourceName: '', priority: 'urgent', triggeredAt: today } });
  });

  it('gives a delivery up after NOTIFY_MAX_ATTEMPTS tries, each logged with its error, the waits doubling', async () => {
    // A port nobody listens on: every try is refused.
    const closed = await startHttpReceiver();
    await closed.close();
    const dead = await save({ name: 'Dead end', kind: 'webhook', target: `${closed.origin}/gone`, language: 'en', priorities: ['moderate'], divisions: ['632823'] });
    const { sourceId } = await server.call(endpoints.sourceSave, pointInput('QH-632823-021'), { token: admin });
    await server.call(endpoints.surveySave, { sourceId, surveyDate: new Date().toISOString().slice(0, 10), hostDensity: 0.2, animalsExamined: 20, fleaIndex: 0.1, seraTested: 10, seraPositive: 1 }, { token: admin });
    const [given] = await until(async () => {
      const { list } = await server.call(endpoints.deliveryList, { channelId: dead.channelId }, { token: admin });
      return list[0]?.status === 'failed' ? list : undefined;
    });
    expect(given!.attempts).toHaveLength(server.config.notifyMaxAttempts);
    // The reason, not only fetch's own "fetch failed".
    expect(given!.attempts.every((attempt) => !attempt.ok && attempt.answer === 'fetch failed: ECONNREFUSED')).toBe(true);
    const gaps = given!.attempts.slice(1).map((attempt, index) => Date.parse(attempt.at) - Date.parse(given!.attempts[index]!.at));
    // Each wait at least the doubled base (the machine may add to it, never take from it).
    gaps.forEach((gap, index) => expect(gap).toBeGreaterThanOrEqual(server.config.notifyRetryBaseMs * 2 ** index));
  });
});

describe(`the notifications page on an existing database (${testDialect})`, () => {
  it('is added with its buttons when a database from before it starts, and the super admin holds them', async () => {
    const store = newTestStore();
    try {
      const before = await startServer({}, store);
      // A database as it was before the page: no menu rows of it.
      await before.db.deleteFrom('sysMenu').where((eb) => eb.or([eb('menuKey', '=', 'SystemNotification'), eb('perms', 'like', 'system:notification:%')])).execute();
      await before.close();
      const after = await startServer({}, store);
      try {
        const rows = await after.db.selectFrom('sysMenu as m').innerJoin('sysMenu as parent', 'parent.menuId', 'm.parentId').select(['m.menuKey', 'm.perms', 'm.component', 'parent.menuKey as parentKey']).where((eb) => eb.or([eb('m.menuKey', '=', 'SystemNotification'), eb('m.perms', 'like', 'system:notification:%')])).orderBy('m.menuId').execute();
        expect(rows).toEqual([
          { menuKey: 'SystemNotification', perms: 'system:notification:list', component: 'system/notification', parentKey: 'System' },
          { menuKey: 'system:notification:add', perms: 'system:notification:add', component: '', parentKey: 'SystemNotification' },
          { menuKey: 'system:notification:edit', perms: 'system:notification:edit', component: '', parentKey: 'SystemNotification' },
          { menuKey: 'system:notification:remove', perms: 'system:notification:remove', component: '', parentKey: 'SystemNotification' },
        ]);
        const admin = await after.signIn();
        expect((await after.call(endpoints.channelList, {}, { token: admin })).list).toEqual([]);
      } finally {
        await after.close();
      }
    } finally {
      await dropTestStore(store);
    }
  });
});

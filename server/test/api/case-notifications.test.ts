import { endpoints, type ChannelSave } from '@ews/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, testDialect, type TestServer } from '../support/harness.ts';
import { startHttpReceiver, startSmtpReceiver, until } from '../support/receivers.ts';

/*
 * Issue 41: a suspected case is sent at once on every channel that takes it, whatever the quiet
 * hours; quiet hours hold only the lowest two priorities.
 */

/** The bound: from the survey's save to its delivery. */
const CASE_DELIVERY_BOUND_MS = 60_000;

// Tianjun county (632823), Haixi prefecture (632800), Qinghai (630000).
const pointInput = (code: string) => ({ code, name: `Site ${code}`, focusType: 'himalayanMarmot' as const, provinceCode: '630000', prefectureCode: '632800', countyCode: '632823', longitude: 99.02, latitude: 37.3 });

describe(`a suspected case during quiet hours (${testDialect})`, () => {
  let server: TestServer;
  let admin: string;
  let http: Awaited<ReturnType<typeof startHttpReceiver>>;
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  beforeAll(async () => {
    http = await startHttpReceiver();
    smtp = await startSmtpReceiver();
    // The worker's poll shortened, as a test's must be.
    server = await startServer({ NOTIFY_POLL_MS: '50', NOTIFY_RETRY_BASE_MS: '20' });
    admin = await server.signIn();
  });
  afterAll(async () => {
    await server?.close();
    await http?.close();
    await smtp?.close();
  });

  it('reaches a webhook and an SMTP receiver within 60 s; a moderate signal on the same channels waits for the end of the quiet hours', async () => {
    const clock = (ms: number) => new Date(ms).toISOString().slice(11, 16);
    const now = Date.now();
    // Quiet from an hour ago to an hour from now, every priority subscribed.
    const quiet = { quietFrom: clock(now - 3_600_000), quietTo: clock(now + 3_600_000), timeZone: 'UTC', priorities: ['urgent', 'high', 'moderate', 'low'] } as Partial<ChannelSave>;
    const hook = await server.call(endpoints.channelSave, { name: 'Night hook', kind: 'webhook', target: `${http.origin}/night`, language: 'en', ...quiet } as ChannelSave, { token: admin });
    const mail = await server.call(
      endpoints.channelSave,
      { name: 'Night mail', kind: 'email', target: smtp.url, recipients: 'duty@example.org', sender: 'ews@example.org', language: 'en', ...quiet } as ChannelSave,
      { token: admin },
    );

    const today = new Date().toISOString().slice(0, 10);
    const { sourceId } = await server.call(endpoints.sourceSave, pointInput('QH-632823-301'), { token: admin });
    const savedAt = Date.now();
    await server.call(endpoints.surveySave, { sourceId, surveyDate: today, suspectedHumanCases: 1 }, { token: admin });
    const serology = await server.call(endpoints.sourceSave, pointInput('QH-632823-302'), { token: admin });
    await server.call(endpoints.surveySave, { sourceId: serology.sourceId, surveyDate: today, seraTested: 10, seraPositive: 1 }, { token: admin });
    const { list } = await server.call(endpoints.alertList, { limit: 10 }, { token: admin });
    const caseSignal = list.find((alert) => alert.rule === 'humanCase')!;
    const serologySignal = list.find((alert) => alert.rule === 'serology')!;
    expect(caseSignal.priority).toBe('urgent');
    expect(serologySignal.priority).toBe('moderate');

    const sentOn = async (channelId: number) => {
      const deliveries = (await server.call(endpoints.deliveryList, { channelId }, { token: admin })).list;
      return deliveries.find((delivery) => delivery.alertId === caseSignal.alertId && delivery.status === 'sent');
    };
    for (const channel of [hook, mail]) {
      const sent = await until(() => sentOn(channel.channelId));
      expect(Date.parse(sent.sentAt) - savedAt).toBeLessThan(CASE_DELIVERY_BOUND_MS);
    }
    const request = http.received.find((received) => received.url.pathname === '/night')!;
    expect(JSON.parse(request.body)).toMatchObject({ alertId: caseSignal.alertId, rule: 'humanCase' });
    const [message] = await until(() => (smtp.messages.length > 0 ? smtp.messages : undefined));
    expect(message!.to).toEqual(['duty@example.org']);
    expect(message!.raw).toContain('QH-632823-301');

    // The serology signal is put off to the end of the quiet hours on both channels, to the minute.
    for (const channel of [hook, mail]) {
      const held = await until(async () => {
        const deliveries = (await server.call(endpoints.deliveryList, { channelId: channel.channelId }, { token: admin })).list;
        return deliveries.find((delivery) => delivery.alertId === serologySignal.alertId && Date.parse(delivery.nextAttemptAt) > now + 1_800_000);
      });
      expect(held).toMatchObject({ status: 'pending', attempts: [] });
      expect(held.nextAttemptAt.slice(11, 16)).toBe(clock(now + 3_600_000));
    }
    expect(smtp.messages).toHaveLength(1);
  });
});

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Cookies, endpoints, LANGUAGES, type Language } from '@ews/contract';
import { startServer, TEST_ADMIN_PASSWORD, type TestServer } from '@ews/server/test/support/harness.ts';
import { startHttpReceiver, until } from '@ews/server/test/support/receivers.ts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterMotion, contextsClosedAfterEach, launchBrowser, signIn } from '../support/browser.ts';
import { seriousViolations } from '../support/axe.ts';

const webDist = process.env.E2E_WEB_DIST || path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

describe('an admin configures a webhook channel and sees its delivery in the log', () => {
  let server: TestServer;
  let browser: Browser;
  let receiver: Awaited<ReturnType<typeof startHttpReceiver>>;
  beforeAll(async () => {
    receiver = await startHttpReceiver(1);
    // Enough tries that the channel nobody answers is still being retried when the log is read.
    server = await startServer({ WEB_DIST: webDist, NOTIFY_POLL_MS: '50', NOTIFY_RETRY_BASE_MS: '20', NOTIFY_MAX_ATTEMPTS: '100' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await receiver?.close();
  });

  it('walks from System → Notifications to a delivered alert', async () => {
    const { page } = await signIn(browser, server, 'admin', TEST_ADMIN_PASSWORD);
    await page.getByTestId('top-nav').getByRole('link', { name: 'System' }).click();
    await page.getByTestId('sidebar').getByRole('link', { name: 'Notifications' }).click();
    await page.waitForURL(`${server.origin}/system/notification`);

    await page.getByTestId('channel-add').click();
    await page.getByTestId('channel-form-name').fill('Duty webhook');
    await page.getByTestId('channel-form-target').fill(`${receiver.origin}/duty`);
    await page.getByTestId('channel-form-secret').fill('e2e-webhook-secret-42');
    // A new channel speaks the admin's language until they choose another.
    expect(await page.getByTestId('channel-form-language').textContent()).toContain('English');
    await page.getByTestId('channel-form-submit').click();
    const row = page.getByTestId('channel-table').locator('tr', { hasText: 'Duty webhook' });
    await row.waitFor();
    // The secret is stored, and shown only as its last characters.
    expect(await row.textContent()).toContain('••••••t-42');
    expect(await page.content()).not.toContain('e2e-webhook-secret-42');

    // A second channel whose receiver is gone: every try is refused.
    const token = await server.signIn();
    const gone = await startHttpReceiver();
    await gone.close();
    await server.call(endpoints.channelSave, { name: 'Dead end', kind: 'webhook', target: `${gone.origin}/gone`, language: 'en', priorities: ['high'] }, { token });

    // A high-priority signal, raised by a survey with an isolate.
    const { sourceId } = await server.call(endpoints.sourceSave, { code: 'QH-632823-002', name: 'E2E site', focusType: 'himalayanMarmot', provinceCode: '630000', prefectureCode: '632800', countyCode: '632823', longitude: 99.02, latitude: 37.3 }, { token });
    await server.call(endpoints.surveySave, { sourceId, surveyDate: new Date().toISOString().slice(0, 10), hostDensity: 0.2, animalsExamined: 20, fleaIndex: 0.1, bacteriologySamples: 10, isolatesHost: 1 }, { token });

    // Once the receiver has taken it (after refusing the first try), the log shows it sent.
    await until(() => (receiver.received.some((request) => request.status === 200) ? true : undefined));
    await until(async () => ((await server.db.selectFrom('notificationOutbox').select('status').where('status', '=', 'sent').executeTakeFirst()) ? true : undefined));
    await page.getByTestId('notification-tab-deliveries').click();
    const delivery = page.getByTestId('delivery-table').locator('tr', { hasText: 'Duty webhook' });
    await delivery.filter({ hasText: 'Sent' }).waitFor();
    // The signal as a person knows it (its priority, its point, the day it fired), not a bare id.
    expect(await delivery.getByTestId('delivery-alert').textContent()).toBe(`High QH-632823-002 E2E site ${new Date().toISOString().slice(0, 10)}`);
    await delivery.getByRole('button', { name: /expand/i }).click();
    const attempts = page.getByTestId('delivery-attempts');
    await attempts.waitFor();
    expect(await attempts.locator('li').count()).toBe(2);
    expect(await attempts.textContent()).toContain('HTTP 500');
    // A failed try says why in the reader's words, the receiver's answer beside it.
    expect(await attempts.locator('li').first().textContent()).toContain('The receiver answered with HTTP status 500');
    expect(await attempts.textContent()).toContain('HTTP 200');
    expect(receiver.received.map((request) => request.status)).toEqual([500, 200]);
    // The delivery still being retried says that it failed and why, without being opened.
    const retrying = page.getByTestId('delivery-table').locator('tr', { hasText: 'Dead end' }).getByTestId('delivery-status');
    await expect.poll(() => retrying.textContent()).toContain('Failed, will retry');
    expect(await retrying.textContent()).toContain('ECONNREFUSED');
    expect(await retrying.textContent()).toContain('The receiver refused the connection');
    // The log as it stands, attempts open, reads for everyone (a11y.test.ts sees the first tab only).
    expect(await seriousViolations(page)).toEqual([]);

    // The alert's point opens that alert.
    const { alertId } = await server.db.selectFrom('notificationOutbox').select('alertId').executeTakeFirstOrThrow();
    await delivery.getByRole('link', { name: 'QH-632823-002 E2E site' }).click();
    await page.waitForURL(`${server.origin}/surveillance/alertList?alertId=${alertId}`);
    await page.getByTestId('alert-detail').waitFor();
    // Back leads to the log, whose tab is in the address.
    await page.goBack();
    await page.waitForURL(`${server.origin}/system/notification?tab=deliveries`);
    await page.getByTestId('delivery-table').locator('tr', { hasText: 'Duty webhook' }).waitFor();
    // A tab the page has not leaves the address for the one shown.
    await page.goto(`${server.origin}/system/notification?tab=bogus`);
    await page.waitForURL(`${server.origin}/system/notification`);
    await page.getByTestId('notification-tab-channels').waitFor();
  });

  const contexts = contextsClosedAfterEach();
  async function openAt1280(language: Language, search = ''): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    contexts.push(context);
    await context.addCookies([
      { name: Cookies.TOKEN, value: await server.signIn(), url: server.origin },
      { name: Cookies.LANGUAGE, value: language, url: server.origin },
    ]);
    const page = await context.newPage();
    await page.goto(`${server.origin}/system/notification${search}`);
    return page;
  }

  /** What each language says, as the newcomer's walk read it. */
  const WORDS = {
    en: { reason: 'the address uses a port that web clients refuse', technical: 'Technical detail:', details: 'Attempt details', from: 'Quiet hours from', to: 'Quiet hours to', refused: 'web clients refuse to send to' },
    zh: { reason: '该地址的端口属于网络客户端拒绝发送的端口', technical: '技术细节：', details: '尝试详情', from: '免打扰开始', to: '免打扰结束', refused: '网络客户端拒绝发送的端口' },
    es: { reason: 'la dirección usa un puerto al que los clientes web se niegan', technical: 'Detalle técnico:', details: 'Detalle de los intentos', from: 'Horas de silencio desde', to: 'Horas de silencio hasta', refused: 'Los clientes web se niegan a enviar' },
    ja: { reason: 'アドレスのポートは Web クライアントが送信を拒否するポート', technical: '技術的な詳細：', details: '試行の詳細', from: 'おやすみ時間（開始）', to: 'おやすみ時間（終了）', refused: 'Web クライアントが送信を拒否するポート' },
  } satisfies Record<Language, Record<string, string>>;

  it('says why a send to a blocked port failed in each language, labels the raw answer, fits 1280 px, and names every header', async () => {
    const token = await server.signIn();
    // A channel saved before such ports were refused (written to the database directly): fetch will not send there.
    const blocked = await server.call(endpoints.channelSave, { name: 'Blocked port', kind: 'webhook', target: `${receiver.origin}/blocked`, language: 'en', priorities: ['high'] }, { token });
    await server.db.updateTable('notificationChannel').set({ target: 'http://127.0.0.1:9/' }).where('channelId', '=', blocked.channelId).execute();
    const { sourceId } = await server.call(endpoints.sourceSave, { code: 'QH-632823-003', name: 'E2E blocked site', focusType: 'himalayanMarmot', provinceCode: '630000', prefectureCode: '632800', countyCode: '632823', longitude: 99.03, latitude: 37.31 }, { token });
    await server.call(endpoints.surveySave, { sourceId, surveyDate: new Date().toISOString().slice(0, 10), hostDensity: 0.2, animalsExamined: 20, fleaIndex: 0.1, bacteriologySamples: 10, isolatesHost: 1 }, { token });

    for (const language of [...LANGUAGES].reverse()) {
      const words = WORDS[language];
      const page = await openAt1280(language, '?tab=deliveries');
      const table = page.getByTestId('delivery-table');
      const status = table.locator('tr', { hasText: 'Blocked port' }).first().getByTestId('delivery-status');
      await expect.poll(() => status.textContent()).toContain(words.reason);
      // The raw answer stays, for whoever runs the receiver, but never alone: labelled in the reader's language.
      const technical = status.getByTestId('delivery-technical');
      expect(await technical.textContent()).toContain('fetch failed: bad port');
      expect(await technical.textContent()).toContain(words.technical);
      // Every column fits in the table at 1280 px: no sideways scroll, Next try inside the window.
      const fit = await table.evaluate((element) => {
        const content = element.querySelector<HTMLElement>('.ant-table-content') ?? element;
        const headers = Array.from(element.querySelectorAll('thead th'));
        return {
          overflow: content.scrollWidth - content.clientWidth,
          lastRight: headers.at(-1)!.getBoundingClientRect().right,
          right: content.getBoundingClientRect().right,
          unnamed: headers.filter((header) => !(header.textContent ?? '').trim() && !header.getAttribute('aria-label')).length,
        };
      });
      expect(fit.overflow, `${language}: the log scrolls sideways`).toBeLessThanOrEqual(0);
      expect(fit.lastRight, `${language}: the last column is cut off`).toBeLessThanOrEqual(fit.right + 0.5);
      // The expand buttons' column has a name, as every other header.
      expect(fit.unnamed, `${language}: headers without a name`).toBe(0);
      expect(await table.getByRole('columnheader', { name: words.details, exact: true }).count()).toBe(1);
    }
  });

  it('refuses a webhook on a port fetch will not send to in the form, and names the two quiet-hours boxes apart', async () => {
    for (const language of ['es', 'ja'] as const) {
      const words = WORDS[language];
      const page = await openAt1280(language);
      const before = (await server.call(endpoints.channelList, { limit: 100 }, { token: await server.signIn() })).total;
      await page.getByTestId('channel-add').click();
      const form = page.getByTestId('channel-form');
      await afterMotion(form);
      // Two boxes, two names: where the quiet hours start and where they end.
      expect(await form.getByRole('textbox', { name: words.from, exact: true }).count()).toBe(1);
      expect(await form.getByRole('textbox', { name: words.to, exact: true }).count()).toBe(1);
      await page.getByTestId('channel-form-name').fill('Blocked');
      await page.getByTestId('channel-form-target').fill('http://127.0.0.1:9/');
      await page.getByTestId('channel-form-submit').click();
      // The field says so under its label, before anything is sent.
      const field = form.locator('.ant-form-item', { has: page.getByTestId('channel-form-target') });
      await expect.poll(() => field.locator('.ant-form-item-explain').textContent()).toContain(words.refused);
      expect(await page.getByTestId('channel-form').isVisible()).toBe(true);
      // An address the server will not send to (the cloud's metadata service) is refused there, and said on the field too.
      await page.getByTestId('channel-form-target').fill('http://169.254.169.254/latest');
      await page.getByTestId('channel-form-submit').click();
      await expect.poll(() => field.locator('.ant-form-item-explain').textContent()).toContain('NOTIFY_ALLOWED_HOSTS');
      expect(await page.locator('.ant-message-notice').count()).toBe(0);
      expect((await server.call(endpoints.channelList, { limit: 100 }, { token: await server.signIn() })).total).toBe(before);
    }
  });
});

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { endpoints } from '@ews/contract';
import { startServer, TEST_ADMIN_PASSWORD, type TestServer } from '@ews/server/test/support/harness.ts';
import { startHttpReceiver, until } from '@ews/server/test/support/receivers.ts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, signIn } from '../support/browser.ts';
import { seriousViolations } from '../support/axe.ts';

const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

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
    await server.call(endpoints.channelSave, { name: 'Dead end', kind: 'webhook', target: `${gone.origin}/gone`, language: 'en', levels: ['II'] }, { token });

    // An alert of level II, raised by a survey with an isolate.
    const { sourceId } = await server.call(endpoints.sourceSave, { code: 'QH-632823-002', name: 'E2E site', focusType: 'himalayanMarmot', provinceCode: '630000', prefectureCode: '632800', countyCode: '632823', longitude: 99.02, latitude: 37.3 }, { token });
    await server.call(endpoints.surveySave, { sourceId, surveyDate: new Date().toISOString().slice(0, 10), hostDensity: 0.2, fleaIndex: 0.1, isolatesHost: 1 }, { token });

    // Once the receiver has taken it (after refusing the first try), the log shows it sent.
    await until(() => (receiver.received.some((request) => request.status === 200) ? true : undefined));
    await until(async () => ((await server.db.selectFrom('notificationOutbox').select('status').where('status', '=', 'sent').executeTakeFirst()) ? true : undefined));
    await page.getByTestId('notification-tab-deliveries').click();
    const delivery = page.getByTestId('delivery-table').locator('tr', { hasText: 'Duty webhook' });
    await delivery.filter({ hasText: 'Sent' }).waitFor();
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

    // The alert's number opens that alert.
    const { alertId } = await server.db.selectFrom('notificationOutbox').select('alertId').executeTakeFirstOrThrow();
    await delivery.getByRole('link', { name: String(alertId) }).click();
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
});

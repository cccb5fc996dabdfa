import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { endpoints } from '@ews/contract';
import { startServer, TEST_ADMIN_PASSWORD, type TestServer } from '@ews/server/test/support/harness.ts';
import { insertUser } from '@ews/server/test/support/users.ts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clickWhenStill, launchBrowser, signIn } from '../support/browser.ts';

const webDist = process.env.E2E_WEB_DIST || path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
const SECOND_PASSWORD = 'Second-person-2026';

/**
 * Four eyes on a suspected case's signal: discarded only with laboratory evidence and by a second
 * person (issue 41), and, being urgent, closed only when a second person approves (issue 44).
 */
describe('the two-person discard and closure of a human-case signal, in the browser', () => {
  let server: TestServer;
  let browser: Browser;
  let alertId: number;
  let closingId: number;

  beforeAll(async () => {
    server = await startServer({ WEB_DIST: webDist });
    browser = await launchBrowser();
    const admin = await server.signIn();
    await insertUser(server.db, { username: 'second', password: SECOND_PASSWORD, roleKeys: ['admin'] });
    const point = await server.call(
      endpoints.sourceSave,
      { code: 'QH-632823-201', name: 'Tianjun marmot site', focusType: 'himalayanMarmot', provinceCode: '630000', prefectureCode: '632800', countyCode: '632823', longitude: 99.02, latitude: 37.3 },
      { token: admin },
    );
    await server.call(endpoints.surveySave, { sourceId: point.sourceId, surveyDate: new Date().toISOString().slice(0, 10), suspectedHumanCases: 1 }, { token: admin });
    alertId = (await server.call(endpoints.alertList, {}, { token: admin })).list[0]!.alertId;
    const closing = await server.call(
      endpoints.sourceSave,
      { code: 'QH-632823-202', name: 'Tianjun second site', focusType: 'himalayanMarmot', provinceCode: '630000', prefectureCode: '632800', countyCode: '632823', longitude: 99.1, latitude: 37.4 },
      { token: admin },
    );
    await server.call(endpoints.surveySave, { sourceId: closing.sourceId, surveyDate: new Date().toISOString().slice(0, 10), suspectedHumanCases: 1 }, { token: admin });
    closingId = (await server.call(endpoints.alertList, {}, { token: admin })).list.find((alert) => alert.sourceId === closing.sourceId)!.alertId;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('asks its requester for the evidence and lets only a second person approve, on a phone in Chinese', async () => {
    const { context: first, page } = await signIn(browser, server, 'admin', TEST_ADMIN_PASSWORD, { to: `/surveillance/alertList?alertId=${alertId}` });
    const detail = page.getByTestId('alert-detail');
    await detail.getByTestId('alert-explanation').waitFor();
    // No one-step discard: the request is the only way.
    expect(await detail.getByTestId('alert-to-discarded').count()).toBe(0);
    await detail.getByTestId('alert-to-discardPending').click();
    await page.getByTestId('transition-note').fill('x');
    await clickWhenStill(page.getByTestId('transition-submit'));
    await page.getByText('A discard of a human-case or isolate signal needs its laboratory evidence', { exact: false }).waitFor();
    await page.getByTestId('transition-evidence').fill('Blood culture negative at 72 h; F1 IHA < 1:20 on paired sera');
    await clickWhenStill(page.getByTestId('transition-submit'));
    await expect.poll(() => detail.getByTestId('alert-status').first().getAttribute('data-status')).toBe('discardPending');
    expect(await detail.getByTestId('alert-discard-evidence').textContent()).toBe('Blood culture negative at 72 h; F1 IHA < 1:20 on paired sera');
    // The requester's own approval is not offered.
    expect(await detail.getByTestId('alert-to-discarded').isDisabled()).toBe(true);
    expect(await detail.getByTestId('alert-to-new').textContent()).toBe('Withdraw request');
    await first.close();

    const { context: second, page: phone } = await signIn(browser, server, 'second', SECOND_PASSWORD, {
      to: `/surveillance/alertList?alertId=${alertId}`,
      language: 'zh',
      viewport: { width: 390, height: 844 },
    });
    const onPhone = phone.getByTestId('alert-detail');
    await onPhone.getByTestId('alert-discard-request').waitFor();
    expect(await onPhone.getByTestId('alert-discard-request').textContent()).toContain('admin');
    expect(await onPhone.getByTestId('alert-to-discarded').textContent()).toContain('同意排除');
    await onPhone.getByTestId('alert-to-discarded').click();
    await phone.getByTestId('transition-note').fill('证据已核对');
    await clickWhenStill(phone.getByTestId('transition-submit'));
    await expect.poll(() => onPhone.getByTestId('alert-status').first().getAttribute('data-status')).toBe('discarded');
    await second.close();
  });

  it('walks an urgent signal to its response in Spanish, asks for its closure, and lets only a second person close it, on a phone in Japanese', async () => {
    const { context: first, page } = await signIn(browser, server, 'admin', TEST_ADMIN_PASSWORD, { to: `/surveillance/alertList?alertId=${closingId}`, language: 'es' });
    const detail = page.getByTestId('alert-detail');
    const status = () => detail.getByTestId('alert-status').first().getAttribute('data-status');
    for (const [to, note] of [
      ['verifying', 'Llamada al hospital del condado'],
      ['confirmed', 'Caso sospechoso confirmado por el equipo'],
      ['responding', 'Paciente aislado; contactos en profilaxis'],
    ] as const) {
      await detail.getByTestId(`alert-to-${to}`).click();
      await page.getByTestId('transition-note').fill(note);
      await clickWhenStill(page.getByTestId('transition-submit'));
      await expect.poll(status).toBe(to);
    }
    // No one-step closure of an urgent signal: the request is the only way, and says who approves it.
    expect(await detail.getByTestId('alert-to-closed').count()).toBe(0);
    expect(await detail.getByTestId('alert-to-closePending').textContent()).toBe('Solicitar cierre');
    await detail.getByTestId('alert-to-closePending').click();
    expect(await page.locator('.ant-modal').textContent()).toContain('Una señal urgente se cierra cuando una segunda persona aprueba su cierre.');
    await page.getByTestId('transition-note').fill('Nueve días sin casos nuevos entre los contactos');
    await clickWhenStill(page.getByTestId('transition-submit'));
    await expect.poll(status).toBe('closePending');
    expect(await detail.getByTestId('alert-close-request').textContent()).toContain('Nueve días sin casos nuevos entre los contactos');
    expect(await detail.getByTestId('alert-to-closed').isDisabled()).toBe(true);
    // Why it is disabled is said on the page (a phone has no hover), and taking it back is withdrawing it.
    expect(await detail.getByTestId('alert-own-request').textContent()).toBe('Usted hizo esta solicitud: otra persona la aprueba, o usted la retira.');
    expect(await detail.getByTestId('alert-to-responding').textContent()).toBe('Retirar solicitud');
    await first.close();

    const { context: second, page: phone } = await signIn(browser, server, 'second', SECOND_PASSWORD, {
      to: `/surveillance/alertList?alertId=${closingId}`,
      language: 'ja',
      viewport: { width: 390, height: 844 },
    });
    const onPhone = phone.getByTestId('alert-detail');
    await onPhone.getByTestId('alert-close-request').waitFor();
    expect(await onPhone.getByTestId('alert-close-request').textContent()).toContain('admin が');
    expect(await onPhone.getByTestId('alert-to-closed').textContent()).toContain('終了を承認');
    expect(await onPhone.getByTestId('alert-to-responding').textContent()).toContain('終了を差し戻す');
    await onPhone.getByTestId('alert-to-closed').click();
    await phone.getByTestId('transition-note').fill('終了基準を確認');
    await clickWhenStill(phone.getByTestId('transition-submit'));
    await expect.poll(() => onPhone.getByTestId('alert-status').first().getAttribute('data-status')).toBe('closed');
    // The history names each step and who took it.
    await expect.poll(() => onPhone.getByTestId('alert-event').count()).toBe(5);
    await second.close();
  });
});

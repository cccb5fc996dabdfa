import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { endpoints, LANGUAGES, RESPONSE_LEVEL_NAMES, type Language } from '@ews/contract';
import { startServer, type TestServer } from '@ews/server/test/support/harness.ts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { afterMotion, contextsClosedAfterEach, launchBrowser, signIn } from '../support/browser.ts';

const webDist = process.env.E2E_WEB_DIST || path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
const PASSWORD = 'Response-e2e-1';
const SCREEN = '/surveillance/responseLevels';
const XINGHAI = { provinceCode: '630000', provinceName: '青海省', prefectureCode: '632500', prefectureName: '海南藏族自治州', countyCode: '632524', countyName: '兴海县' };

/** The screen's words the test reads, in each language (the locale files hold them). */
const WORDS: Record<Language, { proposal: string; endNote: string }> = {
  en: { proposal: 'Proposal', endNote: 'End note' },
  zh: { proposal: '建议', endNote: '结束说明' },
  es: { proposal: 'Propuesta', endNote: 'Nota de cierre' },
  ja: { proposal: '提案', endNote: '終了メモ' },
};

describe('an analyst declares a response level, and the dashboard and /monitor show it until it is ended', () => {
  let server: TestServer;
  let browser: Browser;
  const contexts = contextsClosedAfterEach();

  beforeAll(async () => {
    server = await startServer({ WEB_DIST: webDist });
    browser = await launchBrowser();
    const admin = await server.signIn();
    const analystRole = (await server.db.selectFrom('sysRole').select('roleId').where('roleKey', '=', 'analyst').executeTakeFirstOrThrow()).roleId;
    await server.call(endpoints.userSave, { username: 'duty', name: 'Duty analyst', password: PASSWORD, roleIds: [analystRole] }, { token: admin });
    // Two suspected pneumonic cases in Xinghai county with onset today: the plan's level III (1–4 in 6 days).
    const at = new Date().toISOString();
    const row = { ...XINGHAI, reportAt: at, diagnosisAt: at, onsetDate: at.slice(0, 10), sex: 'male', occupation: 'herdsman', exposure: 'hunting', clinicalForm: 'pneumonic', classification: 'suspected' };
    const unknowns = { cardNumber: '', age: null, residencePlace: '', exposureRegionCode: '', exposurePlace: '', exposureLongitude: null, exposureLatitude: null, sourceId: null, clientId: null, notes: '' };
    const stamp = { ...unknowns, confirmationMethod: 'unknown', outcome: 'underTreatment', reportingUnit: 'Xinghai CDC', createdAt: at, createdBy: 'admin', updatedAt: at, updatedBy: 'admin', version: 1 };
    await server.db.insertInto('humanCase').values([{ ...row, ...stamp }, { ...row, ...stamp }]).execute();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const inForce = async () => (await server.call(endpoints.responseList, { active: 'true' }, { token: await server.signIn() })).list;

  // Each test starts with no level in force, whatever an earlier one left.
  beforeEach(async () => {
    const token = await server.signIn();
    for (const { declarationId, version } of await inForce()) await server.call(endpoints.responseEnd, { declarationId, version, endNote: 'test reset' }, { token });
  });

  /** Declares the proposal of Xinghai from its row, with the basis the screen filled in. */
  async function declareFromProposal(page: Page, language: Language): Promise<void> {
    const proposal = page.getByTestId('proposal-table').locator('tr', { has: page.getByTestId('proposed-level') });
    const tag = proposal.getByTestId('proposed-level');
    // The proposal says it is one, and wears none of the plan's colours.
    expect(await tag.getAttribute('data-level')).toBe('III');
    expect(await tag.textContent()).toBe(`${WORDS[language].proposal}: ${RESPONSE_LEVEL_NAMES.III[language]}`);
    expect(await proposal.getByTestId('declared-level').count()).toBe(0);
    await proposal.getByTestId('proposal-declare').click();
    const dialog = page.locator('.ant-modal', { has: page.getByTestId('declare-basis') });
    await afterMotion(dialog);
    expect(await dialog.getByTestId('declare-basis').inputValue()).toContain('2');
    await dialog.getByTestId('declare-submit').click();
    await dialog.waitFor({ state: 'detached' });
  }

  /** Ends the level in force from its row, with a note. */
  async function endDeclared(page: Page, language: Language): Promise<void> {
    await page.getByTestId('in-force-table').getByTestId('declaration-end').click();
    const dialog = page.locator('.ant-modal', { has: page.getByTestId('end-note') });
    await afterMotion(dialog);
    await dialog.getByLabel(WORDS[language].endNote).fill(`Six days without a new case (${language})`);
    await dialog.getByTestId('end-submit').click();
    await dialog.waitFor({ state: 'detached' });
  }

  /** The declared level of Xinghai on a page's list (dashboard or /monitor), or none. */
  const shownLevel = (page: Page, listId: string) => page.getByTestId(listId).locator(`[data-county="${XINGHAI.countyCode}"]`).getByTestId('declared-level');

  it.each(LANGUAGES)('in %s, declared from the proposal, shown in the plan\'s colour and name, then ended', async (language) => {
    const { context, page } = await signIn(browser, server, 'duty', PASSWORD, { language, to: SCREEN });
    contexts.push(context);
    await page.getByTestId('response-page').waitFor();
    await declareFromProposal(page, language);

    const declared = page.getByTestId('in-force-table').getByTestId('declared-level');
    await declared.waitFor();
    expect(await declared.textContent()).toBe(RESPONSE_LEVEL_NAMES.III[language]);
    // Level III's yellow, the plan's colour: rgb(212, 177, 6).
    expect(await declared.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(212, 177, 6)');
    expect((await inForce()).map((declaration) => [declaration.countyCode, declaration.level, declaration.declaredBy])).toEqual([[XINGHAI.countyCode, 'III', 'duty']]);
    // The proposal row now shows the declared level beside the proposal.
    await page.getByTestId('proposal-table').getByTestId('declared-level').waitFor();
    // The screen, proposal and declared level side by side, reads for everyone (the plan's yellow included).
    expect(await seriousViolations(page, '[data-testid="response-page"]')).toEqual([]);

    const monitor = await context.newPage();
    await monitor.goto(`${server.origin}/monitor`);
    await shownLevel(monitor, 'monitor-response-levels').waitFor();
    expect(await shownLevel(monitor, 'monitor-response-levels').textContent()).toBe(RESPONSE_LEVEL_NAMES.III[language]);
    expect(await seriousViolations(monitor, '[data-testid="monitor-side"]')).toEqual([]);

    await endDeclared(page, language);
    await page.getByTestId('ended-table').getByText(`Six days without a new case (${language})`).waitFor();
    expect(await inForce()).toEqual([]);
    // The wall display follows the end through its live stream.
    await shownLevel(monitor, 'monitor-response-levels').waitFor({ state: 'detached' });
    await monitor.close();
  });

  it('on a phone: declared from the proposal, on the dashboard until ended, then gone', async () => {
    const { context, page } = await signIn(browser, server, 'duty', PASSWORD, { viewport: { width: 390, height: 844 }, to: SCREEN });
    contexts.push(context);
    await page.getByTestId('response-page').waitFor();
    await declareFromProposal(page, 'en');
    await page.getByTestId('in-force-table').getByTestId('declared-level').waitFor();
    // Nothing of the page runs off the phone's screen but the tables' own scrolling.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const dashboard = await context.newPage();
    await dashboard.goto(`${server.origin}/admin/dashboard`);
    await shownLevel(dashboard, 'dashboard-response-levels').waitFor();
    expect(await shownLevel(dashboard, 'dashboard-response-levels').textContent()).toBe(RESPONSE_LEVEL_NAMES.III.en);

    await endDeclared(page, 'en');
    await dashboard.reload();
    await dashboard.getByTestId('dashboard-response-levels').waitFor();
    expect(await shownLevel(dashboard, 'dashboard-response-levels').count()).toBe(0);
    await dashboard.close();
  });
});

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { endpoints } from '@ews/contract';
import { startServer, TEST_ADMIN_PASSWORD, type TestServer } from '@ews/server/test/support/harness.ts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterMotion, clickWhenStill, contextsClosedAfterEach, launchBrowser, signIn } from '../support/browser.ts';
import { quietPointInQinghai } from '../support/demo-data.ts';

const webDist = process.env.E2E_WEB_DIST || path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
const DEMO_PASSWORD = 'Demo-e2e-2026';

/** Picks a source point in a SourceSelect by typing its code, as a user searches. */
async function chooseSource(page: Page, testId: string, code: string) {
  await page.getByTestId(testId).click();
  await page.keyboard.type(code);
  await page.locator('.ant-select-item-option', { hasText: code }).click();
}

/*
 * What a newcomer's walk through the surveys found: a read-only role could not open a survey (only
 * its trend), the field screen wrote its date as the browser's locale does (11/27/2026 in a Spanish
 * interface), and the unsaved-changes question answered with a generic Cancel / OK.
 */
describe('surveys read, dated and left as the rest of the console', () => {
  let server: TestServer;
  let browser: Browser;
  let quiet: { sourceId: number; code: string };
  const contexts = contextsClosedAfterEach();
  const NOTES = 'Burrows flooded after rain; two nests checked.';
  const VECTORS = 'Oropsylla silantiewi';

  beforeAll(async () => {
    server = await startServer({ WEB_DIST: webDist, SEED_DEMO: 'true', DEMO_PASSWORD });
    browser = await launchBrowser();
    quiet = await quietPointInQinghai(server);
    const admin = await server.signIn('admin', TEST_ADMIN_PASSWORD);
    await server.call(endpoints.surveySave, { sourceId: quiet.sourceId, surveyDate: '2025-08-15', animalsExamined: 20, fleaIndex: 0.2, vectorSpecies: VECTORS, notes: NOTES }, { token: admin });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /** The survey of 2025-08-15 at the quiet point, found in the list. */
  /** The quiet point's survey of 2025-08-15 in the survey list of `page`, signed in on that list. */
  async function surveyRow(page: Page) {
    await chooseSource(page, 'survey-filter-source', quiet.code);
    await page.getByTestId('survey-search').click();
    const row = page.locator('tr', { hasText: '2025-08-15' });
    await row.waitFor();
    return row;
  }

  it('an analyst (read only) views a survey: its notes and species as text, nothing that looks editable, what was not recorded said so in the list and the view, no edit', async () => {
    const { context, page } = await signIn(browser, server, 'analyst', DEMO_PASSWORD, { to: '/surveillance/surveyList' });
    contexts.push(context);
    const row = await surveyRow(page);
    expect(await row.getByTestId('survey-edit').count()).toBe(0);
    // In the list, host density and capture rate, not recorded, show a dash that says so: not a blank.
    const notRecorded = row.getByTestId('not-recorded');
    expect(await notRecorded.count()).toBe(2);
    expect(await notRecorded.first().getAttribute('title')).toBe('Not recorded');
    expect(await notRecorded.first().getAttribute('aria-label')).toBe('Not recorded');
    expect(await notRecorded.first().textContent()).toBe('—');
    await row.getByTestId('survey-view').click();
    const detail = page.getByTestId('survey-detail');
    await expect.poll(() => page.getByTestId('survey-detail-notes').textContent()).toBe(NOTES);
    await expect.poll(() => page.locator('.ant-drawer-title').textContent()).toBe('Survey details');
    expect(await page.getByTestId('survey-detail-vectorSpecies').textContent()).toBe(VECTORS);
    expect(await page.getByTestId('survey-detail-sourceId').textContent()).toContain(quiet.code);
    expect(await page.getByTestId('survey-detail-surveyDate').textContent()).toBe('2025-08-15');
    // The point and the date were a select and a date picker, disabled but drawn white with their icons.
    expect(await detail.locator('input, textarea, .ant-select, .ant-picker, .ant-input-number').count()).toBe(0);
    expect(await page.getByTestId('survey-detail-hostDensity').textContent()).toBe('Not recorded');
    expect(await page.getByTestId('survey-detail-edit').count()).toBe(0);
  });

  it('an operator goes from the view to the edit form of the same survey', async () => {
    const { context, page } = await signIn(browser, server, 'operator', DEMO_PASSWORD, { to: '/surveillance/surveyList' });
    contexts.push(context);
    const row = await surveyRow(page);
    await row.getByTestId('survey-view').click();
    await expect.poll(() => page.getByTestId('survey-detail-notes').textContent()).toBe(NOTES);
    await page.getByTestId('survey-detail-edit').click();
    await expect.poll(() => page.getByTestId('survey-form').getAttribute('data-mode')).toBe('edit');
    await expect.poll(() => page.getByTestId('survey-form-notes').inputValue()).toBe(NOTES);
    expect(await page.getByTestId('survey-form-notes').isEditable()).toBe(true);
    expect(await page.getByTestId('survey-detail').count()).toBe(0);
  });

  const LEAVE = {
    en: ['Leave without saving', 'Stay'],
    es: ['Salir sin guardar', 'Quedarse'],
    zh: ['不保存，离开', '留在此页'],
    ja: ['保存せずに移動', 'このページに留まる'],
  } as const;

  for (const language of ['es', 'ja', 'zh', 'en'] as const) {
    it(`the unsaved-changes question names its buttons for what they do (${language})`, async () => {
      const { context, page } = await signIn(browser, server, 'operator', DEMO_PASSWORD, { language, to: '/surveillance/surveyList' });
      contexts.push(context);
      const row = await surveyRow(page);
      await row.getByTestId('survey-edit').click();
      const notes = page.getByTestId('survey-form-notes');
      await expect.poll(() => notes.inputValue()).toBe(NOTES);
      await notes.fill(`${NOTES} (draft)`);
      await page.getByTestId('survey-form-cancel').click();
      const [leave, stay] = LEAVE[language];
      const ok = page.getByTestId('confirm-ok');
      await afterMotion(ok);
      expect((await ok.textContent())?.replace(/\s/g, '')).toBe(leave.replace(/\s/g, ''));
      expect((await page.getByTestId('confirm-cancel').textContent())?.replace(/\s/g, '')).toBe(stay.replace(/\s/g, ''));
      // Stay keeps the input; leaving drops it.
      await page.getByTestId('confirm-cancel').click();
      expect(await notes.inputValue()).toBe(`${NOTES} (draft)`);
      await page.getByTestId('survey-form-cancel').click();
      await clickWhenStill(ok);
      await page.getByTestId('survey-form').waitFor({ state: 'detached' });
    });
  }

  it('the field screen writes its date as the console does (2026-11-27), not as the browser locale does', async () => {
    const { context, page } = await signIn(browser, server, 'operator', DEMO_PASSWORD, { locale: 'en-US', language: 'es', to: '/surveillance/fieldEntry' });
    contexts.push(context);
    await page.getByTestId('field-entry').waitFor();
    const date = page.getByTestId('field-surveyDate');
    const now = new Date();
    const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
    // A native date box shows the browser locale's format whatever the page's language, and its value is ISO whatever it shows: the box is the console's own.
    expect(await date.getAttribute('type')).not.toBe('date');
    await expect.poll(() => date.inputValue()).toBe(today);
    // A date chosen is written so too.
    await date.click();
    await date.fill('2025-03-04');
    await page.keyboard.press('Enter');
    await expect.poll(() => date.inputValue()).toBe('2025-03-04');
    // When the points were fetched: the console's date and time as well, not '27/11/2026, 10:00:00'.
    await expect.poll(() => page.getByTestId('field-entry').locator('.field-entry-status').textContent()).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
  });
});

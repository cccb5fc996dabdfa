import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { endpoints } from '@ews/contract';
import { surveySaveSchema } from '@ews/contract/schemas/surveillance';
import { startServer, TEST_ADMIN_PASSWORD, type TestServer } from '@ews/server/test/support/harness.ts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseOption, clickWhenStill, contextsClosedAfterEach, launchBrowser, signIn } from '../support/browser.ts';
import { quietPointInQinghai } from '../support/demo-data.ts';

const webDist = process.env.E2E_WEB_DIST || path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
const DEMO_PASSWORD = 'Demo-e2e-2026';

/** The element of `testId` on the page shown: the tabs keep earlier pages alive, hidden. */
const shown = (page: Page, testId: string) => page.locator(`[data-testid="${testId}"]:visible`);

/** What the test reads of the MapLibre map the map host carries for tests. */
interface TestMap {
  getZoom(): number;
  getBounds(): { getWest(): number; getEast(): number; getSouth(): number; getNorth(): number };
}

/** The location picker's map view: its zoom and the box it shows. */
function pickerView(page: Page) {
  return page.evaluate(() => {
    const map = (document.querySelector('[data-testid="location-picker"]') as (HTMLElement & { map?: TestMap }) | null)?.map;
    if (!map) return undefined;
    const bounds = map.getBounds();
    return { zoom: map.getZoom(), west: bounds.getWest(), east: bounds.getEast(), south: bounds.getSouth(), north: bounds.getNorth() };
  });
}

describe('a source point’s place on the form, and every survey field on the field screen', () => {
  let server: TestServer;
  let browser: Browser;
  let admin: string;
  const contexts = contextsClosedAfterEach();

  beforeAll(async () => {
    server = await startServer({ WEB_DIST: webDist, SEED_DEMO: 'true', DEMO_PASSWORD });
    browser = await launchBrowser();
    admin = await server.signIn('admin', TEST_ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('zooms the picker to the chosen county, and asks before saving a point 650 km from it', async () => {
    const { context, page } = await signIn(browser, server, 'admin', TEST_ADMIN_PASSWORD, { viewport: { width: 1440, height: 1000 } });
    contexts.push(context);
    await page.goto(`${server.origin}/epidemicSource/addSource`);
    await shown(page, 'location-picker').locator('canvas').waitFor();
    await expect.poll(async () => (await pickerView(page))?.zoom).toBeDefined();
    const country = (await pickerView(page))!;

    await shown(page, 'source-form-code').fill('QH-630102-901');
    await shown(page, 'source-form-name').fill('Chengdong site (e2e)');
    await shown(page, 'source-form-focus').click();
    await chooseOption(page, 'Himalayan marmot');
    await shown(page, 'source-form-region').click();
    for (const [column, text] of ['Qinghai', '西宁市', '城东区'].entries()) {
      await clickWhenStill(page.locator('.ant-cascader-dropdown:not(.ant-select-dropdown-hidden) .ant-cascader-menu').nth(column).locator('.ant-cascader-menu-item', { hasText: text }).first());
    }
    await page.keyboard.press('Escape');
    // 城东区 lies about 101.85 E 36.59 N: the map shows it, and closer than the whole country.
    await expect.poll(async () => (await pickerView(page))!.zoom).toBeGreaterThan(country.zoom + 2);
    const county = (await pickerView(page))!;
    expect(county.west).toBeLessThan(101.85);
    expect(county.east).toBeGreaterThan(101.85);
    expect(county.south).toBeLessThan(36.59);
    expect(county.north).toBeGreaterThan(36.59);
    expect(county.east - county.west).toBeLessThan(5);

    // The walk's point: in Qinghai, 650 km west of 城东区.
    await shown(page, 'source-form-longitude').fill('94.46');
    await shown(page, 'source-form-latitude').fill('36.40');
    await shown(page, 'source-form-save').click();
    const dialog = page.locator('.ant-modal-confirm', { hasText: 'The coordinates lie far from the chosen county' });
    await dialog.waitFor();
    // The county named as an English reader writes it (divisionNameOf), not in its characters.
    expect(await dialog.textContent()).toMatch(/The point lies \d+ km beyond Chengdong District\. Save it there all the same\?/);
    const stored = () => server.db.selectFrom('sourcePoint').select(['countyCode', 'longitude', 'latitude']).where('code', '=', 'QH-630102-901').execute();
    expect(await stored()).toEqual([]);
    await clickWhenStill(dialog.getByTestId('confirm-ok'));
    await page.waitForURL(`${server.origin}/epidemicSource/sourceList`);
    expect(await stored()).toEqual([{ countyCode: '630102', longitude: 94.46, latitude: 36.4 }]);
  });

  it('enters an F1-positive serum and every other survey field on the field screen offline; sent, it raises the serology signal', async () => {
    const quiet = await quietPointInQinghai(server);
    const { context, page } = await signIn(browser, server, 'operator', DEMO_PASSWORD, { serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });
    contexts.push(context);
    await page.goto(`${server.origin}/surveillance/fieldEntry`);
    await page.getByTestId('field-entry').waitFor();
    await page.getByText('source points on this device').waitFor();
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

    // Every field a survey has (the contract's schema, less the ids of a stored survey and an entry) is on the screen.
    for (const name of Object.keys(surveySaveSchema.shape).filter((field) => !['surveyId', 'version', 'clientId'].includes(field))) {
      const testId = name === 'sourceId' ? 'field-source' : `field-${name}`;
      expect(await page.getByTestId(testId).count(), name).toBe(1);
    }

    await context.setOffline(true);
    await page.getByTestId('field-online').filter({ hasText: 'Offline' }).waitFor();
    await page.getByTestId('field-source').click();
    await page.keyboard.type(quiet.code);
    await page.locator('.ant-select-item-option', { hasText: quiet.code }).click();
    const typed = {
      surveyUnit: 'Field team e2e',
      hostSpecies: 'Marmota himalayana',
      captureRate: '4.5',
      animalsExamined: '20',
      vectorSpecies: 'Oropsylla silantiewi',
      seraTested: '12',
      seraPositive: '1',
      maxTitre: '1:160',
      notes: 'F1 serum in the field',
    };
    for (const [name, value] of Object.entries(typed)) await page.getByTestId(`field-${name}`).fill(value);
    await page.getByTestId('field-submit').click();
    await page.getByText('Waiting to send (1)').waitFor();

    await context.setOffline(false);
    await page.getByText('Nothing waiting to send').waitFor();
    const survey = await server.db.selectFrom('survey').selectAll().where('notes', '=', 'F1 serum in the field').executeTakeFirstOrThrow();
    expect(survey).toMatchObject({
      sourceId: quiet.sourceId,
      surveyUnit: 'Field team e2e',
      hostSpecies: 'Marmota himalayana',
      captureRate: 4.5,
      animalsExamined: 20,
      vectorSpecies: 'Oropsylla silantiewi',
      seraTested: 12,
      seraPositive: 1,
      maxTitre: '1:160',
    });
    const alerts = (await server.call(endpoints.alertList, { open: 'true', limit: 100 }, { token: admin })).list.filter((alert) => alert.sourceId === quiet.sourceId);
    expect(alerts.map((alert) => alert.rule)).toEqual(['serology']);
    expect(alerts[0]?.surveyIds).toEqual([survey.surveyId]);
  });
});

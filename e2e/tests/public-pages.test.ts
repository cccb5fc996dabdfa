import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Cookies, endpoints, LANGUAGES, type Language } from '@ews/contract';
import { startServer, type TestServer } from '@ews/server/test/support/harness.ts';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextsClosedAfterEach, launchBrowser } from '../support/browser.ts';

/** The built web app; E2E_WEB_DIST points at another build (a private one while others rebuild web/dist). */
const webDist = process.env.E2E_WEB_DIST || path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };

describe('/monitor on a phone and on a laptop', () => {
  let server: TestServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startServer({ WEB_DIST: webDist, SEED_DEMO: 'true' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  const contexts = contextsClosedAfterEach();

  /** /monitor in `language`, once its figures and its ticker have arrived. */
  async function openMonitor(language: Language, viewport: { width: number; height: number }, options: BrowserContextOptions = {}): Promise<Page> {
    const context = await browser.newContext({ locale: 'en-US', viewport, ...options });
    contexts.push(context);
    await context.addCookies([{ name: Cookies.LANGUAGE, value: language, url: server.origin }]);
    const page = await context.newPage();
    await page.goto(`${server.origin}/monitor`);
    await expect.poll(() => page.getByTestId('monitor-source-points').getAttribute('data-value')).toBe('300');
    await page.getByTestId('monitor-ticker-alerts').waitFor();
    return page;
  }

  it.each(LANGUAGES)('gives the alerts most of the ticker on a 390 px phone, its label shown whole (%s)', async (language) => {
    const page = await openMonitor(language, PHONE);
    const ticker = await page.getByTestId('monitor-ticker').evaluate((element) => {
      const style = getComputedStyle(element);
      const inner = element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const label = element.querySelector('h2')!;
      return { alertsShare: element.querySelector('[data-testid="monitor-ticker-alerts"]')!.getBoundingClientRect().width / inner, labelWhole: label.scrollWidth <= label.clientWidth };
    });
    expect(ticker.alertsShare).toBeGreaterThan(0.8);
    expect(ticker.labelWhole).toBe(true);
  });

  it.each(LANGUAGES)('lists the focus types by their whole names at 1280 px, all within the side panel (%s)', async (language) => {
    const page = await openMonitor(language, LAPTOP);
    const cut = await page.getByTestId('monitor-side').evaluate((side) => {
      const panel = side.getBoundingClientRect();
      const rows = Array.from(side.querySelectorAll<HTMLElement>('[data-testid="monitor-focus-types"] li'));
      return rows
        .filter((row) => {
          const name = row.querySelector('span')!;
          const shown = row.getBoundingClientRect();
          return name.scrollWidth > name.clientWidth || shown.bottom > panel.bottom || shown.right > panel.right;
        })
        .map((row) => row.textContent);
    });
    expect(cut).toEqual([]);
  });

  it('dates the alerts of the ticker with their year, as each language writes a date, on the day they name west of Greenwich too', async () => {
    const { latestAlerts } = await server.call(endpoints.publicMonitor, {});
    const [year, month, day] = latestAlerts[0]!.triggeredAt.slice(0, 10).split('-');
    const dates: Record<Language, string> = { en: `${year}-${month}-${day}`, es: `${day}/${month}/${year}`, ja: `${year}/${month}/${day}`, zh: `${year}年${month}月${day}日` };
    for (const language of LANGUAGES) {
      const page = await openMonitor(language, LAPTOP, { timezoneId: 'America/Mexico_City' });
      const newest = await page.getByTestId('monitor-ticker-alerts').locator('li').first().textContent();
      expect(newest, language).toMatch(new RegExp(`^${dates[language]} · `));
    }
  });
});

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_BASE, Cookies, endpoints, type Language } from '@ews/contract';
import { dashboardMapRoute, dashboardSummaryRoute } from '@ews/contract/protocol/shell';
import { TEST_DEMO_PASSWORD } from '@ews/server/test/support/harness.ts';
import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { consoleInBrowser, openWithSession } from '../support/browser.ts';

/**
 * What a newcomer's walk and Lighthouse found on the screens (issue 49): text cut by the pinned
 * actions column or a phone's edge with no sign that it goes on; the settings button and ragged
 * filter labels on a phone; zeros on the dashboard while it loads; /monitor's hidden language
 * switch; pages that shift as they load, have no description, and pagers whose links go nowhere.
 */
const webDist = process.env.E2E_WEB_DIST || path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 800 } };

/** The element of `testId` on the page shown: the tabs keep earlier pages alive, hidden. */
const shown = (page: Page, testId: string) => page.locator(`[data-testid="${testId}"]:visible`);

/** The cue drawn where a table's rows run on out of sight: the pseudo-element's fade and shadow. */
function cueOf(element: Locator, pseudo: '::after' | '::before') {
  return element.evaluate((node, pseudo) => {
    const style = getComputedStyle(node, pseudo);
    return { fade: style.backgroundImage, shadow: style.boxShadow, display: style.display };
  }, pseudo);
}

/** The alpha of the first colour in a box-shadow ('rgba(0, 0, 0, 0.28) …'); 1 for an opaque rgb(). */
function shadowAlpha(shadow: string): number {
  const colour = /rgba?\(([^)]*)\)/.exec(shadow);
  if (!colour) return 0;
  const parts = colour[1]!.split(',').map((part) => Number(part.trim()));
  return parts.length === 4 ? parts[3]! : 1;
}

/** Sums the page's layout shifts not caused by input from its first paint on (the CLS Lighthouse measures, without its session windows). */
async function watchLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const shifts = { total: 0 };
    (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) shifts.total += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { layoutShifts: { total: number } }).layoutShifts.total);
}

/** Holds every request to `pathname` until the returned release is called. */
async function holdRequests(page: Page, pathname: string): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${pathname}*`, async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  return release;
}

describe('the screens', () => {
  const setUp = consoleInBrowser({ WEB_DIST: webDist, SEED_DEMO: 'true', DEMO_PASSWORD: TEST_DEMO_PASSWORD });

  const open = (pathname: string, language: Language = 'en', options: BrowserContextOptions = DESKTOP) =>
    openWithSession(setUp.browser, setUp.contexts, setUp.server.origin, pathname, { token: setUp.adminToken, language, options });

  /** A page not yet loaded, signed in, in `language`: for a test that routes or watches it from its first request. */
  async function blankPage(language: Language, options: BrowserContextOptions, signedIn = true): Promise<Page> {
    const context = await setUp.browser.newContext({ locale: 'en-US', ...options });
    setUp.contexts.push(context);
    await context.addCookies([
      ...(signedIn ? [{ name: Cookies.TOKEN, value: setUp.adminToken, url: setUp.server.origin }] : []),
      { name: Cookies.LANGUAGE, value: language, url: setUp.server.origin },
    ]);
    return context.newPage();
  }

  it.each([
    { list: '/surveillance/surveyList', language: 'en' as const, prefix: 'survey' },
    { list: '/epidemicSource/sourceList', language: 'es' as const, prefix: 'source' },
  ])('fades the text that runs on beneath the pinned actions column, under a clear shadow ($language $list at 1280 px)', async ({ list, language, prefix }) => {
    const page = await open(list, language);
    const table = shown(page, `${prefix}-table`);
    await table.locator('.ant-table-row').first().waitFor();
    const actions = table.locator('.ant-table-tbody .ant-table-row').first().locator('td.ant-table-cell-fix-end').first();
    // The rows are wider than the card: some text of theirs goes on beneath the actions column.
    const scroller = table.locator('.ant-table-content');
    expect(await scroller.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeGreaterThan(0);
    await expect.poll(() => actions.getAttribute('class')).toContain('ant-table-cell-fix-end-shadow-show');
    const cue = await cueOf(actions, '::after');
    expect(cue.fade).toContain('linear-gradient');
    expect(shadowAlpha(cue.shadow)).toBeGreaterThanOrEqual(0.2);

    // Scrolled to its end, nothing is beneath the column, and no cue says there is.
    await scroller.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    await expect.poll(() => actions.getAttribute('class')).not.toContain('ant-table-cell-fix-end-shadow-show');
    // The shadow fades out over a transition: wait for its end rather than read it midway.
    await expect.poll(async () => shadowAlpha((await cueOf(actions, '::after')).shadow)).toBe(0);
  });

  it('on a phone: the settings among the navbar’s buttons, the filters’ labels above their fields, and a clear cue that the source list scrolls sideways', async () => {
    const page = await open('/epidemicSource/sourceList', 'en', PHONE);
    const table = shown(page, 'source-table');
    await table.locator('.ant-table-row').first().waitFor();

    // The settings button is the navbar's: no strip of the page's width kept for it at the edge.
    const settings = page.getByTestId('settings-button');
    expect(await page.getByTestId('navbar').locator('[data-testid="settings-button"]').count()).toBe(1);
    expect(await settings.evaluate((element) => getComputedStyle(element).position)).not.toBe('fixed');
    const main = await page.locator('.app-main').evaluate((element) => ({ left: parseFloat(getComputedStyle(element).paddingLeft), right: parseFloat(getComputedStyle(element).paddingRight) }));
    expect(main.right).toBe(main.left);
    await settings.click();
    await page.locator('.ant-drawer-open').waitFor();
    await page.keyboard.press('Escape');

    // Each filter's field starts where the others' do, under its label.
    const filters = await shown(page, 'source-page')
      .locator('.list-filters .ant-form-item:has(.ant-form-item-label)')
      .evaluateAll((items) =>
        items.map((item) => {
          const label = item.querySelector('.ant-form-item-label')!.getBoundingClientRect();
          const field = item.querySelector('.ant-form-item-control')!.getBoundingClientRect();
          return { labelBottom: label.bottom, fieldTop: field.top, fieldLeft: Math.round(field.left), labelLeft: Math.round(label.left) };
        }),
      );
    expect(filters.length).toBeGreaterThanOrEqual(5);
    expect(new Set(filters.map((filter) => filter.fieldLeft)).size).toBe(1);
    for (const filter of filters) {
      expect(filter.fieldTop).toBeGreaterThanOrEqual(filter.labelBottom - 1);
      expect(filter.labelLeft).toBe(filter.fieldLeft);
    }

    // The columns past the edge: a fade and a clear shadow there until the list is scrolled to its end.
    // The table's own element (antd's wrapper carries the test id), which antd marks while rows run past its end.
    const tableClass = () => table.evaluate((element) => (element.matches('.ant-table') ? element : element.querySelector('.ant-table'))!.className);
    const container = table.locator('.ant-table-container');
    const scroller = table.locator('.ant-table-content');
    expect(await scroller.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeGreaterThan(0);
    await expect.poll(tableClass).toContain('ant-table-fix-end-shadow-show');
    const cue = await cueOf(container, '::after');
    expect(cue.fade).toContain('linear-gradient');
    expect(shadowAlpha(cue.shadow)).toBeGreaterThanOrEqual(0.2);
    await scroller.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    await expect.poll(tableClass).not.toContain('ant-table-fix-end-shadow-show');
  });

  it('says the dashboard is loading, in its cards and its map, until its figures come, then shows them as they are, without counting up from 0', async () => {
    const page = await blankPage('en', DESKTOP);
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { openAlertsSeen: string[] }).openAlertsSeen = seen;
      new MutationObserver(() => {
        const figure = document.querySelector('[data-testid="card-open-alerts"]');
        const text = figure?.textContent ?? '';
        if (figure && seen.at(-1) !== text) seen.push(text);
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    const releaseSummary = await holdRequests(page, `${API_BASE}/${dashboardSummaryRoute.path}`);
    const releaseMap = await holdRequests(page, `${API_BASE}/${dashboardMapRoute.path}`);
    await page.goto(`${setUp.server.origin}/admin/dashboard`);
    await page.getByTestId('dashboard-map').waitFor();

    const cards = page.locator('.dashboard-card');
    await expect.poll(() => cards.count()).toBe(4);
    expect(await page.locator('.dashboard-card[aria-busy="true"]').count()).toBe(4);
    expect(await cards.allTextContents()).not.toContainEqual(expect.stringMatching(/\d/));
    await page.getByTestId('map-controls-toggle').click();
    expect(await page.getByTestId('map-shown').textContent()).toBe('Loading source points…');

    releaseSummary();
    const openAlerts = page.getByTestId('card-open-alerts');
    await openAlerts.waitFor();
    const { openAlerts: expected } = await setUp.server.call(endpoints.dashboardSummary, {}, { token: setUp.adminToken });
    expect(expected).toBeGreaterThan(0);
    expect(await page.locator('.dashboard-card[aria-busy="true"]').count()).toBe(0);
    await expect.poll(() => openAlerts.textContent()).toBe(expected.toLocaleString('en'));
    expect(await page.evaluate(() => (window as unknown as { openAlertsSeen: string[] }).openAlertsSeen)).toEqual([expected.toLocaleString('en')]);

    releaseMap();
    await expect.poll(() => page.getByTestId('map-shown').textContent()).toMatch(/^\d+ of \d+ source points shown$/);
  });

  it.each([
    { pathname: '/admin/dashboard', ready: 'dashboard-updated', held: `${API_BASE}/${dashboardSummaryRoute.path}`, signedIn: true },
    { pathname: '/monitor', ready: 'monitor-updated', held: `${API_BASE}/${endpoints.publicMonitor.path}`, signedIn: false },
  ])('keeps $pathname in place on a phone while its figures come (layout shift ≤ 0.1)', async ({ pathname, ready, held, signedIn }) => {
    const page = await blankPage('en', PHONE, signedIn);
    const layoutShift = await watchLayoutShifts(page);
    const release = await holdRequests(page, held);
    await page.goto(`${setUp.server.origin}${pathname}`);
    await page.locator('h1, h2').first().waitFor();
    // Drawn without its figures, then given them.
    await page.waitForFunction(() => document.fonts.status === 'loaded');
    release();
    await page.getByTestId(ready).waitFor();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await layoutShift()).toBeLessThanOrEqual(0.1);
  });

  it.each([
    ['zh', '中文', '切换语言'],
    ['en', 'English', 'Switch language'],
    ['es', 'Español', 'Cambiar idioma'],
    ['ja', '日本語', '言語を切り替え'],
  ] as const)('names the language on /monitor’s switch for a wall display, large, in the header, its name the one shown (%s)', async (language, name, label) => {
    const page = await blankPage(language, { viewport: { width: 1920, height: 1080 } }, false);
    await page.goto(`${setUp.server.origin}/monitor`);
    const button = page.getByTestId('lang-switch');
    await button.waitFor();
    expect((await button.locator('.lang-select-name').innerText()).trim()).toBe(name);
    // Its accessible name: what it does, then the name it shows.
    expect(await page.getByRole('button', { name: `${label} ${name}`, exact: true }).count()).toBe(1);
    const size = await button.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
    expect(size).toBeGreaterThanOrEqual(20);
    const border = await button.evaluate((element) => getComputedStyle(element).borderTopStyle);
    expect(border).toBe('solid');
    expect(await page.locator('header.monitor-header [data-testid="lang-switch"]').count()).toBe(1);
    // The page's first stop for Tab.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('lang-switch');
  });

  it.each([
    ['zh', '鼠疫预警系统：疫源地、监测点、监测调查、预警与响应的管理后台。'],
    ['en', 'Plague early-warning console: plague foci, source points, surveys, alerts and responses in one back office.'],
    ['es', 'Consola de alerta temprana de peste: focos, puntos de foco, encuestas, alertas y respuestas en un solo lugar.'],
    ['ja', 'ペスト早期警戒コンソール：自然疫源地・監視地点・調査・警報・対応を一元管理。'],
  ] as const)('describes every page in its meta description, in the language shown (%s)', async (language, description) => {
    const described = (page: Page) => page.locator('meta[name="description"]').getAttribute('content');
    const signIn = await blankPage(language, DESKTOP, false);
    await signIn.goto(`${setUp.server.origin}/admin/login`);
    await signIn.getByTestId('login-username').waitFor();
    expect(await described(signIn)).toBe(description);
    const list = await open('/epidemicSource/sourceList', language);
    await expect.poll(() => described(list)).toBe(description);
  });

  it('gives the pager’s links the address of their page, and a click on one stays in the page', async () => {
    const page = await open('/epidemicSource/sourceList');
    const pager = shown(page, 'pagination');
    await pager.locator('.ant-pagination-item-2').waitFor();
    const links = await pager.locator('a').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(links.length).toBeGreaterThan(2);
    for (const href of links) expect(href).toMatch(/^\/epidemicSource\/sourceList\?page=\d+$/);
    expect(await pager.locator('.ant-pagination-item-2 a').getAttribute('href')).toBe('/epidemicSource/sourceList?page=2');

    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    const firstRow = await shown(page, 'source-table').locator('.ant-table-row').first().getAttribute('data-row-key');
    await pager.locator('.ant-pagination-item-2').click();
    await expect.poll(() => pager.locator('.ant-pagination-item-active').textContent()).toBe('2');
    await expect.poll(() => shown(page, 'source-table').locator('.ant-table-row').first().getAttribute('data-row-key')).not.toBe(firstRow);
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  });
});

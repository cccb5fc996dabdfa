import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Cookies, endpoints, LANGUAGES, type Language } from '@ews/contract';
import { FIRST_ROWS_ID, SOURCE_LIST_PATH } from '@ews/contract/protocol/first-rows';
import { startServer, type TestServer } from '@ews/server/test/support/harness.ts';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { contextsClosedAfterEach, launchBrowser } from '../support/browser.ts';

const webDist = process.env.E2E_WEB_DIST || path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
const DRAWN = `#${FIRST_ROWS_ID}`;
const PHONE_AGENT = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
/** A cell antd pins to an edge of the table. */
const PINNED = '.ant-table-cell-fix-start, .ant-table-cell-fix-end, .ant-table-cell-fix-left, .ant-table-cell-fix-right';

/** The header titles and every row's cell texts of the first table under `scope`, as a person reads them. */
function tableUnder(page: Page, scope: string) {
  return page.evaluate((within) => {
    const table = document.querySelector(`${within} .ant-table`);
    return {
      titles: Array.from(table?.querySelectorAll('.ant-table-thead > tr > th') ?? [], (cell) => cell.textContent ?? ''),
      rows: Array.from(table?.querySelectorAll('.ant-table-tbody > tr.ant-table-row') ?? [], (row) => Array.from(row.querySelectorAll('td'), (cell) => cell.textContent ?? '')),
    };
  }, scope);
}

describe('the source list arrives with its first rows drawn by the server (issue 20)', () => {
  let server: TestServer;
  let browser: Browser;
  let admin: string;
  const contexts = contextsClosedAfterEach();

  beforeAll(async () => {
    server = await startServer({ WEB_DIST: webDist, SEED_DEMO: 'true' });
    admin = await server.signIn();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  async function open(language: Language, { scripts, token = admin, phone = false, serviceWorkers }: { scripts: boolean; token?: string; phone?: boolean } & Pick<BrowserContextOptions, 'serviceWorkers'>): Promise<Page> {
    const device = phone ? { viewport: { width: 390, height: 844 }, userAgent: PHONE_AGENT, isMobile: true, hasTouch: true } : { viewport: { width: 1280, height: 800 } };
    const context: BrowserContext = await browser.newContext({ javaScriptEnabled: scripts, locale: 'en-US', serviceWorkers, ...device });
    contexts.push(context);
    await context.addCookies([
      { name: Cookies.TOKEN, value: token, url: server.origin },
      { name: Cookies.LANGUAGE, value: language, url: server.origin },
    ]);
    const page = await context.newPage();
    await page.goto(`${server.origin}${SOURCE_LIST_PATH}`);
    return page;
  }

  it.each(LANGUAGES)('in %s, shows source/getList’s first page with no script run, and the console takes over with the same table', async (language) => {
    const { list } = await server.call(endpoints.sourceList, { page: 1, limit: 20 }, { token: admin });
    const drawnPage = await open(language, { scripts: false });
    const drawn = await tableUnder(drawnPage, DRAWN);
    expect(drawn.rows).toHaveLength(20);
    expect(drawn.rows.map((cells) => cells.find((text) => /^[A-Z]{2}-\d{6}-\d{3}$/.test(text)))).toEqual(list.map((source) => source.code));
    // Nothing in them repeats the console's ids or test ids: a label, a screen reader or a test finds one element.
    expect(await drawnPage.locator(`${DRAWN} [id], ${DRAWN} [data-testid], ${DRAWN} label[for]`).count()).toBe(0);
    // Nothing in them works yet: inert, they take no click, no focus and no screen reader's reading.
    expect(await drawnPage.locator(`${DRAWN} > [inert]`).count()).toBe(1);

    const consolePage = await open(language, { scripts: true });
    await consolePage.locator(DRAWN).waitFor({ state: 'detached' });
    await consolePage.getByTestId('source-table').locator('.ant-table-row').first().waitFor();
    expect(await tableUnder(consolePage, '[data-testid="source-page"]')).toEqual(drawn);
    expect(await consolePage.locator(`#${FIRST_ROWS_ID}-css`).count()).toBe(0);
  });

  it('while the console’s scripts are on their way, leaves axe nothing serious to find', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    contexts.push(context);
    await context.addCookies([{ name: Cookies.TOKEN, value: admin, url: server.origin }]);
    // The scripts never arrive: the page stays as the server drew it, with a browser that runs axe.
    await context.route('**/*.js', (route) => route.abort());
    const page = await context.newPage();
    await page.goto(`${server.origin}${SOURCE_LIST_PATH}`);
    expect((await tableUnder(page, DRAWN)).rows).toHaveLength(20);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('is not kept by the service worker for offline use: one person’s records outlive no session', async () => {
    const page = await open('en', { scripts: true, serviceWorkers: 'allow' });
    await page.locator(DRAWN).waitFor({ state: 'detached' });
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    // Through the worker now: it keeps the pages it answers, but not one marked no-store.
    await page.reload();
    await page.locator(DRAWN).waitFor({ state: 'detached' });
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    const kept = await page.evaluate(async () => Promise.all((await caches.keys()).map(async (name) => (await (await caches.open(name)).match('/'))?.text())));
    expect(kept.some((html) => html?.includes('<div id="root">'))).toBe(true);
    expect(kept.filter((html) => html?.includes(FIRST_ROWS_ID))).toEqual([]);
  });

  /**
   * The list opened signed in with the console's scripts held back until `release`: the page as the
   * server drew it, once its 20 rows have arrived (the HTML's arrival, not its scripts': a module
   * script holds DOMContentLoaded back).
   */
  async function openWithScriptsHeld(options: BrowserContextOptions): Promise<{ page: Page; release(): void }> {
    const context = await browser.newContext({ ...options, serviceWorkers: 'block' });
    contexts.push(context);
    await context.addCookies([{ name: Cookies.TOKEN, value: admin, url: server.origin }]);
    let release: () => void = () => undefined;
    const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
    await context.route('**/assets/*.js', async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    const page = await context.newPage();
    await page.goto(`${server.origin}${SOURCE_LIST_PATH}`, { waitUntil: 'commit' });
    await page.locator(`${DRAWN} .ant-table-row`).nth(19).waitFor({ state: 'attached' });
    return { page, release };
  }

  it('hands over at the place the reader scrolled the drawn rows to', async () => {
    const { page, release } = await openWithScriptsHeld({ viewport: { width: 1280, height: 600 } });
    // By the wheel, as a reader does: the frame scrolls, though nothing in it takes a click.
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, 500);
    await expect.poll(() => page.locator(DRAWN).evaluate((frame) => frame.scrollTop)).toBeGreaterThan(400);
    release();
    await page.locator(DRAWN).waitFor({ state: 'detached' });
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
  });

  /** Where the table's header and the card lie: in the drawn frame while the scripts are held back, then in the console. */
  async function layoutsOf(options: BrowserContextOptions) {
    const { page, release } = await openWithScriptsHeld(options);
    const place = (within: string) =>
      page.evaluate((scope) => {
        const box = (selector: string) => document.querySelector(`${scope} ${selector}`)!.getBoundingClientRect();
        return { header: Math.round(box('.ant-table-thead').top), card: Math.round(box('.list-page').width), left: Math.round(box('.list-page').left) };
      }, within);
    const drawn = await place(DRAWN);
    const sideways = await page.locator(DRAWN).evaluate((frame) => frame.scrollWidth - frame.clientWidth);
    release();
    await page.locator(DRAWN).waitFor({ state: 'detached' });
    await page.getByTestId('source-table').locator('.ant-table-row').first().waitFor();
    return { drawn, console: await place('.app-main'), sideways };
  }

  it.each([
    ['a desktop at 1280 px', { viewport: { width: 1280, height: 800 } }],
    ['a phone', { viewport: { width: 390, height: 844 }, userAgent: PHONE_AGENT, isMobile: true }],
    ['a narrow desktop window', { viewport: { width: 800, height: 800 } }],
  ])('on %s, lays the drawn list where the console’s will lie, scrolling no sideways', async (_name, options) => {
    const { drawn, console: own, sideways } = await layoutsOf(options);
    expect(sideways).toBeLessThanOrEqual(0);
    expect(Math.abs(drawn.header - own.header)).toBeLessThanOrEqual(12);
    expect(Math.abs(drawn.card - own.card)).toBeLessThanOrEqual(12);
    expect(Math.abs(drawn.left - own.left)).toBeLessThanOrEqual(12);
  });

  it('on a phone, pins no column, as the console does not there', async () => {
    const desktop = await open('en', { scripts: false });
    expect(await desktop.locator(`${DRAWN} ${PINNED}`).count()).toBeGreaterThan(0);
    const phone = await open('en', { scripts: false, phone: true });
    expect((await tableUnder(phone, DRAWN)).rows).toHaveLength(20);
    expect(await phone.locator(`${DRAWN} ${PINNED}`).count()).toBe(0);
    const consolePage = await open('en', { scripts: true, phone: true });
    await consolePage.locator(DRAWN).waitFor({ state: 'detached' });
    await consolePage.getByTestId('source-table').locator('.ant-table-row').first().waitFor();
    expect(await consolePage.locator(`[data-testid="source-page"] ${PINNED}`).count()).toBe(0);
  });

  it('keeps a name as typed: markup and replacement patterns in it are text', async () => {
    const name = 'AA <img src=x onerror=alert(1)> $& $1 点';
    await server.call(endpoints.sourceSave, { code: 'AA-000001-001', name, focusType: 'himalayanMarmot', provinceCode: '630000', prefectureCode: '630100', countyCode: '630102', longitude: 101.78, latitude: 36.62 }, { token: admin });
    const page = await open('en', { scripts: false });
    const drawn = await tableUnder(page, DRAWN);
    expect(drawn.rows[0]).toContain(name);
    expect(await page.locator(`${DRAWN} img`).count()).toBe(0);
  });
});

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Cookies } from '@ews/contract';
import { infoRoute } from '@ews/contract/protocol/shell';
import { TEST_ADMIN_PASSWORD } from '@ews/server/test/support/harness.ts';
import type { BrowserContext, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { consoleInBrowser, openWithSession } from '../support/browser.ts';
import { holdUntilAbandoned } from '../support/network.ts';

/**
 * On a slow link every round trip shows: a screen's code used to be asked for only once the
 * user's route tree had arrived. A browser that has opened the console before asks for the
 * screen its address names at once, as its last route tree has it.
 */
const webDist = process.env.E2E_WEB_DIST || path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

const SCREEN_CHUNK = /\/assets\/sourceList-[\w-]+\.js$/;
const ROUTE_TREE = /\/menu\/getMenuTreeByUser/;
const SESSION_INFO = new RegExp(`/${infoRoute.path}\\?`);
/** The offline service worker would fetch the calls itself, past the test's hold on the route tree, and keep chunks of its own. */
const NO_SERVICE_WORKER = { serviceWorkers: 'block' } as const;

describe('the screen of the address is fetched with the session', () => {
  const setUp = consoleInBrowser({ WEB_DIST: webDist });

  it("asks for the screen's code while the route tree is still on its way, once this browser has loaded that tree before; and draws the screen once the tree arrives", async () => {
    const first = await openWithSession(setUp.browser, setUp.contexts, setUp.server.origin, '/admin/dashboard', { token: setUp.adminToken, language: 'en', options: NO_SERVICE_WORKER });
    const context = first.context();
    await first.close();

    const held: Route[] = [];
    await context.route(ROUTE_TREE, (route) => void held.push(route));
    const page = await context.newPage();
    // Held back, the tree's call would end by its timeout, and the console then opens on the kept tree.
    let treeGaveUp = false;
    page.on('requestfailed', (request) => void (ROUTE_TREE.test(request.url()) && (treeGaveUp = true)));
    const screenAsked = page.waitForRequest(SCREEN_CHUNK, { timeout: 30_000 });
    await page.goto(`${setUp.server.origin}/epidemicSource/sourceList`, { waitUntil: 'commit' });
    await screenAsked;
    expect(treeGaveUp).toBe(false);
    await expect.poll(() => held.length, { timeout: 30_000 }).toBe(1);
    await held[0]!.continue();
    await page.getByTestId('source-page').waitFor();
  });

  it('asks for nothing ahead for a token the kept tree was not loaded with', async () => {
    const first = await openWithSession(setUp.browser, setUp.contexts, setUp.server.origin, '/epidemicSource/sourceList', { token: setUp.adminToken, language: 'en', options: NO_SERVICE_WORKER });
    const context = first.context();
    await first.close();
    await context.addCookies([{ name: Cookies.TOKEN, value: await setUp.server.signIn('admin', TEST_ADMIN_PASSWORD), url: setUp.server.origin }]);

    const held: Route[] = [];
    await context.route(ROUTE_TREE, (route) => void held.push(route));
    const page = await context.newPage();
    const chunks: string[] = [];
    page.on('request', (request) => void (SCREEN_CHUNK.test(request.url()) && chunks.push(request.url())));
    await page.goto(`${setUp.server.origin}/epidemicSource/sourceList`, { waitUntil: 'commit' });
    await expect.poll(() => held.length, { timeout: 30_000 }).toBe(1);
    // The layout's own chunks are loaded by then; give a preload the time it would need.
    await page.waitForTimeout(1000);
    expect(chunks).toEqual([]);
    await held[0]!.continue();
    await page.waitForRequest(SCREEN_CHUNK, { timeout: 30_000 });
  });

  /** The user's info answered by `answer` until the test lets it through; the page opened with a valid session and no kept one. */
  async function openWhileInfoFails(language: string, answer: (route: Route) => Promise<void>) {
    const context = await setUp.browser.newContext({ locale: 'en-US', ...NO_SERVICE_WORKER });
    setUp.contexts.push(context);
    await context.addCookies([
      { name: Cookies.TOKEN, value: setUp.adminToken, url: setUp.server.origin },
      { name: Cookies.LANGUAGE, value: language, url: setUp.server.origin },
    ]);
    let failing = true;
    await context.route(SESSION_INFO, (route) => (failing ? answer(route) : route.continue()));
    const page = await context.newPage();
    await page.goto(`${setUp.server.origin}/epidemicSource/sourceList`);
    return { page, context, letThrough: () => (failing = false) };
  }

  const stillSignedIn = async (context: BrowserContext) => (await context.cookies()).some((cookie) => cookie.name === Cookies.TOKEN && cookie.value === setUp.adminToken);

  it('keeps a session whose first call finds no answer: says the server is slow, tries again by itself, and opens the page', async () => {
    const { page, context, letThrough } = await openWhileInfoFails('en', (route) => holdUntilAbandoned(page, route));
    const notice = page.getByTestId('session-stalled');
    await notice.waitFor({ timeout: 60_000 });
    expect(await notice.textContent()).toContain('The server is slow to answer. Trying again…');
    expect(new URL(page.url()).pathname).toBe('/epidemicSource/sourceList');
    expect(await stillSignedIn(context)).toBe(true);
    letThrough();
    await page.getByTestId('source-page').waitFor();
    expect(new URL(page.url()).pathname).toBe('/epidemicSource/sourceList');
  });

  it.each([
    ['zh', '服务器响应缓慢，正在重试…', '立即重试'],
    ['es', 'El servidor tarda en responder. Reintentando…', 'Reintentar ahora'],
    ['ja', 'サーバーの応答が遅れています。再試行しています…', '今すぐ再試行'],
    ['en', 'The server is slow to answer. Trying again…', 'Try now'],
  ])('keeps the session through a failing server, says so and tries at once when asked (%s)', async (language, slow, tryNow) => {
    const { page, context, letThrough } = await openWhileInfoFails(language, (route) => route.fulfill({ status: 503, body: 'unavailable' }));
    const notice = page.getByTestId('session-stalled');
    await notice.waitFor();
    expect(await notice.locator('p').first().textContent()).toBe(slow);
    expect(await page.getByTestId('session-retry').textContent()).toBe(tryNow);
    expect(await stillSignedIn(context)).toBe(true);
    letThrough();
    await page.getByTestId('session-retry').click();
    await page.getByTestId('source-page').waitFor();
  });

  it('still ends a session the server refuses, as SPEC has it: back to sign in with the address to return to', async () => {
    const { page, context } = await openWhileInfoFails('en', (route) =>
      route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ success: false, code: 50014, msg: 'Token expired' }) }),
    );
    await page.waitForURL(/\/admin\/login\?redirect=/);
    expect(decodeURIComponent(new URL(page.url()).searchParams.get('redirect') ?? '')).toBe('/epidemicSource/sourceList');
    expect(await stillSignedIn(context)).toBe(false);
  });
});

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Cookies } from '@ews/contract';
import { TEST_ADMIN_PASSWORD } from '@ews/server/test/support/harness.ts';
import type { Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { consoleInBrowser, openWithSession } from '../support/browser.ts';

/**
 * On a slow link every round trip shows: a screen's code used to be asked for only once the
 * user's route tree had arrived. A browser that has opened the console before asks for the
 * screen its address names at once, as its last route tree has it.
 */
const webDist = process.env.E2E_WEB_DIST || path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

const SCREEN_CHUNK = /\/assets\/sourceList-[\w-]+\.js$/;
const ROUTE_TREE = /\/menu\/getMenuTreeByUser/;
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
});

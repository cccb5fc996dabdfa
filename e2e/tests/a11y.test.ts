import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Cookies, endpoints, MenuType, type RouteEntry } from '@ews/contract';
import { isExternal } from '@ews/contract/links';
import { startServer, TEST_ADMIN_PASSWORD, TEST_DEMO_PASSWORD, type TestServer } from '@ews/server/test/support/harness.ts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, navigateInApp } from '../support/browser.ts';
import { seriousViolations, SHOWN_VIEW } from '../support/axe.ts';
import { watchNetwork } from '../support/network.ts';

const webDist = process.env.E2E_WEB_DIST || path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
/**
 * The administrator, who reaches every screen with every button, and the viewer, who reads them
 * all with none: the operator's and the analyst's screens are the administrator's with some of the
 * buttons gone. Sweeping those two as well took 150 s of the suite's ~3 500 s of worker time.
 */
const ROLES = ['admin', 'viewer'] as const;

/**
 * The full paths of the pages a route tree holds, the hidden form pages included (not buttons, not
 * external links, not the template's demo area, whose pages templates.test.ts checks with axe).
 */
function pagePaths(entries: readonly RouteEntry[], parent = ''): string[] {
  return entries.flatMap((entry) => {
    if (isExternal(entry.path) || entry.component.startsWith('templates/')) return [];
    const full = entry.path.startsWith('/') ? entry.path : `${parent}/${entry.path}`;
    const own = entry.menuType === MenuType.PAGE ? [full] : [];
    return [...own, ...pagePaths(entry.children, full)];
  });
}


describe('accessibility of every screen, by axe-core', () => {
  let server: TestServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startServer({ WEB_DIST: webDist, SEED_DEMO: 'true', DEMO_PASSWORD: TEST_DEMO_PASSWORD });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('finds no serious or critical violation on the sign-in page, /maps and /monitor', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const network = watchNetwork(page);
    const found: string[] = [];
    await page.goto(`${server.origin}/admin/login`);
    await page.getByTestId('login-username').waitFor();
    found.push(...(await seriousViolations(page)).map((line) => `/admin/login ${line}`));
    await context.addCookies([{ name: Cookies.TOKEN, value: await server.signIn('admin', TEST_ADMIN_PASSWORD), url: server.origin }]);
    for (const screen of ['/maps', '/monitor']) {
      await page.goto(`${server.origin}${screen}`);
      await network.quiet();
      found.push(...(await seriousViolations(page)).map((line) => `${screen} ${line}`));
    }
    await context.close();
    expect(found).toEqual([]);
  });

  /** axe takes seconds a screen on a busy machine: each role's screens are checked in groups, each within its own timeout. */
  const GROUPS = 3;
  const roleGroups = ROLES.flatMap((role) => Array.from({ length: GROUPS }, (_group, index) => [role, index + 1] as const));
  it.each(roleGroups)(`finds no serious or critical violation on any screen of the %s menu, group %i of ${GROUPS}`, async (role, group) => {
    const token = await server.signIn(role, role === 'admin' ? TEST_ADMIN_PASSWORD : TEST_DEMO_PASSWORD);
    const menu = pagePaths(await server.call(endpoints.getMenuTreeByUser, {}, { token }));
    expect(menu.length).toBeGreaterThan(3);
    const screens = menu.filter((_screen, index) => index % GROUPS === group - 1);
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addCookies([{ name: Cookies.TOKEN, value: token, url: server.origin }]);
    const page = await context.newPage();
    const network = watchNetwork(page);
    const found: string[] = [];
    // The first screen loads the page; the others come through the app's own navigation, as from its menu.
    await page.goto(`${server.origin}${screens[0]}`);
    // A form page a role may not use sends it to an error page, outside the shell: either is checked.
    const shown = page.locator(`${SHOWN_VIEW} > :not(.app-breadcrumb):visible`).or(page.getByRole('button', { name: 'Back to Home' }));
    let shellChecked = false;
    for (const screen of screens) {
      await navigateInApp(page, screen, shown);
      await network.quiet();
      const inShell = await page.locator(SHOWN_VIEW).isVisible();
      // The shell (navbar, menus, tabs) is the same around each screen: checked whole once, then each screen's view.
      found.push(...(await seriousViolations(page, inShell && shellChecked ? SHOWN_VIEW : undefined)).map((line) => `${screen} ${line}`));
      shellChecked ||= inShell;
    }
    await context.close();
    expect(found).toEqual([]);
  });
});

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Cookies, endpoints, type Language } from '@ews/contract';
import { startServer, TEST_ADMIN_PASSWORD, TEST_DEMO_PASSWORD, type TestServer } from '@ews/server/test/support/harness.ts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clickWhenStill, contextsClosedAfterEach, launchBrowser } from '../support/browser.ts';
import { seriousViolations } from '../support/axe.ts';

/** The built web app; E2E_WEB_DIST points at another build (a private one while others rebuild web/dist). */
const webDist = process.env.E2E_WEB_DIST || path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
const ROLES = ['admin', 'viewer'] as const;
type Role = (typeof ROLES)[number];


describe('the manual and the profile page', () => {
  let server: TestServer;
  let browser: Browser;
  const tokens = new Map<Role, string>();
  beforeAll(async () => {
    server = await startServer({ WEB_DIST: webDist, SEED_DEMO: 'true', DEMO_PASSWORD: TEST_DEMO_PASSWORD });
    browser = await launchBrowser();
    for (const role of ROLES) tokens.set(role, await server.signIn(role, role === 'admin' ? TEST_ADMIN_PASSWORD : TEST_DEMO_PASSWORD));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  const contexts = contextsClosedAfterEach();

  /** A fresh browser signed in as `role`, in `language`, on `pathname`. */
  async function open(role: Role, pathname: string, { language = 'en' as Language, width = 1400, height = 900 } = {}): Promise<Page> {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width, height } });
    contexts.push(context);
    await context.addCookies([
      { name: Cookies.TOKEN, value: tokens.get(role)!, url: server.origin },
      { name: Cookies.LANGUAGE, value: language, url: server.origin },
    ]);
    const page = await context.newPage();
    await page.goto(`${server.origin}${pathname}`);
    // A phone hides the name but keeps it in the page.
    await page.getByTestId('navbar-username').waitFor({ state: 'attached' });
    return page;
  }

  const sections = (page: Page) => page.getByTestId('manual-section');
  const fileTitles = (page: Page) => page.getByTestId('manual-toc').locator(':scope > ol > li > a').allTextContents();

  describe.each(ROLES)('as %s', (role) => {
    it('shows the manual in English, then in Chinese after a language switch, and the search keeps the matching sections', async () => {
      const page = await open(role, '/documentation/index');
      const body = page.getByTestId('manual-body');
      await body.getByRole('heading', { name: 'Rules and their sources' }).waitFor();
      expect(await body.getAttribute('lang')).toBe('en');
      expect(await fileTitles(page)).toEqual([
        expect.any(String),
        expect.any(String),
        'Rules and their sources',
        expect.any(String),
        expect.any(String),
        expect.any(String),
        'Human cases',
      ]);
      const all = await sections(page).count();
      expect(all).toBeGreaterThan(20);
      // The corrected fact about provisional thresholds.
      await body.getByText('every full recompute', { exact: false }).first().waitFor();

      // Search: fewer sections, each holding the words, marked.
      await page.getByTestId('manual-search').fill('flea index');
      await expect.poll(() => sections(page).count()).toBeLessThan(all);
      const found = await sections(page).count();
      expect(found).toBeGreaterThan(0);
      await expect.poll(() => page.getByTestId('manual-count').textContent()).toBe(`Sections found: ${found}`);
      for (const text of await sections(page).allTextContents()) expect(text.toLowerCase()).toContain('flea index');
      expect(await page.getByTestId('manual-body').locator('mark').count()).toBeGreaterThanOrEqual(found);
      await page.getByTestId('manual-search').fill('zzzz-nowhere');
      await expect.poll(() => sections(page).count()).toBe(0);
      await page.getByText('No section holds these words.').waitFor();
      await page.getByTestId('manual-search').fill('');
      await expect.poll(() => sections(page).count()).toBe(all);

      // The language switch changes the manual.
      await page.getByTestId('lang-switch').click();
      await clickWhenStill(page.getByRole('menuitemradio', { name: '中文' }));
      await body.getByRole('heading', { name: '预警规则与文献来源' }).waitFor();
      expect(await body.getAttribute('lang')).toBe('zh');
      expect(await body.getByRole('heading', { name: 'Rules and their sources' }).count()).toBe(0);
      await page.getByTestId('manual-search').fill('蚤指数');
      await expect.poll(() => sections(page).count()).toBeLessThan(all);
      for (const text of await sections(page).allTextContents()) expect(text).toContain('蚤指数');
      expect(await page.getByTestId('manual-count').textContent()).toMatch(/^找到的章节：\d+$/);
    });
  });

  it('opens a deep link at its section, and a contents link moves there and keeps the anchor in the address', async () => {
    const page = await open('viewer', '/documentation/index#rules-and-sources--2');
    const heading = page.locator('#rules-and-sources--2');
    await heading.waitFor();
    expect(await heading.textContent()).toBe('Thresholds per focus type');
    await expect.poll(() => heading.evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBeLessThan(400);
    await expect.poll(() => heading.evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThanOrEqual(0);

    await page.getByTestId('manual-toc').getByRole('link', { name: 'The alert workflow', exact: false }).first().click();
    await expect.poll(() => page.evaluate(() => window.location.hash)).toBe('#alert-workflow');
    expect(new URL(page.url()).pathname).toBe('/documentation/index');
  });

  it('lets a wide table scroll inside its own box on a phone, not the page', async () => {
    const page = await open('viewer', '/documentation/index', { width: 390, height: 844 });
    // The thresholds: five columns.
    const table = page.locator('[data-section="rules-and-sources--2"] .manual-table');
    await table.waitFor();
    const box = await table.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth, overflow: getComputedStyle(element).overflowX }));
    expect(box.overflow).toBe('auto');
    expect(box.scroll).toBeGreaterThan(box.client);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });

  it.each(ROLES)('finds no serious or critical axe violation on the manual as %s', async (role) => {
    const page = await open(role, '/documentation/index');
    await page.getByTestId('manual-section').first().waitFor();
    await page.getByTestId('manual-search').fill('alert');
    await expect.poll(() => page.locator('mark').count()).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  const userIdOf = async (username: string) => (await server.db.selectFrom('sysUser').select('userId').where('username', '=', username).executeTakeFirstOrThrow()).userId;

  it.each(ROLES)('shows %s their account, roles, permissions, sign-ins and their own activity only, with no serious axe violation', async (role) => {
    // Both users leave a trail: each must see only theirs.
    for (const other of ROLES) await server.call(endpoints.updateProfile, { name: `Name of ${other}`, introduction: `${other} was here` }, { token: tokens.get(other)! });
    const page = await open(role, '/profile/index');
    await page.getByTestId('profile-page').waitFor();
    expect(await page.getByTestId('profile-username').textContent()).toBe(role);
    await page.getByTestId('navbar-username').waitFor();
    expect(await page.getByTestId('profile-roles').locator('[data-role]').evaluateAll((tags) => tags.map((tag) => tag.getAttribute('data-role')))).toEqual([role]);
    expect(await page.getByTestId('profile-roles').textContent()).toBe(role === 'admin' ? 'Super admin' : 'Viewer');
    const permissions = (await page.getByTestId('profile-permissions').textContent()) ?? '';
    if (role === 'admin') expect(permissions).toBe('All permissions (super admin)');
    else {
      // Named by their menu titles, with the code kept on the tag.
      expect(permissions).toContain('Dashboard');
      expect(await page.getByTestId('profile-permissions').locator('[data-permission="dashboard:view"]').count()).toBe(1);
    }

    // The data scope in words: the admin's country, the demo viewer's one county.
    const scope = page.getByTestId('profile-scope');
    if (role === 'admin') await expect.poll(() => scope.textContent()).toBe('Every record in the country');
    else await expect.poll(() => scope.textContent()).toMatch(/^\S.*, and below$/);

    const signIns = page.getByTestId('profile-sign-ins').locator('tbody tr[data-row-key]');
    await expect.poll(() => signIns.count()).toBeGreaterThan(0);
    expect(await page.getByTestId('profile-sign-ins').getByText('This session').count()).toBe(1);
    const ownSessions = await server.db.selectFrom('sysSession').select('sessionId').where('userId', '=', await userIdOf(role)).execute();
    for (const key of await signIns.evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('data-row-key'))))) expect(ownSessions.map((row) => row.sessionId)).toContain(key);

    const rows = page.getByTestId('profile-activity').locator('tbody tr[data-row-key]');
    await expect.poll(() => rows.count()).toBeGreaterThan(0);
    await page.getByTestId('profile-activity').getByText('Edit profile').first().waitFor();
    const ids = await rows.evaluateAll((found) => found.map((row) => Number(row.getAttribute('data-row-key'))));
    const owners = await server.db.selectFrom('sysAuditLog').select('userId').where('auditId', 'in', ids).execute();
    expect(owners.length).toBe(ids.length);
    expect(new Set(owners.map((row) => row.userId))).toEqual(new Set([await userIdOf(role)]));

    expect(await seriousViolations(page)).toEqual([]);
  });
});

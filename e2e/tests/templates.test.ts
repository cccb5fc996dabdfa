import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AxeBuilder } from '@axe-core/playwright';
import { Cookies, endpoints, MenuType, type Language, type RouteEntry } from '@ews/contract';
import { isExternal } from '@ews/contract/links';
import { startServer, TEST_ADMIN_PASSWORD, TEST_DEMO_PASSWORD, type TestServer } from '@ews/server/test/support/harness.ts';
import ExcelJS from 'exceljs';
import { strFromU8, unzipSync } from 'fflate';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterMotion, chooseOption, contextsClosedAfterEach, launchBrowser } from '../support/browser.ts';
import { watchNetwork } from '../support/network.ts';

/** The built web app; E2E_WEB_DIST points at another build (a private one while others rebuild web/dist). */
const webDist = process.env.E2E_WEB_DIST || path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/** Text that is an i18n key shown as is: a message missing from its chunk. */
const UNTRANSLATED = /\b(templates|route|button|menu)\.[a-zA-Z][\w-]*(\.[\w-]+)*\b/;

/** The full paths of the pages below the Templates group (not external links), `:id` filled in. */
function pagePaths(entries: readonly RouteEntry[], parent = ''): string[] {
  return entries.flatMap((entry) => {
    if (isExternal(entry.path)) return [];
    const full = entry.path.startsWith('/') ? entry.path : `${parent}/${entry.path}`;
    const own = entry.menuType === MenuType.PAGE ? [full.replace(':id', '1')] : [];
    return [...own, ...pagePaths(entry.children, full)];
  });
}

async function texts(locator: Locator): Promise<string[]> {
  return (await locator.allTextContents()).map((text) => text.trim());
}

/** The first sheet of a downloaded .xlsx, each row's cells as text (exceljs numbers rows from 1, so the first cell is empty). */
async function sheetRows(file: string): Promise<{ rows: string[][]; merges: string[] }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const sheet = workbook.worksheets[0]!;
  const rows: string[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((value) => (value === null || value === undefined ? '' : String(value)))));
  return { rows, merges: [...(sheet.model as { merges: string[] }).merges].sort() };
}

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
}

const sidebarLinks = (page: Page) => texts(page.getByTestId('sidebar').getByRole('link'));
const tabs = (page: Page) => texts(page.getByTestId('tag'));

describe('the template’s demo area', () => {
  let server: TestServer;
  let browser: Browser;
  let adminToken: string;
  let demoPages: string[];
  beforeAll(async () => {
    server = await startServer({ WEB_DIST: webDist, SEED_DEMO: 'true', DEMO_PASSWORD: TEST_DEMO_PASSWORD });
    browser = await launchBrowser();
    adminToken = await server.signIn('admin', TEST_ADMIN_PASSWORD);
    const group = (await server.call(endpoints.getMenuTreeByUser, {}, { token: adminToken })).find((entry) => entry.name === 'Templates');
    if (!group) throw new Error('the admin has no Templates group');
    demoPages = pagePaths(group.children, '/templates');
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  const contexts = contextsClosedAfterEach();

  /** A fresh browser, signed in to the console with `token` when one is given, its page errors collected. */
  async function open(pathname: string, { token, language = 'en' }: { token?: string; language?: Language } = {}) {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1400, height: 900 } });
    contexts.push(context);
    await context.addCookies([
      ...(token ? [{ name: Cookies.TOKEN, value: token, url: server.origin }] : []),
      { name: Cookies.LANGUAGE, value: language, url: server.origin },
    ]);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
    await page.goto(`${server.origin}${pathname}`);
    return { page, errors };
  }

  /** The demo's mock sign-in on /login, as `username`. */
  async function demoSignIn(page: Page, username: string, password = '111111') {
    await page.getByTestId('demo-login-username').fill(username);
    await page.getByTestId('demo-login-password').fill(password);
    await page.getByTestId('demo-login-submit').click();
  }

  /** Signs the browser in to the console as the admin (the cookie the console's sign-in sets), keeping the demo identity. */
  async function consoleSignIn(page: Page, pathname: string) {
    await page.context().addCookies([{ name: Cookies.TOKEN, value: adminToken, url: server.origin }]);
    await page.goto(`${server.origin}${pathname}`);
    await page.getByTestId('navbar-username').waitFor({ state: 'attached' });
  }

  it('holds every page the foundation builds', () => {
    expect(demoPages).toEqual([
      '/templates/dashboard',
      '/permission/page',
      '/permission/directive',
      '/permission/role',
      '/icon',
      '/nested/menu1/menu1-1',
      '/nested/menu1/menu1-2/menu1-2-1',
      '/nested/menu1/menu1-2/menu1-2-2',
      '/nested/menu1/menu1-3',
      '/nested/menu2',
      '/example/create',
      '/example/edit/1',
      '/example/list',
      '/table/complex-table',
      '/table/dynamic-table',
      '/table/drag-table',
      '/table/inline-edit-table',
      '/tab',
      '/error/401',
      '/error/404',
      '/error-log',
      '/clipboard',
      '/i18n',
      '/theme',
      '/charts/keyboard',
      '/charts/line',
      '/charts/mix-chart',
      '/excel/export',
      '/excel/export-selected',
      '/excel/export-merge-header',
      '/excel/upload',
      '/zip',
      '/pdf',
      '/pdf/download',
    ]);
  });

  /** Opens each demo page in turn (a fresh load each), once its screen shows; `check` looks at it. */
  async function visitEach(language: Language, check: (page: Page, pathname: string) => Promise<void>) {
    const { page, errors } = await open('/templates/dashboard', { token: adminToken, language });
    await page.getByTestId('demo-dashboard').waitFor();
    const network = watchNetwork(page);
    for (const pathname of demoPages) {
      await page.goto(`${server.origin}${pathname}`);
      await page.locator('[data-testid^="demo-"]:visible, .app-main .ant-result:visible').first().waitFor();
      await network.quiet();
      expect(new URL(page.url()).pathname, pathname).toBe(pathname);
      await check(page, pathname);
    }
    expect(errors).toEqual([]);
    return page;
  }

  it.each(['en', 'zh'] as const)('shows the admin every demo page in %s without a page error or an untranslated key', async (language) => {
    const page = await visitEach(language, async (page, pathname) => {
      expect((await page.locator('body').innerText()).match(UNTRANSLATED)?.[0], pathname).toBeUndefined();
    });
    expect(await texts(page.getByTestId('top-nav').getByRole('link'))).toContain(language === 'en' ? 'Templates' : '模板示例');
  });

  it('finds no serious or critical axe violation on the demo pages', async () => {
    const found: string[] = [];
    await visitEach('en', async (page, pathname) => {
      found.push(...(await seriousViolations(page)).map((line) => `${pathname} ${line}`));
    });
    expect(found).toEqual([]);
  });

  it('keeps the console’s own sign-in at /admin/login and refuses a wrong demo user with the template’s message', async () => {
    const { page } = await open('/admin/login');
    await page.getByTestId('login-username').waitFor();
    expect(await page.getByTestId('demo-login').count()).toBe(0);

    await page.goto(`${server.origin}/login`);
    await demoSignIn(page, 'mallory');
    await expect.poll(() => page.getByTestId('demo-login-error').textContent()).toBe('Account and password are incorrect.');
  });

  it('signs in to the demo on /login without signing in to the console; editor then sees all but /permission', async () => {
    const { page, errors } = await open('/login');
    await demoSignIn(page, 'editor');
    await page.getByText('Signed in to the demo as editor.').waitFor();
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain(Cookies.TOKEN);
    // The console is still signed out.
    await page.goto(`${server.origin}/admin/dashboard`);
    await page.waitForURL(/\/admin\/login\?redirect=/);

    await consoleSignIn(page, '/templates/dashboard');
    await page.getByTestId('demo-user-roles').filter({ hasText: 'editor' }).waitFor();
    const links = await sidebarLinks(page);
    expect(links).toContain('Icons');
    expect(links).toContain('Tab');
    expect(links).not.toContain('Page Permission');
    expect(await page.getByTestId('sidebar').getByText('Permission', { exact: true }).count()).toBe(0);
    await page.goto(`${server.origin}/permission/page`);
    await page.waitForURL(/\/404$/);
    expect(errors).toEqual([]);
  });

  it('lets a visitor of the demo see the demo dashboard only', async () => {
    const { page } = await open('/login');
    await demoSignIn(page, 'visitor');
    await page.getByText('Signed in to the demo as visitor.').waitFor();
    await consoleSignIn(page, '/templates/dashboard');
    await page.getByTestId('demo-user-roles').filter({ hasText: 'visitor' }).waitFor();
    await page.getByTestId('top-nav').getByRole('link', { name: 'Templates' }).waitFor();
    // The group holds a single page: the sidebar shows it as a direct link.
    expect(await sidebarLinks(page)).toEqual(['Demo Dashboard']);
    for (const pathname of ['/icon', '/table/complex-table', '/permission/role']) {
      await page.goto(`${server.origin}${pathname}`);
      await page.waitForURL(/\/404$/);
    }
  });

  it('switches the demo role on /permission: the routes follow, the tabs close, and signing out of the demo brings the admin’s back', async () => {
    const { page, errors } = await open('/icon', { token: adminToken });
    const sidebar = page.getByTestId('sidebar');
    await page.getByTestId('demo-icons').waitFor();
    await sidebar.getByRole('link', { name: 'Tab', exact: true }).click();
    await page.getByTestId('demo-tab').waitFor();
    await sidebar.getByText('Permission', { exact: true }).click();
    await afterMotion(sidebar.getByRole('link', { name: 'Page Permission' }));
    await sidebar.getByRole('link', { name: 'Page Permission' }).click();
    await page.getByTestId('demo-permission-page').waitFor();
    await expect.poll(() => tabs(page)).toEqual(['Dashboard', 'Icons', 'Tab', 'Page Permission']);

    await page.getByTestId('switch-roles').getByText('editor', { exact: true }).click();
    await page.waitForURL(/\/templates\/dashboard$/);
    await page.getByTestId('demo-user-roles').filter({ hasText: 'editor' }).waitFor();
    await expect.poll(() => tabs(page)).toEqual(['Dashboard', 'Demo Dashboard']);
    expect(await sidebar.getByText('Permission', { exact: true }).count()).toBe(0);

    await page.getByTestId('demo-signout').click();
    await expect.poll(() => sidebar.getByText('Permission', { exact: true }).count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('shows the elements guarded by role and by permission as SPEC §6 says', async () => {
    const { page } = await open('/permission/directive', { token: adminToken });
    await page.getByTestId('demo-permission-directive').waitFor();
    const guarded = () => page.locator('[data-testid^="guarded-"]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid')));
    // admin: every role guard (admin passes them all) and every permission ('*:*:*').
    expect(await guarded()).toEqual(['guarded-role-admin', 'guarded-role-editor', 'guarded-role-admin-or-editor', 'guarded-role-visitor', 'guarded-permission-read', 'guarded-permission-edit', 'guarded-permission-delete']);
    await page.getByTestId('directive-view-as').getByText('editor', { exact: true }).click();
    await expect.poll(guarded).toEqual(['guarded-role-editor', 'guarded-role-admin-or-editor', 'guarded-permission-read', 'guarded-permission-edit']);
    await page.getByTestId('directive-view-as').getByText('visitor', { exact: true }).click();
    await expect.poll(guarded).toEqual(['guarded-role-visitor', 'guarded-permission-read']);
  });

  it('filters, sorts and pages the complex table over the mock articles', async () => {
    const { page } = await open('/table/complex-table', { token: adminToken });
    const table = page.getByTestId('article-table');
    const ids = () => table.locator('tbody tr.ant-table-row td:first-child').allTextContents();
    await expect.poll(ids).toEqual(Array.from({ length: 20 }, (_, index) => String(index + 1)));

    await page.getByTestId('article-filter-sort').click();
    await chooseOption(page, 'ID descending');
    await page.getByTestId('article-search').click();
    await expect.poll(async () => (await ids())[0]).toBe('100');

    await page.getByTestId('article-filter-importance').click();
    await chooseOption(page, '3');
    await page.getByTestId('article-search').click();
    await expect.poll(async () => new Set(await table.locator('[data-importance]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-importance'))))).toEqual(new Set(['3']));
  });

  it('moves the keyboard chart’s highlight with the arrow keys; the charts follow their container and survive their tab being hidden', async () => {
    const { page, errors } = await open('/charts/keyboard', { token: adminToken });
    const chart = page.getByTestId('keyboard-chart');
    const canvasWidth = async () => (await chart.locator('canvas').boundingBox())?.width ?? 0;
    await chart.locator('canvas').waitFor();
    expect(await chart.getAttribute('aria-valuenow')).toBe('1');
    await chart.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => chart.getAttribute('aria-valuenow')).toBe('3');
    expect(await page.getByTestId('keyboard-chart-highlight').textContent()).toMatch(/^Mar: \d+$/);
    await page.keyboard.press('End');
    await expect.poll(() => chart.getAttribute('aria-valuenow')).toBe('12');

    const wide = await canvasWidth();
    await page.setViewportSize({ width: 1100, height: 900 });
    await expect.poll(canvasWidth).toBeLessThan(wide - 200);

    // Another tab shown, then this one again: the highlight kept, the chart drawn afresh at its size.
    await page.getByTestId('sidebar').getByRole('link', { name: 'Line Chart' }).click();
    await page.getByTestId('line-chart').locator('canvas').waitFor();
    await page.getByTestId('tag').filter({ hasText: 'Keyboard Chart' }).click();
    await chart.locator('canvas').waitFor();
    expect(await chart.getAttribute('aria-valuenow')).toBe('12');
    await expect.poll(canvasWidth).toBeGreaterThan(300);
    expect(errors).toEqual([]);
  });

  it('shows and hides a column of the dynamic table with its checkbox', async () => {
    const { page } = await open('/table/dynamic-table', { token: adminToken });
    const headers = () => texts(page.getByTestId('dynamic-table').locator('thead th'));
    await expect.poll(headers).toEqual(['ID', 'Date', 'Title', 'Author', 'Importance']);
    const columns = page.getByTestId('dynamic-table-columns');
    await columns.getByLabel('Readings').check();
    await columns.getByLabel('Author').uncheck();
    await expect.poll(headers).toEqual(['ID', 'Date', 'Title', 'Importance', 'Readings']);
    expect(await page.getByTestId('dynamic-table').locator('tbody tr.ant-table-row').first().locator('td').count()).toBe(5);
  });

  it('reorders the drag table from the keyboard', async () => {
    const { page, errors } = await open('/table/drag-table', { token: adminToken });
    const order = page.getByTestId('drag-table-order');
    await expect.poll(() => order.textContent()).toBe('1, 2, 3, 4, 5, 6, 7, 8, 9, 10');
    // Each step waits for what the drag announces to a screen reader (the rows are measured once picked up).
    const announced = (text: string) => page.getByText(text, { exact: true }).waitFor({ state: 'attached' });
    await page.getByTestId('drag-handle-1').focus();
    await page.keyboard.press('Space');
    await announced('Article 1 is over position 1.');
    await page.keyboard.press('ArrowDown');
    await announced('Article 1 is over position 2.');
    await page.keyboard.press('ArrowDown');
    await announced('Article 1 is over position 3.');
    await page.keyboard.press('Space');
    await announced('Article 1 dropped at position 3.');
    await expect.poll(() => order.textContent()).toBe('2, 3, 1, 4, 5, 6, 7, 8, 9, 10');
    expect(await page.getByTestId('drag-table-original').textContent()).toBe('1, 2, 3, 4, 5, 6, 7, 8, 9, 10');
    const rowIds = await page.getByTestId('drag-table').locator('tbody tr.ant-table-row').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-row-key')));
    expect(rowIds.slice(0, 3)).toEqual(['2', '3', '1']);
    expect(errors).toEqual([]);
  });

  it('saves a title edited in place, and cancelling puts the title back', async () => {
    const { page } = await open('/table/inline-edit-table', { token: adminToken });
    const title = page.getByTestId('inline-title-2');
    const before = (await title.textContent())!;
    await page.getByTestId('inline-edit-2').click();
    await page.getByTestId('inline-title-input-2').fill('An edited title');
    await page.getByTestId('inline-cancel-2').click();
    await expect.poll(() => title.textContent()).toBe(before);

    await page.getByTestId('inline-edit-2').click();
    await page.getByTestId('inline-title-input-2').fill('An edited title');
    await page.getByTestId('inline-save-2').click();
    await page.getByText('The title has been edited').waitFor();
    await expect.poll(() => title.textContent()).toBe('An edited title');
    // The mock keeps it: the complex table shows it too.
    await page.getByTestId('sidebar').getByRole('link', { name: 'Complex Table' }).click();
    await page.getByTestId('article-table').getByRole('link', { name: 'An edited title' }).waitFor();
  });

  /** Clicks the export button of an /excel screen and reads the file it downloads. */
  async function exportedSheet(page: Page) {
    const download = page.waitForEvent('download');
    await page.getByTestId('excel-export').click();
    const file = await download;
    return { name: file.suggestedFilename(), ...(await sheetRows((await file.path())!)) };
  }

  it('exports every mock article to .xlsx under the name typed, headers in the user’s language', async () => {
    const { page, errors } = await open('/excel/export', { token: adminToken });
    const firstPage = page.getByTestId('excel-table').locator('tbody tr.ant-table-row');
    await expect.poll(() => firstPage.count()).toBe(10);
    const shown = await firstPage.evaluateAll((rows) => rows.map((row) => Array.from(row.querySelectorAll('td'), (cell) => cell.textContent ?? '')));
    await page.getByTestId('excel-file-name').fill('demo articles');
    const sheet = await exportedSheet(page);
    expect(sheet.name).toBe('demo articles.xlsx');
    expect(sheet.rows[0]).toEqual(['ID', 'Title', 'Author', 'Readings', 'Date']);
    expect(sheet.rows).toHaveLength(101);
    expect(sheet.rows.slice(1, 11)).toEqual(shown);
    expect(sheet.merges).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('exports only the selected rows', async () => {
    const { page } = await open('/excel/export-selected', { token: adminToken });
    const rows = page.getByTestId('excel-table').locator('tbody tr.ant-table-row');
    await expect.poll(() => rows.count()).toBe(10);
    await rows.nth(1).getByRole('checkbox').check();
    await rows.nth(4).getByRole('checkbox').check();
    await expect.poll(() => page.getByTestId('excel-export').textContent()).toContain('(2)');
    const sheet = await exportedSheet(page);
    expect(sheet.name).toBe('articles.xlsx');
    expect(sheet.rows.map((row) => row[0])).toEqual(['ID', '2', '5']);
  });

  it('exports under a two-row merged header, in Chinese', async () => {
    const { page } = await open('/excel/export-merge-header', { token: adminToken, language: 'zh' });
    await expect.poll(() => page.getByTestId('excel-table').locator('tbody tr.ant-table-row').count()).toBe(10);
    const sheet = await exportedSheet(page);
    expect(sheet.name).toBe('文章列表.xlsx');
    expect(sheet.rows[0]![1]).toBe('主要信息');
    expect(sheet.rows[1]!.slice(1, 4)).toEqual(['标题', '作者', '阅读数']);
    expect(sheet.merges).toEqual(['A1:A2', 'B1:D1', 'E1:E2']);
    expect(sheet.rows).toHaveLength(102);
  });

  it('shows the rows of an .xlsx the user uploads', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('cities');
    sheet.addRows([
      ['City', 'Cases'],
      ['Hohhot', 3],
      ['Xilinhot', 12],
    ]);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'demo-upload-')), 'cities.xlsx');
    await workbook.xlsx.writeFile(file);

    const { page, errors } = await open('/excel/upload', { token: adminToken });
    await page.getByTestId('demo-excel-upload').locator('input[type=file]').setInputFiles(file);
    await page.getByTestId('excel-upload-summary').filter({ hasText: 'cities.xlsx: 2 rows' }).waitFor();
    const table = page.getByTestId('excel-upload-table');
    expect(await texts(table.locator('thead th'))).toEqual(['City', 'Cases']);
    expect(await table.locator('tbody tr.ant-table-row').evaluateAll((rows) => rows.map((row) => Array.from(row.querySelectorAll('td'), (cell) => cell.textContent)))).toEqual([
      ['Hohhot', '3'],
      ['Xilinhot', '12'],
    ]);
    expect(errors).toEqual([]);
  });

  it('exports the mock articles as a .txt inside a .zip, both named as typed', async () => {
    const { page, errors } = await open('/zip', { token: adminToken });
    await expect.poll(() => page.getByTestId('excel-table').locator('tbody tr.ant-table-row').count()).toBe(10);
    await page.getByTestId('excel-file-name').fill('weekly');
    const download = page.waitForEvent('download');
    await page.getByTestId('excel-export').click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('weekly.zip');
    const entries = unzipSync(fs.readFileSync((await file.path())!));
    expect(Object.keys(entries)).toEqual(['weekly.txt']);
    const lines = strFromU8(entries['weekly.txt']!).trimEnd().split('\r\n');
    expect(lines[0]).toBe('ID\tTitle\tAuthor\tReadings\tDate');
    expect(lines).toHaveLength(101);
    expect(lines[1]!.split('\t')[0]).toBe('1');
    expect(errors).toEqual([]);
  });

  it('opens the printable article from /pdf, prints it, and prints it without the console around it', async () => {
    const { page, errors } = await open('/pdf', { token: adminToken });
    await page.getByTestId('pdf-open').click();
    await page.waitForURL(/\/pdf\/download$/);
    const article = page.getByTestId('pdf-article');
    await article.getByRole('heading', { level: 2 }).waitFor();
    expect(await article.locator('p').count()).toBe(3);

    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => (window as unknown as { printed: number }).printed++;
    });
    await page.getByTestId('pdf-print').click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

    await page.emulateMedia({ media: 'print' });
    expect(await page.getByTestId('sidebar-container').isVisible()).toBe(false);
    expect(await page.getByTestId('layout-header').isVisible()).toBe(false);
    expect(await page.getByTestId('pdf-print').isVisible()).toBe(false);
    expect(await article.isVisible()).toBe(true);
    await page.emulateMedia({ media: 'screen' });
    expect(await page.getByTestId('sidebar-container').isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('gives a console user without the admin role no Templates group', async () => {
    const viewerToken = await server.signIn('viewer', TEST_DEMO_PASSWORD);
    const entries = await server.call(endpoints.getMenuTreeByUser, {}, { token: viewerToken });
    expect(entries.map((entry) => entry.name)).not.toContain('Templates');
    const { page } = await open('/admin/dashboard', { token: viewerToken });
    await page.getByTestId('top-nav').getByRole('link').first().waitFor();
    expect(await texts(page.getByTestId('top-nav').getByRole('link'))).not.toContain('Templates');
    await page.goto(`${server.origin}/icon`);
    await page.waitForURL(/\/404$/);
  });
});

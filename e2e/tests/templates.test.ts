import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Cookies, endpoints, MenuType, type Language, type RouteEntry } from '@ews/contract';
import { isExternal } from '@ews/contract/links';
import { startServer, TEST_ADMIN_PASSWORD, TEST_DEMO_PASSWORD, type TestServer } from '@ews/server/test/support/harness.ts';
import ExcelJS from 'exceljs';
import { strFromU8, unzipSync } from 'fflate';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterMotion, chooseOption, clickWhenStill, contextsClosedAfterEach, launchBrowser, navigateInApp } from '../support/browser.ts';
import { seriousViolations, SHOWN_VIEW } from '../support/axe.ts';
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


/** Waits for a drag to announce `text` to a screen reader (dnd-kit's live region). */
const announced = (page: Page, text: string) => page.getByText(text, { exact: true }).waitFor({ state: 'attached' });

/**
 * Picks the focused item up with Space and waits for `announcement`, then for dnd-kit's keyboard
 * sensor to listen to the arrow keys: it adds that listener on a zero timer after the pick-up, and
 * on a busy machine the announcement can come first, so an arrow pressed then was lost. A zero
 * timer set now fires after the sensor's.
 */
async function pickUp(page: Page, announcement: string) {
  await page.keyboard.press('Space');
  await announced(page, announcement);
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
}

/**
 * Presses `key` during a keyboard drag and waits for `announcement`, then for two frames and a
 * zero timer: dnd-kit measures the lists again after an item changes list, and the next arrow,
 * pressed before that on a busy machine, was judged against where the lists had been.
 */
async function moveWith(page: Page, key: string, announcement: string) {
  await page.keyboard.press(key);
  await announced(page, announcement);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve)))));
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
      '/components/tinymce',
      '/components/markdown',
      '/components/json-editor',
      '/components/split-pane',
      '/components/avatar-upload',
      '/components/dropzone',
      '/components/sticky',
      '/components/count-to',
      '/components/mixin',
      '/components/back-to-top',
      '/components/drag-dialog',
      '/components/drag-select',
      '/components/dnd-list',
      '/components/drag-kanban',
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

  /** Opens each demo page in turn (through the app's own navigation), once its screen shows; `check` looks at it. */
  async function visitEach(language: Language, check: (page: Page, pathname: string) => Promise<void>, pathnames = demoPages) {
    const { page, errors } = await open('/templates/dashboard', { token: adminToken, language });
    await page.getByTestId('demo-dashboard').waitFor();
    const network = watchNetwork(page);
    const screen = page.locator('[data-testid^="demo-"]:visible, .app-main .ant-result:visible');
    for (const pathname of pathnames) {
      await navigateInApp(page, pathname, screen);
      await network.quiet();
      expect(new URL(page.url()).pathname, pathname).toBe(pathname);
      await check(page, pathname);
    }
    expect(errors).toEqual([]);
    return page;
  }

  const untranslated = async (page: Page, pathname: string) => {
    expect((await page.locator('body').innerText()).match(UNTRANSLATED)?.[0], pathname).toBeUndefined();
  };

  it('shows the admin every demo page in zh without a page error or an untranslated key', async () => {
    const page = await visitEach('zh', untranslated);
    expect(await texts(page.getByTestId('top-nav').getByRole('link'))).toContain('模板示例');
  });

  /**
   * In English, each page is also checked by axe, which takes seconds a page on a busy machine: the
   * 48 pages are seen in groups, each within its own timeout.
   */
  const AXE_GROUPS = 4;
  it.each(Array.from({ length: AXE_GROUPS }, (_group, index) => index + 1))(
    `shows the admin the demo pages in en without a page error, an untranslated key or a serious or critical axe violation, group %i of ${AXE_GROUPS}`,
    async (group) => {
      const found: string[] = [];
      const pathnames = demoPages.filter((_pathname, index) => index % AXE_GROUPS === group - 1);
      const page = await visitEach(
        'en',
        async (page, pathname) => {
          await untranslated(page, pathname);
          // The shell around the demo pages is the same on each: checked whole on the group's first page.
          const within = pathname === pathnames[0] ? undefined : SHOWN_VIEW;
          found.push(...(await seriousViolations(page, within)).map((line) => `${pathname} ${line}`));
        },
        pathnames,
      );
      expect(await texts(page.getByTestId('top-nav').getByRole('link'))).toContain('Templates');
      expect(found).toEqual([]);
    },
  );

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
    await clickWhenStill(sidebar.getByRole('link', { name: 'Page Permission' }));
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
    await page.getByTestId('drag-handle-1').focus();
    await pickUp(page, 'Article 1 is over position 1.');
    await moveWith(page, 'ArrowDown', 'Article 1 is over position 2.');
    await moveWith(page, 'ArrowDown', 'Article 1 is over position 3.');
    await moveWith(page, 'Space', 'Article 1 dropped at position 3.');
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

  describe('the /components pages', () => {
    /** The texts of the items of a sortable board, in order. */
    const boardItems = (page: Page, testId: string) => texts(page.getByTestId(testId).locator('.sortable-item'));

    it('formats rich text from the keyboard and the toolbar, and shows the HTML it makes', async () => {
      const { page, errors } = await open('/components/tinymce', { token: adminToken });
      const html = page.getByTestId('rich-text-html');
      await expect.poll(() => html.textContent()).toContain('<h2>Writing in the editor</h2>');
      await page.getByTestId('rich-text-editor').click();
      // On a busy machine the editor takes the focus after the click: keys sent before went nowhere
      // (CI once typed the bold words at the start of the heading).
      await expect.poll(() => page.getByTestId('rich-text-editor').evaluate((editor) => editor.contains(document.activeElement))).toBe(true);
      await page.keyboard.press('Control+End');
      await page.keyboard.press('Enter');
      await page.keyboard.press('Control+B');
      await page.keyboard.type('Bold words');
      await expect.poll(() => html.textContent()).toContain('<p><strong>Bold words</strong></p>');
      const toolbar = page.getByRole('toolbar', { name: 'Formatting' });
      expect(await toolbar.getByRole('button', { name: 'Bold' }).getAttribute('aria-pressed')).toBe('true');
      await toolbar.getByRole('button', { name: 'H3' }).click();
      await expect.poll(() => html.textContent()).toContain('<h3><strong>Bold words</strong></h3>');
      await toolbar.getByRole('button', { name: 'Paragraph' }).click();
      await expect.poll(() => html.textContent()).toContain('<p><strong>Bold words</strong></p>');
      expect(errors).toEqual([]);
    });

    it('previews Markdown as it is typed, raw HTML shown as text', async () => {
      const { page } = await open('/components/markdown', { token: adminToken });
      const preview = page.getByTestId('markdown-preview');
      await preview.getByRole('heading', { level: 1, name: 'A Markdown note' }).waitFor();
      await page.getByRole('textbox', { name: 'Markdown' }).fill('# Hello heading\n\nSome **bold** text <script>window.ran = true</script>');
      await preview.getByRole('heading', { level: 1, name: 'Hello heading' }).waitFor();
      expect(await preview.locator('strong').textContent()).toBe('bold');
      expect(await preview.locator('script').count()).toBe(0);
      expect(await preview.textContent()).toContain('<script>window.ran = true</script>');

      // A table is drawn with its cell borders, and the preview stays inside its card.
      await page.getByRole('textbox', { name: 'Markdown' }).fill('| Site | Fleas |\n| --- | --- |\n| QH-1 | 12 |');
      const cell = preview.getByRole('cell', { name: 'QH-1' });
      await cell.waitFor();
      expect(await cell.evaluate((element) => getComputedStyle(element).borderTopStyle)).toBe('solid');
      const card = (await page.getByTestId('demo-markdown').boundingBox())!;
      const box = (await preview.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(card.y + card.height);
    });

    it('tells invalid JSON by line and column, and formats valid JSON', async () => {
      const { page } = await open('/components/json-editor', { token: adminToken });
      const status = page.getByTestId('json-editor-status');
      const input = page.getByRole('textbox', { name: 'JSON' });
      await expect.poll(() => status.textContent()).toBe('Valid JSON');
      await input.click();
      await page.keyboard.press('Control+A');
      await page.keyboard.type('{"a" 1}');
      await expect.poll(() => status.textContent()).toBe('Invalid JSON at line 1, column 6');
      expect(await page.getByTestId('json-editor-format').isDisabled()).toBe(true);
      await page.keyboard.press('Control+A');
      await page.keyboard.type('{"a":[1,2]}');
      await expect.poll(() => status.textContent()).toBe('Valid JSON');
      await page.getByTestId('json-editor-format').click();
      await expect.poll(() => input.innerText()).toBe('{\n  "a": [\n    1,\n    2\n  ]\n}');
    });

    it('resizes the split panes from the keyboard', async () => {
      const { page } = await open('/components/split-pane', { token: adminToken });
      const columns = page.getByRole('separator', { name: 'Resize the left and right panes' });
      const rows = page.getByRole('separator', { name: 'Resize the top and bottom panes' });
      const width = async () => (await page.getByTestId('split-pane-left').boundingBox())!.width;
      const height = async () => (await page.getByTestId('split-pane-top').boundingBox())!.height;
      const [leftBefore, topBefore] = [await width(), await height()];
      await columns.focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await expect.poll(width).toBeGreaterThan(leftBefore + 20);
      await rows.focus();
      await page.keyboard.press('ArrowUp');
      await expect.poll(height).toBeLessThan(topBefore - 10);
      await columns.focus();
      await page.keyboard.press('Home');
      await expect.poll(async () => Number(await columns.getAttribute('aria-valuenow'))).toBe(10);
    });

    it('crops a picked image to a square avatar in the browser', async () => {
      const { page, errors } = await open('/components/avatar-upload', { token: adminToken });
      await page.getByTestId('demo-avatar-upload').waitFor();
      // A 300 × 150 picture, red on its left half and blue on its right.
      const picture = await page.evaluate(() => {
        const canvas = document.createElement('canvas');
        canvas.width = 300;
        canvas.height = 150;
        const context = canvas.getContext('2d')!;
        context.fillStyle = '#ff0000';
        context.fillRect(0, 0, 150, 150);
        context.fillStyle = '#0000ff';
        context.fillRect(150, 0, 150, 150);
        return canvas.toDataURL('image/png').split(',')[1]!;
      });
      await page.getByTestId('avatar-file').setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: Buffer.from(picture, 'base64') });
      const pixel = (x: number) =>
        page.getByTestId('avatar-canvas').evaluate((canvas, at) => {
          const [red, , blue] = (canvas as HTMLCanvasElement).getContext('2d')!.getImageData(at, 100, 1, 1).data;
          return red! > 200 ? 'red' : blue! > 200 ? 'blue' : 'other';
        }, x);
      // Centred: the middle square of the picture, half red, half blue.
      await expect.poll(() => pixel(10)).toBe('red');
      expect(await pixel(190)).toBe('blue');
      // Slid to the left edge: all red.
      await page.getByRole('slider', { name: 'Horizontal position' }).focus();
      await page.keyboard.press('Home');
      await expect.poll(() => pixel(190)).toBe('red');
      await page.getByTestId('avatar-apply').click();
      const avatar = page.getByTestId('avatar-result').locator('img');
      await expect.poll(() => avatar.evaluate((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth)).toBe(200);
      expect(await avatar.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
      expect(errors).toEqual([]);
    });

    it('lists the files dropped with their sizes, and removes one', async () => {
      const { page } = await open('/components/dropzone', { token: adminToken });
      await page.getByTestId('dropzone').setInputFiles([
          { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.alloc(2048, 'a') },
          { name: 'cases.csv', mimeType: 'text/csv', buffer: Buffer.from('a,b\n1,2\n') },
        ]);
      const rows = () => page.getByTestId('dropzone-files').locator('tbody tr.ant-table-row').evaluateAll((cells) => cells.map((row) => Array.from(row.querySelectorAll('td'), (cell) => cell.textContent).slice(0, 3)));
      await expect.poll(rows).toEqual([
        ['notes.txt', '2 KB', 'text/plain'],
        ['cases.csv', '8 B', 'text/csv'],
      ]);
      expect(await page.getByTestId('dropzone-total').textContent()).toBe('Files: 2, 2 KB in all');
      await page.getByRole('button', { name: 'Remove notes.txt' }).click();
      await expect.poll(rows).toEqual([['cases.csv', '8 B', 'text/csv']]);
    });

    it('keeps the sticky bar at the top of the window while the page scrolls', async () => {
      const { page } = await open('/components/sticky', { token: adminToken });
      const bar = page.getByTestId('sticky-bar');
      await bar.waitFor();
      expect((await bar.boundingBox())!.y).toBeGreaterThan(100);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
      await expect.poll(async () => Math.round((await bar.boundingBox())!.y)).toBe(0);
      expect(await bar.isVisible()).toBe(true);
    });

    it('counts to the end value, pauses, resets, and shows the end at once under reduced motion', async () => {
      const { page, errors } = await open('/components/count-to', { token: adminToken });
      const value = page.getByTestId('count-to-value');
      await page.getByTestId('count-to-end').fill('150');
      await page.getByTestId('count-to-duration').fill('800');
      await page.getByTestId('count-to-start-button').click();
      await expect.poll(() => value.getAttribute('data-status')).toBe('done');
      expect(await value.getAttribute('data-value')).toBe('150');
      await page.getByText('The counter reached 150.').waitFor({ state: 'attached' });

      // A long count, paused on its way: the value holds still through the next frames.
      await page.getByTestId('count-to-duration').fill('600000');
      await page.getByTestId('count-to-start-button').click();
      await expect.poll(async () => Number(await value.getAttribute('data-value'))).toBeGreaterThan(0);
      await page.getByTestId('count-to-pause').click();
      const paused = await value.getAttribute('data-value');
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await value.getAttribute('data-value')).toBe(paused);
      expect(Number(paused)).toBeLessThan(150);
      await page.getByTestId('count-to-reset').click();
      await expect.poll(() => value.getAttribute('data-value')).toBe('0');

      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.getByTestId('count-to-start-button').click();
      await expect.poll(() => value.getAttribute('data-status')).toBe('done');
      expect(await value.getAttribute('data-value')).toBe('150');
      expect(errors).toEqual([]);
    });

    it('sends a ripple out of the mixin page’s button, which then clears itself', async () => {
      const { page } = await open('/components/mixin', { token: adminToken });
      // Seven colours, each its own.
      const solid = page.locator('[data-testid^="mixin-solid-"]');
      await expect.poll(() => solid.count()).toBe(7);
      const backgrounds = await solid.evaluateAll((buttons) => buttons.map((button) => getComputedStyle(button).backgroundColor));
      expect(new Set(backgrounds).size).toBe(7);
      await page.getByTestId('mixin-ripple').click();
      await page.getByTestId('ripple').first().waitFor({ state: 'attached' });
      await expect.poll(() => page.getByTestId('mixin-clicks').textContent()).toBe('Clicks: 1');
      await expect.poll(() => page.getByTestId('ripple').count()).toBe(0);
    });

    it('names the mixin inputs’ variants in the reader’s language', async () => {
      const { page } = await open('/components/mixin', { token: adminToken, language: 'es' });
      const placeholders = page.getByTestId('demo-mixin').locator('input[placeholder]');
      await expect.poll(() => placeholders.count()).toBe(4);
      expect(await placeholders.evaluateAll((inputs) => inputs.map((input) => input.getAttribute('placeholder')))).toEqual(['Con contorno', 'Relleno', 'Subrayado', 'Sin borde']);
    });

    it('brings the long page back to the top with the back-to-top button', async () => {
      const { page } = await open('/components/back-to-top', { token: adminToken });
      await page.getByTestId('demo-back-to-top').waitFor();
      const back = page.getByRole('button', { name: 'Back to top', exact: true });
      expect(await back.count()).toBe(0);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await back.click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });

    it('moves the dialog by its title, with the pointer and from the keyboard', async () => {
      const { page, errors } = await open('/components/drag-dialog', { token: adminToken });
      await page.getByTestId('drag-dialog-open').click();
      const panel = page.getByTestId('drag-dialog-panel');
      const title = page.getByTestId('drag-dialog-title');
      await afterMotion(title);
      const start = (await panel.boundingBox())!;
      const grip = (await title.boundingBox())!;
      await page.mouse.move(grip.x + 20, grip.y + grip.height / 2);
      await page.mouse.down();
      await page.mouse.move(grip.x + 80, grip.y + 30, { steps: 5 });
      await page.mouse.move(grip.x + 170, grip.y + 60, { steps: 5 });
      await page.mouse.up();
      // Moved as far as the pointer went from where it took hold of the title.
      await expect.poll(async () => (await panel.boundingBox())!.x - start.x).toBeCloseTo(150, 0);
      expect((await panel.boundingBox())!.y - start.y).toBeCloseTo(60 - grip.height / 2, 0);

      const moved = (await panel.boundingBox())!;
      await title.focus();
      await pickUp(page, 'Picked up the dialog.');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await moveWith(page, 'Space', 'The dialog was put down.');
      // The keyboard moves it 25 px a press.
      await expect.poll(async () => (await panel.boundingBox())!.x - moved.x).toBeCloseTo(50, 0);
      expect(await panel.isVisible()).toBe(true);

      // Escape during a keyboard move puts the dialog back, and leaves it open.
      const placed = (await panel.boundingBox())!;
      await pickUp(page, 'Picked up the dialog.');
      await page.keyboard.press('ArrowDown');
      await moveWith(page, 'Escape', 'Moving the dialog cancelled; it is back where it was.');
      await expect.poll(async () => (await panel.boundingBox())!.y).toBeCloseTo(placed.y, 0);
      expect(await panel.isVisible()).toBe(true);

      await page.getByTestId('drag-dialog-recentre').click();
      await expect.poll(async () => (await panel.boundingBox())!.x).toBeCloseTo(start.x, 0);

      // Dragged far past the window's corner, it stops at the edges: its title can always be taken again.
      const hold = (await title.boundingBox())!;
      await page.mouse.move(hold.x + 20, hold.y + hold.height / 2);
      await page.mouse.down();
      await page.mouse.move(hold.x - 2000, hold.y - 2000, { steps: 10 });
      await page.mouse.up();
      await expect.poll(async () => (await panel.boundingBox())!.x).toBeCloseTo(0, 0);
      expect((await panel.boundingBox())!.y).toBeCloseTo(0, 0);

      // Moved to the right, then the window narrows: the dialog comes back to the centre, in reach.
      const corner = (await title.boundingBox())!;
      await page.mouse.move(corner.x + 20, corner.y + corner.height / 2);
      await page.mouse.down();
      await page.mouse.move(corner.x + 420, corner.y + 60, { steps: 10 });
      await page.mouse.up();
      const viewport = page.viewportSize()!;
      await page.setViewportSize({ width: 600, height: viewport.height });
      await expect.poll(async () => {
        const box = (await panel.boundingBox())!;
        return Math.abs(box.x + box.width / 2 - 300);
      }).toBeLessThan(2);
      await page.setViewportSize(viewport);
      expect(errors).toEqual([]);
    });

    it('reorders the chosen options of the drag select from the keyboard; the select follows', async () => {
      const { page } = await open('/components/drag-select', { token: adminToken });
      await expect.poll(() => boardItems(page, 'drag-select-order')).toEqual(['Apple', 'Cherry', 'Mango']);
      await page.getByTestId('drag-select-apple').focus();
      // Picked up, the item is announced over its own place at once.
      await pickUp(page, 'Apple is in The chosen fruits, in order at position 1.');
      await moveWith(page, 'ArrowRight', 'Apple is in The chosen fruits, in order at position 2.');
      await moveWith(page, 'Space', 'Apple dropped in The chosen fruits, in order at position 2.');
      await expect.poll(() => boardItems(page, 'drag-select-order')).toEqual(['Cherry', 'Apple', 'Mango']);
      await expect.poll(() => texts(page.getByTestId('drag-select').locator('.ant-select-selection-item'))).toEqual(['Cherry', 'Apple', 'Mango']);
    });

    it('moves an item from one list to the other, by keyboard and by pointer', async () => {
      const { page, errors } = await open('/components/dnd-list', { token: adminToken });
      await expect.poll(() => boardItems(page, 'dnd-listA')).toEqual(['Item 1', 'Item 2', 'Item 3', 'Item 4', 'Item 5']);
      await page.getByTestId('dnd-item-1').focus();
      await pickUp(page, 'Item 1 is in List A at position 1.');
      await moveWith(page, 'ArrowRight', 'Item 1 is in List B at position 1.');
      await moveWith(page, 'Space', 'Item 1 dropped in List B at position 1.');
      await expect.poll(() => boardItems(page, 'dnd-listB')).toEqual(['Item 1', 'Item 6', 'Item 7', 'Item 8', 'Item 9', 'Item 10']);
      expect(await boardItems(page, 'dnd-listA')).toEqual(['Item 2', 'Item 3', 'Item 4', 'Item 5']);

      // Item 10 carried by the pointer onto Item 3 of List A.
      const from = (await page.getByTestId('dnd-item-10').boundingBox())!;
      const onto = (await page.getByTestId('dnd-item-3').boundingBox())!;
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.down();
      await page.mouse.move(from.x + from.width / 2 - 20, from.y + from.height / 2, { steps: 5 });
      await page.mouse.move(onto.x + onto.width / 2, onto.y + onto.height / 2, { steps: 15 });
      await page.mouse.up();
      await expect.poll(() => boardItems(page, 'dnd-listA')).toContain('Item 10');
      expect(await boardItems(page, 'dnd-listB')).not.toContain('Item 10');
      expect(errors).toEqual([]);
    });

    it('carries a kanban card from the keyboard across two columns', async () => {
      const { page, errors } = await open('/components/drag-kanban', { token: adminToken });
      await expect.poll(() => boardItems(page, 'kanban-done')).toEqual(['Plan the field survey', 'Back up the database']);
      await page.getByTestId('kanban-card-report').focus();
      await pickUp(page, 'Write the weekly report is in To do at position 1.');
      await moveWith(page, 'ArrowRight', 'Write the weekly report is in Working at position 1.');
      await moveWith(page, 'ArrowRight', 'Write the weekly report is in Done at position 1.');
      await moveWith(page, 'Space', 'Write the weekly report dropped in Done at position 1.');
      await expect.poll(() => boardItems(page, 'kanban-done')).toEqual(['Write the weekly report', 'Plan the field survey', 'Back up the database']);
      expect(await boardItems(page, 'kanban-todo')).toEqual(['Check the traps', 'Order reagents', 'Call the county office']);
      expect(await texts(page.getByTestId('demo-drag-kanban').getByRole('heading', { level: 5 }))).toEqual(['To do (3)', 'Working (2)', 'Done (3)']);

      // Escape puts a carried card back where it was.
      await page.getByTestId('kanban-card-layers').focus();
      await pickUp(page, 'Update the map layers is in Working at position 1.');
      await moveWith(page, 'ArrowLeft', 'Update the map layers is in To do at position 1.');
      await moveWith(page, 'Escape', 'Moving Update the map layers cancelled; it is back where it was.');
      await expect.poll(() => boardItems(page, 'kanban-working')).toEqual(['Update the map layers', 'Review the alerts']);

      // An emptied column still takes a card.
      for (const [card, name] of [
        ['layers', 'Update the map layers'],
        ['alerts', 'Review the alerts'],
      ]) {
        await page.getByTestId(`kanban-card-${card}`).focus();
        await pickUp(page, `${name} is in Working at position 1.`);
        await moveWith(page, 'ArrowRight', `${name} is in Done at position 1.`);
        await moveWith(page, 'Space', `${name} dropped in Done at position 1.`);
      }
      await expect.poll(() => boardItems(page, 'kanban-working')).toEqual([]);
      await page.getByTestId('kanban-card-traps').focus();
      await pickUp(page, 'Check the traps is in To do at position 1.');
      await moveWith(page, 'ArrowRight', 'Check the traps is in Working at position 1.');
      await page.keyboard.press('Space');
      await expect.poll(() => boardItems(page, 'kanban-working')).toEqual(['Check the traps']);
      expect(errors).toEqual([]);
    });
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

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_ADMIN_PASSWORD } from '@ews/server/test/support/harness.ts';
import { insertUser } from '@ews/server/test/support/users.ts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { consoleInBrowser, openWithSession, signInThroughForm, watchCaptcha } from '../support/browser.ts';

/** The built web app; E2E_WEB_DIST points at another build (a private one while others rebuild web/dist). */
const webDist = process.env.E2E_WEB_DIST || path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

const tabs = async (page: Page) => (await page.getByTestId('tag').allTextContents()).map((text) => text.trim());

/** What a newcomer's walk found in the shell (issue 49: items 9, 18, 19 and 25). */
describe('the shell after the newcomer walk', () => {
  const setUp = consoleInBrowser({ WEB_DIST: webDist });
  const open = (pathname: string, language = 'en') => openWithSession(setUp.browser, setUp.contexts, setUp.server.origin, pathname, { token: setUp.adminToken, language });

  it('gives a folder no tab of its own beside its first page, and sends a page given an id it does not take to /404', async () => {
    const page = await open('/table');
    await page.waitForURL(`${setUp.server.origin}/table/complex-table`);
    await page.getByTestId('demo-complex-table').waitFor();
    await expect.poll(() => tabs(page)).toEqual(['Dashboard', 'Complex Table']);

    await page.goto(`${setUp.server.origin}/nested`);
    await page.waitForURL(`${setUp.server.origin}/nested/menu1/menu1-1`);
    await expect.poll(() => tabs(page)).toEqual(['Dashboard', 'Complex Table', 'Menu 1-1']);

    // The server already says there is no such page, and the app shows its 404 page without a tab for it.
    const answer = await page.goto(`${setUp.server.origin}/example/edit/abc`);
    expect(answer?.status()).toBe(404);
    await page.waitForURL(`${setUp.server.origin}/404`);
    await page.locator('.ant-result-404').waitFor();

    // A real article's page keeps answering 200 and opens its tab, beside no tab of the 404.
    expect((await page.goto(`${setUp.server.origin}/example/edit/1`))?.status()).toBe(200);
    await page.getByTestId('demo-article-edit').waitFor();
    await expect.poll(() => tabs(page)).toEqual(['Dashboard', 'Complex Table', 'Menu 1-1', 'Edit Article']);
  });

  it('says it is compiling the theme for long enough to be read, and keeps each user\'s theme and fixed header to that user', async () => {
    await insertUser(setUp.server.db, { username: 'second', password: TEST_ADMIN_PASSWORD, roleKeys: ['admin'] });
    const context = await setUp.browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
    setUp.contexts.push(context);
    const page = await context.newPage();
    const captcha = watchCaptcha(page, setUp.server);
    const settingsButton = page.getByTestId('settings-button');
    const background = () => settingsButton.evaluate((element) => getComputedStyle(element).backgroundColor);
    const headerPosition = () => page.getByTestId('layout-header').evaluate((element) => getComputedStyle(element).position);
    const signInAs = async (username: string) => {
      await page.goto(`${setUp.server.origin}/admin/login`);
      await signInThroughForm(page, captcha, username, TEST_ADMIN_PASSWORD);
      await page.getByTestId('navbar-username').waitFor();
    };
    const signOut = async () => {
      await page.getByTestId('navbar-username').click();
      await page.getByTestId('logout').click();
      await page.waitForURL(/\/admin\/login/);
    };

    await signInAs('admin');
    expect(await background()).toBe('rgb(24, 144, 255)');
    // How long the message stays before it starts to leave, as the page draws it.
    await page.evaluate(() => {
      const shown = window as unknown as { compilingShownMs?: number };
      let since: number | undefined;
      new MutationObserver(() => {
        const notice = Array.from(document.querySelectorAll('.ant-message-notice-wrapper')).find((wrapper) => wrapper.textContent?.includes('Compiling the theme'));
        if (notice && since === undefined) since = performance.now();
        const leaving = !notice || /-leave/.test(notice.className);
        if (since !== undefined && leaving && shown.compilingShownMs === undefined) shown.compilingShownMs = performance.now() - since;
      }).observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] });
    });
    await settingsButton.click();
    await page.getByTestId('theme-preset-#f5222d').click();
    await expect.poll(background).toBe('rgb(245, 34, 45)');
    await page.getByTestId('settings-fixedHeader').click();
    await expect.poll(headerPosition).toBe('sticky');
    const shownMs = await page.waitForFunction(() => (window as unknown as { compilingShownMs?: number }).compilingShownMs);
    expect(await shownMs.jsonValue()).toBeGreaterThanOrEqual(1_000);
    await page.keyboard.press('Escape');
    await page.getByTestId('settings-drawer').waitFor({ state: 'hidden' });

    // The next user on this browser gets the defaults, not the first one's choices.
    await signOut();
    await signInAs('second');
    expect(await background()).toBe('rgb(24, 144, 255)');
    expect(await headerPosition()).not.toBe('sticky');

    // And the first one finds theirs again.
    await signOut();
    await signInAs('admin');
    expect(await background()).toBe('rgb(245, 34, 45)');
    expect(await headerPosition()).toBe('sticky');
  });

  it('keeps a list\'s filters and page over a reload of the browser tab', async () => {
    const at = new Date().toISOString();
    const walkers = Array.from({ length: 25 }, (_, index) => `walker-${String(index + 1).padStart(2, '0')}`);
    await setUp.server.db
      .insertInto('sysUser')
      .values(walkers.map((username) => ({ username, name: username, passwordHash: 'not-a-hash', avatar: '', introduction: '', email: '', phone: '', status: 1, createdAt: at, createdBy: 'test', updatedAt: at, updatedBy: 'test', version: 1 })))
      .execute();
    const page = await open('/system/user');
    const rows = page.getByTestId('user-page').locator('.ant-table-tbody > tr.ant-table-row');
    const activePage = () => page.getByTestId('pagination').locator('.ant-pagination-item-active').textContent();
    await page.getByTestId('user-filter-username').fill('walker');
    await page.getByTestId('user-search').click();
    await expect.poll(() => rows.count()).toBe(20);
    await page.getByTestId('pagination').locator('.ant-pagination-item-2').click();
    await expect.poll(() => rows.count()).toBe(5);
    const secondPage = await rows.allTextContents();

    await page.reload();
    await page.getByTestId('navbar-username').waitFor();
    await expect.poll(() => activePage()).toBe('2');
    await expect.poll(() => rows.allTextContents()).toEqual(secondPage);
    expect(await page.getByTestId('user-filter-username').inputValue()).toBe('walker');

    // Closing the list's tab forgets them: opened again, it starts afresh.
    await page.getByTestId('tag').filter({ hasText: 'Users' }).getByTestId('tag-close').click();
    await page.waitForURL(`${setUp.server.origin}/admin/dashboard`);
    await page.goto(`${setUp.server.origin}/system/user`);
    await expect.poll(() => activePage()).toBe('1');
    expect(await page.getByTestId('user-filter-username').inputValue()).toBe('');
  });
});

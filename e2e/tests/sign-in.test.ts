import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer, TEST_ADMIN_PASSWORD, type TestServer } from '@ews/server/test/support/harness.ts';
import { insertUser } from '@ews/server/test/support/users.ts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, noteMessages, signInThroughForm, watchCaptcha } from '../support/browser.ts';
import { watchNetwork } from '../support/network.ts';

const webDist = process.env.E2E_WEB_DIST || path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

describe('a new user signs in, reloads, switches language and logs out', () => {
  let server: TestServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startServer({ WEB_DIST: webDist, CAPTCHA: 'on' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('walks the whole way', async () => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    const captcha = watchCaptcha(page, server);
    const network = watchNetwork(page);

    await page.goto(`${server.origin}/admin/userCenter`);
    await page.waitForURL(/\/admin\/login\?redirect=/);
    expect(decodeURIComponent(new URL(page.url()).searchParams.get('redirect') ?? '')).toBe('/admin/userCenter');

    await signInThroughForm(page, captcha, '  admin  ', TEST_ADMIN_PASSWORD);
    await page.waitForURL(`${server.origin}/admin/userCenter`);
    await expect.poll(() => page.getByTestId('navbar-username').textContent()).toContain('Administrator');

    await page.reload();
    await network.quiet();
    expect(new URL(page.url()).pathname).toBe('/admin/userCenter');
    await expect.poll(() => page.getByTestId('navbar-username').textContent()).toContain('Administrator');

    await page.goto(`${server.origin}/`);
    await page.waitForURL(`${server.origin}/admin/dashboard`);
    const englishTitle = await page.title();
    expect(englishTitle).toMatch(/ - /);

    await page.getByTestId('lang-switch').first().click();
    await page.getByText('中文', { exact: true }).click();
    await expect.poll(() => page.title()).not.toBe(englishTitle);
    expect(await page.title()).toMatch(/[\u4e00-\u9fff]/);
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'language')?.value).toBe('zh');
    await page.reload();
    await expect.poll(() => page.title()).toMatch(/[\u4e00-\u9fff]/);

    await page.getByTestId('navbar-username').click();
    await page.getByTestId('logout').click();
    await page.waitForURL(/\/admin\/login\?redirect=/);
    expect(decodeURIComponent(new URL(page.url()).searchParams.get('redirect') ?? '')).toBe('/admin/dashboard');
    expect((await context.cookies()).find((cookie) => cookie.name === 'Admin-Token')).toBeUndefined();
    const session = await server.db.selectFrom('sysSession').select('revokedReason').orderBy('sessionId', 'desc').executeTakeFirstOrThrow();
    expect(session.revokedReason).toBe('logout');
    await context.close();
  });

  it('opens the dashboard, not the 404, for a user the sign-in page sends to a page that is not theirs', async () => {
    // The page the last user signed out from stays in the sign-in page's address for the next person.
    const password = 'Reader-pass-2026';
    await insertUser(server.db, { username: 'reader', password, roleKeys: ['viewer'] });
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    const captcha = watchCaptcha(page, server);
    await page.goto(`${server.origin}/system/audit`);
    await page.waitForURL(/\/admin\/login\?redirect=/);
    await signInThroughForm(page, captcha, 'admin', TEST_ADMIN_PASSWORD);
    await page.waitForURL(`${server.origin}/system/audit`);
    await page.getByTestId('navbar-username').click();
    await page.getByTestId('logout').click();
    await page.waitForURL(/\/admin\/login\?redirect=/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/system/audit');
    await signInThroughForm(page, captcha, 'reader', password);
    await page.waitForURL(`${server.origin}/admin/dashboard`);
    await page.getByTestId('navbar-username').waitFor();
    await context.close();
  });

  it('shows a wrong password in the user’s language and keeps them on the login page', async () => {
    const context = await browser.newContext({ locale: 'es-ES' });
    const page = await context.newPage();
    const captcha = watchCaptcha(page, server);
    await page.goto(`${server.origin}/admin/login`);
    await signInThroughForm(page, captcha, 'admin', 'not-the-password');
    await expect.poll(() => page.getByText('Usuario o contraseña incorrectos').count()).toBeGreaterThan(0);
    expect(new URL(page.url()).pathname).toBe('/admin/login');
    await context.close();
  });

  /**
   * Signs the admin in through the form onto the personal centre, which makes no calls of its own:
   * once the shell's (the open-alert count) are answered, the page is quiet.
   */
  async function signInToQuietPage(page: Page): Promise<void> {
    const captcha = watchCaptcha(page, server);
    await page.goto(`${server.origin}/admin/login?redirect=${encodeURIComponent('/admin/userCenter')}`);
    await signInThroughForm(page, captcha, 'admin', TEST_ADMIN_PASSWORD);
    await page.waitForURL(`${server.origin}/admin/userCenter`);
    await expect.poll(() => page.getByTestId('alert-badge').getAttribute('data-count')).not.toBe('');
  }

  /** Every session ends, as when an administrator disables the account. */
  const endEverySession = () => server.db.updateTable('sysSession').set({ revokedAt: new Date().toISOString(), revokedReason: 'disabled' }).where('revokedAt', 'is', null).execute();

  it('asks to log in again when the session is revoked elsewhere', async () => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await signInToQuietPage(page);
    await endEverySession();
    await page.getByTestId('navbar-username').click();
    await page.getByTestId('logout').click();
    await expect.poll(() => page.getByText('Confirm logout').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('shows one message and one prompt when several calls of a screen are refused for a session ended elsewhere', async () => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    const seen = await noteMessages(page);
    await signInToQuietPage(page);
    // An administrator disables the account: the dashboard's two calls are both refused.
    await endEverySession();
    const refused = ['dashboard/summary', 'dashboard/map'].map((path) => page.waitForResponse((response) => response.url().includes(`/admin/api/${path}?`)));
    await page.getByTestId('tag').filter({ hasText: 'Dashboard' }).click();
    await Promise.all(refused);
    const prompt = page.getByRole('dialog').filter({ hasText: 'Confirm logout' });
    await prompt.waitFor();
    await expect.poll(() => seen.length).toBeGreaterThan(0);
    // The second refusal is reported as the first was, within the same task: by now it would show.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await prompt.count()).toBe(1);
    expect(seen).toEqual(['Your session was ended elsewhere; please sign in again']);
    await context.close();
  });

  it('sends the other tabs to the sign-in page at once when the user signs out in one', async () => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await signInToQuietPage(page);
    const other = await context.newPage();
    const otherCaptcha = watchCaptcha(other, server);
    await other.goto(`${server.origin}/system/role`);
    await other.getByTestId('role-page').waitFor();
    await other.goto(`${server.origin}/system/user`);
    await other.getByTestId('navbar-username').waitFor();
    const openTabs = () => other.getByTestId('tag').allTextContents();
    await expect.poll(openTabs).toEqual(['Dashboard', 'Roles', 'Users']);
    await page.getByTestId('navbar-username').click();
    await page.getByTestId('logout').click();
    await other.waitForURL(`${server.origin}/admin/login?redirect=${encodeURIComponent('/system/user')}&notice=signedOutElsewhere`);
    await other.getByTestId('login-submit').waitFor();
    expect(await other.getByTestId('navbar-username').count()).toBe(0);
    // It says why; the tab that signed out says nothing of another tab.
    expect(await other.getByTestId('login-notice').textContent()).toBe('You signed out in another tab of this browser.');
    await page.getByTestId('login-submit').waitFor();
    expect(await page.getByTestId('login-notice').count()).toBe(0);
    // Signed in again there, the notice stays behind: the tab returns to its page alone.
    await signInThroughForm(other, otherCaptcha, 'admin', TEST_ADMIN_PASSWORD);
    await other.waitForURL(`${server.origin}/system/user`);
    // Nothing of the ended session is kept: not its tabs either.
    await expect.poll(openTabs).toEqual(['Dashboard', 'Users']);
    await context.close();
  });

  it('asks to sign in again when a call finds the session cookie gone', async () => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await signInToQuietPage(page);
    await page.goto(`${server.origin}/system/user`);
    await page.getByTestId('user-refresh').waitFor();
    // The browser drops the cookie; the page's next call goes without it: the bell's count as the
    // window regains focus, unless a call of the page's own (the live stream's, say) came first.
    await context.clearCookies({ name: 'Admin-Token' });
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    const prompt = page.getByRole('dialog').filter({ hasText: 'Confirm logout' });
    await prompt.waitFor();
    await prompt.getByRole('button', { name: 'Re-Login' }).click();
    await page.waitForURL(/\/admin\/login\?redirect=/);
    await context.close();
  });

  it('opens the sign-in page with one clear message when the page loads with a token that is no longer valid', async () => {
    const context = await browser.newContext({ locale: 'en-US' });
    await context.addCookies([{ name: 'Admin-Token', value: 'a-token-the-server-never-issued', url: server.origin }]);
    const page = await context.newPage();
    const seen = await noteMessages(page);
    await page.goto(`${server.origin}/admin/dashboard`);
    await page.waitForURL(`${server.origin}/admin/login?redirect=${encodeURIComponent('/admin/dashboard')}`);
    await expect.poll(() => seen.length).toBe(1);
    await page.getByTestId('login-submit').waitFor();
    expect(await page.getByText('Confirm logout').count()).toBe(0);
    expect(seen).toHaveLength(1);
    await context.close();
  });
});

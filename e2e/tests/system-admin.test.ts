import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Codes, Cookies, endpoints, prepareRequest } from '@ews/contract';
import { startServer, TEST_ADMIN_PASSWORD, type TestServer } from '@ews/server/test/support/harness.ts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clickWhenStill, launchBrowser, signIn } from '../support/browser.ts';

const webDist = process.env.E2E_WEB_DIST || path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

const ROLE = { name: 'Registrar', key: 'e2e_registrar' };
const USER = { username: 'e2e.registrar', name: 'Rita Registrar', password: 'Registrar-2026' };

/** The texts of the sidebar's links, in order. */
async function sidebarLinks(page: Page): Promise<string[]> {
  return (await page.getByTestId('sidebar').getByRole('link').allTextContents()).map((text) => text.trim());
}

describe('an admin grants a role one page and one button; its user sees exactly that', () => {
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
    const { context: adminContext, page: admin } = await signIn(browser, server, 'admin', TEST_ADMIN_PASSWORD);
    const adminSidebar = admin.getByTestId('sidebar');

    // System → Roles: the section in the top menu, the page in its sidebar.
    await admin.getByTestId('top-nav').getByRole('link', { name: 'System' }).click();
    await adminSidebar.getByRole('link', { name: 'Roles' }).click();
    await admin.waitForURL(`${server.origin}/system/role`);

    // A new role...
    await admin.getByTestId('role-add').click();
    await admin.getByTestId('role-form-name').fill(ROLE.name);
    await admin.getByTestId('role-form-key').fill(ROLE.key);
    await admin.getByTestId('role-form-submit').click();
    const roleRow = admin.locator('tr', { hasText: ROLE.key });
    await roleRow.waitFor();

    // ...granted the dashboard, and the Add button of the users page (which brings the page along).
    await roleRow.getByTestId('role-grant').click();
    await admin.getByTestId('menu-node-Dashboard').click();
    await admin.getByTestId('menu-node-system:user:add').click();
    await admin.getByTestId('role-menus-save').click();
    await admin.getByTestId('role-menus').waitFor({ state: 'hidden' });
    const role = await server.db.selectFrom('sysRole').select('roleId').where('roleKey', '=', ROLE.key).executeTakeFirstOrThrow();
    const granted = await server.db
      .selectFrom('sysRoleMenu as rm')
      .innerJoin('sysMenu as m', 'm.menuId', 'rm.menuId')
      .select('m.menuKey')
      .where('rm.roleId', '=', role.roleId)
      .execute();
    expect(granted.map((row) => row.menuKey).sort()).toEqual(['Admin', 'Dashboard', 'System', 'SystemUser', 'system:user:add']);

    // System → Users: a new user with that role.
    await adminSidebar.getByRole('link', { name: 'Users' }).click();
    await admin.waitForURL(`${server.origin}/system/user`);
    await admin.getByTestId('user-add').click();
    await admin.getByTestId('user-form-username').fill(USER.username);
    await admin.getByTestId('user-form-name').fill(USER.name);
    await admin.getByTestId('user-form-password').fill(USER.password);
    await admin.getByTestId('user-form-roles').click();
    await admin.locator('.ant-select-item-option', { hasText: ROLE.name }).click();
    await admin.getByTestId('user-form-name').click(); // closes the role list
    await admin.getByTestId('user-form-submit').click();
    const userRow = admin.locator('tr', { hasText: USER.username });
    await userRow.waitFor();
    expect(await userRow.textContent()).toContain(ROLE.name);
    // Edited, the account keeps its username: the field is fixed, and says why.
    await userRow.getByTestId('user-edit').click();
    await expect.poll(() => admin.getByTestId('user-form-username').inputValue()).toBe(USER.username);
    expect(await admin.getByTestId('user-form-username').isDisabled()).toBe(true);
    expect(await admin.getByTestId('user-form').textContent()).toContain('Fixed once the account exists: records and the audit log name their author by it');
    await clickWhenStill(admin.getByTestId('user-form-cancel'));
    await expect.poll(() => admin.getByTestId('user-form').count()).toBe(0);

    // The new user, in a browser of their own, sees exactly the granted menus...
    const { context: userContext, page: user } = await signIn(browser, server, USER.username, USER.password);
    const topMenu = user.getByTestId('top-nav');
    await expect.poll(async () => (await topMenu.getByRole('link').allTextContents()).map((text) => text.trim())).toEqual(['Home', 'System']);
    await expect.poll(() => sidebarLinks(user)).toEqual(['Dashboard']);
    await topMenu.getByRole('link', { name: 'System' }).click();
    await expect.poll(() => sidebarLinks(user)).toEqual(['Users']);
    const userSidebarText = (await user.getByTestId('sidebar').textContent()) ?? '';
    for (const absent of ['Roles', 'Menus', 'Audit Log']) expect(userSidebarText).not.toContain(absent);

    // ...and, on the users page, exactly the granted button.
    await user.getByTestId('sidebar').getByRole('link', { name: 'Users' }).click();
    await user.waitForURL(`${server.origin}/system/user`);
    await user.locator('tr', { hasText: USER.username }).waitFor();
    await expect.poll(() => user.getByTestId('user-add').isVisible()).toBe(true);
    for (const testId of ['user-edit', 'user-delete', 'user-delete-selected', 'user-status', 'user-reset-password']) {
      expect(await user.getByTestId(testId).count(), testId).toBe(0);
    }
    expect(await user.getByTestId('user-view').count()).toBeGreaterThan(0);

    // A call the role does not allow, made by hand with the user's token, is refused.
    const token = (await userContext.cookies()).find((cookie) => cookie.name === Cookies.TOKEN)?.value;
    expect(token).toBeTruthy();
    const forbidden = prepareRequest(endpoints.roleList, {}, { origin: server.origin, token });
    const response = await userContext.request.fetch(forbidden.url, { method: forbidden.init.method, headers: forbidden.init.headers });
    expect(response.status()).toBe(403);
    expect(await response.json()).toMatchObject({ success: false, code: Codes.FORBIDDEN });

    // The admin disables the user...
    await userRow.getByTestId('user-status').click();
    await clickWhenStill(admin.getByTestId('confirm-ok'));
    await expect.poll(() => userRow.getByTestId('user-status').getAttribute('aria-checked')).toBe('false');

    // ...and the user's next action asks them to log in again.
    await user.getByTestId('user-refresh').click();
    await expect.poll(() => user.getByText('Confirm logout').count()).toBeGreaterThan(0);
    await user.getByRole('button', { name: 'Re-Login' }).click();
    await user.waitForURL(/\/admin\/login\?redirect=/);
    expect(decodeURIComponent(new URL(user.url()).searchParams.get('redirect') ?? '')).toBe('/system/user');

    await userContext.close();
    await adminContext.close();
  });

  it('asks what to do when someone else saved the user first, and loses nothing', async () => {
    const { context, page } = await signIn(browser, server, 'admin', TEST_ADMIN_PASSWORD, { to: '/system/user' });
    const row = page.locator('tr', { hasText: USER.username });
    await row.getByTestId('user-edit').click();
    const name = page.getByTestId('user-form-name');
    await expect.poll(() => name.inputValue()).toBe(USER.name);
    await name.fill('Rita R. (mine)');

    // Meanwhile someone else saves the same user (through the API, with an admin session).
    const token = (await context.cookies()).find((cookie) => cookie.name === Cookies.TOKEN)?.value;
    const stored = await server.call(endpoints.userGet, { userId: (await server.db.selectFrom('sysUser').select('userId').where('username', '=', USER.username).executeTakeFirstOrThrow()).userId }, { token });
    await server.call(endpoints.userSave, { ...stored, roleIds: stored.roles.map((r) => r.roleId), introduction: 'theirs' }, { token });

    await page.getByTestId('user-form-submit').click();
    await expect.poll(() => page.getByText('Someone else saved this record first').count()).toBeGreaterThan(0);
    await clickWhenStill(page.getByTestId('conflict-keep'));
    expect(await name.inputValue()).toBe('Rita R. (mine)');
    await page.getByTestId('conflict-notice').waitFor();
    await page.getByTestId('user-form-submit').click();
    await page.getByTestId('user-form').waitFor({ state: 'detached' });
    const saved = await server.db.selectFrom('sysUser').select(['name', 'introduction']).where('username', '=', USER.username).executeTakeFirstOrThrow();
    // The user chose to keep editing: their whole form is what is stored now, knowingly.
    expect(saved).toEqual({ name: 'Rita R. (mine)', introduction: '' });
    await context.close();
  });

  it('says why a status switch cannot be moved: one\'s own account, the super admin role', async () => {
    const { context, page } = await signIn(browser, server, 'admin', TEST_ADMIN_PASSWORD, { to: '/system/user' });
    const own = page.locator('tr', { has: page.getByText('admin', { exact: true }) }).first();
    await own.getByTestId('user-status').waitFor();
    expect(await own.getByTestId('user-status').isDisabled()).toBe(true);
    expect(await own.getByTestId('user-status').getAttribute('aria-description')).toBe('You cannot disable your own account: ask another administrator.');
    // Reached by keyboard, the locked switch tells its reason.
    await own.getByTestId('user-status-locked').focus();
    await expect.poll(() => page.getByRole('tooltip').textContent()).toBe('You cannot disable your own account: ask another administrator.');

    await page.goto(`${server.origin}/system/role`);
    const superRole = page.locator('tr', { hasText: 'Super admin' }).first();
    await superRole.getByTestId('role-status-locked').hover();
    await expect.poll(() => page.getByRole('tooltip').textContent()).toBe('The super admin role is always enabled: it keeps someone able to administer the console.');
    expect(await page.locator('tr', { hasText: 'Viewer' }).first().getByTestId('role-status-locked').count()).toBe(0);
    await context.close();
  });
});

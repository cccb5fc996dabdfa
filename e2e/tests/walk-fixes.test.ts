import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_BASE, Cookies, endpoints } from '@ews/contract';
import { TEST_DEMO_PASSWORD } from '@ews/server/test/support/harness.ts';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooseOption, clickWhenStill, consoleInBrowser, navigateInApp, noteMessages, openWithSession } from '../support/browser.ts';

/**
 * What a newcomer's walk found: a record saved from the dashboard's map landed on the list, and
 * Back then reopened the form; toasts passed over the tabs bar as they slid in and out; lists
 * said 'No data' before their first rows came; a code already taken was said twice; /monitor
 * had no language switch; a language that failed to load left the page as it was, saying nothing; one year of
 * outbreaks showed as a range of that year to that year; a map said nothing while its points came.
 */
const webDist = process.env.E2E_WEB_DIST || path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

const SOURCE_LIST = '/epidemicSource/sourceList';
const DASHBOARD = '/admin/dashboard';

/** The element of `testId` on the page shown: the tabs keep earlier pages alive, hidden. */
const shown = (page: Page, testId: string) => page.locator(`[data-testid="${testId}"]:visible`);
const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

describe('the walk’s findings', () => {
  const setUp = consoleInBrowser({ WEB_DIST: webDist, SEED_DEMO: 'true', DEMO_PASSWORD: TEST_DEMO_PASSWORD });

  const open = (pathname: string, viewport = { width: 1280, height: 800 }) =>
    openWithSession(setUp.browser, setUp.contexts, setUp.server.origin, pathname, { token: setUp.adminToken, language: 'en', options: { viewport } });

  /** Two source points: their ids and codes. */
  const twoSources = () => setUp.server.db.selectFrom('sourcePoint').select(['sourceId', 'code']).orderBy('sourceId').limit(2).execute();

  describe('a record page goes back where it was opened from after a save', () => {
    it('opened from the list: back to the list, and Back then does not open the form again', async () => {
      const page = await open(SOURCE_LIST);
      await shown(page, 'source-table').locator('.ant-table-row').first().getByTestId('source-edit').click();
      await shown(page, 'source-form-page').and(page.locator('[data-mode="edit"]')).waitFor();
      await expect.poll(() => shown(page, 'source-form-code').inputValue()).not.toBe('');
      await shown(page, 'source-form-save').click();
      await shown(page, 'source-page').waitFor();
      expect(pathOf(page)).toBe(SOURCE_LIST);

      await page.goBack();
      await expect.poll(() => pathOf(page)).toBe(SOURCE_LIST);
      await shown(page, 'source-page').waitFor();
      expect(await shown(page, 'source-form-page').count()).toBe(0);
    });

    it('opened from the dashboard’s map (its view, then Edit): back to the dashboard', async () => {
      const [source] = await twoSources();
      const page = await open(DASHBOARD);
      await page.getByTestId('dashboard-map').waitFor();
      // As the map popup's link goes there: inside the running app.
      await navigateInApp(page, `/epidemicSource/addSource?id=${source!.sourceId}&mode=view`, shown(page, 'source-form-edit'));
      await shown(page, 'source-form-edit').click();
      await shown(page, 'source-form-page').and(page.locator('[data-mode="edit"]')).waitFor();
      await expect.poll(() => shown(page, 'source-form-code').inputValue()).toBe(source!.code);
      await shown(page, 'source-form-save').click();
      await expect.poll(() => pathOf(page)).toBe(DASHBOARD);
      await shown(page, 'dashboard-map').waitFor();

      // Back: the record as it was viewed, not the form just saved.
      await page.goBack();
      await expect.poll(() => pathOf(page)).toBe(`/epidemicSource/addSource?id=${source!.sourceId}&mode=view`);
    });
  });

  it('says a code someone else has once, on the code field it focuses, with no toast', async () => {
    const [mine, other] = await twoSources();
    const page = await open(SOURCE_LIST);
    const toasts = await noteMessages(page);
    await navigateInApp(page, `/epidemicSource/addSource?id=${mine!.sourceId}`, shown(page, 'source-form-code'));
    await expect.poll(() => shown(page, 'source-form-code').inputValue()).toBe(mine!.code);
    await shown(page, 'source-form-code').fill(other!.code);
    await shown(page, 'source-form-save').click();
    const codeItem = page.locator('.ant-form-item:visible', { has: shown(page, 'source-form-code') });
    await codeItem.locator('.ant-form-item-explain-error', { hasText: 'Another source point already has this code' }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('source-form-code');

    // The next toast the page shows is the save's: none came before it.
    await shown(page, 'source-form-code').fill(mine!.code);
    await shown(page, 'source-form-save').click();
    await shown(page, 'source-page').waitFor();
    await expect.poll(() => toasts.length).toBeGreaterThan(0);
    expect(toasts).toEqual([`Source point ${mine!.code} saved`]);
  });

  it('shows a list’s loading state, not “No data”, until its first answer; “No data” once an answer has no rows', async () => {
    const page = await open(DASHBOARD);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/sysuser\/getList(\?|$)/, async (route) => {
      await held;
      await route.continue();
    });
    const table = await navigateInApp(page, '/system/user', shown(page, 'user-table'));
    const placeholder = table.locator('.ant-table-placeholder');
    await placeholder.waitFor();
    expect(await page.locator('[aria-busy="true"]', { has: placeholder }).count()).toBe(1);
    expect((await placeholder.textContent())?.trim()).toBe('Loading…');

    release();
    await table.locator('.ant-table-row').first().waitFor();
    await shown(page, 'user-filter-username').fill('nobody-has-this-name');
    await shown(page, 'user-search').click();
    await expect.poll(async () => await placeholder.textContent()).toContain('No data');
  });

  it.each([
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ])('never lets a toast pass over the tabs bar, sliding in or out ($width px)', async (viewport) => {
    const page = await open('/system/user', viewport);
    await page.getByTestId('tags-view').waitFor();
    // Hit-testing finds what is drawn at a point, clipped as drawn: the toasts are made to take it.
    await page.addStyleTag({ content: '.ant-message, .ant-message * { pointer-events: auto !important; }' });
    const tabsBottom = await page.getByTestId('tags-view').evaluate((bar) => bar.getBoundingClientRect().bottom);
    // The language switch confirms a choice with a toast.
    await page.getByTestId('lang-switch').click();
    await clickWhenStill(page.getByRole('menuitemradio', { name: 'English' }));
    for (const phase of ['enter', 'leave']) {
      const covered = await page.evaluate(
        async ({ phase, tabsBottom }) => {
          /** The toast's running slide of `phase`, paused, once it has started. */
          const slide = () =>
            new Promise<Animation[]>((resolve) => {
              const check = () => {
                const notice = document.querySelector<HTMLElement>('.ant-message-notice');
                const moving = notice && new RegExp(`-(${phase === 'enter' ? 'appear|enter' : 'leave'})-active`).test(notice.className) ? notice.getAnimations({ subtree: true }) : [];
                if (moving.length === 0) return requestAnimationFrame(check);
                for (const animation of moving) animation.pause();
                resolve(moving);
              };
              check();
            });
          const moving = await slide();
          const notice = document.querySelector<HTMLElement>('.ant-message-notice')!;
          const covering: number[] = [];
          for (const fraction of [0, 0.2, 0.4, 0.6, 0.8, 1]) {
            for (const animation of moving) animation.currentTime = fraction * Number(animation.effect!.getTiming().duration);
            const box = notice.getBoundingClientRect();
            const inTabsBar = [0.1, 0.3, 0.5, 0.7, 0.9].some((across) =>
              document.elementsFromPoint(box.left + across * box.width, tabsBottom - 1).some((element) => notice.contains(element)),
            );
            if (inTabsBar) covering.push(fraction);
          }
          for (const animation of moving) animation.play();
          return covering;
        },
        { phase, tabsBottom },
      );
      expect(covered, phase).toEqual([]);
    }
  });

  it('says so, in the language shown, when another cannot be loaded (the console updated under an open page), and keeps the one shown', async () => {
    const page = await open(SOURCE_LIST);
    await shown(page, 'source-page').waitFor();
    const scriptsGone = /\.js$/;
    await page.route(scriptsGone, (route) => route.fulfill({ status: 404, body: '' }));
    await page.getByTestId('lang-switch').click();
    await page.getByRole('menuitemradio', { name: 'Español' }).click();
    await page.getByText('This language could not be loaded', { exact: false }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(await shown(page, 'source-page').getByRole('button', { name: 'Search' }).count()).toBe(1);
    const languageCookie = async () => (await page.context().cookies(setUp.server.origin)).find((cookie) => cookie.name === Cookies.LANGUAGE)?.value;
    expect(await languageCookie()).toBe('en');

    await page.unroute(scriptsGone);
    await page.getByTestId('lang-switch').click();
    await page.getByRole('menuitemradio', { name: 'Español' }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('es');
    expect(await languageCookie()).toBe('es');
  });

  it('shows the one year of outbreaks a reader sees as that year, with no range to choose', async () => {
    const token = await setUp.server.signIn('viewer', TEST_DEMO_PASSWORD);
    // The demo's viewer sees one county, which the demo may leave without outbreaks: one of 2003 is put there.
    const county = await setUp.server.db
      .selectFrom('sysUserDivision')
      .innerJoin('sysUser', 'sysUser.userId', 'sysUserDivision.userId')
      .select(['provinceCode', 'prefectureCode', 'countyCode'])
      .where('sysUser.username', '=', 'viewer')
      .executeTakeFirstOrThrow();
    const before = await setUp.server.call(endpoints.dashboardMap, {}, { token });
    if (before.outbreaks.length === 0) {
      const outbreak = { code: 'E2E-2003-01', title: 'One year', onsetDate: '2003-07-01', ...county, longitude: 99.02, latitude: 37.3, bubonic: 1, pneumonic: 0, cases: 1, deaths: 0, classification: 'confirmed', confirmationMethod: 'culture' } as const;
      await setUp.server.call(endpoints.outbreakSave, outbreak, { token: setUp.adminToken });
    }
    const { outbreaks } = await setUp.server.call(endpoints.dashboardMap, {}, { token });
    const years = [...new Set(outbreaks.map((outbreak) => outbreak.year))];
    expect(years).toHaveLength(1);
    const page = await openWithSession(setUp.browser, setUp.contexts, setUp.server.origin, DASHBOARD, { token, language: 'en' });
    await page.getByTestId('dashboard-map').waitFor();
    await page.getByTestId('map-controls-toggle').click();
    await expect.poll(() => page.getByTestId('map-years-value').textContent()).toBe(String(years[0]));
    expect(await page.getByTestId('map-years').count()).toBe(0);
  });

  it('says the map is loading its points until it has drawn them, then says nothing', async () => {
    const context = await setUp.browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
    setUp.contexts.push(context);
    const page = await context.newPage();
    // The points' answer held back until the page has been looked at without them.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${API_BASE}/${endpoints.publicMap.path}*`, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${setUp.server.origin}/maps`);
    await page.getByTestId('public-map').waitFor();
    await expect.poll(() => page.getByTestId('map-loading').textContent()).toBe('Loading source points…');
    expect(await page.getByRole('status').filter({ hasText: 'Loading source points…' }).count()).toBe(1);
    release();
    await page.getByTestId('map-loading').waitFor({ state: 'detached' });
    // Gone once they are drawn: the map holds them.
    const drawn = await page.evaluate(() => (document.querySelector('[data-testid="public-map"]') as HTMLElement & { map: { querySourceFeatures(source: string): unknown[] } }).map.querySourceFeatures('source-points').length);
    expect(drawn).toBeGreaterThan(0);
  });

  it('offers the language switch on /monitor, named, in its top right corner, first reached by Tab, and keeps the choice in the language cookie', async () => {
    const context = await setUp.browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
    setUp.contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${setUp.server.origin}/monitor`);
    await page.getByRole('heading', { name: 'Plague early-warning monitor' }).waitFor();

    const box = (await page.getByTestId('lang-switch').boundingBox())!;
    // It shows the language's name; what it does is said to a screen reader before that name.
    expect((await page.getByTestId('lang-switch').locator('.lang-select-name').innerText()).trim()).toBe('English');
    expect(await page.getByRole('button', { name: 'Switch language English', exact: true }).count()).toBe(1);
    expect(box.x + box.width).toBeGreaterThan(1280 - 48);
    expect(box.y).toBeLessThan(48);
    // Clear of the header's text: the time it was updated ends left of it.
    const updated = (await page.getByTestId('monitor-updated').boundingBox())!;
    expect(updated.x + updated.width).toBeLessThanOrEqual(box.x);

    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('lang-switch');
    await page.keyboard.press('Enter');
    await page.getByRole('menuitemradio', { name: 'Español' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Monitor de alerta temprana de peste' }).waitFor();
    const cookies = await context.cookies(setUp.server.origin);
    expect(cookies.find((cookie) => cookie.name === Cookies.LANGUAGE)?.value).toBe('es');
  });

  it("shows a link's county by name with its province and prefecture, and says which of the link's values it could not read", async () => {
    const page = await open('/admin/dashboard');
    const toasts = await noteMessages(page);
    await page.goto(`${setUp.server.origin}/surveillance/alertList?countyCode=630102&priority=bogus&from=2026-13-45`);
    const region = shown(page, 'alert-filter-region');
    await expect.poll(() => region.textContent()).toMatch(/^[^\d/]+ \/ [^\d/]+ \/ [^\d/]+$/);
    await expect.poll(() => toasts).toEqual(["Not applied from the link, its value not being one the list knows: Priority, Dates"]);
    expect(await shown(page, 'alert-filter-priority').textContent()).not.toMatch(/bogus/);
  });

  it('opens the alert list a link names with exactly its filters, the most urgent first, each with how long ago it fired', async () => {
    const rowsOf = async (page: Page) => {
      const rows = shown(page, 'alert-table').locator('.ant-table-row');
      await rows.first().waitFor();
      return rows;
    };
    /** The first ten rows' alert ids, as many as `expected` asks the API for. */
    const firstTen = (rows: Locator) => rows.evaluateAll((found) => found.slice(0, 10).map((row) => row.getAttribute('data-row-key')));
    const expected = async (filters: Parameters<typeof setUp.server.call<typeof endpoints.alertList>>[1]) =>
      (await setUp.server.call(endpoints.alertList, { ...filters, limit: 10 }, { token: setUp.adminToken })).list.map((alert) => String(alert.alertId));

    const page = await open('/surveillance/alertList?status=new');
    const wanted = await expected({ status: 'new' });
    expect(wanted.length).toBeGreaterThan(1);
    const rows = await rowsOf(page);
    await expect.poll(() => firstTen(rows)).toEqual(wanted);
    expect(await shown(page, 'alert-filter-status').textContent()).toContain('New');
    expect(await rows.first().textContent()).toMatch(/(\d+ (minutes?|hours?|days?|months?|years?) ago|this minute|yesterday|last (month|year))/);

    // Another link in the same tab: its own filters replace the last ones.
    await page.goto(`${setUp.server.origin}/surveillance/alertList?open=true&priority=high`);
    const high = await expected({ open: 'true', priority: 'high' });
    const again = await rowsOf(page);
    await expect.poll(() => firstTen(again)).toEqual(high);

    // The user's own filters since are kept when the tab is shown again from the tab bar: the tab's
    // address still names the link's.
    await shown(page, 'alert-filter-status').click();
    await chooseOption(page, 'New');
    await shown(page, 'alert-search').click();
    const { total: own } = await setUp.server.call(endpoints.alertList, { open: 'true', priority: 'high', status: 'new', limit: 10 }, { token: setUp.adminToken });
    const totalShown = () => shown(page, 'pagination').locator('.ant-pagination-total-text').textContent();
    await expect.poll(totalShown).toBe(`Total ${own}`);
    await page.locator('.tags-view-link', { hasText: 'Dashboard' }).click();
    await page.waitForURL(/\/dashboard$/);
    await page.locator('.tags-view-link', { hasText: 'Alerts' }).click();
    await page.waitForURL(/\/surveillance\/alertList\?open=true&priority=high$/);
    expect(await shown(page, 'alert-filter-status').textContent()).toContain('New');
    await expect.poll(totalShown).toBe(`Total ${own}`);
  });
});

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { endpoints, type Language } from '@ews/contract';
import { TEST_DEMO_PASSWORD } from '@ews/server/test/support/harness.ts';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { consoleInBrowser, openWithSession, signInThroughForm, tourStorageKey, watchCaptcha } from '../support/browser.ts';
import { seriousViolations } from '../support/axe.ts';

/** The built web app; E2E_WEB_DIST points at another build (a private one while others rebuild web/dist). */
const webDist = process.env.E2E_WEB_DIST || path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, userAgent: IPHONE, isMobile: true, hasTouch: true };
/** The tour's own chunk (driver.js and the tour), which neither the sign-in page nor the shell may fetch unasked. */
const TOUR_CHUNK = /\/assets\/tour-[\w-]+\.js$/;


/** The URLs of the scripts `page` fetches from now on. */
function scriptsFetched(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

interface ShownStep {
  title: string;
  /** The data-tour attribute of the highlighted element; '' for a step in the middle of the page. */
  target: string;
  pathname: string;
}

/**
 * The step on screen, once its move is over: the tour takes driver.js's popup marks off the
 * highlighted element then (and only then does it take the next click).
 */
async function shownStep(page: Page): Promise<ShownStep> {
  await page.locator('.driver-popover-title').waitFor();
  await page.locator('.driver-active-element:not([aria-haspopup])').waitFor({ state: 'attached' });
  expect(await page.locator('.driver-active-element').count()).toBe(1);
  return page.evaluate(() => ({
    title: document.querySelector('.driver-popover-title')?.textContent ?? '',
    target: document.querySelector('.driver-active-element')?.getAttribute('data-tour') ?? '',
    pathname: window.location.pathname,
  }));
}

/** Clicks the popover's button `name` and waits for the step titled otherwise, or for the end of the tour. */
async function press(page: Page, button: 'next' | 'prev', from: string): Promise<void> {
  await shownStep(page);
  await page.locator(`.driver-popover-${button}-btn`).click();
  await expect
    .poll(() => page.evaluate((title) => document.querySelector('.driver-popover-title')?.textContent !== title, from))
    .toBe(true);
}

/**
 * Walks the tour with Next to its end, checking at each step that the highlighted element is the
 * real one on screen (not driver.js's stand-in) and that the popover fits the window.
 */
async function walkTour(page: Page): Promise<ShownStep[]> {
  const steps: ShownStep[] = [];
  while ((await page.locator('.driver-popover').count()) > 0) {
    const step = await shownStep(page);
    steps.push(step);
    const width = page.viewportSize()!.width;
    const popover = (await page.locator('.driver-popover').boundingBox())!;
    expect(popover.x, step.title).toBeGreaterThanOrEqual(0);
    expect(popover.x + popover.width, step.title).toBeLessThanOrEqual(width);
    if (step.target) {
      const box = (await page.locator('.driver-active-element').boundingBox())!;
      expect(box.width * box.height, step.title).toBeGreaterThan(0);
      expect(box.x, step.title).toBeLessThan(width);
    }
    await press(page, 'next', step.title);
  }
  return steps;
}

/** Whether the highlighted element is, or holds, the shell element the tests know by `testId`. */
const highlightedHolds = (page: Page, testId: string) =>
  page.locator('.driver-active-element').evaluate((element, id) => element.matches(`[data-testid="${id}"]`) || element.querySelector(`[data-testid="${id}"]`) !== null, testId);

describe('the guided tour', () => {
  const setUp = consoleInBrowser({ WEB_DIST: webDist, SEED_DEMO: 'true', DEMO_PASSWORD: TEST_DEMO_PASSWORD });

  /** A fresh browser with the session `token` (no sign-in through the form: no tour by itself), in `language`, on `pathname`. */
  function open(token: string, pathname: string, { language = 'en' as Language, context: options = {} as BrowserContextOptions } = {}): Promise<Page> {
    return openWithSession(setUp.browser, setUp.contexts, setUp.server.origin, pathname, { token, language, options });
  }

  const texts = {
    en: { title: 'Guided tour', route: 'Guided Tour', welcome: 'Welcome to the plague early-warning console', next: 'Next', close: 'Close the tour', progress: /^1 of \d+$/ },
    zh: { title: '功能导览', route: '功能导览', welcome: '欢迎使用鼠疫预警系统', next: '下一步', close: '关闭导览', progress: /^第 1 步，共 \d+ 步$/ },
    es: { title: 'Visita guiada', route: 'Visita guiada', welcome: 'Bienvenido a la consola de alerta temprana de peste', next: 'Siguiente', close: 'Cerrar la visita', progress: /^1 de \d+$/ },
    ja: { title: 'ガイドツアー', route: 'ガイドツアー', welcome: 'ペスト早期警戒コンソールへようこそ', next: '次へ', close: 'ツアーを閉じる', progress: /^1 \/ \d+$/ },
  } satisfies Record<Language, unknown>;

  it.each(Object.keys(texts) as Language[])('shows the page and the tour in %s, with no untranslated key and no page error', async (language) => {
    const page = await open(setUp.adminToken, '/guide/index', { language });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const expected = texts[language];
    await page.getByTestId('guide-page').getByRole('heading', { level: 1, name: expected.title }).waitFor();
    await expect.poll(() => page.title()).toContain(expected.route);
    expect(await page.getByTestId('guide-steps').locator('li').count()).toBe(11);
    expect(await page.locator('body').innerText()).not.toMatch(/\b(guide|route|navbar)\.[a-zA-Z]/);

    await page.getByTestId('guide-start').click();
    expect((await shownStep(page)).title).toBe(expected.welcome);
    expect(await page.locator('.driver-popover-next-btn').textContent()).toBe(expected.next);
    expect(await page.locator('.driver-popover-progress-text').textContent()).toMatch(expected.progress);
    expect(await page.locator('.driver-popover-close-btn').getAttribute('aria-label')).toBe(expected.close);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.driver-popover').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('walks the shell and the main screens with Next and Back at 1280 px, highlighting the real elements', async () => {
    const page = await open(setUp.adminToken, '/guide/index');
    await page.getByTestId('guide-start').click();
    expect(await shownStep(page)).toMatchObject({ title: 'Welcome to the plague early-warning console', target: '' });
    expect(await page.locator('.driver-popover-progress-text').textContent()).toBe('1 of 13');

    // The shell: each step on the element the console draws.
    const shell: [string, string, string][] = [
      ['Top menu', 'top-menu', 'top-nav'],
      ['Sidebar', 'sidebar', 'sidebar-container'],
      ['Tabs', 'tabs', 'tags-view'],
      ['Page search', 'search', 'header-search'],
      ['Size', 'size', 'size-select'],
      ['Language', 'language', 'lang-switch'],
    ];
    let title = 'Welcome to the plague early-warning console';
    for (const [name, target, testId] of shell) {
      await press(page, 'next', title);
      expect(await shownStep(page)).toMatchObject({ title: name, target, pathname: '/guide/index' });
      expect(await highlightedHolds(page, testId)).toBe(true);
      // driver.js marks what it highlights as the opener of a popup; the tour takes that back.
      expect(await page.locator('.driver-active-element').getAttribute('aria-expanded')).toBeNull();
      title = name;
    }
    // Back, and forward again.
    await press(page, 'prev', 'Language');
    expect(await shownStep(page)).toMatchObject({ title: 'Size', target: 'size' });
    expect(await highlightedHolds(page, 'size-select')).toBe(true);
    await press(page, 'next', 'Size');
    expect((await shownStep(page)).title).toBe('Language');
    await press(page, 'next', 'Language');
    expect(await shownStep(page)).toMatchObject({ title: 'Settings', target: 'settings' });
    expect(await highlightedHolds(page, 'settings-button')).toBe(true);

    // The screens: each opened, then its main element highlighted; then the end.
    expect(await walkTour(page)).toEqual([
      { title: 'Settings', target: 'settings', pathname: '/guide/index' },
      { title: 'Dashboard map', target: 'dashboard-map', pathname: '/admin/dashboard' },
      { title: 'Source points', target: 'source-list', pathname: '/epidemicSource/sourceList' },
      { title: 'Surveys', target: 'survey-list', pathname: '/surveillance/surveyList' },
      { title: 'Alerts', target: 'alert-list', pathname: '/surveillance/alertList' },
      { title: 'End of the tour', target: '', pathname: '/surveillance/alertList' },
    ]);
    // Back from a screen opens the screen before it.
    expect(await page.locator('.driver-popover').count()).toBe(0);
    await page.goto(`${setUp.server.origin}/guide/index`);
    await page.getByTestId('guide-start').click();
    await shownStep(page);
    for (let step = 1; step < 10; step++) await press(page, 'next', (await shownStep(page)).title);
    expect(await shownStep(page)).toMatchObject({ title: 'Source points', pathname: '/epidemicSource/sourceList' });
    await press(page, 'prev', 'Source points');
    expect(await shownStep(page)).toMatchObject({ title: 'Dashboard map', target: 'dashboard-map', pathname: '/admin/dashboard' });
    expect(await highlightedHolds(page, 'dashboard-map')).toBe(true);
  });

  it('takes a Next pressed while the next step’s screen loads for that step, not the one after it', async () => {
    const page = await open(setUp.adminToken, '/guide/index');
    await page.getByTestId('guide-start').click();
    while ((await shownStep(page)).title !== 'Source points') await press(page, 'next', (await shownStep(page)).title);
    // The survey list's code held back: its screen loads while the reader presses Next again.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await held;
      await route.continue().catch(() => undefined);
    });
    await page.locator('.driver-popover-next-btn').click();
    await page.waitForURL('**/surveillance/surveyList');
    await page.locator('.driver-popover-next-btn').click();
    release();
    await expect.poll(async () => (await shownStep(page)).title).not.toBe('Source points');
    expect(await shownStep(page)).toMatchObject({ title: 'Surveys', target: 'survey-list', pathname: '/surveillance/surveyList' });
    await press(page, 'next', 'Surveys');
    expect(await shownStep(page)).toMatchObject({ title: 'Alerts', target: 'alert-list' });
  });

  it('starts by itself on a new user’s first sign-in only; once closed, the guide page’s button starts it again', async () => {
    const viewer = await setUp.server.db.selectFrom('sysRole').select('roleId').where('roleKey', '=', 'viewer').executeTakeFirstOrThrow();
    const user = { username: 'e2e.newcomer', name: 'Nora Newcomer', password: 'Newcomer-2026' };
    await setUp.server.call(endpoints.userSave, { ...user, roleIds: [viewer.roleId] }, { token: setUp.adminToken });
    const context = await setUp.browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
    setUp.contexts.push(context);

    const first = await context.newPage();
    const firstScripts = scriptsFetched(first);
    const captcha = watchCaptcha(first, setUp.server);
    await first.goto(`${setUp.server.origin}/admin/login`);
    await first.getByTestId('login-username').waitFor();
    expect(firstScripts.filter((url) => TOUR_CHUNK.test(url))).toEqual([]);
    await signInThroughForm(first, captcha, user.username, user.password, { firstTour: true });
    await first.waitForURL(`${setUp.server.origin}/admin/dashboard`);
    expect(await shownStep(first)).toMatchObject({ title: 'Welcome to the plague early-warning console', target: '' });
    expect(firstScripts.filter((url) => TOUR_CHUNK.test(url))).toHaveLength(1);
    await first.locator('.driver-popover-close-btn').click();
    await expect.poll(() => first.locator('.driver-popover').count()).toBe(0);
    expect(await first.evaluate((key) => localStorage.getItem(key), tourStorageKey(user.username))).not.toBeNull();
    await first.close();

    // The next sign-in on this browser: no tour.
    await context.clearCookies();
    const second = await context.newPage();
    const secondScripts = scriptsFetched(second);
    await second.goto(`${setUp.server.origin}/admin/login`);
    await signInThroughForm(second, watchCaptcha(second, setUp.server), user.username, user.password, { firstTour: true });
    await second.waitForURL(`${setUp.server.origin}/admin/dashboard`);
    // The shell would have asked for the tour when it drew the user's name, before the dashboard's
    // own chunk and call: once the dashboard shows its figures, no tour is coming.
    await second.getByTestId('dashboard-updated').waitFor();
    expect(secondScripts.filter((url) => TOUR_CHUNK.test(url))).toEqual([]);
    expect(await second.locator('.driver-popover').count()).toBe(0);

    await second.goto(`${setUp.server.origin}/guide/index`);
    await second.getByTestId('guide-start').click();
    expect((await shownStep(second)).title).toBe('Welcome to the plague early-warning console');
  });

  it('gives a viewer without surveys and alerts no step for those screens', async () => {
    const viewer = await setUp.server.db.selectFrom('sysRole').select('roleId').where('roleKey', '=', 'viewer').executeTakeFirstOrThrow();
    const granted = await setUp.server.db
      .selectFrom('sysRoleMenu as link')
      .innerJoin('sysMenu as menu', 'menu.menuId', 'link.menuId')
      .select(['menu.menuId', 'menu.parentId', 'menu.menuKey'])
      .where('link.roleId', '=', viewer.roleId)
      .execute();
    const dropped = granted.filter((menu) => menu.menuKey === 'SurveyList' || menu.menuKey === 'AlertList').map((menu) => menu.menuId);
    expect(dropped).toHaveLength(2);
    const kept = granted.filter((menu) => !dropped.includes(menu.menuId) && !dropped.includes(menu.parentId)).map((menu) => menu.menuId);
    await setUp.server.call(endpoints.roleSaveMenus, { roleId: viewer.roleId, menuIds: kept }, { token: setUp.adminToken });
    try {
      const page = await open(await setUp.server.signIn('viewer', TEST_DEMO_PASSWORD), '/guide/index');
      const listed = page.getByTestId('guide-steps').locator('li');
      await expect.poll(() => listed.evaluateAll((items) => items.map((item) => item.getAttribute('data-step')))).toEqual([
        'topMenu',
        'sidebar',
        'tabs',
        'search',
        'size',
        'language',
        'settings',
        'dashboard',
        'sources',
      ]);
      await page.getByTestId('guide-start').click();
      const walked = await walkTour(page);
      expect(walked.map((step) => step.title)).toEqual([
        'Welcome to the plague early-warning console',
        'Top menu',
        'Sidebar',
        'Tabs',
        'Page search',
        'Size',
        'Language',
        'Settings',
        'Dashboard map',
        'Source points',
        'End of the tour',
      ]);
      expect(walked.map((step) => step.pathname)).not.toContain('/surveillance/alertList');
    } finally {
      await setUp.server.call(endpoints.roleSaveMenus, { roleId: viewer.roleId, menuIds: granted.map((menu) => menu.menuId) }, { token: setUp.adminToken });
    }
  });

  it('adapts to a phone: the menu button for the folded sidebar, no step for what the phone does not show', async () => {
    const page = await open(setUp.adminToken, '/guide/index', { context: PHONE });
    // The page lists the steps as the tour words them on a phone.
    await page.getByTestId('guide-steps').waitFor();
    expect(await page.getByTestId('guide-steps').textContent()).not.toMatch(/sidebar|right-click/i);
    await page.getByTestId('guide-start').click();
    const walked = await walkTour(page);
    expect(walked.map((step) => step.target)).toEqual(['', 'menu-button', 'tabs', 'language', 'settings', 'dashboard-map', 'source-list', 'survey-list', 'alert-list', '']);
    expect(walked[1]?.title).toBe('Menu');
    // The hamburger kept its own state through the highlight of the button around it.
    expect(await page.getByTestId('hamburger').getAttribute('aria-expanded')).toBe('false');
  });

  it.each(['admin', 'viewer'] as const)('finds no serious or critical axe violation on the page as %s, nor over it with the tour open', async (role) => {
    const token = role === 'admin' ? setUp.adminToken : await setUp.server.signIn('viewer', TEST_DEMO_PASSWORD);
    const page = await open(token, '/guide/index');
    await page.getByTestId('guide-steps').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByTestId('guide-start').click();
    await press(page, 'next', (await shownStep(page)).title);
    expect((await shownStep(page)).title).toBe('Top menu');
    // The popover fades in: its colours are measured once it is all there.
    await page.locator('.driver-popover').evaluate((popover) => Promise.all(popover.getAnimations({ subtree: true }).map((animation) => animation.finished)));
    expect(await seriousViolations(page)).toEqual([]);
  });
});

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { endpoints } from '@ews/contract';
import { TEST_DEMO_PASSWORD } from '@ews/server/test/support/harness.ts';
import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { afterMotion, answerLeavePrompt, clickWhenStill, consoleInBrowser, leavePrompt, openWithSession } from '../support/browser.ts';

/**
 * What a walk through the console on a phone and a desktop found: boxes and computed styles
 * measured in Chromium (not pixels).
 */
const webDist = process.env.E2E_WEB_DIST || path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
const WAIT = { timeout: 15_000 };
/** A phone-sized window with touch; the user agent stays Chromium's own (a desktop one). */
const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, hasTouch: true };

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const boxOf = (locator: Locator): Promise<Box> =>
  locator.evaluate((element) => {
    const { left, top, right, bottom } = element.getBoundingClientRect();
    return { left, top, right, bottom };
  });

/** The visible elements matching `selector` that the settings button lies over. */
async function coveredBySettings(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const gear = document.querySelector('[data-testid="settings-button"]')!.getBoundingClientRect();
    const hits: string[] = [];
    for (const element of Array.from(document.querySelectorAll(selector))) {
      // The part of the element that shows: cut by every ancestor that clips (a table's scroller).
      const rect = element.getBoundingClientRect();
      const box = { left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom };
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const { overflowX, overflowY } = getComputedStyle(parent);
        if (overflowX === 'visible' && overflowY === 'visible') continue;
        const clip = parent.getBoundingClientRect();
        box.left = Math.max(box.left, clip.left);
        box.top = Math.max(box.top, clip.top);
        box.right = Math.min(box.right, clip.right);
        box.bottom = Math.min(box.bottom, clip.bottom);
      }
      if (box.right - box.left <= 0 || box.bottom - box.top <= 0) continue;
      if (box.left < gear.right && gear.left < box.right && box.top < gear.bottom && gear.top < box.bottom) hits.push(`${element.tagName}.${element.className} "${(element.textContent ?? '').slice(0, 30)}"`);
    }
    return hits;
  }, selector);
}

describe('the walk through the console', () => {
  // CAPTCHA is off on test servers unless a test turns it on.
  const setUp = consoleInBrowser({ WEB_DIST: webDist, SEED_DEMO: 'true', DEMO_PASSWORD: TEST_DEMO_PASSWORD });

  function open(pathname: string, options: BrowserContextOptions & { language?: string; signedIn?: boolean } = {}): Promise<Page> {
    const { language = 'en', signedIn = true, ...contextOptions } = options;
    return openWithSession(setUp.browser, setUp.contexts, setUp.server.origin, pathname, { token: signedIn ? setUp.adminToken : undefined, language, options: contextOptions });
  }

  it('on a phone, the top bar is not clipped and the drawer menu reaches every section in three taps', async () => {
    const page = await open('/admin/dashboard', PHONE);
    // Nothing in the top bar is cut by its edges or by the top menu's window.
    const navbar = await boxOf(page.getByTestId('navbar'));
    expect(await page.getByTestId('navbar').evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    const topItems = page.getByTestId('top-nav').locator('.top-nav-item a');
    const window = await boxOf(page.getByTestId('top-nav').locator('.top-nav-items'));
    for (const item of await topItems.all()) {
      const box = await boxOf(item);
      expect(box.left).toBeGreaterThanOrEqual(window.left - 0.5);
      expect(box.right).toBeLessThanOrEqual(window.right + 0.5);
      expect(box.right).toBeLessThanOrEqual(navbar.right + 0.5);
    }

    // ☰, the section, the page: three taps to a screen of another section.
    await page.getByTestId('hamburger').tap();
    const sidebar = page.getByTestId('sidebar');
    for (const section of ['Epidemic Sources', 'Surveillance', 'System']) await sidebar.getByRole('menuitem', { name: section }).waitFor();
    await clickWhenStill(sidebar.getByRole('menuitem', { name: 'System' }), 'tap');
    await clickWhenStill(sidebar.getByRole('link', { name: 'Roles' }), 'tap');
    await page.waitForURL(/\/system\/role$/);
    await page.getByTestId('hamburger').tap();
    await clickWhenStill(sidebar.getByRole('menuitem', { name: 'Surveillance' }), 'tap');
    await clickWhenStill(sidebar.getByRole('link', { name: 'Alerts' }), 'tap');
    await page.waitForURL(/\/surveillance\/alertList$/);
  });

  it('keeps the desktop sidebar to the chosen section', async () => {
    const page = await open('/system/user');
    await expect.poll(() => page.getByTestId('sidebar').getByRole('link').allTextContents()).toEqual(['Users', 'Roles', 'Menus', 'Audit Log', 'Notifications']);
  });

  it('gives species tags a line as tall as their text', async () => {
    const page = await open('/epidemicSource/addSource');
    const hosts = page.getByTestId('source-form-hosts');
    await hosts.locator('input').fill('Rattus norvegicus');
    await page.keyboard.press('Enter');
    const tag = page.locator('.ant-select-selection-item').filter({ hasText: 'Rattus norvegicus' }).first();
    await tag.waitFor();
    const style = await tag.evaluate((element) => {
      const content = element.querySelector('.ant-select-selection-item-content') ?? element;
      const { fontSize, lineHeight } = getComputedStyle(content);
      return { fontSize: parseFloat(fontSize), lineHeight: parseFloat(lineHeight), height: element.getBoundingClientRect().height };
    });
    // Room for descenders ('g' of norvegicus): a line at least 2 px taller than the text.
    expect(style.lineHeight).toBeGreaterThanOrEqual(style.fontSize + 2);
    expect(style.height).toBeGreaterThanOrEqual(style.lineHeight);
  });

  it('wraps the risk legend of the dashboard card on a phone (es)', async () => {
    const page = await open('/admin/dashboard', { ...PHONE, language: 'es' });
    const card = page.getByTestId('card-sources').locator('xpath=ancestor::*[contains(@class, "dashboard-card")][1]');
    await page.getByTestId('card-risk-low').waitFor();
    const cardBox = await boxOf(card);
    for (const item of await card.locator('.dashboard-risk-list li').all()) {
      const box = await boxOf(item);
      expect(box.right).toBeLessThanOrEqual(cardBox.right - 8);
      // Each risk with its count on one line.
      expect(box.bottom - box.top).toBeLessThan(30);
    }
    expect(await coveredBySettings(page, '.dashboard-risk-list li, .dashboard-risk-list strong')).toEqual([]);
  });

  it('keeps the settings button off the content: the es alert list at 1280 px and the source form on a phone', async () => {
    const desktop = await open('/surveillance/alertList', { language: 'es' });
    await desktop.getByTestId('alert-table').locator('th').first().waitFor();
    expect(await coveredBySettings(desktop, '.app-main th, .app-main input, .app-main button, .app-main .ant-select, .app-main .ant-picker')).toEqual([]);
    const gear = await boxOf(desktop.getByTestId('settings-button'));
    expect(gear.top).toBe(250);

    const phone = await open('/epidemicSource/addSource', { ...PHONE, language: 'es' });
    await phone.getByTestId('source-form-code').waitFor();
    // A number box's step buttons are named in the reader's language too.
    const altitude = phone.locator('.ant-input-number', { has: phone.getByTestId('source-form-altitude') });
    await expect.poll(() => altitude.locator('[role="button"]').evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')))).toEqual(['Aumentar', 'Disminuir']);
    // A decimal comma is a decimal point, not a thousands separator (1,5 was read as 15), a Spanish
    // thousands separator is one (1.234,5 was stored as 1.234), full-width digits from an IME are
    // digits (they emptied the box), and the number is shown back with the Spanish decimal comma.
    const area = phone.getByTestId('source-form-area');
    for (const [typed, read] of [['1,5', '1,5'], ['１２．５', '12,5'], ['1.234,5', '1234,5'], ['0.125', '0,125']] as const) {
      await area.fill(typed);
      await area.blur();
      await expect.poll(() => area.inputValue()).toBe(read);
    }
    for (let y = 0; y < 3; y++) {
      expect(await coveredBySettings(phone, '.app-main input, .app-main textarea, .app-main .ant-select, .app-main .ant-picker, .app-main label')).toEqual([]);
      await phone.mouse.wheel(0, 400);
      await phone.waitForTimeout(100);
    }
  });

  it('gives inputs, selects and date pickers of one size the same height and text size', async () => {
    const page = await open('/surveillance/alertList');
    const region = page.getByTestId('alert-filter-region');
    await region.waitFor();
    const measure = (locator: Locator) =>
      locator.evaluate((element) => {
        const root = element.closest('.ant-input-affix-wrapper') ?? element.closest('.ant-select, .ant-picker, .ant-input') ?? element;
        const text = root.querySelector('input') ?? root;
        return { height: Math.round(root.getBoundingClientRect().height), fontSize: getComputedStyle(text).fontSize };
      });
    const source = await open('/epidemicSource/sourceList');
    const keyword = await measure(source.getByTestId('source-filter-keyword'));
    const select = await measure(source.getByTestId('source-filter-status'));
    const picker = await measure(page.getByTestId('alert-filter-dates').first());
    const cascader = await measure(region);
    expect({ select, picker, cascader }).toEqual({ select: keyword, picker: keyword, cascader: keyword });
    const button = await source.getByTestId('source-page').getByRole('button', { name: 'Search' }).evaluate((element) => Math.round(element.getBoundingClientRect().height));
    expect(button).toBe(keyword.height);
  });

  it('puts no space between two Chinese characters in a button', async () => {
    const page = await open('/epidemicSource/sourceList', { language: 'zh' });
    const reset = page.getByTestId('source-page').getByRole('button', { name: /重\s*置/ });
    await reset.waitFor();
    expect((await reset.textContent())?.trim()).toBe('重置');
  });

  it('with CAPTCHA=off, the sign-in page asks no captcha', async () => {
    const page = await open('/admin/login', { signedIn: false });
    await page.getByTestId('login-username').waitFor();
    await expect.poll(() => page.getByTestId('login-captcha-image').count(), WAIT).toBe(0);
    expect(await page.getByTestId('login-captcha').count()).toBe(0);
    await page.getByTestId('login-username').fill('viewer');
    await page.getByTestId('login-password').fill(TEST_DEMO_PASSWORD);
    await page.getByTestId('login-submit').click();
    await page.waitForURL(`${setUp.server.origin}/admin/dashboard`, WAIT);
  });

  it('opens the location picker centred on the point', async () => {
    // As a user comes: from the list, to the point's view.
    const page = await open('/epidemicSource/sourceList');
    await page.getByTestId('source-view').first().click();
    await page.waitForURL(/mode=view/);
    const map = page.getByTestId('location-picker');
    const marker = map.locator('.maplibregl-marker');
    // Measured as soon as the marker shows: no waiting for a later recentring.
    await marker.waitFor({ state: 'attached' });
    const measure = () =>
      page.evaluate(() => {
        const host = document.querySelector<HTMLElement & { map?: { project(p: [number, number]): { x: number; y: number }; getCanvas(): HTMLCanvasElement } }>('[data-testid="location-picker"]')!;
        const marker = host.querySelector('.maplibregl-marker')!;
        const box = host.getBoundingClientRect();
        const pin = marker.getBoundingClientRect();
        const canvas = host.map!.getCanvas().getBoundingClientRect();
        return {
          pinX: Math.round(pin.left + pin.width / 2 - box.left),
          pinBottom: Math.round(pin.bottom - box.top),
          width: Math.round(box.width),
          height: Math.round(box.height),
          canvas: [Math.round(canvas.width), Math.round(canvas.height)],
        };
      });
    const first = await measure();
    // The pin's tip (the bottom of its box, less its shadow) on the point at the map's centre.
    expect(Math.abs(first.pinX - first.width / 2)).toBeLessThan(4);
    expect(Math.abs(first.pinBottom - first.height / 2)).toBeLessThan(16);
    expect(first.canvas).toEqual([first.width - 2, first.height - 2]);
  });

  it('folds the layers and filters panel of /maps on a phone and on a desktop, where the keyboard opens it and Esc folds it', async () => {
    const phone = await open('/maps', { ...PHONE, signedIn: false });
    await expect.poll(() => phone.getByTestId('map-controls-toggle').getAttribute('aria-expanded'), WAIT).toBe('false');
    const desktop = await open('/maps', { signedIn: false });
    const toggle = desktop.getByTestId('map-controls-toggle');
    await expect.poll(() => toggle.getAttribute('aria-expanded'), WAIT).toBe('false');
    await expect.poll(() => desktop.getByTestId('map-shown').isVisible()).toBe(false);
    // Enter on the button opens the panel, which the button then names for a screen reader.
    await toggle.focus();
    await desktop.keyboard.press('Enter');
    await expect.poll(() => toggle.getAttribute('aria-expanded'), WAIT).toBe('true');
    const panelId = await toggle.getAttribute('aria-controls');
    await expect.poll(() => desktop.locator(`[id="${panelId}"]`).getByTestId('map-shown').isVisible(), WAIT).toBe(true);
    // Esc from inside the panel folds it and gives the button back the focus.
    await desktop.locator(`[id="${panelId}"]`).getByRole('checkbox').first().focus();
    await desktop.keyboard.press('Escape');
    await expect.poll(() => toggle.getAttribute('aria-expanded'), WAIT).toBe('false');
    await expect.poll(() => toggle.evaluate((button) => button === document.activeElement), WAIT).toBe(true);
  });
});

describe('the second walk: forms in tabs and drawers, a phone detail, readable labels', () => {
  const setUp = consoleInBrowser({ WEB_DIST: webDist, SEED_DEMO: 'true', DEMO_PASSWORD: TEST_DEMO_PASSWORD });
  let operatorToken: string;
  beforeAll(async () => {
    operatorToken = await setUp.server.signIn('operator', TEST_DEMO_PASSWORD);
  });

  function open(pathname: string, options: BrowserContextOptions & { language?: string; token?: string } = {}): Promise<Page> {
    const { language = 'en', token = setUp.adminToken, ...contextOptions } = options;
    return openWithSession(setUp.browser, setUp.contexts, setUp.server.origin, pathname, { token, language, options: contextOptions });
  }

  const tab = (page: Page, path: string) => page.locator(`[data-testid="tag"][data-path="${path}"]`);

  it('switches tabs away from an unsaved form without asking, and asks before its tab is closed, shown or not', async () => {
    const page = await open('/epidemicSource/sourceList');
    await page.getByTestId('source-add').click();
    await page.waitForURL(/\/epidemicSource\/addSource$/);
    const name = page.getByTestId('source-form-name');
    await name.fill('Kept in its tab');

    // Switching tabs keeps the form, input and all: nothing to ask.
    await tab(page, '/epidemicSource/sourceList').click();
    await page.waitForURL(/\/epidemicSource\/sourceList$/);
    await page.getByTestId('source-table').waitFor();
    expect(await leavePrompt(page).count()).toBe(0);
    await tab(page, '/epidemicSource/addSource').click();
    await page.waitForURL(/\/epidemicSource\/addSource$/);
    expect(await name.inputValue()).toBe('Kept in its tab');
    await tab(page, '/epidemicSource/sourceList').click();
    await page.waitForURL(/\/epidemicSource\/sourceList$/);

    // Edit on a point of the list would open that point in the form's tab, over the input: asked,
    // and staying keeps the input in its tab.
    await page.getByTestId('source-edit').first().click();
    await answerLeavePrompt(page, 'confirm-cancel');
    expect(page.url()).toMatch(/\/epidemicSource\/sourceList$/);
    await tab(page, '/epidemicSource/addSource').click();
    await page.waitForURL(/\/epidemicSource\/addSource$/);
    expect(await name.inputValue()).toBe('Kept in its tab');
    await tab(page, '/epidemicSource/sourceList').click();
    await page.waitForURL(/\/epidemicSource\/sourceList$/);

    // The form's tab closed from another: asked, and staying keeps it.
    await tab(page, '/epidemicSource/addSource').getByTestId('tag-close').click();
    await answerLeavePrompt(page, 'confirm-cancel');
    expect(await tab(page, '/epidemicSource/addSource').count()).toBe(1);
    // Close Others from the list's tab: asked too; leaving closes the form's tab.
    await tab(page, '/epidemicSource/sourceList').click({ button: 'right' });
    await page.getByTestId('tags-menu-closeOthers').click();
    await answerLeavePrompt(page, 'confirm-ok');
    await expect.poll(() => tab(page, '/epidemicSource/addSource').count()).toBe(0);
  });

  it('shows a point’s new risk in its form’s tab after a survey elsewhere, the typed input kept', async () => {
    const { list } = await setUp.server.call(endpoints.sourceList, { riskLevel: 'none', limit: 1 }, { token: setUp.adminToken });
    const point = list[0]!;
    const page = await open(`/epidemicSource/addSource?id=${point.sourceId}`);
    const risk = page.getByTestId('source-form-risk');
    await risk.waitFor();
    const notes = page.getByTestId('source-form-notes');
    await notes.fill('typed before the survey');
    await page.getByTestId('sidebar').getByRole('link', { name: 'Source Points' }).click();
    await page.waitForURL(/\/epidemicSource\/sourceList$/);
    // Someone records a Y. pestis isolate at the point meanwhile.
    await setUp.server.call(endpoints.surveySave, { sourceId: point.sourceId, surveyDate: new Date().toISOString().slice(0, 10), bacteriologySamples: 10, isolatesHost: 1 }, { token: setUp.adminToken });
    await tab(page, '/epidemicSource/addSource').click();
    await expect.poll(() => risk.textContent()).toContain('High');
    expect(await notes.inputValue()).toBe('typed before the survey');
  });

  it('asks before the survey drawer drops unsaved input, keeps typed numbers as typed, and shows the first error', async () => {
    const page = await open('/surveillance/surveyList');
    await page.getByTestId('survey-add').click();
    const drawer = page.getByTestId('survey-form');
    await afterMotion(page.getByTestId('survey-form-captureRate'));
    const typed: [string, string][] = [
      ['captureRate', '150'],
      ['fleaIndex', '-3'],
      ['animalsExamined', '2.5'],
      ['seraTested', '1'],
      ['seraPositive', '2'],
    ];
    for (const [field, value] of typed) {
      await page.getByTestId(`survey-form-${field}`).fill(value);
      await page.getByTestId(`survey-form-${field}`).blur();
    }
    // As typed, not clamped or rounded.
    for (const [field, value] of typed) expect(await page.getByTestId(`survey-form-${field}`).inputValue()).toBe(value);
    const errorOf = (field: string) => drawer.locator('.ant-form-item').filter({ has: page.getByTestId(`survey-form-${field}`) }).locator('.ant-form-item-explain-error');
    await expect.poll(() => errorOf('captureRate').textContent()).toBe('At most 100');
    await expect.poll(() => errorOf('fleaIndex').textContent()).toBe('At least 0');
    await expect.poll(() => errorOf('animalsExamined').textContent()).toBe('Must be a whole number');

    // Save: the first field in error is scrolled to and focused.
    await page.getByTestId('survey-form-notes').scrollIntoViewIfNeeded();
    await page.getByTestId('survey-form-submit').click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('survey-form_sourceId');
    const source = await page.locator('#survey-form_sourceId').evaluate((element) => {
      const { top, bottom } = element.getBoundingClientRect();
      return { top, bottom, height: window.innerHeight };
    });
    expect(source.top).toBeGreaterThanOrEqual(0);
    expect(source.bottom).toBeLessThanOrEqual(source.height);

    // Cancel asks; staying keeps the input; leaving closes the drawer.
    await page.getByTestId('survey-form-cancel').click();
    await answerLeavePrompt(page, 'confirm-cancel');
    expect(await page.getByTestId('survey-form-captureRate').inputValue()).toBe('150');
    await page.keyboard.press('Escape');
    await answerLeavePrompt(page, 'confirm-ok');
    await drawer.waitFor({ state: 'detached' });
  });

  it('lays the alert detail out in one column on a phone', async () => {
    const page = await open('/surveillance/alertList', PHONE);
    await page.getByTestId('alert-view').first().click();
    const fields = page.getByTestId('alert-detail').locator('.ant-descriptions').first();
    await fields.waitFor();
    const cellsPerRow = await fields.locator('tr').evaluateAll((rows) => rows.map((row) => row.children.length));
    expect(new Set(cellsPerRow)).toEqual(new Set([2]));
  });

  it('names permissions and roles in the reader’s language on the profile and in the personal center', async () => {
    const profile = await open('/profile/index', { language: 'es', token: operatorToken });
    const permissions = profile.getByTestId('profile-permissions');
    await permissions.locator('.ant-tag').first().waitFor();
    const texts = await permissions.locator('.ant-tag').allTextContents();
    expect(texts.filter((text) => /^[a-z]+(:[a-z]+)+$/.test(text))).toEqual([]);
    const center = await open('/admin/userCenter', { language: 'es', token: operatorToken });
    const roles = center.locator('[data-role]');
    await roles.first().waitFor();
    const roleTexts = await roles.allTextContents();
    const keys = await roles.evaluateAll((tags) => tags.map((tag) => tag.getAttribute('data-role')));
    expect(roleTexts.some((text, at) => text === keys[at])).toBe(false);
  });

  it('gives a list filter and a form of the same fields their own ids', async () => {
    const page = await open('/epidemicSource/sourceList');
    await page.getByTestId('source-add').click();
    await page.waitForURL(/\/epidemicSource\/addSource$/);
    await page.getByTestId('source-form-name').waitFor();
    const repeated = await page.evaluate(() => {
      const seen = new Map<string, number>();
      for (const element of Array.from(document.querySelectorAll('[id]'))) seen.set(element.id, (seen.get(element.id) ?? 0) + 1);
      return [...seen].filter(([, count]) => count > 1).map(([id]) => id);
    });
    expect(repeated).toEqual([]);
  });
});

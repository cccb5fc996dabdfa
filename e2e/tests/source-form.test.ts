import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_DEMO_PASSWORD } from '@ews/server/test/support/harness.ts';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { consoleInBrowser, openWithSession } from '../support/browser.ts';
import { holdUntilAbandoned } from '../support/network.ts';

/**
 * What a newcomer's walk found on the source point form and around it: a blank strip over the
 * location map, step buttons going below 0, a clear button named in English whatever the
 * language, and a direct link to a screen the role lacks answered /404 by some screens and /401
 * by others.
 */
const webDist = process.env.E2E_WEB_DIST || path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

const NOT_FOUND = 'Sorry, the page you visited does not exist.';
const NOT_YOURS = 'If a link brought you here, the screen may be one your role cannot open: ask an administrator for access.';

/**
 * The rows (top to bottom) of `box` that are blank on screen: nine tenths or more of their pixels
 * pure white. Read off a screenshot of the whole window, as the user sees it (a screenshot clipped
 * to the box alone is composited otherwise, and showed no strip where the window did).
 */
async function blankRows(page: Page, box: { x: number; y: number; width: number; height: number }): Promise<number[]> {
  const png = await page.screenshot();
  const area = { x: Math.round(box.x), y: Math.round(box.y), width: Math.round(box.width), height: Math.round(box.height) };
  return page.evaluate(
    async ({ base64, area: { x, y, width, height } }) => {
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, x, y, width, height, 0, 0, width, height);
      const { data } = context.getImageData(0, 0, width, height);
      const blank: number[] = [];
      for (let row = 0; row < height; row++) {
        let white = 0;
        for (let column = 0; column < width; column++) {
          const at = (row * width + column) * 4;
          if (data[at]! >= 254 && data[at + 1]! >= 254 && data[at + 2]! >= 254) white++;
        }
        if (white >= 0.9 * width) blank.push(row);
      }
      return blank;
    },
    { base64: png.toString('base64'), area },
  );
}

describe('the source point form, as a newcomer walked it', () => {
  const setUp = consoleInBrowser({ WEB_DIST: webDist, SEED_DEMO: 'true', DEMO_PASSWORD: TEST_DEMO_PASSWORD });
  let viewerToken: string;
  beforeAll(async () => {
    viewerToken = await setUp.server.signIn('viewer', TEST_DEMO_PASSWORD);
  });

  const open = (pathname: string, { token = setUp.adminToken, language = 'en', ...options }: BrowserContextOptions & { token?: string; language?: string } = {}) =>
    openWithSession(setUp.browser, setUp.contexts, setUp.server.origin, pathname, { token, language, options: { viewport: { width: 1366, height: 820 }, ...options } });

  it('asks for a record once more when a read times out, offers to try again, and sends a save that timed out only once', async () => {
    const stored = await setUp.server.db.selectFrom('sourcePoint').select(['sourceId', 'name', 'version']).orderBy('sourceId').executeTakeFirstOrThrow();
    const page = await open('/admin/dashboard');
    // The first two reads are held until the page's 5 s timeout gives up on them: after the first it asks
    // again by itself; after the second it says the record could not be loaded, not that it is gone.
    const reads: string[] = [];
    await page.route(/\/source\/getById(\?|$)/, async (route) => {
      reads.push(route.request().url());
      if (reads.length > 2) return route.continue();
      await holdUntilAbandoned(page, route);
    });
    await page.goto(`${setUp.server.origin}/epidemicSource/addSource?id=${stored.sourceId}`);
    // While it waits, the form says so in words, not only with a spinner that may lie below the fold.
    await page.locator('.record-form-page .ant-spin', { hasText: 'Loading…' }).waitFor();
    const failed = page.getByTestId('source-form-load-failed');
    await failed.waitFor();
    expect(await failed.textContent()).toContain('This record could not be loaded');
    expect(reads).toHaveLength(2);
    await page.getByTestId('source-form-retry').click();
    await expect.poll(() => page.getByTestId('source-form-name').inputValue()).toBe(stored.name);
    expect(reads).toHaveLength(3);

    // A save whose answer does not come in time is not sent again: it may have been stored.
    const saves: string[] = [];
    await page.route(/\/source\/save(\?|$)/, async (route) => {
      saves.push(route.request().url());
      await holdUntilAbandoned(page, route);
    });
    await page.getByTestId('source-form-notes').fill('sent once');
    await page.getByTestId('source-form-save').click();
    await page.locator('.ant-message-notice', { hasText: 'The server did not answer in time' }).waitFor();
    expect(saves).toHaveLength(1);
    expect(await page.getByTestId('source-form-notes').inputValue()).toBe('sent once');
    const after = await setUp.server.db.selectFrom('sourcePoint').select('version').where('sourceId', '=', stored.sourceId).executeTakeFirstOrThrow();
    expect(after.version).toBe(stored.version);
  });

  it('says once, on the page and in the reader’s language, that a record is not there: no toast repeats it', async () => {
    const page = await open('/admin/dashboard', { language: 'es' });
    const answered = page.waitForResponse(/\/source\/getById(\?|$)/);
    await page.goto(`${setUp.server.origin}/epidemicSource/addSource?id=999999`);
    await answered;
    const missing = page.getByTestId('source-form-missing');
    await missing.waitFor();
    expect(await missing.textContent()).toContain('No se encontró este registro: puede haberse eliminado o estar fuera de su alcance de datos.');
    // The refusal's own message would have come as a toast; give it the time it would take to show.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 500))));
    expect(await page.locator('.ant-message-notice').allTextContents()).toEqual([]);
  });

  it('shows the location map whole while the sticky save bar lies over its lower part', async () => {
    const page = await open('/epidemicSource/addSource');
    const picker = page.getByTestId('location-picker');
    const mapDrawn = () => page.waitForFunction(() => Number((document.querySelector('[data-testid="location-picker"]') as HTMLElement | null)?.dataset.mapIdle ?? 0) > 0);
    await mapDrawn();
    // A window that ends 180 px below the map's top, as a laptop's does: the bar sticks over the map's lower part.
    const top = (await picker.boundingBox())!.y;
    await page.setViewportSize({ width: 1366, height: Math.round(top + 180) });
    await page.reload();
    await mapDrawn();
    const bar = page.locator('.record-form-actions');
    // Scrolled by the wheel, as a user reads down the form: the map's top shows, the bar covers its bottom.
    for (const scroll of [0, 40, 40]) {
      if (scroll) {
        const before = (await picker.boundingBox())!.y;
        await page.mouse.move(700, 300);
        await page.mouse.wheel(0, scroll);
        await expect.poll(async () => (await picker.boundingBox())!.y).toBeLessThan(before);
      }
      const map = (await picker.boundingBox())!;
      const barBox = (await bar.boundingBox())!;
      expect(barBox.y).toBeLessThan(map.y + map.height);
      expect(barBox.y).toBeGreaterThan(map.y + 60);
      // The map's top, inside its border, down to the bar: drawn, not blank.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await blankRows(page, { x: map.x + 1, y: map.y + 1, width: map.width - 2, height: Math.min(60, barBox.y - map.y - 2) })).toEqual([]);
    }
  });

  it('stops the step buttons at 0 where the schema does, and keeps a typed number as typed', async () => {
    const page = await open('/epidemicSource/addSource');
    const area = page.getByTestId('source-form-area');
    const box = page.locator('.ant-input-number', { has: area });
    const down = box.locator('.ant-input-number-action-down');
    // The step buttons show while the pointer is over the box.
    await box.hover();
    await down.click();
    await expect.poll(() => area.inputValue()).toBe('0');
    // At 0 the button is announced disabled (Playwright would not click it): a click on it anyway, and the arrow key, change nothing.
    expect(await down.getAttribute('aria-disabled')).toBe('true');
    await down.click({ force: true });
    await area.press('ArrowDown');
    expect(await area.inputValue()).toBe('0');
    await box.locator('.ant-input-number-action-up').click();
    await expect.poll(() => area.inputValue()).toBe('1');

    await area.fill('-3');
    await area.blur();
    expect(await area.inputValue()).toBe('-3');
    const error = page.locator('.ant-form-item', { has: area }).locator('.ant-form-item-explain-error');
    await expect.poll(() => error.textContent()).toBe('At least 0');
    await box.hover();
    await down.click({ force: true });
    expect(await area.inputValue()).toBe('-3');
  });

  it('fills the coordinates from the device on a phone at the point, says in the reader’s language when it gives none, and offers nothing to a record opened to read', async () => {
    const here = { longitude: 101.123456789, latitude: 36.654321987 };
    const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
    const page = await open('/epidemicSource/addSource', { ...phone, geolocation: here, permissions: ['geolocation'] });
    await page.getByTestId('source-form-locate').tap();
    await expect.poll(() => page.getByTestId('source-form-longitude').inputValue()).toBe('101.123457');
    expect(await page.getByTestId('source-form-latitude').inputValue()).toBe('36.654322');

    // No permission given: the device answers nothing, and the form says so.
    const refused = await open('/epidemicSource/addSource', { ...phone, language: 'es' });
    await refused.getByTestId('source-form-locate').tap();
    await expect.poll(() => refused.locator('.ant-message-notice').textContent()).toContain('Este dispositivo no da su posición (¿permite el navegador la ubicación a este sitio?): escriba las coordenadas o haga clic en el mapa');
    expect(await refused.getByTestId('source-form-longitude').inputValue()).toBe('');

    const viewing = await open('/epidemicSource/addSource?id=1&mode=view');
    await viewing.getByTestId('source-form-longitude').waitFor();
    expect(await viewing.getByTestId('source-form-locate').count()).toBe(0);
  });

  it('names the region’s clear button in the interface language', async () => {
    const page = await open('/epidemicSource/addSource?id=1', { language: 'zh' });
    const clear = page.getByTestId('source-form-region').locator('.ant-select-clear');
    await clear.waitFor({ state: 'attached' });
    expect(await clear.getAttribute('aria-label')).toBe('清除');
  });

  it('answers a direct link to a screen the role lacks with /404, whether the server sent the route or not', async () => {
    // The viewer's tree holds neither the users screen nor the field entry; it holds the source and
    // outbreak forms, for reading records, but not the permission to add one.
    const page = await open('/admin/dashboard', { token: viewerToken });
    for (const pathname of ['/system/user', '/surveillance/fieldEntry', '/epidemicSource/addSource', '/epidemicSource/editHistory']) {
      await page.goto(`${setUp.server.origin}${pathname}`);
      await page.waitForURL(`${setUp.server.origin}/404`);
      await page.getByText(NOT_FOUND).waitFor();
      // Signed in, they are told that the screen may not be theirs to open, and whom to ask.
      await page.getByText(NOT_YOURS).waitFor();
    }
    // Their own screens still open.
    await page.goto(`${setUp.server.origin}/epidemicSource/sourceList`);
    await page.getByTestId('source-page').waitFor();

    // /401 is an error page: shown when asked for, and no screen sends anyone there.
    await page.goto(`${setUp.server.origin}/401`);
    await page.getByText('Sorry, you do not have permission to view this page.').waitFor();
  });
});

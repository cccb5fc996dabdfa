import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Cookies, endpoints, LANGUAGES, type Language } from '@ews/contract';
import { TEST_DEMO_PASSWORD } from '@ews/server/test/support/harness.ts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { consoleInBrowser } from '../support/browser.ts';
import { seriousViolations } from '../support/axe.ts';

const webDist = process.env.E2E_WEB_DIST || path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/** Each record list and the columns a user must see without scrolling or choosing. */
const LISTS = [
  { path: '/epidemicSource/sourceList', prefix: 'source', essential: ['code', 'name', 'riskLevel', 'status'] },
  { path: '/epidemicSource/historyList', prefix: 'outbreak', essential: ['code', 'title', 'onsetDate', 'cases', 'deaths'] },
  { path: '/surveillance/surveyList', prefix: 'survey', essential: ['surveyDate', 'source', 'hostDensity', 'captureRate', 'fleaIndex'] },
  { path: '/surveillance/alertList', prefix: 'alert', essential: ['priority', 'status', 'since', 'source', 'rule'] },
  { path: '/cases/caseList', prefix: 'case', essential: ['reportAt', 'classification', 'clinicalForm', 'reportLag'] },
  { path: '/surveillance/riskRules', prefix: 'rules', essential: ['focusType', 'hostDensity', 'densityUnit', 'fleaIndex'] },
] as const;

const DESK_WIDTHS = [1280, 1440, 1920] as const;

interface ColumnView {
  key: string;
  /** The whole header lies between the fixed columns and inside the window. */
  inView: boolean;
  /** Cells of the column whose content is cut (wider than the cell shows). */
  cutCells: number;
}

/** Where each marked column of the list's table sits, measured in the page. */
function measureColumns(page: Page, testId: string): Promise<{ columns: ColumnView[]; pageOverflow: number }> {
  return page.getByTestId(testId).evaluate((table) => {
    const scroller = table.querySelector('.ant-table-content') ?? table;
    const box = scroller.getBoundingClientRect();
    const header = Array.from(table.querySelectorAll<HTMLTableCellElement>('thead th'));
    const leftFixed = header.filter((th) => th.classList.contains('ant-table-cell-fix-left') || th.classList.contains('ant-table-cell-fix-start'));
    const rightFixed = header.filter((th) => th.classList.contains('ant-table-cell-fix-right') || th.classList.contains('ant-table-cell-fix-end'));
    const left = Math.max(box.left, ...leftFixed.map((th) => th.getBoundingClientRect().right));
    const right = Math.min(box.right, window.innerWidth, ...rightFixed.map((th) => th.getBoundingClientRect().left));
    const rows = Array.from(table.querySelectorAll<HTMLTableRowElement>('tbody tr.ant-table-row'));
    const columns = header
      .filter((th) => th.dataset.column)
      .map((th) => {
        const rect = th.getBoundingClientRect();
        const fixed = leftFixed.includes(th) || rightFixed.includes(th);
        const index = Array.from(th.parentElement!.children).indexOf(th);
        // The content's own width against the cell's inner width: the cell's scrollWidth would also
        // count the shadow a fixed column casts.
        const cutCells = rows.filter((row) => {
          const cell = row.children[index] as HTMLElement | undefined;
          if (!cell) return false;
          // A clipped cell shortens its text on purpose and shows the whole of it on hover.
          if (cell.querySelector('.cell-clip[title]')) return false;
          const style = getComputedStyle(cell);
          const range = document.createRange();
          range.selectNodeContents(cell);
          return range.getBoundingClientRect().width > cell.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) + 1;
        }).length;
        return { key: th.dataset.column!, inView: fixed ? rect.right <= window.innerWidth + 1 : rect.left >= left - 1 && rect.right <= right + 1, cutCells };
      });
    return { columns, pageOverflow: document.documentElement.scrollWidth - window.innerWidth };
  });
}

/** The texts of one marked column of a list's table, row by row. */
function columnTexts(page: Page, testId: string, key: string): Promise<string[]> {
  return page.getByTestId(testId).evaluate((table, column) => {
    const header = Array.from(table.querySelectorAll<HTMLTableCellElement>('thead th'));
    const index = header.findIndex((th) => th.dataset.column === column);
    return Array.from(table.querySelectorAll('tbody tr.ant-table-row')).map((row) => row.children[index]?.textContent?.trim() ?? '');
  }, key);
}

describe('record lists at desk widths', () => {
  const setUp = consoleInBrowser({ WEB_DIST: webDist, SEED_DEMO: 'true', DEMO_PASSWORD: TEST_DEMO_PASSWORD });
  let operatorToken: string;
  beforeAll(async () => {
    operatorToken = await setUp.server.signIn('operator', TEST_DEMO_PASSWORD);
  });

  async function signedIn(token: string, width: number, language: Language = 'en'): Promise<Page> {
    const context = await setUp.browser.newContext({ viewport: { width, height: 900 } });
    setUp.contexts.push(context);
    await context.addCookies([
      { name: Cookies.TOKEN, value: token, url: setUp.server.origin },
      { name: Cookies.LANGUAGE, value: language, url: setUp.server.origin },
    ]);
    return context.newPage();
  }

  async function openList(page: Page, list: (typeof LISTS)[number]) {
    await page.goto(`${setUp.server.origin}${list.path}`);
    await page.getByTestId(`${list.prefix}-table`).locator('tbody tr.ant-table-row').first().waitFor();
  }

  /** measureColumns once the table has laid itself out for the window: two readings alike, 100 ms apart. */
  async function settledColumns(page: Page, testId: string) {
    let last = await measureColumns(page, testId);
    for (let reading = 0; reading < 50; reading++) {
      await page.waitForTimeout(100);
      const now = await measureColumns(page, testId);
      if (JSON.stringify(now) === JSON.stringify(last)) return now;
      last = now;
    }
    return last;
  }

  it.each(LISTS)('shows the essential columns of $path whole, at 1280, 1440 and 1920 px in every language', async (list) => {
    const faults: string[] = [];
    for (const [index, language] of LANGUAGES.entries()) {
      // Each width is loaded afresh in some language, and reached by resizing the window in the others.
      const widths = [...DESK_WIDTHS.slice(index % DESK_WIDTHS.length), ...DESK_WIDTHS.slice(0, index % DESK_WIDTHS.length)];
      const page = await signedIn(setUp.adminToken, widths[0]!, language);
      await openList(page, list);
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        const { columns, pageOverflow } = await settledColumns(page, `${list.prefix}-table`);
        const at = `${width} px ${language}`;
        for (const key of list.essential) {
          const column = columns.find((found) => found.key === key);
          if (!column) faults.push(`${at}: ${key} missing`);
          else if (!column.inView) faults.push(`${at}: ${key} out of view`);
          else if (column.cutCells > 0) faults.push(`${at}: ${key} cut in ${column.cutCells} rows`);
        }
        // The table scrolls inside its card; the page itself never scrolls sideways.
        if (pageOverflow > 0) faults.push(`${at}: the page scrolls ${pageOverflow} px sideways`);
      }
    }
    expect(faults).toEqual([]);
  }); // four page loads, however busy the machine

  it('lays every list out for a phone: no column pinned over the others, the pager whole in view, and the page never scrolls sideways', async () => {
    const faults: string[] = [];
    const context = await setUp.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    setUp.contexts.push(context);
    await context.addCookies([{ name: Cookies.TOKEN, value: setUp.adminToken, url: setUp.server.origin }]);
    const page = await context.newPage();
    for (const language of ['en', 'es'] as const) {
      await context.addCookies([{ name: Cookies.LANGUAGE, value: language, url: setUp.server.origin }]);
      for (const list of LISTS) {
        await openList(page, list);
        const pinned = await page.getByTestId(`${list.prefix}-table`).locator('th.ant-table-cell-fix-start, th.ant-table-cell-fix-end, th.ant-table-cell-fix-left, th.ant-table-cell-fix-right').count();
        if (pinned > 0) faults.push(`${list.path} ${language}: ${pinned} pinned columns`);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (overflow > 0) faults.push(`${list.path} ${language}: the page scrolls ${overflow} px sideways`);
        // A pager wider than the phone once ran off its left edge, where no scroll reaches.
        const pagerCut = await page.evaluate(() =>
          Array.from(document.querySelectorAll('.list-pagination .ant-pagination > li, .list-pagination .ant-pagination-options > *')).filter((item) => {
            const box = item.getBoundingClientRect();
            return box.width > 0 && (box.left < 0 || box.right > window.innerWidth);
          }).length,
        );
        if (pagerCut > 0) faults.push(`${list.path} ${language}: ${pagerCut} parts of the pager out of view`);
      }
    }
    expect(faults).toEqual([]);
  });

  it('remembers the columns a user hides, per user, and never offers the essential ones', async () => {
    const list = LISTS[2];
    const page = await signedIn(operatorToken, 1440);
    await openList(page, list);
    await page.getByTestId('survey-columns').click();
    for (const key of list.essential) expect(await page.getByTestId(`survey-column-${key}`).count(), key).toBe(0);
    await page.getByTestId('survey-column-focusType').click();
    await page.getByTestId('survey-column-humanCases').click();
    const shown = async () => (await measureColumns(page, 'survey-table')).columns.map((column) => column.key);
    await expect.poll(shown).not.toContain('focusType');
    expect(await shown()).not.toContain('humanCases');

    // Still hidden after a reload, and only for this user.
    await page.reload();
    await page.getByTestId('survey-table').locator('tbody tr.ant-table-row').first().waitFor();
    expect(await shown()).not.toContain('focusType');
    expect(await shown()).not.toContain('humanCases');
    const admin = await signedIn(setUp.adminToken, 1440);
    await openList(admin, list);
    expect((await measureColumns(admin, 'survey-table')).columns.map((column) => column.key)).toContain('focusType');

    // Show all brings them back.
    await page.getByTestId('survey-columns').click();
    await page.getByTestId('survey-columns-reset').click();
    await expect.poll(shown).toContain('focusType');
    expect(await shown()).toContain('humanCases');
  });

  it('shows a reader of the roles no empty Actions column over the others, and nothing axe finds serious', async () => {
    const menus = await setUp.server.db.selectFrom('sysMenu').select('menuId').where('menuKey', 'in', ['Dashboard', 'SystemRole']).execute();
    const role = await setUp.server.call(endpoints.roleSave, { roleKey: 'e2e_role_reader', name: 'Role reader' }, { token: setUp.adminToken });
    await setUp.server.call(endpoints.roleSaveMenus, { roleId: role.roleId, menuIds: menus.map((menu) => menu.menuId) }, { token: setUp.adminToken });
    await setUp.server.call(endpoints.userSave, { username: 'e2e.reader', name: 'Rolf Reader', password: 'Reader-pass-2026', roleIds: [role.roleId] }, { token: setUp.adminToken });
    const page = await signedIn(await setUp.server.signIn('e2e.reader', 'Reader-pass-2026'), 1280);
    await page.goto(`${setUp.server.origin}/system/role`);
    await page.locator('.ant-table-row').first().waitFor();
    const headers = (await page.locator('.ant-table-thead th').allTextContents()).map((text) => text.trim());
    expect(headers).toContain('Status');
    expect(headers).not.toContain('Actions');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('shows the seeded roles and the Chinese divisions in the reader’s language, and what an administrator wrote as written', async () => {
    const page = await signedIn(setUp.adminToken, 1440, 'es');
    await page.goto(`${setUp.server.origin}/system/role`);
    const roles = page.getByTestId('role-table');
    await roles.locator('tbody tr.ant-table-row').first().waitFor();
    expect(await roles.textContent()).toContain('Superadministrador');
    expect(await roles.textContent()).toContain('Solo lectura');
    expect(await roles.textContent()).not.toContain('Read only');

    // Renamed by an administrator, a seeded role shows the new name in every language.
    await setUp.server.db.updateTable('sysRole').set({ name: 'Lectores del condado' }).where('roleKey', '=', 'viewer').execute();
    await page.getByTestId('role-refresh').click();
    await expect.poll(async () => roles.textContent()).toContain('Lectores del condado');
    expect(await roles.textContent()).not.toContain('Observador');
    expect(await roles.textContent()).toContain('Solo lectura');

    // Divisions as Spanish readers write them ('Condado Autónomo Yi de Yangbi'), with the province's name; in Chinese as stored.
    // The pinyin comes with the region tree, which may arrive after the rows on a busy machine: wait for it.
    const regionsWritten = async (written: RegExp) => {
      const regions = await columnTexts(page, 'source-table', 'region');
      return regions.length > 0 && regions.every((region) => written.test(region)) ? true : regions;
    };
    await openList(page, LISTS[0]);
    await expect.poll(() => regionsWritten(/^\p{Lu}[\p{L}' -]+( \/ \p{Lu}[\p{L}' -]+)*$/u)).toBe(true);
    await page.context().addCookies([{ name: Cookies.LANGUAGE, value: 'zh', url: setUp.server.origin }]);
    await openList(page, LISTS[0]);
    await expect.poll(() => regionsWritten(/^[\u4e00-\u9fa5]/)).toBe(true);
  });
});

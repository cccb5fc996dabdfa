import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { endpoints, FOCUS_TYPES, SOURCE_COLUMNS } from '@ews/contract';
import { startServer, TEST_DEMO_PASSWORD, type TestServer } from '@ews/server/test/support/harness.ts';
import ExcelJS from 'exceljs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerLeavePrompt, chooseOption, clickWhenStill, launchBrowser, signIn } from '../support/browser.ts';

/** The built web app; E2E_WEB_DIST points at another build (a private one while others rebuild web/dist). */
const webDist = process.env.E2E_WEB_DIST || path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
const CODE = 'QH-632823-990';

async function rowsOf(buffer: ArrayBuffer | Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as ArrayBuffer);
  const rows: string[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((value) => String(value ?? ''))));
  return rows;
}

/** A source sheet with English headers, in the demo operator's province; the second data row (line 3) has a latitude off the map. */
async function sheetWithBadRow(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('import');
  sheet.addRow(SOURCE_COLUMNS.map((column) => column.label.en));
  const rows = [
    { code: 'QH-632823-901', name: 'Imported one', latitude: 36.1 },
    { code: 'QH-632823-902', name: 'Imported two', latitude: 91 },
    { code: 'QH-632823-903', name: 'Imported three', latitude: 36.3, focusType: 'Marmot of nowhere' },
  ];
  for (const row of rows) {
    const cells: Record<string, string | number> = { focusType: 'himalayanMarmot', ...row, provinceCode: '630000', prefectureCode: '632800', countyCode: '632823', longitude: 98.5, status: 'active' };
    sheet.addRow(SOURCE_COLUMNS.map((column) => cells[column.key] ?? ''));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The element of `testId` on the page shown: the tabs keep earlier pages alive, hidden. */
function shown(page: Page, testId: string) {
  return page.locator(`[data-testid="${testId}"]:visible`);
}

/** Picks a path in the open antd Cascader, one column after the other, each once the dropdown has stopped moving (afterMotion). */
async function chooseRegion(page: Page, path: string[]) {
  for (const [column, text] of path.entries()) {
    const item = page.locator('.ant-cascader-dropdown:not(.ant-select-dropdown-hidden) .ant-cascader-menu').nth(column).locator('.ant-cascader-menu-item', { hasText: text }).first();
    await clickWhenStill(item);
  }
}

describe('source points and outbreak records, as an operator keeps them', () => {
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    server = await startServer({ WEB_DIST: webDist, SEED_DEMO: 'true', DEMO_PASSWORD: TEST_DEMO_PASSWORD });
    browser = await launchBrowser();
    ({ context, page } = await signIn(browser, server, 'operator', TEST_DEMO_PASSWORD));
    await page.setViewportSize({ width: 1440, height: 1000 });
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.close();
  });

  const sourceRow = () => shown(page, 'source-table').locator('tr', { hasText: CODE });

  async function searchSources(keyword: string) {
    await shown(page, 'source-filter-keyword').fill(keyword);
    await shown(page, 'source-search').click();
  }

  it('adds a source point with its coordinates picked on the map, and finds it by search', async () => {
    await page.goto(`${server.origin}/epidemicSource/sourceList`);
    await shown(page, 'source-add').click();
    await page.waitForURL(`${server.origin}/epidemicSource/addSource`);

    // Saved empty, the form names what is missing: an empty select too says Required.
    await shown(page, 'source-form-save').click();
    const focusError = page.locator('.ant-form-item:visible', { has: shown(page, 'source-form-focus') }).locator('.ant-form-item-explain-error');
    await expect.poll(() => focusError.textContent()).toBe('Required');

    await shown(page, 'source-form-code').fill(CODE);
    await shown(page, 'source-form-name').fill('Tianjun marmot site (e2e)');
    await shown(page, 'source-form-focus').click();
    await chooseOption(page, 'Himalayan marmot');
    await shown(page, 'source-form-region').click();
    await chooseRegion(page, ['Qinghai', '海西蒙古族藏族自治州', '天峻县']);
    await shown(page, 'source-form-hosts').locator('input').fill('Marmota himalayana');
    await page.keyboard.press('Enter');

    // Coordinates from a click on the map, not typed.
    const map = shown(page, 'location-picker');
    await map.locator('canvas').waitFor();
    const box = (await map.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect.poll(() => shown(page, 'source-form-longitude').inputValue()).not.toBe('');
    const longitude = Number(await shown(page, 'source-form-longitude').inputValue());
    const latitude = Number(await shown(page, 'source-form-latitude').inputValue());
    expect(longitude).toBeGreaterThan(73);
    expect(longitude).toBeLessThan(136);
    expect(latitude).toBeGreaterThan(3);
    expect(latitude).toBeLessThan(54);

    await shown(page, 'source-form-save').click();
    await page.waitForURL(`${server.origin}/epidemicSource/sourceList`);
    // The form's work is done: its tab closes with the save, the list's stays.
    const tabOf = (path: string) => page.getByTestId('tags-view').locator(`[data-path="${path}"]`);
    await expect.poll(() => tabOf('/epidemicSource/addSource').count()).toBe(0);
    expect(await tabOf('/epidemicSource/sourceList').count()).toBe(1);
    // Cancel on an untouched form leaves the same way: back to the list, the form's tab closed.
    await shown(page, 'source-add').click();
    await page.waitForURL(`${server.origin}/epidemicSource/addSource`);
    await shown(page, 'source-form-cancel').click();
    await page.waitForURL(`${server.origin}/epidemicSource/sourceList`);
    await expect.poll(() => tabOf('/epidemicSource/addSource').count()).toBe(0);
    const stored = await server.db.selectFrom('sourcePoint').selectAll().where('code', '=', CODE).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ name: 'Tianjun marmot site (e2e)', focusType: 'himalayanMarmot', countyCode: '632823', longitude, latitude, createdBy: 'operator' });
    expect(JSON.parse(stored.primaryHosts)).toEqual(['Marmota himalayana']);

    await searchSources(CODE);
    await expect.poll(() => shown(page, 'source-table').locator('tbody tr.ant-table-row').count()).toBe(1);
    expect(await sourceRow().textContent()).toContain('Tianjun marmot site (e2e)');
    expect(await sourceRow().getByTestId('risk-tag').getAttribute('data-priority')).toBe('none');
  });

  it('warns before unsaved changes are left, then updates the point', async () => {
    await sourceRow().getByTestId('source-edit').click();
    const name = shown(page, 'source-form-name');
    await expect.poll(() => name.inputValue()).toBe('Tianjun marmot site (e2e)');
    await name.fill('Tianjun marmot site, updated');

    await shown(page, 'source-form-back').click();
    await answerLeavePrompt(page, 'confirm-cancel');
    expect(new URL(page.url()).pathname).toBe('/epidemicSource/addSource');
    expect(await name.inputValue()).toBe('Tianjun marmot site, updated');

    // The browser's Back and Forward, like switching tabs, leave the form waiting in its tab,
    // input and all: nothing is lost, nothing is asked.
    await page.goBack();
    await page.waitForURL(`${server.origin}/epidemicSource/sourceList`);
    expect(await page.locator('.ant-modal-confirm').count()).toBe(0);
    await page.goForward();
    await page.waitForURL(/\/epidemicSource\/addSource/);
    expect(await name.inputValue()).toBe('Tianjun marmot site, updated');
    // Closing its tab asks, and staying keeps the tab.
    const formTab = page.locator('[data-testid="tag"][data-path="/epidemicSource/addSource"]');
    await formTab.getByTestId('tag-close').click();
    await answerLeavePrompt(page, 'confirm-cancel');
    expect(new URL(page.url()).pathname).toBe('/epidemicSource/addSource');
    expect(await formTab.count()).toBe(1);
    expect(await name.inputValue()).toBe('Tianjun marmot site, updated');

    await shown(page, 'source-form-save').click();
    await page.waitForURL(`${server.origin}/epidemicSource/sourceList`);
    await expect.poll(async () => (await sourceRow().textContent()) ?? '').toContain('Tianjun marmot site, updated');
    const stored = await server.db.selectFrom('sourcePoint').select(['name', 'version']).where('code', '=', CODE).executeTakeFirstOrThrow();
    expect(stored).toEqual({ name: 'Tianjun marmot site, updated', version: 2 });
  });

  it('asks what to do when someone else saved the point first, and loses nothing', async () => {
    await sourceRow().getByTestId('source-edit').click();
    const notes = shown(page, 'source-form-notes');
    await expect.poll(() => shown(page, 'source-form-name').inputValue()).toBe('Tianjun marmot site, updated');
    await notes.fill('mine');

    const token = await server.signIn('operator', TEST_DEMO_PASSWORD);
    const stored = await server.call(endpoints.sourceList, { keyword: CODE }, { token });
    const theirs = stored.list[0]!;
    await server.call(endpoints.sourceSave, { ...theirs, notes: 'theirs' }, { token });

    await shown(page, 'source-form-save').click();
    await page.locator('.ant-modal-confirm-title', { hasText: 'Someone else saved this record first' }).waitFor();
    await clickWhenStill(shown(page, 'conflict-keep'));
    expect(await notes.inputValue()).toBe('mine');
    await shown(page, 'conflict-notice').waitFor();
    await shown(page, 'source-form-save').click();
    await page.waitForURL(`${server.origin}/epidemicSource/sourceList`);
    const saved = await server.db.selectFrom('sourcePoint').select(['notes', 'version']).where('code', '=', CODE).executeTakeFirstOrThrow();
    expect(saved).toEqual({ notes: 'mine', version: 4 });
  });

  it('exports every row of the current filter behind the export overlay, and the file reads back', async () => {
    await searchSources(CODE);
    await expect.poll(() => shown(page, 'source-table').locator('tbody tr.ant-table-row').count()).toBe(1);

    // The answer is held until the overlay has been seen.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/admin/api/source/export?**', async (route) => {
      await held;
      await route.continue();
    });
    const download = page.waitForEvent('download');
    await shown(page, 'source-export').click();
    await page.getByTestId('export-overlay').waitFor({ state: 'attached' });
    await page.locator('.ant-spin-fullscreen', { hasText: 'Exporting...' }).waitFor();
    release();
    const file = await download;
    await page.unroute('**/admin/api/source/export?**');
    expect(file.suggestedFilename()).toMatch(/^source-points-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const rows = await rowsOf(fs.readFileSync((await file.path())!));
    expect(rows[0]?.slice(0, 3)).toEqual(['Code', 'Name', 'Focus type']);
    expect(rows).toHaveLength(2);
    expect(rows[1]?.slice(0, 2)).toEqual([CODE, 'Tianjun marmot site, updated']);
    await page.getByTestId('export-overlay').waitFor({ state: 'detached' });
  });

  it('imports nothing from a file with bad rows, and reports each within the dialog, on a phone too', async () => {
    const before = await server.db.selectFrom('sourcePoint').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const viewport = page.viewportSize()!;
    await page.setViewportSize({ width: 390, height: 844 });
    await shown(page, 'source-import').click();
    const dialog = shown(page, 'import-dialog');
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'sources.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: await sheetWithBadRow() });
    await shown(page, 'import-submit').click();
    const report = shown(page, 'import-report');
    await report.waitFor();
    expect(await report.textContent()).toContain('Nothing was imported. Rows to correct: 2');
    const cells = await shown(page, 'import-errors').locator('tbody tr.ant-table-row td').allTextContents();
    expect(cells.slice(0, 3)).toEqual(['3', 'Latitude', 'Must be at most 54']);
    expect(cells.slice(3, 5)).toEqual(['4', 'Focus type']);
    // The names the sheet takes, not the keys ('expected one of "himalayanMarmot"|…'), wrapped within the dialog.
    expect(cells[5]).toMatch(/^Not one of the values allowed: /);
    expect(cells[5]).toContain(`${FOCUS_TYPES.himalayanMarmot.en}; ${FOCUS_TYPES.greyMarmot.en}`);
    expect(cells[5]).not.toContain('himalayanMarmot');
    const [table, content] = await Promise.all([shown(page, 'import-errors').boundingBox(), dialog.boundingBox()]);
    expect(table!.x + table!.width).toBeLessThanOrEqual(content!.x + content!.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    const after = await server.db.selectFrom('sourcePoint').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    await shown(page, 'import-close').click();
    await page.setViewportSize(viewport);
  });

  it('updates the stored points an edited export names, once "update existing" is ticked', async () => {
    const token = await server.signIn();
    const exported = await server.download(endpoints.sourceExport, { keyword: CODE }, { token });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await exported.blob.arrayBuffer());
    const nameColumn = SOURCE_COLUMNS.findIndex((column) => column.key === 'name') + 1;
    workbook.worksheets[0]!.getRow(2).getCell(nameColumn).value = 'Renamed through a sheet';
    const file = { name: 'sources.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: Buffer.from(await workbook.xlsx.writeBuffer()) };

    await shown(page, 'source-import').click();
    const dialog = shown(page, 'import-dialog');
    await dialog.locator('input[type="file"]').setInputFiles(file);
    await shown(page, 'import-submit').click();
    // Without the tick, a stored code is a duplicate.
    await expect.poll(async () => (await shown(page, 'import-errors').locator('tbody tr.ant-table-row td').allTextContents()).slice(1, 3)).toEqual(['Code', 'A record with this code already exists']);
    await shown(page, 'import-update').click();
    await dialog.locator('input[type="file"]').setInputFiles(file);
    await shown(page, 'import-submit').click();
    await expect.poll(async () => (await shown(page, 'import-success').textContent()) ?? '').toBe('Records imported: 1, of them updated: 1');
    const stored = await server.db.selectFrom('sourcePoint').select('name').where('code', '=', CODE).executeTakeFirstOrThrow();
    expect(stored.name).toBe('Renamed through a sheet');
    await shown(page, 'import-close').click();
  });

  it('adds an outbreak: the rules speak while the figures are typed, the derived figures follow, the source point is found by search', async () => {
    await page.goto(`${server.origin}/epidemicSource/historyList`);
    await shown(page, 'outbreak-add').click();
    await page.waitForURL(`${server.origin}/epidemicSource/editHistory`);
    const field = (name: string) => shown(page, `outbreak-form-${name}`);
    const errorOf = (name: string) => page.locator('.ant-form-item:visible', { has: field(name) }).locator('.ant-form-item-explain-error');

    await field('code').fill('E2E-2024-01');
    await field('title').fill('Xinghai bubonic and pneumonic plague (e2e)');
    await field('precision').getByText('Month', { exact: true }).click();
    await field('onset').click();
    await page.keyboard.type('2024-07');
    await page.keyboard.press('Enter');
    await field('end').click();
    await page.keyboard.type('2024-06-30');
    await page.keyboard.press('Enter');
    await expect.poll(() => errorOf('end').textContent()).toBe('The end date is before the onset');
    // A date that has not come yet is typed as it is, and refused by name, not dropped.
    await field('end').click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(`${new Date().getUTCFullYear() + 1}-01-15`);
    await page.keyboard.press('Enter');
    await expect.poll(() => errorOf('end').textContent()).toBe('The date cannot be later than today');
    // Known to the month, the onset is July 2024: an end on the 5th is after it.
    await field('end').click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('2024-07-05');
    await page.keyboard.press('Enter');
    await expect.poll(() => errorOf('end').count()).toBe(0);

    await field('region').click();
    await chooseRegion(page, ['Qinghai', '海南藏族自治州', '兴海县']);
    await field('source').click();
    await page.keyboard.type(CODE);
    await chooseOption(page, CODE);

    // The cases follow the clinical forms; the response level and case fatality follow the figures.
    await field('bubonic').fill('3');
    await field('pneumonic').fill('2');
    await expect.poll(() => field('cases').inputValue()).toBe('5');
    expect(await shown(page, 'response-level').getAttribute('data-level')).toBe('III');
    await field('deaths').fill('6');
    await expect.poll(() => errorOf('deaths').textContent()).toBe('Deaths cannot exceed cases');
    await field('deaths').fill('2');
    await expect.poll(() => errorOf('deaths').count()).toBe(0);
    await expect.poll(() => field('fatality').textContent()).toContain('40.0%');
    await field('cases').fill('6');
    await expect.poll(() => errorOf('cases').textContent()).toContain('must add up to the cases');
    await field('cases').fill('5');

    // No certainty is filled in for the user (issue 41): saved without a choice, both are refused by name.
    expect(await field('classification').textContent()).not.toContain('Confirmed');
    await field('save').click();
    await expect.poll(() => errorOf('classification').textContent()).toBe('Choose one; when it is not known, choose Unknown');
    await expect.poll(() => errorOf('confirmation').textContent()).toBe('Choose one; when it is not known, choose Unknown');
    // The confirmation first: both lists have an Unknown, and a list just closed still holds its own.
    await field('confirmation').click();
    await chooseOption(page, 'Unknown');
    await field('classification').click();
    await chooseOption(page, 'Clinically diagnosed');

    await field('save').click();
    await page.waitForURL(`${server.origin}/epidemicSource/historyList`);
    const source = await server.db.selectFrom('sourcePoint').select('sourceId').where('code', '=', CODE).executeTakeFirstOrThrow();
    const stored = await server.db.selectFrom('outbreak').selectAll().where('code', '=', 'E2E-2024-01').executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ sourceId: source.sourceId, onsetDate: '2024-07-01', onsetPrecision: 'month', endDate: '2024-07-05', countyCode: '632524', bubonic: 3, pneumonic: 2, cases: 5, deaths: 2, classification: 'probable', confirmationMethod: 'unknown' });
    // The list shows the onset as precisely as it is known.
    const row = shown(page, 'outbreak-table').locator('tr', { hasText: 'E2E-2024-01' });
    await expect.poll(async () => (await row.textContent()) ?? '').toContain('2024-07');
    expect(await row.textContent()).not.toContain('2024-07-01');
  });

  it('opens an outbreak in view mode with every field read-only', async () => {
    await page.goto(`${server.origin}/epidemicSource/historyList`);
    const firstRow = shown(page, 'outbreak-table').locator('tbody tr.ant-table-row').first();
    await firstRow.waitFor();
    const code = (await firstRow.locator('td').nth(1).textContent())?.trim();
    await firstRow.getByTestId('outbreak-view').click();
    await page.waitForURL(/\/epidemicSource\/editHistory\?id=\d+&mode=view$/);
    const form = shown(page, 'outbreak-form');
    await expect.poll(() => shown(page, 'outbreak-form-code').inputValue()).toBe(code);

    const controls = form.locator('input, textarea');
    const total = await controls.count();
    expect(total).toBeGreaterThan(20);
    const editable = await controls.evaluateAll((elements) =>
      elements.filter((element) => !(element as HTMLInputElement).disabled && !(element as HTMLInputElement).readOnly).map((element) => element.outerHTML.slice(0, 120)),
    );
    expect(editable).toEqual([]);
    expect(await form.locator('.ant-switch:not(.ant-switch-disabled), .ant-radio-button-wrapper:not(.ant-radio-button-wrapper-disabled)').count()).toBe(0);
    expect(await shown(page, 'outbreak-form-save').count()).toBe(0);
    expect(await shown(page, 'location-picker').getAttribute('class')).toContain('is-disabled');
    // The derived figures are shown.
    await shown(page, 'outbreak-form-fatality').waitFor();
    await shown(page, 'response-level').waitFor();
  });

  it('shows a viewer a record read-only whatever the address says, and no form to add one', async () => {
    // A point of the demo viewer's county: their data scope is that county.
    const stored = await server.db
      .selectFrom('sourcePoint as s')
      .innerJoin('sysUserDivision as d', 'd.countyCode', 's.countyCode')
      .innerJoin('sysUser as u', 'u.userId', 'd.userId')
      .select(['s.sourceId', 's.code'])
      .where('u.username', '=', 'viewer')
      .executeTakeFirstOrThrow();
    const viewer = await signIn(browser, server, 'viewer', TEST_DEMO_PASSWORD, { to: `/epidemicSource/addSource?id=${stored.sourceId}` });
    try {
      await expect.poll(() => shown(viewer.page, 'source-form-code').inputValue()).toBe(stored.code);
      expect(await shown(viewer.page, 'source-form-page').getAttribute('data-mode')).toBe('view');
      expect(await shown(viewer.page, 'source-form-save').count()).toBe(0);
      expect(await shown(viewer.page, 'source-form-edit').count()).toBe(0);
      expect(await shown(viewer.page, 'source-form-name').isDisabled()).toBe(true);

      // The add form is not a screen of a role without the add permission: /404, as for any screen outside its route tree.
      await viewer.page.goto(`${server.origin}/epidemicSource/editHistory`);
      await viewer.page.waitForURL(`${server.origin}/404`);
    } finally {
      await viewer.context.close();
    }
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Codes, Cookies, endpoints, Status, type RegionNode } from '@ews/contract';
import { codeOf } from '@ews/server/test/support/codes.ts';
import { startServer, type TestServer } from '@ews/server/test/support/harness.ts';
import ExcelJS from 'exceljs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseOption, clickWhenStill, launchBrowser, signIn } from '../support/browser.ts';

const webDist = process.env.E2E_WEB_DIST || path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
const PASSWORD = 'County-op-2026';

/** The element of `testId` on the page shown: the tabs keep earlier pages alive, hidden. */
const shown = (page: Page, testId: string) => page.locator(`[data-testid="${testId}"]:visible`);

async function exportedCodes(file: string): Promise<string[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(fs.readFileSync(file) as unknown as ArrayBuffer);
  const codes: string[] = [];
  workbook.worksheets[0]!.eachRow((row, index) => {
    if (index > 1) codes.push(String(row.getCell(1).value));
  });
  return codes;
}

describe('a county operator, in the browser, sees their county and nothing else', () => {
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let county: string;
  let inCounty: number;

  beforeAll(async () => {
    server = await startServer({ WEB_DIST: webDist, SEED_DEMO: 'true' });
    const admin = await server.signIn();
    // The demo viewer's county: the Qinghai county with the most demo points.
    const viewer = await server.db.selectFrom('sysUser as u').innerJoin('sysUserDivision as d', 'd.userId', 'u.userId').select('d.divisionCode').where('u.username', '=', 'viewer').executeTakeFirstOrThrow();
    county = viewer.divisionCode;
    inCounty = Number((await server.db.selectFrom('sourcePoint').select((eb) => eb.fn.countAll<number>().as('n')).where('countyCode', '=', county).executeTakeFirstOrThrow()).n);
    const operator = await server.db.selectFrom('sysRole').select('roleId').where('roleKey', '=', 'operator').executeTakeFirstOrThrow();
    await server.call(endpoints.userSave, { username: 'countyop', name: 'County operator', password: PASSWORD, status: Status.ENABLED, roleIds: [operator.roleId], divisionCodes: [county] }, { token: admin });
    browser = await launchBrowser();
    ({ context, page } = await signIn(browser, server, 'countyop', PASSWORD));
    await page.setViewportSize({ width: 1440, height: 1000 });
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.close();
  });

  it('counts and maps the county’s points on the dashboard', async () => {
    expect(inCounty).toBeGreaterThan(0);
    await expect.poll(() => shown(page, 'card-sources').textContent()).toBe(String(inCounty));
    // The count is in the layers and filters panel, which opens folded.
    await shown(page, 'map-controls-toggle').click();
    await expect.poll(() => shown(page, 'map-shown').textContent()).toContain(String(inCounty));
  });

  it('lists and exports the county’s points only', async () => {
    await page.goto(`${server.origin}/epidemicSource/sourceList`);
    const rows = shown(page, 'source-table').locator('tbody tr.ant-table-row');
    await expect.poll(() => rows.count()).toBe(Math.min(inCounty, 20));
    for (const text of await rows.allTextContents()) expect(text).toContain(`-${county}-`);
    const download = page.waitForEvent('download');
    await shown(page, 'source-export').click();
    const codes = await exportedCodes((await (await download).path())!);
    expect(codes).toHaveLength(inCounty);
    for (const code of codes) expect(code).toContain(`-${county}-`);
  });

  /** The divisions from the province down to `code` in the region tree. */
  async function divisionsDownTo(code: string): Promise<RegionNode[]> {
    const find = (nodes: RegionNode[]): RegionNode[] => {
      for (const node of nodes) {
        if (node.code === code) return [node];
        const below = find(node.children);
        if (below.length) return [node, ...below];
      }
      return [];
    };
    return find(await server.call(endpoints.regionTree, {}, { token: await server.signIn() }));
  }

  /** The items of column `index` of the open region cascader. */
  const regionColumn = (index: number) => page.locator('.ant-cascader-dropdown:not(.ant-select-dropdown-hidden) .ant-cascader-menu').nth(index).locator('.ant-cascader-menu-item');
  const regionError = (on: Page) => on.locator('.ant-form-item:visible', { has: shown(on, 'source-form-region') }).locator('.ant-form-item-explain-error');

  it('offers on the source form its county, and the province and prefecture leading to it, nothing else', async () => {
    await page.goto(`${server.origin}/epidemicSource/addSource`);
    await shown(page, 'source-form-region').click();
    const path = await divisionsDownTo(county);
    expect(path.length).toBeGreaterThan(1);
    for (const [index, division] of path.entries()) {
      await expect.poll(() => regionColumn(index).count()).toBe(1);
      const item = regionColumn(index).first();
      expect(await item.textContent()).toContain(division.name);
      await clickWhenStill(item);
    }
    await expect.poll(() => shown(page, 'source-form-region').textContent()).toContain(path.at(-1)!.name);
    // Nothing said on the way down, nor once the county is chosen and the field left.
    expect(await regionError(page).count()).toBe(0);
    await shown(page, 'source-form-place').click();
    expect(await regionError(page).count()).toBe(0);
    // The province on the way is not the county's own: picked alone, the field says so once left.
    await shown(page, 'source-form-region').click();
    const province = regionColumn(0).first();
    await clickWhenStill(province);
    await page.keyboard.press('Escape');
    await shown(page, 'source-form-place').click();
    await expect.poll(() => regionError(page).textContent()).toBe('Outside your data scope: choose a division within it');
  });

  it('marks the region field when the server refuses it: the jurisdiction was moved while the form was open', async () => {
    const operator = await server.db.selectFrom('sysRole').select('roleId').where('roleKey', '=', 'operator').executeTakeFirstOrThrow();
    const admin = await server.signIn();
    const moving = await server.call(endpoints.userSave, { username: 'movingop', name: 'Moving operator', password: PASSWORD, status: Status.ENABLED, roleIds: [operator.roleId], divisionCodes: [county] }, { token: admin });
    const { context: own, page: form } = await signIn(browser, server, 'movingop', PASSWORD, { to: '/epidemicSource/addSource', viewport: { width: 1440, height: 1000 } });
    try {
      const path = await divisionsDownTo(county);
      const code = `QH-${county}-901`;
      await shown(form, 'source-form-code').fill(code);
      await shown(form, 'source-form-name').fill('Moved away');
      await shown(form, 'source-form-focus').click();
      await chooseOption(form, 'Himalayan marmot');
      await shown(form, 'source-form-region').click();
      for (const [index, division] of path.entries()) {
        const item = form.locator('.ant-cascader-dropdown:not(.ant-select-dropdown-hidden) .ant-cascader-menu').nth(index).locator('.ant-cascader-menu-item', { hasText: division.name });
        await clickWhenStill(item);
      }
      await shown(form, 'source-form-longitude').fill('102.5');
      await shown(form, 'source-form-latitude').fill('35.8');
      // Meanwhile an administrator moves the operator to another county.
      const elsewhere = await server.db.selectFrom('sourcePoint').select('countyCode').where('countyCode', '!=', county).where('countyCode', '!=', '').executeTakeFirstOrThrow();
      await server.call(endpoints.userSave, { userId: moving.userId, version: moving.version, username: 'movingop', name: 'Moving operator', status: Status.ENABLED, roleIds: [operator.roleId], divisionCodes: [elsewhere.countyCode] }, { token: admin });

      await shown(form, 'source-form-save').click();
      await expect.poll(() => regionError(form).textContent()).toBe('Outside your data scope: choose a division within it');
      expect(new URL(form.url()).pathname).toBe('/epidemicSource/addSource');
      expect(await server.db.selectFrom('sourcePoint').select('sourceId').where('code', '=', code).executeTakeFirst()).toBeUndefined();
    } finally {
      await own.close();
    }
  });

  it('gets 404 for a hand-made call for a record of another province, with its own session', async () => {
    const token = (await context.cookies()).find((cookie) => cookie.name === Cookies.TOKEN)!.value;
    const elsewhere = await server.db.selectFrom('sourcePoint').select('sourceId').where('provinceCode', '!=', county.slice(0, 2) + '0000').executeTakeFirstOrThrow();
    expect(await codeOf(server.call(endpoints.sourceGet, { sourceId: elsewhere.sourceId }, { token }))).toBe(Codes.NOT_FOUND);
    const own = await server.db.selectFrom('sourcePoint').select('sourceId').where('countyCode', '=', county).executeTakeFirstOrThrow();
    expect(await codeOf(server.call(endpoints.sourceGet, { sourceId: own.sourceId }, { token }))).toBe(Codes.OK);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Codes, Cookies, endpoints, Status } from '@ews/contract';
import { codeOf } from '@ews/server/test/support/codes.ts';
import { startServer, type TestServer } from '@ews/server/test/support/harness.ts';
import ExcelJS from 'exceljs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, signIn } from '../support/browser.ts';

const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
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

  it('gets 404 for a hand-made call for a record of another province, with its own session', async () => {
    const token = (await context.cookies()).find((cookie) => cookie.name === Cookies.TOKEN)!.value;
    const elsewhere = await server.db.selectFrom('sourcePoint').select('sourceId').where('provinceCode', '!=', county.slice(0, 2) + '0000').executeTakeFirstOrThrow();
    expect(await codeOf(server.call(endpoints.sourceGet, { sourceId: elsewhere.sourceId }, { token }))).toBe(Codes.NOT_FOUND);
    const own = await server.db.selectFrom('sourcePoint').select('sourceId').where('countyCode', '=', county).executeTakeFirstOrThrow();
    expect(await codeOf(server.call(endpoints.sourceGet, { sourceId: own.sourceId }, { token }))).toBe(Codes.OK);
  });
});

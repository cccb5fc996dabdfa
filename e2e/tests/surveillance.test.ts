import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Cookies, endpoints, LANGUAGES, RISK_COLORS, SHEET_NAMES, SURVEY_COLUMNS } from '@ews/contract';
import { writeSheet } from '@ews/server/src/modules/transfer/sheets.ts';
import { startServer, TEST_ADMIN_PASSWORD, type TestServer } from '@ews/server/test/support/harness.ts';
import ExcelJS from 'exceljs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerLeavePrompt, clickWhenStill, launchBrowser, signIn } from '../support/browser.ts';
import { quietPointInQinghai } from '../support/demo-data.ts';

const webDist = process.env.E2E_WEB_DIST || path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
const DEMO_PASSWORD = 'Demo-e2e-2026';

/** 'rgb(r, g, b)' of a '#rrggbb' colour, as the browser reports a computed colour. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

async function tokenOf(context: BrowserContext): Promise<string> {
  const token = (await context.cookies()).find((cookie) => cookie.name === Cookies.TOKEN)?.value;
  if (!token) throw new Error('no session cookie');
  return token;
}

/** Picks a source point in a SourceSelect by typing its code, as a user searches. */
async function chooseSource(page: Page, testId: string, code: string) {
  await page.getByTestId(testId).click();
  await page.keyboard.type(code);
  await page.locator('.ant-select-item-option', { hasText: code }).click();
}

/** One step of the alert workflow from the open detail drawer, with its note. */
async function moveAlert(page: Page, to: 'verifying' | 'confirmed' | 'closed', note: string) {
  await page.getByTestId(`alert-to-${to}`).click();
  await page.getByTestId('transition-note').fill(note);
  // On a busy machine the dialog's zoom can still be moving: a click then lands beside the button.
  await clickWhenStill(page.getByTestId('transition-submit'));
  await expect.poll(() => page.getByTestId('alert-detail').getByTestId('alert-status').getAttribute('data-status')).toBe(to);
}

describe('surveys, alerts and their workflow in the browser', () => {
  let server: TestServer;
  let browser: Browser;
  /** A demo point of Qinghai, the demo operator's jurisdiction, with no risk and no alert of its own, for the journey to turn orange. */
  let quiet: { sourceId: number; code: string };

  beforeAll(async () => {
    server = await startServer({ WEB_DIST: webDist, SEED_DEMO: 'true', DEMO_PASSWORD, CAPTCHA: 'on' });
    browser = await launchBrowser();
    quiet = await quietPointInQinghai(server);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('an operator’s Y. pestis isolate raises a high-priority signal, the point’s risk turns high, an analyst verifies, confirms and closes it, and the audit log shows each step', async () => {
    // The operator enters the survey in the drawer.
    const { context: operatorContext, page: operator } = await signIn(browser, server, 'operator', DEMO_PASSWORD, { to: '/surveillance/surveyList' });
    const bell = operator.getByTestId('alert-badge');
    await expect.poll(() => bell.getAttribute('data-count')).not.toBe('');
    const openBefore = Number(await bell.getAttribute('data-count'));
    await operator.getByTestId('survey-add').click();
    await chooseSource(operator, 'survey-form-source', quiet.code);
    await operator.getByLabel('Bacteriology samples').fill('24');
    await operator.getByLabel('Y. pestis isolates (hosts)').fill('1');
    await operator.getByTestId('survey-form-notes').fill('Isolate from a marmot found at the burrow');
    await operator.getByTestId('survey-form-submit').click();
    await operator.getByTestId('survey-form').waitFor({ state: 'detached' });
    await operator.getByText(`is now High`, { exact: false }).waitFor();
    await operator.locator('tr', { hasText: quiet.code }).first().waitFor();
    // The bell counts the new alert at once, not at its next 60 s poll.
    await expect.poll(() => bell.getAttribute('data-count')).toBe(String(openBefore + 1));

    // The signal is in the list, high priority...
    await operator.goto(`${server.origin}/surveillance/alertList`);
    // The point's own row of this rule: the most urgent come first, and the point may have an older, closed signal of another rule.
    const alertRow = operator.locator('tr', { hasText: quiet.code }).filter({ hasText: 'Y. pestis isolate' }).first();
    await alertRow.waitFor();
    expect(await alertRow.getByTestId('risk-tag').getAttribute('data-priority')).toBe('high');
    expect(await alertRow.getByTestId('alert-status').getAttribute('data-status')).toBe('new');
    // ...and the operator, without alert:verify, is offered no step of its workflow.
    await alertRow.getByTestId('alert-view').click();
    await operator.getByTestId('alert-explanation').waitFor();
    expect(await operator.locator('[data-testid^="alert-to-"]').count()).toBe(0);

    // The source point shows orange in the source list.
    await operator.goto(`${server.origin}/epidemicSource/sourceList`);
    await operator.getByTestId('source-filter-keyword').fill(quiet.code);
    await operator.getByTestId('source-search').click();
    const riskTag = operator.locator('tr', { hasText: quiet.code }).getByTestId('risk-tag');
    await expect.poll(() => riskTag.getAttribute('data-priority')).toBe('high');
    // The tag is edged in the priority's colour, on a pale tint of it, with its words in a readable shade of it.
    const colours = await riskTag.evaluate((element) => [getComputedStyle(element).color, getComputedStyle(element).borderTopColor]);
    expect(colours).toContain(rgb(RISK_COLORS.high));
    await operatorContext.close();

    // The analyst sees it counted on the bell and handles it.
    const { context: analystContext, page: analyst } = await signIn(browser, server, 'analyst', DEMO_PASSWORD);
    const open = (await server.call(endpoints.alertOpenCount, {}, { token: await tokenOf(analystContext) })).open;
    await expect.poll(() => analyst.getByTestId('alert-badge').getAttribute('data-count')).toBe(String(open));
    // The bell opens the list on the open alerts only: the filter says so, and every row is open.
    await analyst.getByTestId('alert-badge').click();
    await analyst.waitForURL(`${server.origin}/surveillance/alertList?status=open`);
    await expect.poll(() => analyst.getByTestId('alert-filter-status').textContent()).toContain('Open only');
    await expect.poll(() => analyst.getByTestId('pagination').locator('.ant-pagination-total-text').textContent()).toContain(String(open));
    const statuses = await analyst.getByTestId('alert-status').evaluateAll((tags) => tags.map((tag) => tag.getAttribute('data-status')));
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.every((status) => ['new', 'verifying', 'confirmed', 'responding'].includes(status ?? ''))).toBe(true);
    await analyst.getByTestId('alert-filter-status').click();
    await analyst.locator('.ant-select-item-option', { hasText: 'New' }).click();
    await analyst.getByTestId('alert-search').click();
    await analyst.locator('tr', { hasText: quiet.code }).first().getByTestId('alert-view').click();

    // The evidence: the survey, its isolate marked as what fired, and why, in words.
    const evidence = analyst.getByTestId('alert-evidence');
    await evidence.getByTestId('evidence-isolates').first().waitFor();
    expect(await evidence.getByTestId('evidence-isolates').first().getAttribute('data-fired')).toBe('true');
    expect(await evidence.getByTestId('evidence-flea').first().getAttribute('data-fired')).toBe('false');
    expect(await analyst.getByTestId('alert-explanation').textContent()).toContain('Yersinia pestis was isolated');

    await moveAlert(analyst, 'verifying', 'Sample sent to the provincial laboratory');
    await moveAlert(analyst, 'confirmed', 'Culture confirmed Y. pestis');
    await moveAlert(analyst, 'closed', 'Burrows dusted, no further positives in 30 days');
    expect(await analyst.getByTestId('alert-event').allTextContents()).toEqual([
      expect.stringContaining('Sample sent to the provincial laboratory'),
      expect.stringContaining('Culture confirmed Y. pestis'),
      expect.stringContaining('Burrows dusted, no further positives in 30 days'),
    ]);
    expect(await analyst.locator('[data-testid^="alert-to-"]').count()).toBe(0);
    await analystContext.close();

    // The admin finds each step in the audit log, by the analyst, with its note.
    const alert = await server.db.selectFrom('alert').select('alertId').where('sourceId', '=', quiet.sourceId).where('rule', '=', 'isolate').executeTakeFirstOrThrow();
    const { context: adminContext, page: admin } = await signIn(browser, server, 'admin', TEST_ADMIN_PASSWORD, { to: '/system/audit' });
    await admin.getByTestId('audit-filter-action').click();
    await admin.keyboard.type('Change alert');
    await admin.locator('.ant-select-item-option', { hasText: 'Change alert status' }).click();
    await admin.getByTestId('audit-search').click();
    const steps = admin.getByTestId('audit-table').locator('tr.ant-table-row', { hasText: 'analyst' }).filter({ has: admin.locator('td', { hasText: new RegExp(`^${alert.alertId}$`) }) });
    await expect.poll(() => steps.count()).toBe(3);
    await steps.first().locator('.ant-table-row-expand-icon').click();
    expect(await admin.getByTestId('audit-after').first().textContent()).toContain('Burrows dusted');
    await adminContext.close();
  });

  it('imports surveys from Excel all or nothing: a bad row is reported by line and column, a good file is written', async () => {
    const sheet = async (rows: Record<string, string | number>[]) => Buffer.from(await writeSheet(SHEET_NAMES.surveys, SURVEY_COLUMNS, rows, 'en'));
    const count = async () => Number((await server.db.selectFrom('survey').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const { context, page } = await signIn(browser, server, 'operator', DEMO_PASSWORD, { to: '/surveillance/surveyList' });
    const before = await count();

    await page.getByTestId('survey-import').click();
    const template = page.waitForEvent('download');
    await page.getByTestId('import-template').click();
    expect((await template).suggestedFilename()).toBe('surveys-template.xlsx');

    const file = page.locator('[data-testid="import-dialog"] input[type="file"]');
    // A point outside the operator's Qinghai: the whole file is refused, and the dialog keeps saying why after the toast has gone.
    const elsewhere = await server.db.selectFrom('sourcePoint').select('code').where('provinceCode', '!=', '630000').executeTakeFirstOrThrow();
    await file.setInputFiles({ name: 'elsewhere.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: await sheet([{ sourceCode: elsewhere.code, surveyDate: '2025-06-01', animalsExamined: 20, fleaIndex: 0.3 }]) });
    await page.getByTestId('import-submit').click();
    const refusal = page.getByTestId('import-refusal');
    await refusal.waitFor();
    expect(await refusal.textContent()).toBe('The file was not importedNothing was imported: outside your data scope, line(s) 2');
    expect(await count()).toBe(before);

    const bad = await sheet([
      { sourceCode: quiet.code, surveyDate: '2025-06-01', animalsExamined: 20, fleaIndex: 0.3 },
      { sourceCode: quiet.code, surveyDate: '2025-06-02', seraTested: 2, seraPositive: 5 },
    ]);
    await file.setInputFiles({ name: 'surveys.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: bad });
    await page.getByTestId('import-submit').click();
    const errors = page.getByTestId('import-errors');
    await errors.waitFor();
    expect(await refusal.count()).toBe(0);
    expect(await errors.locator('tr.ant-table-row').allTextContents()).toEqual([expect.stringMatching(/^3F1-positive sera/)]);
    expect(await count()).toBe(before);

    const good = await sheet([{ sourceCode: quiet.code, surveyDate: '2025-06-01', animalsExamined: 20, fleaIndex: 0.3 }, { sourceCode: quiet.code, surveyDate: '2025-06-02', animalsExamined: 20, fleaIndex: 0.2 }]);
    await file.setInputFiles({ name: 'surveys-fixed.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: good });
    await page.getByTestId('import-submit').click();
    await page.getByTestId('import-success').waitFor();
    expect(await count()).toBe(before + 2);

    // The same sheet again, as after an answer lost on the way: nothing is stored twice, and the dialog says so.
    await page.getByTestId('import-close').click();
    await page.getByTestId('survey-import').click();
    await file.setInputFiles({ name: 'surveys-fixed.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: good });
    await page.getByTestId('import-submit').click();
    // Whichever answer comes (success, refusal or a report of bad rows), read it: a wrong one fails here with its text.
    const outcome = page.locator('[data-testid="import-success"], [data-testid="import-refusal"], [data-testid="import-report"]').first();
    await outcome.waitFor();
    expect(await outcome.textContent()).toBe('Records imported: 02 rows repeat records already stored and were left as they are.');
    expect(await page.getByTestId('import-submit').count()).toBe(0);
    expect(await count()).toBe(before + 2);
    await context.close();
  });

  it('asks what to do when someone else saved the survey first, and loses nothing', async () => {
    const { context, page } = await signIn(browser, server, 'operator', DEMO_PASSWORD, { to: '/surveillance/surveyList' });
    const token = await tokenOf(context);
    const mine = await server.call(endpoints.surveySave, { sourceId: quiet.sourceId, surveyDate: '2025-07-01', animalsExamined: 20, fleaIndex: 0.1, notes: 'first' }, { token });
    await chooseSource(page, 'survey-filter-source', quiet.code);
    await page.getByTestId('survey-search').click();
    await page.locator('tr', { hasText: '2025-07-01' }).getByTestId('survey-edit').click();
    const notes = page.getByTestId('survey-form-notes');
    await expect.poll(() => notes.inputValue()).toBe('first');
    await notes.fill('mine');

    // Meanwhile someone else saves the same survey.
    await server.call(endpoints.surveySave, { sourceId: quiet.sourceId, surveyDate: '2025-07-01', animalsExamined: 20, fleaIndex: 0.1, notes: 'theirs', surveyId: mine.surveyId, version: mine.version }, { token });

    await page.getByTestId('survey-form-submit').click();
    await clickWhenStill(page.getByTestId('conflict-keep'));
    expect(await notes.inputValue()).toBe('mine');
    await page.getByTestId('conflict-notice').waitFor();
    await page.getByTestId('survey-form-submit').click();
    await page.getByTestId('survey-form').waitFor({ state: 'detached' });
    expect((await server.call(endpoints.surveyGet, { surveyId: mine.surveyId }, { token })).notes).toBe('mine');
    await context.close();
  });

  it('exports the surveys the filter matches, and draws a point’s host density and flea index over time with its thresholds', async () => {
    const { context, page } = await signIn(browser, server, 'viewer', DEMO_PASSWORD, { to: '/surveillance/surveyList' });
    // A point of the demo viewer's county, their data scope.
    const { code, focusType } = await server.db
      .selectFrom('sourcePoint as s')
      .innerJoin('sysUserDivision as d', 'd.countyCode', 's.countyCode')
      .innerJoin('sysUser as u', 'u.userId', 'd.userId')
      .select(['s.code', 's.focusType'])
      .where('u.username', '=', 'viewer')
      .orderBy('s.sourceId')
      .executeTakeFirstOrThrow();
    await chooseSource(page, 'survey-filter-source', code);
    await page.getByTestId('survey-search').click();
    await page.locator('tr', { hasText: code }).first().waitFor();

    // Everyone exports what they read: the point's surveys only, in a file named as the other exports are.
    const download = page.waitForEvent('download');
    await page.getByTestId('survey-export').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^surveys-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(fs.readFileSync((await file.path())!) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe(SHEET_NAMES.surveys.en);
    const codes = sheet.getColumn(1).values.slice(2);
    expect(new Set(codes)).toEqual(new Set([code]));
    await page.getByTestId('export-overlay').waitFor({ state: 'detached' });

    await page.locator('tr', { hasText: code }).first().getByTestId('survey-trend').click();
    const chart = page.getByTestId('survey-series');
    await chart.locator('canvas').waitFor();
    const rule = (await server.call(endpoints.riskRules, {}, { token: await tokenOf(context) })).find((one) => one.focusType === focusType)!;
    expect(await chart.getAttribute('data-density-threshold')).toBe(String(rule.hostDensity));
    expect(await chart.getAttribute('data-flea-threshold')).toBe(String(rule.fleaIndex));
    expect(Number(await chart.getAttribute('data-points'))).toBeGreaterThan(10);
    expect(codes).toHaveLength(Number(await chart.getAttribute('data-points')));
    // A viewer reads: no add, import, edit or delete.
    for (const testId of ['survey-add', 'survey-import', 'survey-edit', 'survey-delete']) expect(await page.getByTestId(testId).count(), testId).toBe(0);
    await context.close();
  });

  /** The rules table's scrolled and shown widths, and whether it shows every column without scrolling. */
  const tableWidths = (page: Page) =>
    page
      .getByTestId('rules-table')
      .locator('.ant-table-content, .ant-table-body')
      .first()
      .evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth, fits: element.scrollWidth <= element.clientWidth }));

  it('shows each default threshold with its source; saving a change recomputes every point and says what came of it', async () => {
    const { context: viewerContext, page: viewer } = await signIn(browser, server, 'viewer', DEMO_PASSWORD, { to: '/surveillance/riskRules' });
    await viewer.getByTestId('rules-table').locator('tr.ant-table-row').first().waitFor();
    expect(await viewer.getByTestId('rule-source').allTextContents()).toContainEqual(expect.stringContaining('Li et al. 1999'));
    expect(await viewer.getByTestId('rules-edit').count()).toBe(0);
    await viewerContext.close();
    // Every column within the screen at 1280 px in each language, its headers wrapping (Spanish's are the longest).
    for (const language of LANGUAGES) {
      const { context: reader, page } = await signIn(browser, server, 'viewer', DEMO_PASSWORD, { to: '/surveillance/riskRules', language });
      await page.getByTestId('rules-table').locator('tr.ant-table-row').first().waitFor();
      expect({ language, ...(await tableWidths(page)) }).toMatchObject({ language, fits: true });
      await reader.close();
    }

    const { context, page } = await signIn(browser, server, 'admin', TEST_ADMIN_PASSWORD, { to: '/surveillance/riskRules' });
    await page.getByTestId('rules-edit').click();
    // A threshold typed out of range is said wrong under its box, not changed into the bound without a word.
    const flea = page.getByTestId('rule-mongolianGerbil-fleaIndex');
    const fleaError = page.getByTestId('rules-table').locator('.ant-form-item-explain-error');
    await flea.fill('-1');
    await flea.blur();
    await fleaError.waitFor();
    expect(await fleaError.textContent()).toBe('At least 0');
    expect(await flea.inputValue()).toBe('-1');
    await page.getByTestId('rules-save').click();
    expect(await page.getByTestId('confirm-ok').count()).toBe(0);
    await flea.fill('1');
    await fleaError.waitFor({ state: 'detached' });
    await page.getByTestId('rule-mongolianGerbil-hostDensity').fill('45');
    // Closing the screen's tab with the thresholds typed asks first; staying keeps them.
    const rulesTab = page.locator('[data-testid="tag"][data-path="/surveillance/riskRules"]');
    await rulesTab.getByTestId('tag-close').click();
    await answerLeavePrompt(page, 'confirm-cancel');
    expect(await page.getByTestId('rule-mongolianGerbil-hostDensity').inputValue()).toBe('45');
    expect((await tableWidths(page)).fits).toBe(true);
    // The reload the save sets off is held: the table shows the saved thresholds without it.
    let releaseReload: () => void = () => undefined;
    const reloadHeld = new Promise<void>((resolve) => (releaseReload = resolve));
    const rulesList = /\/risk\/rules(\?|$)/;
    await page.route(rulesList, async (route) => {
      await reloadHeld;
      // A read held past the 5 s timeout was given up by the page (and asked again): nothing to continue.
      await route.continue().catch(() => undefined);
    });
    await page.getByTestId('rules-save').click();
    // The confirm says what changes, from what to what.
    expect(await page.getByTestId('rules-changes').textContent()).toBe('Mongolian gerbil (Inner Mongolian plateau): Density threshold 50 → 45');
    await clickWhenStill(page.getByTestId('confirm-ok'));
    const outcome = page.getByTestId('rules-outcome');
    await outcome.waitFor();
    const points = Number((await server.db.selectFrom('sourcePoint').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    expect(await outcome.textContent()).toContain(`Source points recomputed: ${points};`);
    expect(await page.getByTestId('rule-mongolianGerbil-hostDensity').textContent()).toBe('45');
    // The edited threshold says who set it before the default's source, which no longer reads as in force.
    const gerbilSource = page.getByTestId('rules-table').locator('tr', { has: page.getByTestId('rule-mongolianGerbil-hostDensity') }).getByTestId('rule-source');
    expect(await gerbilSource.textContent()).toMatch(/^Set by admin\. Default: Li et al\. 1999/);
    // Every column within the screen at 1280 px after the save, as while the thresholds were edited.
    expect((await tableWidths(page)).fits).toBe(true);
    releaseReload();
    await page.unroute(rulesList);
    const stored = await server.db.selectFrom('riskThreshold').select(['hostDensity', 'updatedBy']).where('focusType', '=', 'mongolianGerbil').executeTakeFirstOrThrow();
    expect(stored).toEqual({ hostDensity: 45, updatedBy: 'admin' });
    await context.close();
  });

  it("says a recompute is starting until the server reports it, not the last run's figures", async () => {
    const { context, page } = await signIn(browser, server, 'admin', TEST_ADMIN_PASSWORD);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/admin/api/risk/recompute?**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${server.origin}/surveillance/riskRules`);
    await page.getByTestId('rules-table').locator('tr.ant-table-row').first().waitFor();
    await page.getByTestId('rules-recompute').click();
    await clickWhenStill(page.getByTestId('confirm-ok'));
    const text = page.getByTestId('rules-progress-text');
    await text.waitFor();
    expect(await text.textContent()).toBe('Recomputing: counting the source points…');
    release();
    await page.getByTestId('rules-outcome').waitFor();
    await context.close();
  });

  it('the open alerts the bell leads to follow a new alert without a reload', async () => {
    const { context, page } = await signIn(browser, server, 'admin', TEST_ADMIN_PASSWORD);
    await page.getByTestId('alert-badge').click();
    await page.waitForURL(/\/surveillance\/alertList\?status=open$/);
    const totalText = page.getByTestId('pagination').locator('.ant-pagination-total-text');
    await totalText.waitFor();
    const total = async () => Number(/(\d+)/.exec((await totalText.textContent()) ?? '')?.[1]);
    const bell = () => page.getByTestId('alert-badge').getAttribute('data-count');
    // The pager reads 0 until the first page arrives, so the count to start from is the server's.
    const token = await tokenOf(context);
    const before = (await server.call(endpoints.alertOpenCount, {}, { token })).open;
    await expect.poll(total).toBe(before);
    await expect.poll(bell).toBe(String(before));
    const point = { code: 'GS-620102-964', name: 'Bell site', focusType: 'alashanGroundSquirrel', provinceCode: '620000', prefectureCode: '620100', countyCode: '620102', longitude: 103.7, latitude: 36.0 } as const;
    const { sourceId } = await server.call(endpoints.sourceSave, point, { token });
    await server.call(endpoints.surveySave, { sourceId, surveyDate: new Date().toISOString().slice(0, 10), bacteriologySamples: 10, isolatesHost: 1 }, { token });
    // Lists do not poll: only the live stream can bring the new alert in.
    await expect.poll(total).toBe(before + 1);
    await expect.poll(bell).toBe(String(before + 1));
    await context.close();
  });
});

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Cookies, endpoints, type Language } from '@ews/contract';
import { CASE_CLASSIFICATION_NAMES, CLINICAL_FORM_NAMES, INFECTION_SOURCE_NAMES, OCCUPATION_NAMES, SEX_NAMES } from '@ews/contract/domain';
import { FIELD_LABELS } from '@ews/contract/field-labels';
import { translateText } from '@ews/contract/messages';
import { startServer, TEST_DEMO_PASSWORD, type TestServer } from '@ews/server/test/support/harness.ts';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseOption, clickWhenStill, contextsClosedAfterEach, launchBrowser, signIn } from '../support/browser.ts';
import { seriousViolations } from '../support/axe.ts';
import { quietPointInQinghai } from '../support/demo-data.ts';

const webDist = process.env.E2E_WEB_DIST || path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
const PHONE = { width: 390, height: 844 } as const;
const DESK = { width: 1280, height: 900 } as const;
/** Qinghai: the demo operator's jurisdiction; Beijing lies outside it. */
const QINGHAI = '630000';
const BEIJING = '110000';
/** The residence field's label in each language (the screens' own, beside the contract's region label). */
const RESIDENCE_LABEL: Record<Language, string> = { en: 'Residence (county)', zh: '现住址（县）', es: 'Domicilio (condado)', ja: '現住所（県級）' };

/** The form's note that no name or ID number is stored, in each language (its opening words). */
const PRIVACY: Record<Language, string> = { en: 'No name or ID number', zh: '不录入姓名和身份证号', es: 'Sin nombre ni número de documento', ja: '氏名と身分証番号は入力しません' };

const HOUR = 3_600_000;
const pad = (value: number) => String(value).padStart(2, '0');
/** A time as the pickers take it typed, in the browser's (this machine's) time zone. */
const typedTime = (at: Date) => `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())} ${pad(at.getHours())}:${pad(at.getMinutes())}`;
const typedDate = (at: Date) => typedTime(at).slice(0, 10);

/** Types a date (or date and time) into an antd picker and takes it with Enter. */
async function typeInto(page: Page, testId: string, text: string): Promise<void> {
  const box = page.getByTestId(testId);
  await box.click();
  await box.fill(text);
  await box.press('Enter');
  await expect.poll(() => box.inputValue()).toBe(text);
}

/** Opens a select by its test id and picks the option showing `text`. */
async function choose(page: Page, testId: string, text: string): Promise<void> {
  await page.getByTestId(testId).click();
  await chooseOption(page, text);
}

/** Picks a province in a region cascader (a click on a level chooses it: changeOnSelect). */
async function chooseProvince(page: Page, testId: string, code: string): Promise<void> {
  await page.getByTestId(testId).click();
  await clickWhenStill(page.locator(`.ant-cascader-dropdown:not(.ant-select-dropdown-hidden) li[data-path-key="${code}"]`));
  await page.keyboard.press('Escape');
}

/** A suspected pneumonic case in Qinghai, reported two days ago, as the API takes it. */
function apiCase(reportingUnit: string) {
  const reported = Date.now() - 2 * 24 * HOUR;
  return {
    reportAt: new Date(reported).toISOString(),
    diagnosisAt: new Date(reported - HOUR).toISOString(),
    onsetDate: typedDate(new Date(reported - 24 * HOUR)),
    sex: 'female' as const,
    occupation: 'herdsman' as const,
    provinceCode: QINGHAI,
    exposure: 'hunting' as const,
    clinicalForm: 'pneumonic' as const,
    classification: 'suspected' as const,
    confirmationMethod: 'unknown' as const,
    outcome: 'underTreatment' as const,
    reportingUnit,
  };
}

/** The one signal a case raised (every case raises its own). */
async function signalOf(server: TestServer, caseId: number) {
  const [signal, ...more] = await server.db.selectFrom('alert').select(['alertId', 'rule', 'priority', 'status']).where('caseId', '=', caseId).execute();
  expect(more).toEqual([]);
  return signal!;
}

/** The Form.Item whose label is `label`: its error says what is wrong with that field. */
const fieldNamed = (page: Page, label: string) => page.locator('.ant-form-item', { has: page.locator('label', { hasText: label }) }).first();

describe('human cases in the console', () => {
  let server: TestServer;
  let browser: Browser;
  let operator: string;
  const contexts = contextsClosedAfterEach();

  beforeAll(async () => {
    server = await startServer({ WEB_DIST: webDist, SEED_DEMO: 'true', DEMO_PASSWORD: TEST_DEMO_PASSWORD });
    browser = await launchBrowser();
    operator = await server.signIn('operator', TEST_DEMO_PASSWORD);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /** A page of the operator's session in `language`, at `viewport`. */
  async function operatorPage(language: Language, viewport: BrowserContextOptions['viewport'], options: Partial<BrowserContextOptions> = {}): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ viewport, ...options });
    contexts.push(context);
    await context.addCookies([
      { name: Cookies.TOKEN, value: operator, url: server.origin },
      { name: Cookies.LANGUAGE, value: language, url: server.origin },
    ]);
    return { context, page: await context.newPage() };
  }

  const casesOf = (unit: string) => server.db.selectFrom('humanCase').select(['caseId', 'classification']).where('reportingUnit', '=', unit).execute();

  it.each([
    ['en', DESK],
    ['zh', PHONE],
    ['es', DESK],
    ['ja', PHONE],
  ] as const)('adds a case in %s (%o): the labels and refusals in the language, the lag flagged, and its urgent signal in the alert list', async (language, viewport) => {
    const unit = `E2E county CDC ${language}`;
    const { page } = await operatorPage(language, viewport);
    await page.goto(`${server.origin}/cases/caseList?add=1`);
    const form = page.getByTestId('case-form');
    await form.waitFor();
    await expect.poll(() => page.getByTestId('case-form-privacy').textContent()).toContain(PRIVACY[language]);
    for (const field of ['reportAt', 'diagnosisAt', 'onsetDate', 'clinicalForm', 'classification', 'confirmationMethod', 'exposure', 'reportingUnit', 'outcome'] as const) {
      expect(await form.locator('label', { hasText: FIELD_LABELS[field][language] }).count(), field).toBeGreaterThan(0);
    }
    // The form in a drawer: nothing axe finds serious (the list behind it is walked by a11y.test.ts).
    expect(await seriousViolations(page, '.case-drawer')).toEqual([]);
    // Nothing typed: the required fields say so, and nothing is stored.
    await page.getByTestId('case-form-submit').click();
    await fieldNamed(page, FIELD_LABELS.reportingUnit[language]).locator('.ant-form-item-explain-error').waitFor();

    const now = Date.now();
    await typeInto(page, 'case-form-diagnosisAt', typedTime(new Date(now - 4 * HOUR)));
    await typeInto(page, 'case-form-reportAt', typedTime(new Date(now - HOUR)));
    // Three hours from diagnosis to report: flagged as the times are picked.
    await form.getByTestId('case-late').waitFor();
    await typeInto(page, 'case-form-onsetDate', typedDate(new Date(now - 30 * HOUR)));
    await page.getByTestId('case-form-reportingUnit').fill(unit);
    await page.getByTestId('case-form-age').fill('41');
    await choose(page, 'case-form-sex', SEX_NAMES.male[language]);
    await choose(page, 'case-form-occupation', OCCUPATION_NAMES.herdsman[language]);
    // Beijing: outside the operator's data scope, which only the server knows here.
    await chooseProvince(page, 'case-form-region', BEIJING);
    await choose(page, 'case-form-exposure', INFECTION_SOURCE_NAMES.hunting[language]);
    await choose(page, 'case-form-clinicalForm', CLINICAL_FORM_NAMES.pneumonic[language]);

    // "Confirmed" without a laboratory method is refused on the method's field, in the language.
    await choose(page, 'case-form-classification', CASE_CLASSIFICATION_NAMES.confirmed[language]);
    await page.getByTestId('case-form-submit').click();
    await fieldNamed(page, FIELD_LABELS.confirmationMethod[language]).locator('.ant-form-item-explain-error', { hasText: translateText('validation.confirmedNeedsLaboratory', language) }).waitFor();
    expect(await casesOf(unit)).toEqual([]);

    await choose(page, 'case-form-classification', CASE_CLASSIFICATION_NAMES.suspected[language]);
    await page.getByTestId('case-form-submit').click();
    // The server's refusal, which names the region in the language, is said on the residence field; nothing is stored.
    await fieldNamed(page, RESIDENCE_LABEL[language]).locator('.ant-form-item-explain-error', { hasText: translateText('error.regionOutsideScope', language) }).waitFor();
    expect(await casesOf(unit)).toEqual([]);
    await chooseProvince(page, 'case-form-region', QINGHAI);
    await page.getByTestId('case-form-submit').click();
    // Saved, the case opens with the signal it raised.
    const detail = page.getByTestId('case-detail');
    await detail.getByTestId('case-signal').waitFor();
    const [stored, ...more] = await casesOf(unit);
    expect(more).toEqual([]);
    expect(stored).toMatchObject({ classification: 'suspected' });
    const signal = await signalOf(server, stored!.caseId);
    expect(signal).toMatchObject({ rule: 'humanCase', priority: 'urgent' });
    expect(await detail.getByTestId('case-late').count()).toBe(1);

    // The signal link leads to the alert, open over the alert list; the badge counts it.
    await detail.getByTestId('case-signal').click();
    await page.waitForURL(`${server.origin}/surveillance/alertList?alertId=${signal.alertId}`);
    await page.getByTestId('alert-detail').waitFor();
    const openAlerts = (await server.call(endpoints.alertList, { open: 'true', limit: 1 }, { token: operator })).total;
    await expect.poll(async () => Number(await page.getByTestId('alert-badge').getAttribute('data-count'))).toBe(openAlerts);
  });

  it('lists the cases with the lag flag, the signal link and the filters, and the timeliness per reporting unit', async () => {
    const { page } = await operatorPage('en', DESK);
    await page.goto(`${server.origin}/cases/caseList`);
    const table = page.getByTestId('case-table');
    await table.locator('tbody tr.ant-table-row').first().waitFor();
    await page.getByTestId('case-filter-late').check();
    await page.getByTestId('case-search').click();
    await expect.poll(async () => (await server.call(endpoints.caseList, { late: 'true', limit: 100 }, { token: operator })).total).toBeGreaterThan(0);
    const late = (await server.call(endpoints.caseList, { late: 'true', limit: 100 }, { token: operator })).total;
    await expect.poll(() => table.locator('tbody tr.ant-table-row').count()).toBe(Math.min(late, 10));
    expect(await table.locator('tbody tr.ant-table-row').filter({ hasNot: page.getByTestId('case-late') }).count()).toBe(0);

    await page.getByRole('tab', { name: 'Reporting within 2 hours' }).click();
    const timeliness = page.getByTestId('timeliness-table');
    await timeliness.locator('tbody tr.ant-table-row', { hasText: 'E2E county CDC en' }).waitFor();
    // Reported 3 hours after diagnosis: none of its cases on time.
    expect(await timeliness.locator('tbody tr.ant-table-row', { hasText: 'E2E county CDC en' }).getByTestId('timeliness-share').textContent()).toBe('0%');
  });

  it('edits a case over a newer version only once the user chooses to, and keeps the input meanwhile', async () => {
    const input = apiCase('E2E conflict unit');
    const stored = await server.call(endpoints.caseSave, input, { token: operator });
    const { page } = await operatorPage('en', DESK);
    await page.goto(`${server.origin}/cases/caseList?caseId=${stored.caseId}&edit=1`);
    const form = page.getByTestId('case-form');
    await expect.poll(() => page.getByTestId('case-form-reportingUnit').inputValue()).toBe('E2E conflict unit');
    // Someone else saves the case meanwhile.
    await server.call(endpoints.caseSave, { ...input, caseId: stored.caseId, version: stored.version, outcome: 'recovered' }, { token: operator });

    await page.getByTestId('case-form-notes').fill('Typed over a stale version');
    await page.getByTestId('case-form-submit').click();
    await clickWhenStill(page.getByTestId('conflict-keep'));
    expect(await page.getByTestId('case-form-notes').inputValue()).toBe('Typed over a stale version');
    await page.getByTestId('case-form-submit').click();
    await page.getByTestId('case-detail').waitFor();
    expect(await form.count()).toBe(0);
    const [saved] = await server.db.selectFrom('humanCase').select(['notes', 'version']).where('caseId', '=', stored.caseId).execute();
    expect(saved).toEqual({ notes: 'Typed over a stale version', version: stored.version + 2 });
  });

  it('makes a contact with fever a suspected case in one step, which opens with its own urgent signal', async () => {
    const source = await server.call(endpoints.caseSave, apiCase('E2E contact tracing unit'), { token: operator });
    const { page } = await operatorPage('en', PHONE);
    await page.goto(`${server.origin}/cases/caseList?caseId=${source.caseId}`);
    const detail = page.getByTestId('case-detail');
    await detail.getByTestId('contact-add').click();

    const modal = page.getByTestId('contact-form');
    await page.getByTestId('contact-form-label').fill('household 1');
    await typeInto(page, 'contact-form-lastExposure', typedDate(new Date(Date.now() - 2 * 24 * HOUR)));
    await page.getByTestId('contact-form-add-day').click();
    await page.getByTestId('contact-form-add-day').click();
    // The second day's 38.2 °C ticks its fever box.
    await modal.getByTestId('contact-day-temperature').nth(0).fill('36.8');
    await modal.getByTestId('contact-day-temperature').nth(1).fill('38.2');
    await expect.poll(() => modal.getByTestId('contact-day-fever').nth(1).isChecked()).toBe(true);
    await page.getByTestId('contact-form-submit').click();

    const contactRow = detail.getByTestId('contact-table').locator('tbody tr.ant-table-row', { hasText: 'household 1' });
    await contactRow.locator('[data-testid="contact-day"][data-fever="true"]').waitFor();
    // The case's page with its contacts and their days: nothing axe finds serious.
    expect(await seriousViolations(page, '.case-drawer')).toEqual([]);
    await clickWhenStill(contactRow.getByTestId('contact-to-case'));
    await clickWhenStill(page.getByTestId('contact-to-case-ok'));

    // The new case opens in the drawer's place, with its signal.
    const becameCase = async () => (await server.db.selectFrom('caseContact').select('becameCaseId').where('caseId', '=', source.caseId).executeTakeFirstOrThrow()).becameCaseId;
    await expect.poll(becameCase).not.toBeNull();
    const made = (await becameCase())!;
    await page.locator(`[data-testid="case-detail"][data-case-id="${made}"]`).getByTestId('case-signal').waitFor();
    const [newCase] = await server.db.selectFrom('humanCase').select('classification').where('caseId', '=', made).execute();
    expect(newCase?.classification).toBe('suspected');
    expect(await signalOf(server, made)).toMatchObject({ rule: 'humanCase', priority: 'urgent' });
  });
});

describe('a human case entered in the field, offline', () => {
  let server: TestServer;
  let browser: Browser;
  const contexts = contextsClosedAfterEach();
  let quiet: { sourceId: number; code: string; longitude: number; latitude: number };

  beforeAll(async () => {
    server = await startServer({ WEB_DIST: webDist, SEED_DEMO: 'true', DEMO_PASSWORD: TEST_DEMO_PASSWORD });
    browser = await launchBrowser();
    quiet = await quietPointInQinghai(server);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('is kept on the phone without a network, sent once the network is back, stored once and raises its urgent signal', async () => {
    const { context, page } = await signIn(browser, server, 'operator', TEST_DEMO_PASSWORD, { serviceWorkers: 'allow', viewport: PHONE, to: '/surveillance/fieldEntry' });
    contexts.push(context);
    await page.getByTestId('field-entry').waitFor();
    await page.getByText('source points on this device').waitFor();
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.getByTestId('field-kind').getByText('Human case').click();
    await page.getByTestId('field-case').waitFor();
    // The region tree is kept on the device before the network goes.
    await page.getByTestId('case-form-region').click();
    await page.locator(`.ant-cascader-dropdown li[data-path-key="${QINGHAI}"]`).waitFor();
    await page.keyboard.press('Escape');

    await context.setOffline(true);
    await page.getByTestId('field-online').filter({ hasText: 'Offline' }).waitFor();
    const now = Date.now();
    await typeInto(page, 'case-form-diagnosisAt', typedTime(new Date(now - HOUR)));
    await typeInto(page, 'case-form-reportAt', typedTime(new Date(now - 30 * 60_000)));
    await typeInto(page, 'case-form-onsetDate', typedDate(new Date(now - 24 * HOUR)));
    await page.getByTestId('case-form-reportingUnit').fill('E2E field team');
    await choose(page, 'case-form-sex', 'Male');
    await choose(page, 'case-form-occupation', 'Herdsman');
    // The point chosen gives the residence.
    await page.getByTestId('case-form-source').click();
    await page.keyboard.type(quiet.code);
    await chooseOption(page, quiet.code);
    await choose(page, 'case-form-exposure', 'Hunting or skinning marmots');
    await choose(page, 'case-form-clinicalForm', 'Bubonic');
    await page.getByTestId('field-case-submit').click();
    await page.getByTestId('field-queued-case').waitFor();
    await page.getByText('Waiting to send (1)').waitFor();
    const stored = () => server.db.selectFrom('humanCase').select(['caseId', 'clientId', 'sourceId', 'provinceCode']).where('reportingUnit', '=', 'E2E field team').execute();
    expect(await stored()).toEqual([]);

    await context.setOffline(false);
    await page.getByText('Nothing waiting to send').waitFor();
    const [humanCase, ...more] = await stored();
    expect(more).toEqual([]);
    expect(humanCase).toMatchObject({ sourceId: quiet.sourceId, provinceCode: QINGHAI });
    expect(humanCase!.clientId).not.toBeNull();
    expect(await signalOf(server, humanCase!.caseId)).toMatchObject({ rule: 'humanCase', priority: 'urgent' });

    // Sent again under the same entry id (an answer lost on the way), it is the case stored the first time.
    const again = await server.call(
      endpoints.caseSave,
      {
        clientId: humanCase!.clientId!,
        reportAt: new Date(now - 30 * 60_000).toISOString(),
        diagnosisAt: new Date(now - HOUR).toISOString(),
        onsetDate: typedDate(new Date(now - 24 * HOUR)),
        sex: 'male',
        occupation: 'herdsman',
        provinceCode: QINGHAI,
        exposure: 'hunting',
        clinicalForm: 'bubonic',
        classification: 'suspected',
        confirmationMethod: 'unknown',
        outcome: 'underTreatment',
        reportingUnit: 'E2E field team',
      },
      { token: await server.signIn('operator', TEST_DEMO_PASSWORD) },
    );
    expect(again.caseId).toBe(humanCase!.caseId);
    expect(await stored()).toHaveLength(1);
    expect(await server.db.selectFrom('alert').select('alertId').where('caseId', '=', humanCase!.caseId).execute()).toHaveLength(1);
  });
});

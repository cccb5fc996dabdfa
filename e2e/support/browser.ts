import { API_BASE, Cookies, decryptData, type Language } from '@ews/contract';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page } from 'playwright-core';
import { startServer, TEST_ADMIN_PASSWORD, type TestServer } from '@ews/server/test/support/harness.ts';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.ts';
import { reportOpenPages, watchForFailures } from './failure-report.ts';

/**
 * The browser contexts a test file opens: each is closed after its test, passed or failed, so
 * none keeps working in the background of the next.
 */
export function contextsClosedAfterEach(): BrowserContext[] {
  const contexts: BrowserContext[] = [];
  afterEach(async (context) => {
    await reportOpenPages(context);
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  return contexts;
}

/** What consoleInBrowser sets up: its fields are there once the describe block's beforeAll has run. */
export interface ConsoleInBrowser {
  server: TestServer;
  browser: Browser;
  /** The admin's session token. */
  adminToken: string;
  /** The contexts a test opens, closed after it (contextsClosedAfterEach). */
  contexts: BrowserContext[];
}

/** A console started with `env`, a Chromium and the admin's session for the tests of one describe block, closed after them. */
export function consoleInBrowser(env: Record<string, string>): ConsoleInBrowser {
  const setUp = { contexts: contextsClosedAfterEach() } as ConsoleInBrowser;
  beforeAll(async () => {
    setUp.server = await startServer(env);
    setUp.browser = await launchBrowser();
    setUp.adminToken = await setUp.server.signIn('admin', TEST_ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await setUp.browser?.close();
    await setUp.server?.close();
  });
  return setUp;
}

/**
 * How long a click, a fill or a wait may take before it fails: a hang guard, not a speed check.
 * Playwright's 30 s default ran out on a machine whose cores were saturated by other work.
 */
const ACTION_TIMEOUT_MS = 90_000;

/**
 * The worker's Chromium, launched by its first file and shared by the files after it (the e2e project
 * shares its modules: isolate: false). It ends with the worker, whose exit closes its control pipe.
 */
let workerChromium: Promise<Browser> | undefined;

async function sharedChromium(): Promise<Browser> {
  const running = await workerChromium;
  if (running?.isConnected()) return running;
  workerChromium = chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const browser = await workerChromium;
  watchForFailures(browser);
  return browser;
}

/**
 * A test file's own view of its worker's Chromium: the contexts it opens, and close() closes those,
 * not the browser, which the worker's next file uses. A launch per file was a browser's start-up
 * for each of some thirty describe blocks; a context is as fresh for the test as a new browser's.
 * Every context waits ACTION_TIMEOUT_MS for an action and, unless it asks for
 * `serviceWorkers: 'allow'`, runs without the offline service worker. Installed, the worker fetches
 * and stores the build's 249 files (3.4 MB) in every fresh context, a second of the browser's and
 * the server's CPU beside what the test does; the tests of offline use and of what the worker keeps
 * allow it.
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await sharedChromium();
  const opened = new Set<BrowserContext>();
  const own: Pick<Browser, 'newContext' | 'contexts' | 'close'> = {
    async newContext(options) {
      const context = await browser.newContext({ ...options, serviceWorkers: options?.serviceWorkers ?? 'block' });
      context.setDefaultTimeout(ACTION_TIMEOUT_MS);
      opened.add(context);
      context.on('close', () => opened.delete(context));
      return context;
    },
    contexts: () => [...opened],
    close: async () => {
      await Promise.all([...opened].map((context) => context.close()));
    },
  };
  // Everything else (newPage, version, isConnected…) is the shared browser's, with these three in its place.
  return Object.assign(Object.create(browser) as Browser, own);
}

/**
 * Remembers the captcha the page was last shown, and reads its answer from the database,
 * as a person would read it off the picture.
 */
export function watchCaptcha(page: Page, server: TestServer): { answer(): Promise<string> } {
  let captchaId: string | undefined;
  page.on('response', (response) => {
    if (!response.url().includes(`${API_BASE}/sysuser/captcha`)) return;
    response.json().then(
      (body: { data?: string }) => {
        if (body.data) captchaId = (decryptData(body.data, server.config.aesKey) as { captchaId: string }).captchaId;
      },
      () => undefined, // the page closed before the body arrived: nothing to remember
    );
  });
  return {
    async answer() {
      // CAPTCHA=off: the server answers an empty captcha and the page asks none.
      if (!server.config.captcha) return '';
      for (let attempt = 0; attempt < 50 && !captchaId; attempt++) await page.waitForTimeout(100);
      if (!captchaId) throw new Error('the page never loaded a captcha');
      const row = await server.db.selectFrom('sysCaptcha').select('answer').where('captchaId', '=', captchaId).executeTakeFirstOrThrow();
      return row.answer;
    },
  };
}

/** Where the console remembers that a user has seen the guided tour (web/src/utils/tour-memory.ts). */
export const tourStorageKey = (username: string) => `ews-tour:${username}`;

/**
 * Signs in through the login form the way a user does; the captcha only when the page asks one (not
 * with CAPTCHA=off). The guided tour starts by itself on a user's first sign-in and covers the page:
 * the user is taken to have seen it unless `firstTour` asks for it.
 */
export async function signInThroughForm(page: Page, captcha: { answer(): Promise<string> }, username: string, password: string, { firstTour = false } = {}) {
  if (!firstTour) await page.evaluate((key) => localStorage.setItem(key, 'seen'), tourStorageKey(username.trim()));
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  // Whether a captcha is asked is known once the server has answered: a picture, or no field at all.
  await page.waitForFunction(() => !document.querySelector('.login-captcha-loading'));
  if ((await page.getByTestId('login-captcha').count()) > 0) await page.getByTestId('login-captcha').fill(await captcha.answer());
  await page.getByTestId('login-submit').click();
}

/**
 * A new browser context (in `language`, when asked, from the sign-in page on) signed in as
 * `username` through the login form, on `to` (the dashboard unless asked) by the sign-in page's
 * redirect, as a visitor of `to` sent to sign in first lands there. Landing on `to` directly spares
 * a test that works elsewhere the dashboard (its map alone is seconds of software WebGL) and a
 * second page load.
 */
export async function signIn(
  browser: Browser,
  server: TestServer,
  username: string,
  password: string,
  {
    locale = 'en-US',
    firstTour = false,
    to,
    language,
    ...options
  }: Pick<BrowserContextOptions, 'viewport' | 'serviceWorkers'> & { locale?: string; firstTour?: boolean; to?: string; language?: Language } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ locale, ...options });
  if (language) await context.addCookies([{ name: Cookies.LANGUAGE, value: language, url: server.origin }]);
  const page = await context.newPage();
  const captcha = watchCaptcha(page, server);
  await page.goto(`${server.origin}/admin/login${to ? `?redirect=${encodeURIComponent(to)}` : ''}`);
  await signInThroughForm(page, captcha, username, password, { firstTour });
  await page.waitForURL(`${server.origin}${to ?? '/admin/dashboard'}`);
  return { context, page };
}

/**
 * Resolves once the element and its ancestors have finished antd's opening animation (rc-motion's
 * -appear and -enter classes). On a busy machine the frames of a zoom or slide come so far apart
 * that Playwright can find a still-moving button stable, and its click lands beside it.
 */
export async function afterMotion(locator: Locator): Promise<void> {
  await locator.waitFor();
  await locator.evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        const moving = () => {
          for (let node: Element | null = element; node; node = node.parentElement) if (/-(appear|enter)(-|\s|$)/.test(node.getAttribute('class') ?? '')) return true;
          return false;
        };
        const check = () => (moving() ? requestAnimationFrame(check) : resolve());
        check();
      }),
  );
}

/** Clicks (on a touch screen, taps) a button of a dialog, a drawer or a menu once it has stopped moving (afterMotion). */
export async function clickWhenStill(locator: Locator, how: 'click' | 'tap' = 'click'): Promise<void> {
  await afterMotion(locator);
  await (how === 'tap' ? locator.tap() : locator.click());
}

/** The 'Leave without saving?' dialog (English). */
export const leavePrompt = (page: Page) => page.locator('.ant-modal-confirm', { hasText: 'Leave without saving?' });

/** Answers the one 'Leave without saving?' dialog once it has stopped moving, and waits until it has gone. */
export async function answerLeavePrompt(page: Page, answer: 'confirm-ok' | 'confirm-cancel'): Promise<void> {
  await clickWhenStill(leavePrompt(page).getByTestId(answer));
  await expect.poll(() => page.locator('.ant-modal-confirm').count()).toBe(0);
}

/** Picks the option showing `text` in the open antd Select dropdown. */
export async function chooseOption(page: Page, text: string): Promise<void> {
  const option = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: text }).first();
  await clickWhenStill(option);
}

/** The toasts (antd messages) a page shows from now on, each once, in order: on the page as it is and after any navigation. */
export async function noteMessages(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('noteMessage', (text: string) => seen.push(text));
  const observe = () => {
    new MutationObserver(() => {
      for (const notice of Array.from(document.querySelectorAll('.ant-message-notice:not([data-noted])'))) {
        notice.setAttribute('data-noted', '');
        void (window as unknown as { noteMessage(text: string): void }).noteMessage(notice.textContent ?? '');
      }
    }).observe(document, { childList: true, subtree: true });
  };
  await page.addInitScript(observe);
  await page.evaluate(observe);
  return seen;
}

/**
 * Goes to `pathname` inside the running app, as a menu link does: no page load, the session and
 * the shell stay, the view's own chunk and calls are all that come. `shown` finds the element a
 * view shows once it is ready: after the view shown before it is hidden (or gone), the new one's
 * is waited for, and answered.
 */
export async function navigateInApp(page: Page, pathname: string, shown: Locator): Promise<Locator> {
  if (new URL(page.url()).pathname !== pathname) {
    const before = (await shown.count()) > 0 ? await shown.first().elementHandle() : null;
    await page.evaluate((target) => {
      window.history.pushState(null, '', target);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, pathname);
    await before?.waitForElementState('hidden');
    await before?.dispose();
  }
  await shown.first().waitFor();
  // The tab left behind fades to its resting colours: judged mid-way, its text fails contrast.
  await page.evaluate(() => Promise.all(document.getAnimations().filter((animation) => animation instanceof CSSTransition).map((animation) => animation.finished.catch(() => undefined))));
  return shown.first();
}

/**
 * A fresh browser context signed in by its session cookie (no sign-in through the form, so no tour
 * of its own), or signed out without `token`, in `language`, on `pathname` once it is drawn (the
 * navbar, when signed in); closed with `contexts`.
 */
export async function openWithSession(
  browser: Browser,
  contexts: BrowserContext[],
  origin: string,
  pathname: string,
  { token, language, options = {} }: { token?: string; language: string; options?: BrowserContextOptions },
): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 }, ...options });
  contexts.push(context);
  await context.addCookies([...(token ? [{ name: Cookies.TOKEN, value: token, url: origin }] : []), { name: Cookies.LANGUAGE, value: language, url: origin }]);
  const page = await context.newPage();
  await page.goto(`${origin}${pathname}`);
  if (token) await page.getByTestId('navbar-username').waitFor({ state: 'attached' });
  return page;
}

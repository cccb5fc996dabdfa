import { callEndpoint, Cookies, endpoints } from '@ews/contract';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, ensureChromium } from '@ews/e2e/support/chromium.ts';
import { watchNetwork, type NetworkWatch } from '@ews/e2e/support/network.ts';
import { openDatabase } from '@ews/server/src/db/connection.ts';
import { BENCH_PASSWORD, startConsole, type RunningServer } from './servers.ts';
import { CALL_TIMEOUT_MS } from './calls.ts';

export interface PageBytes {
  route: string;
  /** Responses of every kind: the page, scripts, styles, API answers, the basemap. */
  files: number;
  /** Bytes Chromium received for them, headers and (encoded) bodies: what crossed the wire. */
  transferred: number;
  /** What the same bodies would weigh uncompressed. */
  decoded: number;
  /** Of transferred, the page, its scripts and styles. */
  codeBytes: number;
  /** Of transferred, the offline basemap's outlines. */
  basemapBytes: number;
  /** Of transferred, the screen-only libraries (map, charts): the 'lib-…' chunks of web/vite.config.ts and the map's worker. */
  screenLibraryBytes: number;
}

const CODE = new Set(['document', 'script', 'stylesheet']);
const SCREEN_LIBRARY_FILE = /\/assets\/(lib-|maplibre-gl-worker-)[^/]+$/;

/** The page is drawn: the sign-in form, the signed-in shell's top bar, or the map of /maps. */
const DRAWN = '[data-testid="login-username"], [data-testid="navbar-username"], .public-map-main canvas';
/** How long no request may be in flight before the page counts as settled. */
const QUIET_MS = 1500;

/**
 * Waits until the page is drawn and then nothing but the live stream has been in flight for
 * QUIET_MS. 'networkidle' alone can fire while the screen is still rendering, before the chunks it
 * loads after its first data (a map, a chart) are even asked for, which made the figure depend on
 * the machine's load; and it never fires while the live stream is open.
 */
async function settled(page: Page, network: NetworkWatch): Promise<void> {
  await page.waitForSelector(DRAWN);
  await network.quiet(QUIET_MS);
}

/**
 * The console the page benches measure: as shipped, captcha on, so that the sign-in page carries
 * its captcha picture and field as a user gets them.
 */
export const startMeasuredConsole = () => startConsole({ CAPTCHA: 'on' });

/** A captcha of the server's and its answer, read from its database as a person reads the picture. */
async function solvedCaptcha(server: RunningServer): Promise<{ captchaId: string; captcha: string }> {
  const { captchaId } = await callEndpoint(endpoints.captcha, {}, { timeoutMs: CALL_TIMEOUT_MS, origin: server.origin });
  if (!captchaId) return { captchaId, captcha: '' };
  const db = openDatabase({ dataDir: server.dataDir!, databaseUrl: undefined, databaseSchema: undefined });
  try {
    const { answer } = await db.selectFrom('sysCaptcha').select('answer').where('captchaId', '=', captchaId).executeTakeFirstOrThrow();
    return { captchaId, captcha: answer };
  } finally {
    await db.destroy();
  }
}

/**
 * Signs the bench's admin in once and returns the session cookie the sign-in form would leave:
 * adding it to a browser context opens the console there already signed in.
 */
export async function adminSessionCookie(server: RunningServer): Promise<Parameters<BrowserContext['addCookies']>[0][number]> {
  const { token } = await callEndpoint(endpoints.login, { username: 'admin', password: BENCH_PASSWORD, ...(await solvedCaptcha(server)) }, { timeoutMs: CALL_TIMEOUT_MS, origin: server.origin });
  return { name: Cookies.TOKEN, value: token, url: server.origin };
}

/**
 * The bytes a real Chromium receives to show each route with a fresh cache, as it asks for them
 * (its own Accept-Encoding); `signedIn` routes are loaded with an admin session, as the signed-in shell.
 */
export async function measurePages(routes: string[], signedIn: string[] = []): Promise<PageBytes[]> {
  ensureChromium();
  const server = await startMeasuredConsole();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const results: PageBytes[] = [];
    const session = await adminSessionCookie(server);
    for (const route of [...routes, ...signedIn]) {
      const context = await browser.newContext();
      if (signedIn.includes(route)) await context.addCookies([session]);
      const page = await context.newPage();
      const pending: Promise<{ url: string; type: string; bytes: number; decoded: number }>[] = [];
      page.on('requestfinished', (request) => {
        const decoded = request.response().then(async (response) => (response ? (await response.body()).length : 0));
        pending.push(
          Promise.all([request.sizes(), decoded]).then(([sizes, body]) => ({
            url: new URL(request.url()).pathname,
            type: request.resourceType(),
            bytes: sizes.responseHeadersSize + sizes.responseBodySize,
            decoded: body,
          })),
        );
      });
      const network = watchNetwork(page);
      await page.goto(`${server.origin}${route}`);
      await settled(page, network);
      const files = await Promise.all(pending);
      const total = (list: { bytes: number }[]) => list.reduce((sum, file) => sum + file.bytes, 0);
      results.push({
        route,
        files: files.length,
        transferred: total(files),
        decoded: files.reduce((sum, file) => sum + file.decoded, 0),
        codeBytes: total(files.filter((file) => CODE.has(file.type))),
        basemapBytes: total(files.filter((file) => file.url.startsWith('/basemap/'))),
        screenLibraryBytes: total(files.filter((file) => SCREEN_LIBRARY_FILE.test(file.url))),
      });
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
    await server.close();
  }
}

/**
 * A browser context as one person's browser at 1280 × 800, signed in with `cookie` if given, with
 * `initScripts` run before each page's own: its HTTP cache (and the code V8 keeps beside it) lasts
 * across the visits a bench makes in it, as a returning user's does.
 */
export async function returningVisitor(browser: Browser, { cookie, initScripts = [] }: { cookie?: Awaited<ReturnType<typeof adminSessionCookie>>; initScripts?: string[] } = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  if (cookie) await context.addCookies([cookie]);
  for (const script of initScripts) await context.addInitScript(script);
  return context;
}

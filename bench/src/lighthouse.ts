import { API_BASE } from '@ews/contract';
import { liveEventsRoute } from '@ews/contract/protocol/shell';
import lighthouse, { desktopConfig, type Result } from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, ensureChromium } from '@ews/e2e/support/chromium.ts';
import { freePort } from '@ews/server/test/support/processes.ts';
import { adminSessionCookie, startMeasuredConsole } from './web.ts';

/** A page's Lighthouse category scores, 0–100. */
export interface LighthouseScores {
  route: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  /** The accessibility and best-practices audits that cost points, as `id: title`, to say what to fix. */
  failed: string[];
}

/**
 * The live stream stays open as long as the page does, and Lighthouse waits for a quiet network
 * until its 45 s limit: blocked, the page keeps to its polling (as it does while a stream is
 * refused), and is measured once it has loaded.
 */
const LIVE_STREAM = `*${API_BASE}/${liveEventsRoute.path}*`;
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;

function scoresOf(route: string, lhr: Result): LighthouseScores {
  const score = (category: (typeof CATEGORIES)[number]) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  const failed = (['accessibility', 'best-practices'] as const)
    .flatMap((category) => lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id]!)
    .filter((audit) => audit.score !== null && audit.score < 1)
    .map((audit) => `${audit.id}: ${audit.title}`);
  return { route, performance: score('performance'), accessibility: score('accessibility'), bestPractices: score('best-practices'), failed };
}

/** Runs Lighthouse again on a failure of its own (it asks so itself, e.g. a trace it could not record, NO_NAVSTART, on a busy machine), up to three runs. */
const RUNS = 3;

async function measured(url: string, port: number) {
  let failure = '';
  for (let attempt = 1; attempt <= RUNS; attempt++) {
    const run = await lighthouse(url, { port, logLevel: 'error', onlyCategories: [...CATEGORIES], disableFullPageScreenshot: true, blockedUrlPatterns: [LIVE_STREAM] }, desktopConfig);
    if (!run) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (!run.lhr.runtimeError) return run;
    failure = `${run.lhr.runtimeError.code}: ${run.lhr.runtimeError.message}`;
    console.log(`Lighthouse on ${url}, run ${attempt} of ${RUNS}: ${failure}`);
  }
  throw new Error(`Lighthouse on ${url}: ${failure}`);
}

/**
 * Lighthouse (desktop preset) on each route of the built console, in Debian's Chromium: `routes`
 * as a visitor, then `signedIn` with the bench admin's session. Playwright starts the browser with
 * a debugging port for Lighthouse and sets the session cookie in the default context, the one
 * Lighthouse opens its tabs in; Lighthouse's storage reset leaves cookies alone.
 */
export async function lighthouseScores(routes: string[], signedIn: string[] = []): Promise<LighthouseScores[]> {
  ensureChromium();
  const server = await startMeasuredConsole();
  const port = await freePort();
  // No viewport of Playwright's own: Lighthouse emulates the desktop screen itself.
  const context = await chromium.launchPersistentContext('', { executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`], viewport: null });
  try {
    const results: LighthouseScores[] = [];
    for (const route of [...routes, ...signedIn]) {
      if (route === signedIn[0]) await context.addCookies([await adminSessionCookie(server)]);
      const run = await measured(`${server.origin}${route}`, port);
      // A page that sent the browser elsewhere (a lost session to the sign-in form) was not the page measured.
      const shown = new URL(run.lhr.finalDisplayedUrl).pathname;
      if (shown !== route) throw new Error(`Lighthouse on ${route} ended on ${shown}`);
      results.push(scoresOf(route, run.lhr));
    }
    return results;
  } finally {
    await context.close();
    await server.close();
  }
}

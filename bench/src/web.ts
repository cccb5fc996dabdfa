import { gzipSync } from 'node:zlib';
import { callEndpoint, Cookies, endpoints } from '@ews/contract';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, ensureChromium } from '@ews/e2e/support/chromium.ts';
import { BENCH_PASSWORD, startConsole } from './servers.ts';

export interface PageBytes {
  route: string;
  files: number;
  gzipBytes: number;
}

/**
 * gzip bytes of every JS and CSS response a real Chromium loads to show each route with a fresh
 * cache; `signedIn` routes are loaded with an admin session, as the signed-in shell.
 */
export async function measurePages(routes: string[], signedIn: string[] = []): Promise<PageBytes[]> {
  ensureChromium();
  const server = await startConsole();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const results: PageBytes[] = [];
    const { token } = await callEndpoint(endpoints.login, { username: 'admin', password: BENCH_PASSWORD }, { origin: server.origin });
    for (const route of [...routes, ...signedIn]) {
      const context = await browser.newContext();
      if (signedIn.includes(route)) await context.addCookies([{ name: Cookies.TOKEN, value: token, url: server.origin }]);
      const page = await context.newPage();
      const pending: Promise<number>[] = [];
      page.on('response', (response) => {
        const type = response.request().resourceType();
        if (type === 'script' || type === 'stylesheet') pending.push(response.body().then((body) => gzipSync(body, { level: 9 }).length));
      });
      await page.goto(`${server.origin}${route}`, { waitUntil: 'networkidle' });
      const sizes = await Promise.all(pending);
      results.push({ route, files: sizes.length, gzipBytes: sizes.reduce((a, b) => a + b, 0) });
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
    await server.close();
  }
}

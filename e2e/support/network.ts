import { API_BASE } from '@ews/contract';
import { liveEventsRoute } from '@ews/contract/protocol/shell';
import type { Page, Request } from 'playwright-core';

/** The live stream stays open as long as the page does: it never counts as a request in flight. */
const LIVE_STREAM = `${API_BASE}/${liveEventsRoute.path}`;

export interface NetworkWatch {
  /**
   * Resolves once no request but the live stream has been in flight for `quietMs`; throws, naming
   * what is still loading, after `maxMs`. Playwright's 'networkidle' never comes while a stream is open.
   */
  quiet(quietMs?: number, maxMs?: number): Promise<void>;
}

/** Follows a page's requests from now on; call it before the navigation whose end `quiet` waits for. */
export function watchNetwork(page: Page): NetworkWatch {
  const inFlight = new Set<Request>();
  let lastActivity = Date.now();
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === LIVE_STREAM) return;
    inFlight.add(request);
    lastActivity = Date.now();
  });
  const finished = (request: Request) => {
    if (inFlight.delete(request)) lastActivity = Date.now();
  };
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);
  return {
    async quiet(quietMs = 500, maxMs = 60_000) {
      const deadline = Date.now() + maxMs;
      while (inFlight.size > 0 || Date.now() - lastActivity < quietMs) {
        if (Date.now() > deadline) throw new Error(`still loading after ${maxMs} ms: ${[...inFlight].map((request) => request.url()).join(', ')}`);
        await page.waitForTimeout(50);
      }
    },
  };
}

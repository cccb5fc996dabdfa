import { API_BASE } from '@ews/contract';
import { liveEventsRoute } from '@ews/contract/protocol/shell';
import type { Page, Request, Route } from 'playwright-core';

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

/**
 * Holds a routed request unanswered until the page gives up on it (its own timeout aborts it), then
 * lets it go. A fixed hold a little past the page's timeout raced that timeout on a saturated
 * machine, where the page's timer fired late and the hold's abort reached it first, as a dropped
 * connection rather than a timeout.
 */
export async function holdUntilAbandoned(page: Page, route: Route, ceilingMs = 120_000): Promise<void> {
  const request = route.request();
  await page.waitForEvent('requestfailed', { predicate: (failed) => failed === request, timeout: ceilingMs }).catch(() => undefined);
  await route.abort().catch(() => undefined);
}

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import type { TestContext } from 'vitest';

/**
 * What each open page showed when a test failed, added to the failure's message: CI prints only
 * the failures, and a timeout alone ("waiting for the dialog") does not say what was on the
 * screen instead. A screenshot of each page is kept in e2e/.failures for a run on this machine.
 */
const browsers = new Set<Browser>();
const reported = new WeakSet<object>();
const FAILURES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../.failures');
/** A page that hangs must not hold up the report. */
const PAGE_REPORT_TIMEOUT_MS = 10_000;

export function watchForFailures(browser: Browser): void {
  browsers.add(browser);
  browser.on('disconnected', () => browsers.delete(browser));
}

/** What the user would read first: dialogs, messages, field errors, and the start of the page's text. */
function visibleState(page: Page): Promise<string> {
  return page.evaluate(() => {
    const shown = (selector: string) =>
      Array.from(document.querySelectorAll<HTMLElement>(selector))
        .filter((element) => element.offsetParent !== null || getComputedStyle(element).position === 'fixed')
        .map((element) => element.innerText.trim().replace(/\s+/g, ' ').slice(0, 300))
        .filter(Boolean);
    const parts = [
      ['dialogs', shown('.ant-modal-title, .ant-modal-confirm-title, .ant-drawer-title')],
      // What a dialog said (a refusal, a report, a spinner) is often the answer to "why did it not finish".
      ['in dialogs', shown('.ant-modal-body, .ant-drawer-body')],
      ['messages', shown('.ant-message-notice-content, .ant-notification-notice-title, .ant-notification-notice-message')],
      ['field errors', shown('.ant-form-item-explain-error')],
    ] as const;
    const text = document.body.innerText.replace(/\s+/g, ' ').slice(0, 400);
    return [...parts.filter(([, items]) => items.length > 0).map(([name, items]) => `${name}: ${items.join(' | ')}`), `text: ${text}`].join('\n    ');
  });
}

async function describePage(page: Page, shot: string): Promise<string> {
  const within = <T>(work: Promise<T>) => Promise.race([work, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no answer')), PAGE_REPORT_TIMEOUT_MS))]);
  const state = await within(visibleState(page)).catch((error: Error) => `(its state could not be read: ${error.message})`);
  await within(page.screenshot({ path: shot })).catch(() => undefined);
  return `  ${page.url()}\n    ${state}\n    screenshot: ${path.relative(process.cwd(), shot)}`;
}

/** Adds the open pages' state to the failure of the test `context` runs, once; nothing when it passed. */
export async function reportOpenPages(context: TestContext): Promise<void> {
  const { task } = context;
  const error = task.result?.errors?.[0];
  if (task.result?.state !== 'fail' || !error || reported.has(task)) return;
  reported.add(task);
  const pages = [...browsers].flatMap((browser) => browser.contexts().flatMap((one) => one.pages())).filter((page) => !page.isClosed());
  if (pages.length === 0) return;
  fs.mkdirSync(FAILURES_DIR, { recursive: true });
  const name = task.name.replace(/[^\w]+/g, '-').slice(0, 80);
  const described = await Promise.all(pages.map((page, index) => describePage(page, path.join(FAILURES_DIR, `${name}-${index + 1}.png`))));
  error.message = `${error.message}\nOpen pages when it failed:\n${described.join('\n')}`;
}

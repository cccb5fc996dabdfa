import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { seriousViolations } from '../support/axe.ts';

/** A button whose colours move from faint to strong over a second when the page says so. */
const FADING_BUTTON = `<!doctype html><html lang="en"><head><title>fade</title><style>
  button { color: #ccc; background: #fff; transition: color 1s linear, background 1s linear; }
  button.ready { color: #fff; background: #1456c8; }
</style></head><body><main><button>Edit</button></main></body></html>`;

describe('the axe helper', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('reads colours once they have settled, not halfway through a transition, and still finds a faint one', async () => {
    const page = await browser.newPage();
    await page.setContent(FADING_BUTTON);
    expect(await seriousViolations(page)).toEqual(['color-contrast: button']);
    await page.evaluate(() => document.querySelector('button')!.classList.add('ready'));
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });
});

import axe from 'axe-core';
import type { Page } from 'playwright-core';

/**
 * axe-core into each frame of the page that does not hold it yet: once per document, not once per
 * check. @axe-core/playwright's AxeBuilder injected it into every frame on every check and then
 * finished each run in a blank page of its own: 1.8–2.6 s of the machine's CPU a check here, against
 * 0.24–0.58 s run this way (the same findings, checked on a page given a faint button and an image
 * without alt).
 */
async function withAxe(page: Page): Promise<void> {
  for (const frame of page.frames()) {
    if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(axe.source);
  }
}

/**
 * axe-core's serious and critical findings on the page as it stands, one line each (rule: element).
 * `within` narrows the check to what a selector holds: the view of a page whose shell was checked
 * already (axe takes seconds a page, most of them on the shell's menus); `enable` adds rules.
 */
export async function seriousViolations(page: Page, within?: string, { enable = [] as string[] } = {}): Promise<string[]> {
  await withAxe(page);
  // Rules axe leaves off unless asked, as Lighthouse asks for target size (WCAG 2.2's 2.5.8).
  const rules = Object.fromEntries(enable.map((rule) => [rule, { enabled: true }]));
  const violations = await page.evaluate(
    async ({ within, rules }) => {
      // A colour read mid-transition is neither the old nor the new one: a button just enabled fades
      // from grey to its colour in 0.2 s, and axe once found its text faint halfway (the rules screen).
      const settling = document.getAnimations().filter((animation) => animation.effect?.getTiming().iterations !== Infinity);
      await Promise.all(settling.map((animation) => animation.finished.catch(() => undefined)));
      const found = await window.axe.run(within ? { include: [within] } : document, { resultTypes: ['violations'], rules });
      return found.violations.map(({ id, impact, nodes }) => ({ id, impact, targets: nodes.map((node) => node.target.join(' ')) }));
    },
    { within, rules },
  );
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').flatMap((violation) => violation.targets.map((target) => `${violation.id}: ${target}`));
}

/** The view of the console's shell: what changes from one screen to the next. */
export const SHOWN_VIEW = '.app-main';

declare global {
  interface Window {
    axe: typeof axe;
  }
}

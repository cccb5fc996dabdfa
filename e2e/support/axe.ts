import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * axe-core's serious and critical findings on the page as it stands, one line each (rule: element).
 * `within` narrows the check to what a selector holds: the view of a page whose shell was checked
 * already (axe takes seconds a page, most of them on the shell's menus); `enable` adds rules.
 */
export async function seriousViolations(page: Page, within?: string, { enable = [] as string[] } = {}): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  if (within) builder.include(within);
  // Rules axe leaves off unless asked, as Lighthouse asks for target size (WCAG 2.2's 2.5.8).
  if (enable.length > 0) builder.options({ rules: Object.fromEntries(enable.map((rule) => [rule, { enabled: true }])) });
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
}

/** The view of the console's shell: what changes from one screen to the next. */
export const SHOWN_VIEW = '.app-main';

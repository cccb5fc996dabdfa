import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import './progress.css';

// NProgress's own template gives the bar role="bar", which is no ARIA role: axe reports it whenever
// the bar is up. The bar is decoration (the page says what is loading), so it carries no role.
NProgress.configure({ showSpinner: false, template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>', barSelector: '.bar' });

/**
 * The loading bar, shared by everything that makes the user wait during a navigation
 * (a route chunk, the session load, the navigation itself): it runs while any of them is active.
 */
let active = 0;

export function startProgress(): void {
  if (active++ === 0) NProgress.start();
}

export function doneProgress(): void {
  active = Math.max(0, active - 1);
  if (active === 0) NProgress.done();
}

export async function withProgress<T>(work: Promise<T>): Promise<T> {
  startProgress();
  try {
    return await work;
  } finally {
    doneProgress();
  }
}

// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { rememberScrollOf, retainScroll, savedScroll } from './scroll-memory.ts';

/** The window at `path`, scrolled to `top`, and the scroll listener of the view at `listener` hearing it. */
function scrolled(path: string, top: number, listener = path): void {
  window.history.pushState(null, '', path);
  Object.defineProperty(window, 'scrollY', { value: top, configurable: true });
  rememberScrollOf(listener);
}

describe('the kept views’ scroll memory', () => {
  afterEach(() => retainScroll(new Set()));

  it('records where the shown view is scrolled to', () => {
    scrolled('/epidemicSource/sourceList', 600);
    expect(savedScroll('/epidemicSource/sourceList')).toBe(600);
  });

  it('keeps the left view’s place when a scroll comes after the address moved on', () => {
    scrolled('/epidemicSource/sourceList', 600);
    // The next view is shown at the top before the left view's listener is taken away.
    scrolled('/admin/dashboard', 0, '/epidemicSource/sourceList');
    expect(savedScroll('/epidemicSource/sourceList')).toBe(600);
  });

  it('forgets the views no longer kept', () => {
    scrolled('/surveillance/alertList', 120);
    retainScroll(new Set(['/admin/dashboard']));
    expect(savedScroll('/surveillance/alertList')).toBeUndefined();
  });
});

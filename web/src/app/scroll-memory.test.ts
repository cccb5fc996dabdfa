// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { rememberScrollOf, retainScroll, savedScroll } from './scroll-memory.ts';

const scrollTo = (top: number) => Object.defineProperty(window, 'scrollY', { value: top, configurable: true });

describe('the kept views’ scroll memory', () => {
  afterEach(() => retainScroll(new Set()));

  it('records where the shown view is scrolled to', () => {
    window.history.pushState(null, '', '/epidemicSource/sourceList');
    scrollTo(600);
    rememberScrollOf('/epidemicSource/sourceList');
    expect(savedScroll('/epidemicSource/sourceList')).toBe(600);
  });

  it('keeps the left view’s place when a scroll comes after the address moved on', () => {
    window.history.pushState(null, '', '/epidemicSource/sourceList');
    scrollTo(600);
    rememberScrollOf('/epidemicSource/sourceList');
    // The next view is shown at the top before the left view's listener is taken away.
    window.history.pushState(null, '', '/admin/dashboard');
    scrollTo(0);
    rememberScrollOf('/epidemicSource/sourceList');
    expect(savedScroll('/epidemicSource/sourceList')).toBe(600);
  });

  it('forgets the views no longer kept', () => {
    window.history.pushState(null, '', '/surveillance/alertList');
    scrollTo(120);
    rememberScrollOf('/surveillance/alertList');
    retainScroll(new Set(['/admin/dashboard']));
    expect(savedScroll('/surveillance/alertList')).toBeUndefined();
  });
});

import './provided.ts';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, inject } from 'vitest';
import { initI18n, loadScreenMessages } from '../locales/index.ts';
import { setToken } from '../utils/cookies.ts';

/*
 * The DOM of the web's component tests (vitest project 'web-dom'): what jsdom lacks and antd
 * needs, and the page's calls sent to the real test server of the global setup.
 */

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({ matches: false, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false }),
});
// jsdom computes no pseudo-element styles (and says so on each call): antd asks only for the scrollbar's.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

/**
 * The page calls its own origin ('/admin/api/...'): those calls go to the test server. jsdom's
 * AbortSignal is not the one Node's fetch takes, so the request's own timeout is left out.
 */
const origin = inject('apiOrigin');
const nodeFetch = globalThis.fetch;
globalThis.fetch = ((input: string | URL | Request, init?: RequestInit) => {
  const url = typeof input === 'string' && input.startsWith('/') ? new URL(input, origin) : input;
  const { signal: _signal, ...rest } = init ?? {};
  return nodeFetch(url, rest);
}) as typeof fetch;

// Signed in as the admin: the Admin-Token cookie the request wrapper sends as X-Token.
setToken(inject('adminToken'));

// waitFor and findBy wait for a condition; their 1 s default ran out on a saturated machine.
configure({ asyncUtilTimeout: 60_000 });

afterEach(() => cleanup());

// The interface in English, as a user who chose it sees it.
await initI18n('en');
await loadScreenMessages('en');

import { isRedirectPath } from '../layout/tags.ts';
import { LOGIN_PATH, TEMPLATE_LOGIN_PATH } from './paths.ts';

/** A page the router showed: its pathname, and the address (pathname + search) that goes back to it. */
export interface ShownPage {
  key: string;
  pathname: string;
  fullPath: string;
}

let current: ShownPage | undefined;
let previous: ShownPage | undefined;

/** Steps on the way to a page (a refresh's redirect, a sign-in), never a page to go back to. */
const isWaypoint = (pathname: string) => isRedirectPath(pathname) || pathname === LOGIN_PATH || pathname === TEMPLATE_LOGIN_PATH;

/**
 * Notes the page the router shows now (AppRouter, in a layout effect: before any view's own
 * effects run, so that they find the page before theirs in `pageBefore`).
 */
export function notePageShown(page: ShownPage): void {
  // The same navigation noted again: StrictMode runs effects twice.
  if (current?.key === page.key || isWaypoint(page.pathname)) return;
  previous = current;
  current = page;
}

/** The page shown before the current one, if any in this browser tab's console. */
export function pageBefore(): ShownPage | undefined {
  return previous;
}

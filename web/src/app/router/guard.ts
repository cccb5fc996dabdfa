import { LOGIN_PATH } from './static-routes.tsx';

/** Paths open without signing in: SPEC §4's list, and the error pages SPEC §2 lists among its public routes. */
export const WHITE_LIST: readonly string[] = ['/login', '/auth-redirect', '/admin/login', '/maps', '/monitor', '/404', '/401'];

export type GuardDecision =
  | { action: 'render' }
  | { action: 'redirect'; to: string }
  /** Signed in, but roles and routes are not loaded yet: load them, then match again. */
  | { action: 'load' };

export interface GuardInput {
  pathname: string;
  /** pathname + search of where the user is going. */
  fullPath: string;
  /** The Admin-Token cookie is present. */
  hasToken: boolean;
  /** Roles are loaded and the routes generated. */
  sessionLoaded: boolean;
}

export function loginRedirect(fullPath: string): string {
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(fullPath)}`;
}

function normalize(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** The navigation guard of SPEC §4 as a pure decision. */
export function guard({ pathname, fullPath, hasToken, sessionLoaded }: GuardInput): GuardDecision {
  const path = normalize(pathname);
  if (hasToken) {
    if (path === '/login' || path === LOGIN_PATH) return { action: 'redirect', to: '/' };
    return sessionLoaded ? { action: 'render' } : { action: 'load' };
  }
  if (WHITE_LIST.includes(path)) return { action: 'render' };
  return { action: 'redirect', to: loginRedirect(fullPath) };
}

import { LOGIN_PATH, loginRedirect, TEMPLATE_LOGIN_PATH, WHITE_LIST } from '../paths.ts';

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

function normalize(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

function isSignInPath(pathname: string): boolean {
  const path = normalize(pathname);
  return path === TEMPLATE_LOGIN_PATH || path === LOGIN_PATH;
}

/** The navigation guard as a pure decision. */
export function guard({ pathname, fullPath, hasToken, sessionLoaded }: GuardInput): GuardDecision {
  if (hasToken) {
    if (isSignInPath(pathname)) return { action: 'redirect', to: '/' };
    return sessionLoaded ? { action: 'render' } : { action: 'load' };
  }
  if (WHITE_LIST.includes(normalize(pathname))) return { action: 'render' };
  return { action: 'redirect', to: loginRedirect(fullPath) };
}

/**
 * Where a visitor opening `fullPath` gets the sign-in form, which the page shows before (and
 * without) the console: /admin/login itself, /admin/login?redirect={path} for a page that
 * needs signing in, or undefined when the console must answer (a token, a public page, the
 * template's /login, which is the demo's sign-in and not the console's).
 */
export function signInPageFor({ pathname, fullPath, hasToken }: Omit<GuardInput, 'sessionLoaded'>): string | undefined {
  if (hasToken) return undefined;
  const decision = guard({ pathname, fullPath, hasToken, sessionLoaded: false });
  if (decision.action === 'redirect') return decision.to;
  return normalize(pathname) === LOGIN_PATH ? fullPath : undefined;
}

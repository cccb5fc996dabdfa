/**
 * The console's fixed paths and who may open them without signing in: a leaf module, imported by
 * the sign-in page, the router's guard, the layout and the screens alike.
 */
export const HOME_PATH = '/admin/dashboard';
export const LOGIN_PATH = '/admin/login';
/** The template's login page: the demo area's mock sign-in (views/templates/login). */
export const TEMPLATE_LOGIN_PATH = '/login';
/**
 * Where a path the signed-in user's route tree does not hold leads (SPEC §2: the catch-all
 * appended after the server's routes), a screen of another role included: the route tree is what
 * the user may open, and a screen outside it is, for them, not there. /401 is an error page only.
 */
export const NOT_FOUND_PATH = '/404';
/** The browser title of both sign-in pages. */
export const LOGIN_TITLE = 'route.login';

/** Paths open without signing in: both sign-in pages, the auth redirect, the public maps and the error pages. */
export const WHITE_LIST: readonly string[] = ['/login', '/auth-redirect', '/admin/login', '/maps', '/monitor', '/404', '/401'];

/** The sign-in page's query parameter that says why the session ended, when the user did not end it on this page. */
export const LOGIN_NOTICE_PARAM = 'notice';
/** The notice of a session ended in another tab of this browser. */
export const SIGNED_OUT_ELSEWHERE = 'signedOutElsewhere';

/** The sign-in page that returns to `fullPath` (pathname + search) once signed in, with a notice of why it shows. */
export function loginRedirect(fullPath: string, notice?: typeof SIGNED_OUT_ELSEWHERE): string {
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(fullPath)}${notice ? `&${LOGIN_NOTICE_PARAM}=${notice}` : ''}`;
}

/** The fixed paths of SPEC §2, in a module of their own: the sign-in page uses them without the router. */
export const HOME_PATH = '/admin/dashboard';
export const LOGIN_PATH = '/admin/login';
/** The template's login page, which shows the same sign-in form. */
export const TEMPLATE_LOGIN_PATH = '/login';
/** The browser title of both sign-in pages (SPEC §1). */
export const LOGIN_TITLE = 'route.login';

/**
 * The template's demo roles and who sees what (SPEC §6): admin every route, editor every route
 * but /permission, visitor the demo dashboard only. A route is shown when it names no roles or
 * the user holds one of them. Plain data and functions: the mock server, the visibility of the
 * Templates group and the screens share them.
 */
export const DEMO_ROLES = ['admin', 'editor', 'visitor'] as const;
export type DemoRole = (typeof DEMO_ROLES)[number];

/** The Templates group's landing page, the one route every demo role sees. */
export const DEMO_HOME = '/templates/dashboard';
/** The page of the demo sign-in: the template's /login. */
export const DEMO_LOGIN = '/login';
const PERMISSION_PATH = '/permission';

export function isDemoRole(value: unknown): value is DemoRole {
  return (DEMO_ROLES as readonly unknown[]).includes(value);
}

/** The roles a route (or external link) of the demo area asks for; undefined when every demo user may see it. */
export function demoRolesOf(fullPath: string): DemoRole[] | undefined {
  if (fullPath === DEMO_HOME) return undefined;
  if (fullPath === PERMISSION_PATH || fullPath.startsWith(`${PERMISSION_PATH}/`)) return ['admin'];
  return ['admin', 'editor'];
}

/** SPEC §6: shown if the route has no roles or the user has one of them. */
export function canSee(roles: readonly string[], fullPath: string): boolean {
  const needed = demoRolesOf(fullPath);
  return !needed || roles.some((role) => (needed as string[]).includes(role));
}

import { isExternal } from './links.ts';
import { MenuType } from './enums.ts';
import type { RouteEntry } from './schemas/route-tree.ts';

/**
 * The console's client routes as paths, shared by the browser's router and the server, which
 * answers a path that is none of them with the app's 404 page and HTTP status 404.
 */

/** The path segment of a '#' group entry (its path is made from its menu id). */
export function groupSegment(entry: Pick<RouteEntry, 'menuId'>): string {
  return `group-${entry.menuId}`;
}

/** Joins URL path parts, collapsing duplicate slashes: joinPath('/admin/', 'dashboard') = '/admin/dashboard'. */
export function joinPath(...parts: string[]): string {
  const joined = parts.filter(Boolean).join('/').replace(/\/{2,}/g, '/');
  const withSlash = joined.startsWith('/') ? joined : `/${joined}`;
  return withSlash.length > 1 ? withSlash.replace(/\/$/, '') : withSlash;
}

/**
 * Full URL of a route entry below a parent's full path ('' at the top): a '#' group becomes
 * /group-<menuId> under its parent, an absolute or external path stays as it is, and any other
 * path is relative to the parent.
 */
export function entryFullPath(entry: Pick<RouteEntry, 'menuId' | 'path'>, parentFullPath = ''): string {
  if (entry.path === '#') return joinPath(parentFullPath, groupSegment(entry));
  if (isExternal(entry.path)) return entry.path;
  if (entry.path.startsWith('/')) return joinPath(entry.path);
  return joinPath(parentFullPath, entry.path);
}

/** The full paths of a route tree's routes: its directories and pages, not its buttons or external links. */
export function entryRoutePaths(entries: RouteEntry[], parentFullPath = ''): string[] {
  return entries.flatMap((entry) => {
    if (entry.menuType === MenuType.BUTTON || isExternal(entry.path)) return [];
    const fullPath = entryFullPath(entry, parentFullPath);
    return [fullPath, ...entryRoutePaths(entry.children, fullPath)];
  });
}

/**
 * The paths of the routes every visitor has, besides the route tree's (SPEC §2: the public
 * routes, the redirect helpers and '/'). The 404 page is not among them: it is what any other
 * path shows.
 */
export const STATIC_ROUTE_PATHS: readonly string[] = ['/', '/admin/login', '/login', '/auth-redirect', '/maps', '/monitor', '/401', '/redirect/*', '/redirect-index'];

/**
 * What a route parameter of a given name takes, where it takes less than any segment: an `:id`
 * is a record's number (SPEC §2: /example/edit/:id numeric), so /example/edit/abc is no page.
 */
const PARAM_PATTERNS: Readonly<Record<string, RegExp>> = { id: /^\d+$/ };

/** Whether a route's matched parameters are of the kinds their names ask for. */
export function paramsFit(params: Readonly<Record<string, string | undefined>>): boolean {
  return Object.entries(params).every(([name, value]) => value === undefined || (PARAM_PATTERNS[name]?.test(value) ?? true));
}

/** A path segment as the router reads it: percent escapes decoded, a malformed one left as written. */
function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Whether `pathname` is a page of the route `pattern` ('/example/edit/:id', '/redirect/*'), as
 * the browser's router matches it: segment by segment, letter case and a trailing slash aside,
 * each `:name` one segment of its kind, a final '*' anything after.
 */
export function matchesRoutePath(pattern: string, pathname: string): boolean {
  const wanted = pattern.split('/').filter(Boolean);
  const given = pathname.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  for (const [index, segment] of wanted.entries()) {
    if (segment === '*' && index === wanted.length - 1) return true;
    const part = given[index];
    if (part === undefined) return false;
    if (segment.startsWith(':')) params[segment.slice(1)] = decodedSegment(part);
    else if (segment.toLowerCase() !== part.toLowerCase()) return false;
  }
  return given.length === wanted.length && paramsFit(params);
}

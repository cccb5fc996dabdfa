import type { RouteEntry } from '@ews/contract';
import { isExternal } from './validate.ts';

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

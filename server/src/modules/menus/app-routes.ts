import { entryRoutePaths, matchesRoutePath, STATIC_ROUTE_PATHS } from '@ews/contract/route-paths';
import type { Db } from '../../db/connection.ts';
import { listRouteMenus } from './queries.ts';
import { buildRouteTree } from './tree.ts';

/**
 * Whether `pathname` is one of the web app's routes: a route every visitor has, or one of the
 * menu table's enabled directories and pages (whoever may open it: the app itself decides that
 * once the visitor is known). Read afresh each time: an administrator may have added a menu.
 */
export async function isAppRoute(db: Db, pathname: string): Promise<boolean> {
  if (STATIC_ROUTE_PATHS.some((pattern) => matchesRoutePath(pattern, pathname))) return true;
  const rows = await listRouteMenus(db);
  return entryRoutePaths(buildRouteTree(rows, rows)).some((pattern) => matchesRoutePath(pattern, pathname));
}

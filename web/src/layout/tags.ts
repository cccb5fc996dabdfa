import type { RouteEntry } from '@ews/contract';
import { MenuType } from '@ews/contract/enums';
import { matchRoutes } from 'react-router';
import { routeHandle, type RouteNode } from '../app/route-table.ts';
import type { TagView } from '../stores/tagsView.ts';
import { entryFullPath, paramsFit } from '@ews/contract/route-paths';
import { isExternal } from '../utils/validate.ts';

/** Views of the redirect helper are a step of a refresh, never a tab. */
export function isRedirectPath(path: string): boolean {
  return path === '/redirect-index' || path.startsWith('/redirect/');
}

/** The affix entries of the route tree (the dashboard), as tabs that cannot be closed. */
export function affixViews(entries: RouteEntry[], parentFullPath = ''): TagView[] {
  return entries.flatMap((entry) => {
    if (entry.menuType === MenuType.BUTTON || isExternal(entry.path)) return [];
    const fullPath = entryFullPath(entry, parentFullPath);
    const own: TagView[] = entry.meta.affix ? [{ path: fullPath, fullPath, title: entry.meta.title, affix: true, noCache: Boolean(entry.meta.noCache) }] : [];
    return [...own, ...affixViews(entry.children, fullPath)];
  });
}

/**
 * The tab of the page at `pathname` + `search`, from its deepest matched route; undefined for
 * redirect steps, unmatched paths, a folder's path (its route redirects to its first page, which
 * gets the tab) and a page's path with a parameter it does not take (the router sends it to the 404).
 */
export function viewOfLocation(routes: RouteNode[], pathname: string, search: string): TagView | undefined {
  if (isRedirectPath(pathname)) return undefined;
  const matches = matchRoutes(routes, pathname) ?? [];
  const deepest = matches.at(-1);
  if (deepest?.route.view?.kind !== 'screen' || !paramsFit(deepest.params)) return undefined;
  const handle = matches
    .map((match) => routeHandle(match.route))
    .filter((found) => found !== undefined)
    .at(-1);
  if (!handle) return undefined;
  const meta = handle.entry?.meta;
  return { path: pathname, fullPath: pathname + search, title: handle.title, affix: Boolean(meta?.affix), noCache: Boolean(meta?.noCache) };
}

export type AfterClosing = { navigate: string } | { refresh: TagView } | null;

/**
 * Where to go once the tab `closed` was closed while it was shown: to the last
 * remaining tab; with none left, the dashboard is refreshed in place when it was the one closed,
 * anything else goes to '/'.
 */
export function afterClosing(remaining: TagView[], closed: TagView, dashboardPath: string): AfterClosing {
  const last = remaining.at(-1);
  if (last) return { navigate: last.fullPath };
  return closed.path === dashboardPath ? { refresh: closed } : { navigate: '/' };
}

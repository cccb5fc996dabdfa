import { useMemo } from 'react';
import { matchRoutes, useLocation } from 'react-router';
import { routeHandle, useRouteTable } from '../app/route-table.ts';
import { usePermissionStore } from '../stores/permission.ts';
import { chosenTopIndex, topEntries, type TopEntry } from './top-menu.ts';

export interface MenuSelection {
  tops: TopEntry[];
  /** Index in `tops` of the entry the current page belongs to; -1 for none. */
  chosen: number;
  /** The menu key to highlight: the page's own path, or the list a hidden form names in meta.activeMenu. */
  selectedPath: string;
}

/** What the top menu and the sidebar show as chosen for the current page. */
export function useMenuSelection(): MenuSelection {
  const location = useLocation();
  const entries = usePermissionStore((state) => state.entries);
  const routes = useRouteTable();
  const tops = useMemo(() => topEntries(entries), [entries]);
  const activeMenu = (matchRoutes(routes, location) ?? [])
    .map((match) => routeHandle(match.route)?.entry?.meta.activeMenu)
    .filter(Boolean)
    .at(-1);
  const selectedPath = activeMenu ?? location.pathname;
  return { tops, chosen: chosenTopIndex(tops, selectedPath), selectedPath };
}

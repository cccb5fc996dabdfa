import { matchRoutes } from 'react-router';
import { getToken } from '../../utils/cookies.ts';
import { keptEntries } from '../offline-session.ts';
import { routeTable } from '../route-table.ts';
import { preloadMainLayout } from './lazy.tsx';
import { preloadView } from './views.tsx';

/**
 * Starts fetching the layout and the screen that `pathname` shows, as the route tree this browser
 * last loaded with the same token has them, while the user's info and route tree are still on their
 * way: on a slow link the screen's chunks then arrive with the session rather than a round trip or
 * more after it. A tree that has changed since costs one unused download at most; the router
 * still draws what the fresh tree says.
 */
export function preloadScreenAt(pathname: string): void {
  const entries = keptEntries(getToken());
  if (!entries) return;
  for (const { route } of matchRoutes(routeTable(entries, true), pathname) ?? []) {
    if (route.view?.kind === 'main-layout') preloadMainLayout();
    if (route.view?.kind === 'screen') preloadView(route.view.component);
  }
}

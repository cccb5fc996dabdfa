import { matchRoutes } from 'react-router';
import { documentTitle } from '../../locales/index.ts';
import { usePermissionStore } from '../../stores/permission.ts';
import { useUserStore } from '../../stores/user.ts';
import { getToken } from '../../utils/cookies.ts';
import { guard } from './guard.ts';
import { currentRouteTable, routeHandle, type RouteNode } from '../route-table.ts';

/**
 * The browser title '{translated route title} - {app title}' of a path; just the app
 * title when the matched route has none; undefined when nothing matches (yet).
 */
export function titleFor(routes: RouteNode[], pathname: string): string | undefined {
  const matches = matchRoutes(routes, pathname);
  if (!matches) return undefined;
  const title = matches
    .map((match) => routeHandle(match.route)?.title)
    .filter(Boolean)
    .at(-1);
  return documentTitle(title);
}

/** The title of the page at the current URL, when the guard lets that page render. */
export function applyTitle(): void {
  const { pathname, search } = window.location;
  const { loaded } = usePermissionStore.getState();
  const sessionLoaded = loaded && useUserStore.getState().roles.length > 0;
  if (guard({ pathname, fullPath: pathname + search, hasToken: Boolean(getToken()), sessionLoaded }).action !== 'render') return;
  const title = titleFor(currentRouteTable(), pathname);
  if (title) document.title = title;
}

type NavigationTarget = EventTarget;

/**
 * Where the browser has the Navigation API, the title follows the URL in the same task as the
 * history change itself, so a history entry never records the previous page's title; React's
 * commit (a router transition, a frame later) sets it again everywhere else.
 */
export function followUrlWithTitle(): () => void {
  const navigation = (window as Window & { navigation?: NavigationTarget }).navigation;
  if (!navigation) return () => undefined;
  navigation.addEventListener('currententrychange', applyTitle);
  return () => navigation.removeEventListener('currententrychange', applyTitle);
}

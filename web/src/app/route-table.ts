import type { RouteEntry } from '@ews/contract';
import { MenuType } from '@ews/contract/enums';
import { usePermissionStore } from '../stores/permission.ts';
import { entryFullPath } from '@ews/contract/route-paths';
import { isExternal } from '../utils/validate.ts';
import { HOME_PATH, LOGIN_PATH, LOGIN_TITLE, NOT_FOUND_PATH, TEMPLATE_LOGIN_PATH } from './paths.ts';

/**
 * The console's route table as data: paths, titles and what each route shows, without a React
 * element. The menus, tabs, breadcrumb and browser title match the current location against it;
 * the router (app/router/) turns each route's `view` into its element.
 */

/** What a route carries in react-router's `handle`: its title (an i18n key or literal) and origin. */
export interface RouteHandle {
  title?: string;
  /** Full URL path of the route, for menus, breadcrumbs and tabs. */
  fullPath?: string;
  /** The server entry a dynamic route was generated from. */
  entry?: RouteEntry;
}

/** What a route shows: the main layout, an outlet for its children, a screen (src/views/<component>), or a redirect. */
export type RouteView = { kind: 'main-layout' } | { kind: 'sub-layout' } | { kind: 'screen'; component: string } | { kind: 'redirect'; to: string };

interface RouteFields {
  path?: string;
  handle?: RouteHandle;
  /** Nothing: the route renders its children. */
  view?: RouteView;
}

/** One route of the table, in the shape react-router's matchRoutes takes. */
export type RouteNode = (RouteFields & { index: true; children?: undefined }) | (RouteFields & { index?: false; children?: RouteNode[] });

export function routeHandle(route: { handle?: unknown }): RouteHandle | undefined {
  return route.handle as RouteHandle | undefined;
}

/** The view of a component string that is not a screen: a missing or unknown component. */
export const NOT_FOUND_SCREEN = 'error-page/404';

const MAIN_LAYOUT: RouteView = { kind: 'main-layout' };
const SUB_LAYOUT: RouteView = { kind: 'sub-layout' };
const screen = (component: string): RouteView => ({ kind: 'screen', component });
const redirectTo = (to: string): RouteView => ({ kind: 'redirect', to });

/** Routes every visitor has; the guard decides who may open them. */
export const STATIC_ROUTES: readonly RouteNode[] = [
  { path: '/', view: redirectTo(HOME_PATH) },
  { path: LOGIN_PATH, view: screen('login'), handle: { title: LOGIN_TITLE } },
  // The template's login: the demo's mock sign-in (views/templates/login), which signs nobody in to the console.
  { path: TEMPLATE_LOGIN_PATH, view: screen('templates/login'), handle: { title: LOGIN_TITLE } },
  { path: '/auth-redirect', view: screen('auth-redirect'), handle: { title: 'route.authRedirect' } },
  { path: '/maps', view: screen('maps'), handle: { title: 'route.maps' } },
  { path: '/monitor', view: screen('monitor'), handle: { title: 'route.monitor' } },
  { path: NOT_FOUND_PATH, view: screen('error-page/404'), handle: { title: 'route.notFound' } },
  { path: '/401', view: screen('error-page/401'), handle: { title: 'route.unauthorized' } },
  {
    // Inside the main layout, so refreshing a view through /redirect{fullPath} keeps the shell.
    view: MAIN_LAYOUT,
    children: [
      { path: '/redirect/*', view: screen('redirect'), handle: { title: 'route.redirect' } },
      { path: '/redirect-index', view: screen('redirect'), handle: { title: 'route.redirect' } },
    ],
  },
];

/** After the server's routes, last: any other path goes to /404, a screen the user's roles do not hold included. */
export const CATCH_ALL_ROUTE: RouteNode = { path: '*', view: redirectTo(NOT_FOUND_PATH) };

/**
 * What a route entry shows: 'Layout' is the main layout; a '#' group the main layout at the top
 * and an outlet when nested; no component (or 'ParentView') an outlet for its children, the 404
 * screen without any; anything else names a screen.
 */
function viewOf(entry: RouteEntry, topLevel: boolean, hasChildren: boolean): RouteView {
  if (entry.component === 'Layout') return MAIN_LAYOUT;
  if (entry.path === '#') return topLevel ? MAIN_LAYOUT : SUB_LAYOUT;
  if (!entry.component || entry.component === 'ParentView') return hasChildren ? SUB_LAYOUT : screen(NOT_FOUND_SCREEN);
  return screen(entry.component);
}

function isUnder(path: string, parentPath: string): boolean {
  return parentPath === '/' ? path.startsWith('/') : path.startsWith(`${parentPath}/`);
}

/**
 * One entry as a route below `parent` (undefined at the top): top-level paths are absolute,
 * children relative to their parent, a redirect becomes an index redirect. A child whose absolute
 * path lies outside its parent's cannot nest in react-router; it is lifted to the top level
 * inside its ancestor's layout and reported through `lifted`.
 */
function toRoute(entry: RouteEntry, parent: { fullPath: string; layout: RouteView } | undefined, lifted: RouteNode[]): RouteNode | undefined {
  if (entry.menuType === MenuType.BUTTON || isExternal(entry.path)) return undefined; // menu-only entries
  const fullPath = entryFullPath(entry, parent?.fullPath);
  const topLevel = parent === undefined;
  const hasChildren = entry.children.some((child) => child.menuType !== MenuType.BUTTON && !isExternal(child.path));
  const view = viewOf(entry, topLevel, hasChildren);
  const layout = topLevel ? view : parent.layout;
  const children = entry.children.flatMap((child) => toRoute(child, { fullPath, layout }, lifted) ?? []);
  const handle: RouteHandle = { title: entry.meta.title, fullPath, entry };
  const redirect = entry.redirect && entry.redirect !== 'noRedirect' ? entry.redirect : undefined;

  let path = fullPath;
  if (!topLevel) {
    if (!isUnder(fullPath, parent.fullPath)) {
      lifted.push({ view: parent.layout, children: [toRouteAt(fullPath, view, handle, redirect, children)] });
      return undefined;
    }
    path = fullPath.slice(parent.fullPath === '/' ? 1 : parent.fullPath.length + 1);
  }
  return toRouteAt(path, view, handle, redirect, children);
}

function toRouteAt(path: string, view: RouteView, handle: RouteHandle, redirect: string | undefined, children: RouteNode[]): RouteNode {
  if (redirect && children.length === 0) return { path, view: redirectTo(redirect), handle };
  const index: RouteNode[] = redirect ? [{ index: true, view: redirectTo(redirect) }] : [];
  return children.length || index.length ? { path, view, handle, children: [...index, ...children] } : { path, view, handle };
}

/** The routes of the signed-in user's route tree. */
export function entryRoutes(entries: RouteEntry[]): RouteNode[] {
  const lifted: RouteNode[] = [];
  const routes = entries.flatMap((entry) => toRoute(entry, undefined, lifted) ?? []);
  return [...routes, ...lifted];
}

const STATIC_TABLE: RouteNode[] = [...STATIC_ROUTES];
const tables = new WeakMap<RouteEntry[], RouteNode[]>();

/**
 * What the router matches: the static routes until the user's route tree is loaded, then the
 * static routes, the tree's and the catch-all. The same arrays for the same tree.
 */
export function routeTable(entries: RouteEntry[], loaded: boolean): RouteNode[] {
  if (!loaded) return STATIC_TABLE;
  let table = tables.get(entries);
  if (!table) {
    table = [...STATIC_ROUTES, ...entryRoutes(entries), CATCH_ALL_ROUTE];
    tables.set(entries, table);
  }
  return table;
}

/** The route table of the signed-in user's route tree, outside React. */
export function currentRouteTable(): RouteNode[] {
  const { entries, loaded } = usePermissionStore.getState();
  return routeTable(entries, loaded);
}

/** The route table of the signed-in user's route tree, following it. */
export function useRouteTable(): RouteNode[] {
  const entries = usePermissionStore((state) => state.entries);
  const loaded = usePermissionStore((state) => state.loaded);
  return routeTable(entries, loaded);
}

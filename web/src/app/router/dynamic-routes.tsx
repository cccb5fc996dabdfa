import type { RouteEntry } from '@ews/contract';
import { MenuType } from '@ews/contract/enums';
import type { ReactElement } from 'react';
import { Navigate } from 'react-router';
import { entryFullPath } from '../../utils/route-path.ts';
import { isExternal } from '../../utils/validate.ts';
import { mainLayout, subLayout } from './lazy.tsx';
import type { AppRoute, RouteHandle } from './types.ts';
import { NOT_FOUND_VIEW, viewElement } from './views.tsx';

/** After the server's routes: any other path goes to /404 (SPEC §2). */
export const catchAllRoute: AppRoute = { path: '*', element: <Navigate to="/404" replace /> };

/** Where a route entry renders (SPEC §2 'Dynamic routes'). */
function elementOf(entry: RouteEntry, topLevel: boolean, hasChildren: boolean): ReactElement {
  if (entry.component === 'Layout') return mainLayout();
  // A '#' group: the main layout at the top, a sub-layout (just an outlet) when nested.
  if (entry.path === '#') return topLevel ? mainLayout() : subLayout();
  if (!entry.component || entry.component === 'ParentView') return hasChildren ? subLayout() : viewElement(NOT_FOUND_VIEW);
  return viewElement(entry.component);
}

function isUnder(path: string, parentPath: string): boolean {
  return parentPath === '/' ? path.startsWith('/') : path.startsWith(`${parentPath}/`);
}

/**
 * One entry as a react-router route below `parent` (undefined at the top): top-level paths are
 * absolute, children relative to their parent, a redirect becomes an index <Navigate>. A child
 * whose absolute path lies outside its parent's cannot nest in react-router; it is lifted to
 * the top level inside its ancestor's layout and reported through `lifted`.
 */
function toRoute(entry: RouteEntry, parent: { fullPath: string; layout: ReactElement } | undefined, lifted: AppRoute[]): AppRoute | undefined {
  if (entry.menuType === MenuType.BUTTON || isExternal(entry.path)) return undefined; // menu-only entries
  const fullPath = entryFullPath(entry, parent?.fullPath);
  const topLevel = parent === undefined;
  const hasChildren = entry.children.some((child) => child.menuType !== MenuType.BUTTON && !isExternal(child.path));
  const element = elementOf(entry, topLevel, hasChildren);
  const layout = topLevel ? element : parent.layout;
  const children = entry.children.flatMap((child) => toRoute(child, { fullPath, layout }, lifted) ?? []);
  const handle: RouteHandle = { title: entry.meta.title, fullPath, entry };
  const redirect = entry.redirect && entry.redirect !== 'noRedirect' ? entry.redirect : undefined;

  let path = fullPath;
  if (!topLevel) {
    if (!isUnder(fullPath, parent.fullPath)) {
      lifted.push({ element: parent.layout, children: [toRouteAt(fullPath, element, handle, redirect, children)] });
      return undefined;
    }
    path = fullPath.slice(parent.fullPath === '/' ? 1 : parent.fullPath.length + 1);
  }
  return toRouteAt(path, element, handle, redirect, children);
}

function toRouteAt(path: string, element: ReactElement, handle: RouteHandle, redirect: string | undefined, children: AppRoute[]): AppRoute {
  if (redirect && children.length === 0) return { path, element: <Navigate to={redirect} replace />, handle };
  const index: AppRoute[] = redirect ? [{ index: true, element: <Navigate to={redirect} replace /> }] : [];
  return children.length || index.length ? { path, element, handle, children: [...index, ...children] } : { path, element, handle };
}

/** The react-router routes of the signed-in user's route tree. */
export function buildRoutes(entries: RouteEntry[]): AppRoute[] {
  const lifted: AppRoute[] = [];
  const routes = entries.flatMap((entry) => toRoute(entry, undefined, lifted) ?? []);
  return [...routes, ...lifted];
}

import type { RouteEntry } from '@ews/contract';
import type { RouteObject } from 'react-router';

/** What a route carries in react-router's `handle`: its title (an i18n key or literal) and origin. */
export interface RouteHandle {
  title?: string;
  /** Full URL path of the route, for menus, breadcrumbs and tabs. */
  fullPath?: string;
  /** The server entry a dynamic route was generated from. */
  entry?: RouteEntry;
}

export type AppRoute = RouteObject;

export function routeHandle(route: RouteObject): RouteHandle | undefined {
  return route.handle as RouteHandle | undefined;
}

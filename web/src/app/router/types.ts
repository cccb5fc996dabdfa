import type { RouteEntry } from '@ews/contract';
import type { RouteObject } from 'react-router';

/**
 * A route entry with its children typed. The contract's RouteEntry is recursive through a zod
 * getter, and its emitted declaration elides the recursion (children: Record<string, unknown>[]);
 * the data itself is checked recursively by routeEntrySchema, so the cast below is sound.
 */
export type RouteNode = Omit<RouteEntry, 'children'> & { children: RouteNode[] };

export function asRouteTree(entries: RouteEntry[]): RouteNode[] {
  return entries as unknown as RouteNode[];
}

/** What a route carries in react-router's `handle`: its title (an i18n key or literal) and origin. */
export interface RouteHandle {
  title?: string;
  /** Full URL path of the route, for menus, breadcrumbs and tabs. */
  fullPath?: string;
  /** The server entry a dynamic route was generated from. */
  entry?: RouteNode;
}

export type AppRoute = RouteObject;

export function routeHandle(route: RouteObject): RouteHandle | undefined {
  return route.handle as RouteHandle | undefined;
}

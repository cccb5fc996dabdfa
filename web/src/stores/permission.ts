import type { RouteEntry } from '@ews/contract';
import { create } from 'zustand';
import { buildRoutes, catchAllRoute } from '../app/router/dynamic-routes.tsx';
import { staticRoutes } from '../app/router/static-routes.tsx';
import type { AppRoute } from '../app/router/types.ts';

interface PermissionState {
  /** The signed-in user's route tree as the server sent it (menus are built from it). */
  entries: RouteEntry[];
  /** Routes generated from `entries`. */
  dynamicRoutes: AppRoute[];
  /** What the router matches: static routes, then dynamic ones, then the catch-all once loaded. */
  routes: AppRoute[];
  loaded: boolean;
  generateRoutes(entries: RouteEntry[]): void;
  reset(): void;
}

export const usePermissionStore = create<PermissionState>()((set) => ({
  entries: [],
  dynamicRoutes: [],
  routes: staticRoutes,
  loaded: false,
  generateRoutes(entries) {
    const dynamicRoutes = buildRoutes(entries);
    // SPEC §2: the catch-all to /404 is appended after the loaded routes, last.
    set({ entries, dynamicRoutes, routes: [...staticRoutes, ...dynamicRoutes, catchAllRoute], loaded: true });
  },
  reset() {
    set({ entries: [], dynamicRoutes: [], routes: staticRoutes, loaded: false });
  },
}));

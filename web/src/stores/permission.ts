import type { RouteEntry } from '@ews/contract';
import { create } from 'zustand';

/**
 * The signed-in user's route tree, as data: the menus, tabs and breadcrumb are built from it, and
 * the router derives its routes from it (app/route-table.ts).
 */
interface PermissionState {
  /** The signed-in user's route tree as the server sent it. */
  entries: RouteEntry[];
  /** Whether the tree is loaded: until then only the static routes exist, and no catch-all. */
  loaded: boolean;
  setEntries(entries: RouteEntry[]): void;
  reset(): void;
}

export const usePermissionStore = create<PermissionState>()((set) => ({
  entries: [],
  loaded: false,
  setEntries(entries) {
    set({ entries, loaded: true });
  },
  reset() {
    set({ entries: [], loaded: false });
  },
}));

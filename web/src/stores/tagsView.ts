import { create } from 'zustand';
import { forgetHolds } from '../app/unsaved-changes.ts';
import { clearViewSession } from '../utils/view-session.ts';

/** One tab of the tags bar: one per visited view, keyed by its path. */
export interface TagView {
  path: string;
  /** Path with the query, where clicking the tab goes back to. */
  fullPath: string;
  /** The route title (an i18n key or literal text); the tab reads 'no-name' without one. */
  title?: string | undefined;
  /** Always open: cannot be closed. */
  affix: boolean;
  /** The route asks not to be kept alive when the user switches away. */
  noCache: boolean;
}

interface TagsViewState {
  visitedViews: TagView[];
  /** Paths of the views kept alive while hidden. */
  cachedViews: string[];
  /** Opens (or updates) the tab of a visited view, and keeps the view alive unless noCache. */
  addView(view: TagView): void;
  /** The affix tabs of the signed-in user's routes, before any other. */
  setAffixViews(views: TagView[]): void;
  /** Closes one tab (affix tabs stay) and forgets its session keys. */
  delView(path: string): void;
  /** Closes every tab but the affix ones and `path`. */
  delOthersViews(path: string): void;
  /** Closes every tab but the affix ones. */
  delAllViews(): void;
  /** Stops keeping a view alive (so its next visit mounts it afresh); its tab stays. */
  delCachedView(path: string): void;
  reset(): void;
}

/** The tabs that survive closing all but `keep`: the affix ones and `keep`, in their order. */
function survivors(views: TagView[], keep?: string): TagView[] {
  return views.filter((view) => view.affix || view.path === keep);
}

export const useTagsViewStore = create<TagsViewState>()((set, get) => {
  /** Leaves only `remaining` open: forgets the session keys and the kept state of the rest. */
  const closeAllBut = (remaining: TagView[]) => {
    const open = new Set(remaining.map((view) => view.path));
    const closed = get().visitedViews.filter((view) => !open.has(view.path)).map((view) => view.path);
    for (const path of closed) clearViewSession(path);
    forgetHolds(closed); // their forms are gone, unsaved changes and all
    set((state) => ({ visitedViews: remaining, cachedViews: state.cachedViews.filter((path) => open.has(path)) }));
  };

  return {
    visitedViews: [],
    cachedViews: [],

    addView(view) {
      set((state) => {
        const index = state.visitedViews.findIndex((open) => open.path === view.path);
        const visitedViews =
          index < 0 ? [...state.visitedViews, view] : state.visitedViews.map((open, at) => (at === index ? { ...open, fullPath: view.fullPath, title: view.title ?? open.title } : open));
        const cachedViews = view.noCache || state.cachedViews.includes(view.path) ? state.cachedViews : [...state.cachedViews, view.path];
        return { visitedViews, cachedViews };
      });
    },

    setAffixViews(views) {
      set((state) => {
        const affixPaths = new Set(views.map((view) => view.path));
        return { visitedViews: [...views, ...state.visitedViews.filter((view) => !affixPaths.has(view.path))] };
      });
    },

    delView(path) {
      const view = get().visitedViews.find((open) => open.path === path);
      if (!view || view.affix) return;
      closeAllBut(get().visitedViews.filter((open) => open.path !== path));
    },

    delOthersViews(path) {
      closeAllBut(survivors(get().visitedViews, path));
    },

    delAllViews() {
      closeAllBut(survivors(get().visitedViews));
    },

    delCachedView(path) {
      forgetHolds([path]); // mounted afresh next time
      set((state) => ({ cachedViews: state.cachedViews.filter((cached) => cached !== path) }));
    },

    reset() {
      set({ visitedViews: [], cachedViews: [] });
    },
  };
});

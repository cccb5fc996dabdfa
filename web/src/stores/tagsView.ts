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
  /** Closes the tabs whose path `routable` refuses: a reload's tabs of views the user may no longer open. */
  keepRoutable(routable: (path: string) => boolean): void;
  reset(): void;
}

/** Where this browser tab keeps its open tabs, so that a reload or a typed address keeps them too; signing out clears it with the rest of sessionStorage. */
export const OPEN_TABS_KEY = 'tagsView_visitedViews';

const isTagView = (value: unknown): value is TagView =>
  typeof value === 'object' && value !== null && typeof (value as TagView).path === 'string' && typeof (value as TagView).fullPath === 'string';

/** The tabs this browser tab had open before a reload, but the affix ones, which the user's routes give afresh. */
function reopenedTabs(): TagView[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(OPEN_TABS_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((view) => isTagView(view) && !view.affix).map((view: TagView) => ({ ...view, noCache: Boolean(view.noCache) })) : [];
  } catch {
    return [];
  }
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
    visitedViews: reopenedTabs(),
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

    keepRoutable(routable) {
      const remaining = get().visitedViews.filter((view) => view.affix || routable(view.path));
      if (remaining.length < get().visitedViews.length) closeAllBut(remaining);
    },

    reset() {
      set({ visitedViews: [], cachedViews: [] });
    },
  };
});

/** Writes down the tabs a reload reopens, the closable ones: with none, nothing is kept (closing all leaves sessionStorage empty, as SPEC asks). */
useTagsViewStore.subscribe((state, previous) => {
  if (state.visitedViews === previous.visitedViews) return;
  const closable = state.visitedViews.filter((view) => !view.affix);
  if (closable.length === 0) sessionStorage.removeItem(OPEN_TABS_KEY);
  else sessionStorage.setItem(OPEN_TABS_KEY, JSON.stringify(closable));
});

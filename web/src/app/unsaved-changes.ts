/**
 * The forms holding unsaved changes, by the path of the view (tab) they are in. A form registers
 * while it is dirty and stays registered while its tab is hidden but kept alive (layout/AppMain.tsx),
 * since its input is still there: switching tabs loses nothing and asks nothing. What does lose
 * the input asks first: closing or refreshing the form's tab (layout/TagsView.tsx), a navigation
 * that drops the form (its view is not kept alive, or its screen is opened for another record,
 * from its own tab or another), signing out, and unloading the page (beforeunload). A form saved or discarded on
 * purpose leaves through `leaveWithoutAsking`.
 */
export interface Hold {
  /** The path of the view the form is in. */
  path: string;
  /** The query of its record at that path (`?id=3`): the same path with another opens another record in that view. */
  search: string;
  /** Whether its changes are still unsaved (false once it leaves on purpose). */
  isHeld(): boolean;
  /** Whether its view is kept alive while another is shown, input and all. */
  kept(): boolean;
}

const holds = new Map<object, Hold>();
let leavingOnPurpose = false;
let unloadWatched = false;

/** Registers (or updates) the hold of the form `token`; `releaseHold` lets go. */
export function holdNavigation(token: object, hold: Hold): void {
  holds.set(token, hold);
  if (!unloadWatched && typeof window !== 'undefined') {
    unloadWatched = true;
    window.addEventListener('beforeunload', (event) => {
      if (hasUnsavedChanges()) event.preventDefault();
    });
  }
}

export function releaseHold(token: object): void {
  holds.delete(token);
}

/** Forgets the holds of views that were closed or dropped (their forms are gone). */
export function forgetHolds(paths: Iterable<string>): void {
  const gone = new Set(paths);
  for (const [token, hold] of holds) if (gone.has(hold.path)) holds.delete(token);
}

/** Whether the forms of `paths` (every form by default) hold unsaved changes. */
export function hasUnsavedChanges(paths?: readonly string[]): boolean {
  if (leavingOnPurpose) return false;
  for (const hold of holds.values()) if ((!paths || paths.includes(hold.path)) && hold.isHeld()) return true;
  return false;
}

interface Place {
  pathname: string;
  search: string;
}

/** Whether going from `from` to `to` drops a form of `from` with unsaved changes. */
function losesChanges(from: Place, to: Place): boolean {
  if (leavingOnPurpose) return false;
  for (const hold of holds.values()) {
    if (!hold.isHeld()) continue;
    // The form's screen opened for another record, from anywhere (the list's Edit while the form waits in its hidden tab): its view shows that record instead.
    if (to.pathname === hold.path && to.search !== hold.search) return true;
    // Kept alive, the form waits in its tab; otherwise leaving its screen drops it.
    if (hold.path === from.pathname && !hold.kept()) return true;
  }
  return false;
}

const here = (): Place => ({ pathname: window.location.pathname, search: window.location.search });

/** Where a push or replace of react-router's history goes. */
function placeOf(to: unknown): Place {
  const path = typeof to === 'string' ? to : `${(to as Partial<Place>).pathname ?? window.location.pathname}${(to as Partial<Place>).search ?? ''}`;
  const url = new URL(path, window.location.href);
  return { pathname: url.pathname, search: url.search };
}

/**
 * Runs a navigation (or a tab close, a logout) without asking. The router decides whether to
 * block synchronously, before its first await, so the flag only needs to last the call.
 */
export function leaveWithoutAsking(run: () => void): void {
  leavingOnPurpose = true;
  try {
    run();
  } finally {
    leavingOnPurpose = false;
  }
}

type Ask = (leave: () => void) => void;
type Navigate = (...args: unknown[]) => void;
interface PushAndReplace {
  push: Navigate;
  replace: Navigate;
}

/** Who asks the user, while the main layout is mounted (holdHistory). */
let askToLeave: Ask | null = null;
/** The history entry on screen: react-router numbers its entries in history.state.idx. */
const entryIndex = () => (typeof window === 'undefined' ? undefined : (window.history.state as { idx?: unknown } | null)?.idx);
let shown = entryIndex();
/** The place on screen, for the Back and Forward that have already left it when popstate comes. */
let shownPlace: Place | null = typeof window === 'undefined' ? null : here();
let undoing = false;
let leavingByPopstate = false;

/**
 * The browser's Back and Forward, caught before the router sees them: when they would drop a
 * shown form with unsaved changes (see losesChanges), the listener goes back to the entry shown and, if the user leaves, travels the
 * same distance again. Chromium calls popstate listeners on window in the order they were added,
 * capture or not, so this must be added before the router's own: main.tsx calls it first.
 */
export function watchBackAndForward(): void {
  window.addEventListener('popstate', (event) => {
    if (undoing) {
      undoing = false; // our own step back to the shown entry: the router never knew it left
      event.stopImmediatePropagation();
      return;
    }
    const target = entryIndex();
    const ask = askToLeave;
    if (ask && !leavingByPopstate && shownPlace && losesChanges(shownPlace, here()) && typeof shown === 'number' && typeof target === 'number') {
      event.stopImmediatePropagation();
      const distance = shown - target;
      undoing = true;
      window.history.go(distance);
      ask(() => {
        leavingByPopstate = true;
        window.history.go(-distance);
      });
      return;
    }
    leavingByPopstate = false;
    shown = target;
    shownPlace = here();
  });
}

/**
 * Runs `action` (a tab close, a refresh, a logout) at once, or, while a form of `paths` (of any
 * view by default) has unsaved changes, once the user agrees to leave them: then without the
 * hold asking again.
 */
export function askBeforeLeaving(action: () => void, paths?: readonly string[]): void {
  if (askToLeave && hasUnsavedChanges(paths)) askToLeave(() => leaveWithoutAsking(action));
  else action();
}

/**
 * Holds the navigations of the app's <BrowserRouter> that would drop a shown form with unsaved
 * changes (see losesChanges), and lets `ask` decide (it runs `leave`, or not). A data router's useBlocker would do this, but
 * the sign-in page no longer loads the router and the cost moves to the console: measured
 * (createBrowserRouter + RouterProvider + useBlocker in place of this), its chunk grows by 14 KB
 * brotli (54 KB raw) and the signed-in shell's code from 290 to 304 KB, over its 300 KB budget
 * (bench/src/run.ts). So the router's navigator (links, menus, tabs, navigate()) runs its push
 * and replace through the hold, and the browser's Back and Forward are held by
 * watchBackAndForward. Returns the function that lets go.
 */
export function holdHistory(navigator: object, ask: Ask): () => void {
  const history = navigator as PushAndReplace;
  const { push, replace } = history;
  const held =
    (original: Navigate): Navigate =>
    (...args) => {
      const go = () => {
        original.apply(history, args);
        shown = entryIndex();
        shownPlace = here();
      };
      if (askToLeave && losesChanges(here(), placeOf(args[0]))) askToLeave(() => leaveWithoutAsking(go));
      else go();
    };
  history.push = held(push);
  history.replace = held(replace);
  askToLeave = ask;
  shown = entryIndex();
  shownPlace = here();
  return () => {
    askToLeave = null;
    history.push = push;
    history.replace = replace;
  };
}

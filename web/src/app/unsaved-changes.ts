/**
 * The forms on screen holding unsaved changes. Each registers while it is shown and dirty (its
 * effect, which React's <Activity> suspends while the form's tab is hidden), so one navigation
 * hold in the layout can ask before any of them is left behind. A form saved on purpose
 * leaves through `leaveWithoutAsking`.
 */
const holds = new Set<() => boolean>();
let leavingOnPurpose = false;

/** Holds navigation while `isHeld()` answers true; the returned function lets go. */
export function holdNavigation(isHeld: () => boolean): () => void {
  holds.add(isHeld);
  return () => {
    holds.delete(isHeld);
  };
}

/** Whether leaving the page now would lose unsaved changes. */
export function hasUnsavedChanges(): boolean {
  if (leavingOnPurpose) return false;
  for (const isHeld of holds) if (isHeld()) return true;
  return false;
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
const entryIndex = () => (window.history.state as { idx?: unknown } | null)?.idx;
let shown = entryIndex();
let undoing = false;
let leavingByPopstate = false;

/**
 * The browser's Back and Forward, caught before the router sees them: while a shown form has
 * unsaved changes, the listener goes back to the entry shown and, if the user leaves, travels the
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
    if (ask && !leavingByPopstate && hasUnsavedChanges() && typeof shown === 'number' && typeof target === 'number') {
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
  });
}

/**
 * Runs `action` (a navigation, a tab close, a logout) at once, or, while a shown form has unsaved
 * changes, once the user agrees to leave them: then without the hold asking again.
 */
export function askBeforeLeaving(action: () => void): void {
  if (askToLeave && hasUnsavedChanges()) askToLeave(() => leaveWithoutAsking(action));
  else action();
}

/**
 * Holds every navigation of the app's <BrowserRouter> while a shown form has unsaved changes,
 * and lets `ask` decide (it runs `leave`, or not). A data router's useBlocker would do this, but
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
    (...args) =>
      askBeforeLeaving(() => {
        original.apply(history, args);
        shown = entryIndex();
      });
  history.push = held(push);
  history.replace = held(replace);
  askToLeave = ask;
  shown = entryIndex();
  return () => {
    askToLeave = null;
    history.push = push;
    history.replace = replace;
  };
}

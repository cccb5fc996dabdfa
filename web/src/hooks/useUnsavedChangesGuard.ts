import { useCallback, useEffect, useRef } from 'react';
import { holdNavigation } from '../app/unsaved-changes.ts';

/**
 * Warns before unsaved changes are left behind: closing or reloading the browser tab asks through
 * beforeunload; a navigation inside the app (a menu, a tab, a link, the browser's Back and
 * Forward) is held by the layout, which asks in a dialog (layout/useLeaveGuard.ts).
 * `leave` navigates without asking (after a save, say).
 */
export function useUnsavedChangesGuard(dirty: boolean) {
  const leaving = useRef(false);

  useEffect(() => {
    if (!dirty) return;
    // Shown again (or dirty again): whatever left on purpose before is over.
    leaving.current = false;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!leaving.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    const release = holdNavigation(() => !leaving.current);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      release();
    };
  }, [dirty]);

  /** Runs a navigation that leaves the changes behind on purpose. */
  const leave = useCallback((navigate: () => void) => {
    leaving.current = true;
    navigate();
  }, []);

  return { leave };
}

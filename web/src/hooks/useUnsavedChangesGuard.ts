import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { holdNavigation, releaseHold } from '../app/unsaved-changes.ts';
import { useSettingsStore } from '../stores/settings.ts';
import { useTagsViewStore } from '../stores/tagsView.ts';

/** Whether the view at `path` is kept alive while another is shown (its input stays). */
const keptAlive = (path: string) => useSettingsStore.getState().tagsView && useTagsViewStore.getState().cachedViews.includes(path);

/**
 * Warns before unsaved changes are lost (app/unsaved-changes.ts): closing or refreshing the form's
 * tab, signing out, a navigation that drops the form, and unloading the page ask first; switching
 * to another tab does not, since the form waits in its tab, input and all. The hold outlives the
 * form's effects while its tab is hidden (React's <Activity> suspends them) and ends when the
 * tab is closed. `leave` navigates without asking (after a save, say).
 */
export function useUnsavedChangesGuard(dirty: boolean) {
  const leaving = useRef(false);
  const [token] = useState(() => ({}));
  // Hidden, a view goes on seeing the location it was left at: its own path and record.
  const { pathname: path, search } = useLocation();

  useEffect(() => {
    if (!dirty) {
      releaseHold(token);
      return;
    }
    // Shown again (or dirty again): whatever left on purpose before is over.
    leaving.current = false;
    holdNavigation(token, { path, search, isHeld: () => !leaving.current, kept: () => keptAlive(path) });
    return () => {
      // Hidden in a kept tab, the input stays: so does the hold. Unmounted or clean: let go.
      const hidden = window.location.pathname !== path && keptAlive(path);
      if (!hidden) releaseHold(token);
    };
  }, [dirty, path, search, token]);

  /** Runs a navigation that leaves the changes behind on purpose. */
  const leave = useCallback((navigate: () => void) => {
    leaving.current = true;
    navigate();
  }, []);

  return { leave };
}

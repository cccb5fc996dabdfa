import { useContext, useEffect } from 'react';
import { UNSAFE_NavigationContext } from 'react-router';
import { holdHistory } from '../app/unsaved-changes.ts';
import { useLeaveDialog } from '../app/useLeaveDialog.ts';

/**
 * The one hold on navigation of the app, mounted by the main layout outside the kept-alive
 * views: any navigation, the browser's Back and Forward included, waits for the 'Leave without
 * saving?' dialog while a shown form has unsaved changes (app/unsaved-changes.ts).
 */
export function useUnsavedChangesPrompt() {
  const askToLeave = useLeaveDialog();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  useEffect(() => holdHistory(navigator, askToLeave), [navigator, askToLeave]);
}

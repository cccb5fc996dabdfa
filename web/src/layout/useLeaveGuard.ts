import { useCallback, useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { UNSAFE_NavigationContext } from 'react-router';
import { hasUnsavedChanges, holdHistory, leaveWithoutAsking } from '../app/unsaved-changes.ts';
import { useConfirm } from '../hooks/useConfirm.ts';

/** The 'Leave without saving?' dialog: `onOk` leaves; cancelling stays. */
function useAskToLeave() {
  const { t } = useTranslation();
  const confirm = useConfirm();
  return useCallback(
    (onOk: () => void) => confirm({ title: t('epidemic.unsaved.title'), content: t('epidemic.unsaved.content'), danger: true, onOk }),
    [confirm, t],
  );
}

/**
 * The one hold on navigation of the app, mounted by the main layout outside the kept-alive
 * views: any navigation, the browser's Back and Forward included, waits for an answer while a
 * shown form has unsaved changes (app/unsaved-changes.ts).
 */
export function useUnsavedChangesPrompt() {
  const askToLeave = useAskToLeave();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  useEffect(() => holdHistory(navigator, askToLeave), [navigator, askToLeave]);
}

/**
 * For actions that change state before they navigate (closing the shown tab, logging out): asks
 * first while a shown form has unsaved changes, and then runs the action without the hold
 * asking again; cancelling leaves everything as it was.
 */
export function useAskBeforeLeaving() {
  const askToLeave = useAskToLeave();
  return useCallback(
    (action: () => void) => {
      if (hasUnsavedChanges()) askToLeave(() => leaveWithoutAsking(action));
      else action();
    },
    [askToLeave],
  );
}

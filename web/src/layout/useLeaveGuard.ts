import { useCallback, useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { UNSAFE_NavigationContext } from 'react-router';
import { holdHistory } from '../app/unsaved-changes.ts';
import { useConfirm } from '../hooks/useConfirm.ts';

/**
 * The one hold on navigation of the app, mounted by the main layout outside the kept-alive
 * views: any navigation, the browser's Back and Forward included, waits for the 'Leave without
 * saving?' dialog while a shown form has unsaved changes (app/unsaved-changes.ts).
 */
export function useUnsavedChangesPrompt() {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const askToLeave = useCallback(
    (onOk: () => void) => confirm({ title: t('epidemic.unsaved.title'), content: t('epidemic.unsaved.content'), danger: true, onOk }),
    [confirm, t],
  );
  useEffect(() => holdHistory(navigator, askToLeave), [navigator, askToLeave]);
}

import { App, type ButtonProps } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The question of unsaved-changes.ts, asked before unsaved input is lost (a form's Cancel or ×, a
 * navigation, a tab closed or refreshed, a logout): 'Leave without saving?'. Its buttons say what
 * they do, 'Leave without saving' (destructive) and 'Stay', rather than a generic OK and Cancel.
 * Stay is the default: Esc and the × keep the input. Returns `ask(leave)`, which runs `leave`
 * only once the user chose to leave.
 */
export function useLeaveDialog(): (leave: () => void) => void {
  const { modal } = App.useApp();
  const { t } = useTranslation();
  return useCallback(
    (leave: () => void) => {
      modal.confirm({
        title: t('epidemic.unsaved.title'),
        content: t('epidemic.unsaved.content'),
        okText: t('epidemic.unsaved.leave'),
        cancelText: t('epidemic.unsaved.stay'),
        okButtonProps: { danger: true, 'data-testid': 'confirm-ok' } as ButtonProps,
        cancelButtonProps: { 'data-testid': 'confirm-cancel' } as ButtonProps,
        onOk: leave,
      });
    },
    [modal, t],
  );
}

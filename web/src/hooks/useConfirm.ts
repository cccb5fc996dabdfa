import { App, type ButtonProps } from 'antd';
import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ConfirmOptions {
  title: ReactNode;
  content?: ReactNode;
  danger?: boolean;
  /** The action; its failure has been shown by the request wrapper, so the dialog just closes. */
  onOk(): Promise<unknown> | void;
}

/** A confirmation dialog (buttons `confirm-ok` / `confirm-cancel`) before a change such as a delete. */
export function useConfirm() {
  const { modal } = App.useApp();
  const { t } = useTranslation();
  return useCallback(
    ({ title, content, danger = false, onOk }: ConfirmOptions) => {
      modal.confirm({
        title,
        content,
        okText: t('common.confirm'),
        cancelText: t('common.cancel'),
        okButtonProps: { danger, 'data-testid': 'confirm-ok' } as ButtonProps,
        cancelButtonProps: { 'data-testid': 'confirm-cancel' } as ButtonProps,
        onOk: async () => {
          try {
            await onOk();
          } catch {
            // Shown by the request wrapper.
          }
        },
      });
    },
    [modal, t],
  );
}

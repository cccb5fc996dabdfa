import { App, type ButtonProps } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../utils/format.ts';

export interface ConflictOptions {
  /** Who saved the record last, and when (the stored version's updatedBy and updatedAt). */
  updatedBy: string;
  updatedAt: string;
  /** Show the stored version in the form (the user's unsaved input is dropped: they chose so). */
  onReload(): void;
  /** Keep the user's input; the next save knowingly replaces the stored version. */
  onKeep(): void;
}

/**
 * The dialog for a save refused with 40900 because someone else saved the record first: reload
 * their version, or keep editing. Nothing is lost without the user deciding it.
 */
export function useVersionConflict() {
  const { modal } = App.useApp();
  const { t } = useTranslation();
  return useCallback(
    ({ updatedBy, updatedAt, onReload, onKeep }: ConflictOptions) => {
      modal.confirm({
        title: t('conflict.title'),
        content: t('conflict.content', { who: updatedBy || t('conflict.someone'), when: formatDateTime(updatedAt) }),
        okText: t('conflict.reload'),
        cancelText: t('conflict.keep'),
        okButtonProps: { 'data-testid': 'conflict-reload' } as ButtonProps,
        cancelButtonProps: { 'data-testid': 'conflict-keep' } as ButtonProps,
        onOk: onReload,
        onCancel: onKeep,
      });
    },
    [modal, t],
  );
}

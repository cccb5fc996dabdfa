import { Button, Space } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { ListColumn } from '../hooks/useColumnLayout.tsx';
import { Auth } from './Auth.tsx';

/** One link button of a row's actions. */
export interface RowAction {
  label: string;
  onClick: () => void;
  testId: string;
  /** Shown only to holders of this permission; to everyone when none is named. */
  permission?: string;
  danger?: boolean;
}

/** A row's action as a small link button, hidden from those without its permission. */
export function RowActionButton({ label, onClick, testId, permission, danger }: RowAction) {
  const button = (
    <Button type="link" size="small" danger={danger} onClick={onClick} data-testid={testId}>
      {label}
    </Button>
  );
  return permission ? <Auth permission={[permission]}>{button}</Auth> : button;
}

interface RowActionsProps {
  /** `false` stands for an action this row does not offer. */
  actions: (RowAction | false)[];
  /** Wrap onto more lines when the column is narrow (the default). */
  wrap?: boolean;
  /** Shown before the actions. */
  children?: ReactNode;
}

/** The link buttons of one row's actions cell. */
export function RowActions({ actions, wrap = true, children }: RowActionsProps) {
  return (
    <Space size={0} wrap={wrap}>
      {children}
      {actions.map((action) => action && <RowActionButton key={action.testId} {...action} />)}
    </Space>
  );
}

/** The actions column that ends a list: pinned to the right, and never hidden by the column chooser. */
export function actionsColumn<T>(t: TFunction, render: (row: T) => ReactNode): ListColumn<T> {
  return { title: t('common.actions'), key: 'actions', fixed: 'right', essential: true, render: (_value, row: T) => render(row) };
}

import { BugOutlined } from '@ant-design/icons';
import { Badge, Button } from 'antd';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorLogStore } from '../stores/errorLog.ts';
import { LazyPanel, useLazyPanel } from './LazyPanel.tsx';

const ErrorLogDialog = lazy(() => import('./ErrorLogDialog.tsx'));

/** The error log: a red-dot button while errors exist, opening a table of them with Clear All. */
export function ErrorLog() {
  const { t } = useTranslation();
  const count = useErrorLogStore((state) => state.logs.length);
  const dialog = useLazyPanel();
  if (count === 0) return null;

  return (
    <>
      <Badge dot offset={[-6, 6]}>
        <Button type="text" danger icon={<BugOutlined />} onClick={dialog.show} aria-label={t('navbar.errorLog')} title={t('navbar.errorLog')} data-testid="error-log" />
      </Badge>
      <LazyPanel state={dialog}>
        <ErrorLogDialog open={dialog.open} onClose={dialog.hide} />
      </LazyPanel>
    </>
  );
}

import { BugOutlined } from '@ant-design/icons';
import { Badge, Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorLogStore } from '../stores/errorLog.ts';

const ErrorLogDialog = lazy(() => import('./ErrorLogDialog.tsx'));

/** The error log: a red-dot button while errors exist, opening a table of them with Clear All. */
export function ErrorLog() {
  const { t } = useTranslation();
  const count = useErrorLogStore((state) => state.logs.length);
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so the dialog can animate closed.
  const [used, setUsed] = useState(false);
  if (count === 0) return null;

  return (
    <>
      <Badge dot offset={[-6, 6]}>
        <Button type="text" danger icon={<BugOutlined />} onClick={() => {
            setUsed(true);
            setOpen(true);
          }} aria-label={t('navbar.errorLog')} title={t('navbar.errorLog')} data-testid="error-log" />
      </Badge>
      {used && (
        <Suspense fallback={null}>
          <ErrorLogDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

import { SettingOutlined } from '@ant-design/icons';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettingsStore } from '../stores/settings.ts';

// The drawer (and antd's colour picker) loads the first time it is opened.
const SettingsDrawer = lazy(() => import('./SettingsDrawer.tsx'));

/** The settings button at the right edge, 250 px from the top, and its drawer. */
export function Settings() {
  const { t } = useTranslation();
  const shown = useSettingsStore((state) => state.showSettings);
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  if (!shown) return null;

  return (
    <>
      <button
        type="button"
        className="settings-button"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        aria-label={t('navbar.settings')}
        title={t('navbar.settings')}
        data-testid="settings-button"
      >
        <SettingOutlined />
      </button>
      {used && (
        <Suspense fallback={null}>
          <SettingsDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

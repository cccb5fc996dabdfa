import { SettingOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettingsStore } from '../stores/settings.ts';
import { LazyPanel, useLazyPanel } from './LazyPanel.tsx';

// The drawer (and antd's colour picker) loads the first time it is opened.
const SettingsDrawer = lazy(() => import('./SettingsDrawer.tsx'));

/**
 * The settings button and its drawer: at the right edge, 250 px from the top, or, on a phone
 * (`inNavbar`), among the navbar's buttons, where it takes no strip of the narrow page's width.
 */
export function Settings({ inNavbar = false }: { inNavbar?: boolean }) {
  const { t } = useTranslation();
  const shown = useSettingsStore((state) => state.showSettings);
  const drawer = useLazyPanel();
  if (!shown) return null;

  return (
    <>
      <button
        type="button"
        className={inNavbar ? 'settings-navbar-button' : 'settings-button'}
        onClick={drawer.show}
        aria-label={t('navbar.settings')}
        title={t('navbar.settings')}
        data-testid="settings-button"
        data-tour="settings"
      >
        <SettingOutlined />
      </button>
      <LazyPanel state={drawer}>
        <SettingsDrawer open={drawer.open} onClose={drawer.hide} />
      </LazyPanel>
    </>
  );
}

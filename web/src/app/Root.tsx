import { App as AntApp, ConfigProvider } from 'antd';
import { useLayoutEffect, useMemo } from 'react';
import { BrowserRouter } from 'react-router';
import { antdLocale } from '../locales/antd.ts';
import { ANTD_SIZE, useAppStore } from '../stores/app.ts';
import { useSettingsStore } from '../stores/settings.ts';
import { applyThemeVariables } from '../utils/theme.ts';
import { antdTheme, BUTTON_CONFIG } from './antd-config.ts';
import { FeedbackBridge } from './FeedbackBridge.tsx';
import { AppRouter } from './router/index.tsx';

/** The theme colour's cluster as CSS variables on <html>, for the shell's own styles and the loading bar. */
function useThemeVariables(theme: string) {
  useLayoutEffect(() => applyThemeVariables(theme), [theme]);
}

/** A toast's gap below the shell's bars (antd's own top, where there are none). */
const TOAST_GAP_PX = 8;

/**
 * Where the toasts may be drawn: from the bars' bottom edge down. antd's list starts a margin
 * above its top (room for the toasts' shadows) and slides a toast in and out through it: cut there,
 * a toast coming or going never passes over the tabs bar.
 */
const TOAST_LIST_STYLE = { clipPath: `inset(calc(var(--notification-margin-edge, 0px) - ${TOAST_GAP_PX}px) 0 0 0)` };

/** Providers: antd (locale, size, theme colour and its palette), antd's App for feedback, the router. */
export function Root() {
  const language = useAppStore((state) => state.language);
  const size = useAppStore((state) => state.size);
  const theme = useSettingsStore((state) => state.theme);
  const headerBottom = useAppStore((state) => state.headerBottom);
  const themeConfig = useMemo(() => antdTheme(theme, size), [theme, size]);
  useThemeVariables(theme);
  return (
    <ConfigProvider locale={antdLocale(language)} componentSize={ANTD_SIZE[size]} theme={themeConfig} button={BUTTON_CONFIG}>
      {/* Toasts open below the top bar and the tabs bar, never over the menus, tabs and close buttons a user is reaching for. */}
      <AntApp message={{ top: headerBottom + TOAST_GAP_PX, styles: { list: TOAST_LIST_STYLE } }}>
        <FeedbackBridge />
        <BrowserRouter>
          <AppRouter />
        </BrowserRouter>
      </AntApp>
    </ConfigProvider>
  );
}

import { App as AntApp, ConfigProvider } from 'antd';
import { BrowserRouter } from 'react-router';
import { antdLocale } from '../locales/antd.ts';
import { ANTD_SIZE, useAppStore } from '../stores/app.ts';
import { useSettingsStore } from '../stores/settings.ts';
import { FeedbackBridge } from './FeedbackBridge.tsx';
import { AppRouter } from './router/index.tsx';

/** Providers: antd (locale, size, theme colour), antd's App for feedback, the router. */
export function Root() {
  const language = useAppStore((state) => state.language);
  const size = useAppStore((state) => state.size);
  const theme = useSettingsStore((state) => state.theme);
  return (
    <ConfigProvider locale={antdLocale(language)} componentSize={ANTD_SIZE[size]} theme={{ token: { colorPrimary: theme } }}>
      <AntApp>
        <FeedbackBridge />
        <BrowserRouter>
          <AppRouter />
        </BrowserRouter>
      </AntApp>
    </ConfigProvider>
  );
}

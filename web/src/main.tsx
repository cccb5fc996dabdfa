import './zod-jitless.ts';
import 'nprogress/nprogress.css';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Root } from './app/Root.tsx';
import { followUrlWithTitle } from './app/router/title.ts';
import { watchBackAndForward } from './app/unsaved-changes.ts';
import { loadAntdLocale } from './locales/antd.ts';
import { initI18n } from './locales/index.ts';
import { useAppStore } from './stores/app.ts';
import { getLanguageCookie, setLanguageCookie } from './utils/cookies.ts';

const { language } = useAppStore.getState();
// The server localises its messages by the language cookie: make it agree with the interface
// when the language came from the browser (kept for this session only).
if (getLanguageCookie() !== language) setLanguageCookie(language, false);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

// Our messages and antd's for the language first, so the first paint is already in it.
void Promise.all([initI18n(language), loadAntdLocale(language).catch(() => undefined)]).then(() => {
  followUrlWithTitle();
  watchBackAndForward();
  createRoot(container).render(
    <StrictMode>
      <Root />
    </StrictMode>,
  );
});

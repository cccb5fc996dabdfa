import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { releaseFirstRowsOfAnotherQuery } from './app/first-rows.ts';
import { signInPageFor } from './app/router/guard.ts';
import { SignInPage } from './app/SignInPage.tsx';
import { PageSpinner } from './components/PageSpinner.tsx';
import { initI18n } from './locales/index.ts';
import { useAppStore } from './stores/app.ts';
import { useSettingsStore } from './stores/settings.ts';
import { getLanguageCookie, getToken, setLanguageCookie } from './utils/cookies.ts';
import { applyThemeVariables } from './utils/theme.ts';

const { language } = useAppStore.getState();
// The server localises its messages by the language cookie: make it agree with the interface
// when the language came from the browser (kept for this session only).
if (getLanguageCookie() !== language) setLanguageCookie(language, false);
applyThemeVariables(useSettingsStore.getState().theme);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
const root = createRoot(container);

/** The console and its antd, fetched only when a page needs them: the sign-in form needs neither. */
const loadConsole = () => import('./app/console.tsx');

const { pathname, search } = window.location;
const signInPage = signInPageFor({ pathname, fullPath: pathname + search, hasToken: Boolean(getToken()) });

if (signInPage) {
  // A signed-out visitor on a page that needs signing in goes to /admin/login?redirect={path} here, without the router.
  if (signInPage !== pathname + search) window.history.replaceState(null, '', signInPage);
  const openConsole = (target: string) => {
    window.history.replaceState(null, '', target);
    void loadConsole().then(({ renderConsole }) => renderConsole(root));
  };
  // Our messages in the language first, so the first paint is already in it.
  void initI18n(language).then(() =>
    root.render(
      <StrictMode>
        <SignInPage onSignedIn={openConsole} />
      </StrictMode>,
    ),
  );
} else {
  releaseFirstRowsOfAnotherQuery(pathname);
  const consoleModule = loadConsole();
  void initI18n(language).then(async () => {
    root.render(<PageSpinner />);
    await (await consoleModule).renderConsole(root);
  });
}

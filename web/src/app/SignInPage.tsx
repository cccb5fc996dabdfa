import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Toasts } from '../components/Toasts.tsx';
import { documentTitle } from '../locales/index.ts';
import { SignIn } from '../views/login/SignIn.tsx';
import { releaseFirstRows } from './first-rows.ts';
import { LOGIN_TITLE } from './paths.ts';
import { signIn } from './sign-in.ts';

/**
 * The sign-in form as the whole page, before the console is loaded (main.tsx): with its browser
 * title and its messages, which the console's router and antd give it there.
 */
export function SignInPage({ onSignedIn }: { onSignedIn(target: string): void }) {
  const { i18n } = useTranslation();
  useLayoutEffect(() => {
    document.title = documentTitle(LOGIN_TITLE);
  }, [i18n.language]);
  // Rows the server drew for a session that has since ended here (signed out in another tab).
  useLayoutEffect(releaseFirstRows, []);
  return (
    <>
      <SignIn search={window.location.search} signIn={signIn} onSignedIn={onSignedIn} />
      <Toasts />
    </>
  );
}

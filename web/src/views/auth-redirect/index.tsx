import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * /auth-redirect: the landing page of a third-party sign-in popup. It hands the query it was
 * opened with to the window that opened it (through localStorage) and closes itself.
 */
export default function AuthRedirect() {
  const { t } = useTranslation();
  useEffect(() => {
    window.localStorage.setItem('x-admin-oauth-code', window.location.search.slice(1));
    window.close();
  }, []);
  return <p style={{ padding: 24 }}>{t('authRedirect.text')}</p>;
}

import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LOGIN_PATH } from '../../app/paths.ts';

/** How long a popup gets to close itself before the page says what it is for instead. */
const CLOSE_GRACE_MS = 3000;

/**
 * /auth-redirect: the landing page of a third-party sign-in popup. It hands the query it was
 * opened with to the window that opened it (through localStorage) and closes itself. Opened
 * directly, with no window to return to, or when the browser will not close it, it says so and
 * links to the sign-in page instead of waiting for ever.
 */
export default function AuthRedirect() {
  const { t } = useTranslation();
  const [stranded, setStranded] = useState(() => !window.opener);
  useEffect(() => {
    if (stranded) return;
    window.localStorage.setItem('x-admin-oauth-code', window.location.search.slice(1));
    window.close();
    const timer = window.setTimeout(() => setStranded(true), CLOSE_GRACE_MS);
    return () => window.clearTimeout(timer);
  }, [stranded]);
  if (!stranded) return <p style={{ padding: 24 }}>{t('authRedirect.text')}</p>;
  return (
    <div style={{ padding: 24 }} data-testid="auth-redirect-stranded">
      <p>{t('authRedirect.direct')}</p>
      <Link to={LOGIN_PATH}>{t('authRedirect.signIn')}</Link>
    </div>
  );
}

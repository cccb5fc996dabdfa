import { useTranslation } from 'react-i18next';

/**
 * Shown while the session or a route chunk loads: a CSS spinner in antd's look, so the entry
 * chunk does not carry antd's Spin.
 */
export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <div className="page-spinner" role="status" aria-live="polite">
      <SpinnerDots />
      <span className="visually-hidden">{t('app.loading')}</span>
    </div>
  );
}

function SpinnerDots() {
  return (
    <span className="page-spinner-dots" aria-hidden="true">
      <i />
      <i />
      <i />
      <i />
    </span>
  );
}

/**
 * The session's load found no answer (a slow link, a busy server): it is tried again on its own
 * and the session is kept, since only the server's refusal ends one; the user may also try at once
 * or choose to sign in again.
 */
export function SessionStalled({ onRetry, onSignIn }: { onRetry(): void; onSignIn(): void }) {
  const { t } = useTranslation();
  return (
    <div className="page-spinner session-stalled" role="status" aria-live="polite" data-testid="session-stalled">
      <SpinnerDots />
      <p>{t('request.sessionSlow')}</p>
      <p>
        <button type="button" onClick={onRetry} data-testid="session-retry">
          {t('request.retryNow')}
        </button>
        <button type="button" onClick={onSignIn}>
          {t('request.relogin')}
        </button>
      </p>
    </div>
  );
}

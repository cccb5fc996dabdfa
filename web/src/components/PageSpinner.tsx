import { useTranslation } from 'react-i18next';

/**
 * Shown while the session or a route chunk loads: a CSS spinner in antd's look, so the entry
 * chunk does not carry antd's Spin.
 */
export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <div className="page-spinner" role="status" aria-live="polite">
      <span className="page-spinner-dots" aria-hidden="true">
        <i />
        <i />
        <i />
        <i />
      </span>
      <span className="visually-hidden">{t('app.loading')}</span>
    </div>
  );
}

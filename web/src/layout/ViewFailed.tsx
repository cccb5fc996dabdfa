import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRefreshView } from '../hooks/useRefreshView.ts';

/** What a view that failed shows instead (loaded only then): the error and a way to mount the view afresh. */
export default function ViewFailed({ error }: { error: Error }) {
  const { t } = useTranslation();
  const refreshView = useRefreshView();
  return (
    <Result
      status="error"
      title={t('viewError.title')}
      subTitle={error.message}
      extra={
        <Button type="primary" onClick={() => refreshView()}>
          {t('viewError.reload')}
        </Button>
      }
    />
  );
}

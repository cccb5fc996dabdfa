import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

export default function NotFound() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title="404"
      subTitle={t('errorPage.notFound')}
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          {t('errorPage.backHome')}
        </Button>
      }
    />
  );
}

import { Button, Result, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

export default function Unauthorized() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title="401"
      subTitle={t('errorPage.unauthorized')}
      extra={
        <Space>
          <Button onClick={() => navigate(-1)}>{t('errorPage.goBack')}</Button>
          <Button type="primary" onClick={() => navigate('/')}>
            {t('errorPage.backHome')}
          </Button>
        </Space>
      }
    />
  );
}

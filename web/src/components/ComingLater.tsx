import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A public page whose content arrives in a later release. */
export function ComingLater({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <Result
      status="info"
      title={t(title)}
      subTitle={t('placeholder.comingLater')}
      extra={
        <Link to="/">
          <Button type="primary">{t('errorPage.backHome')}</Button>
        </Link>
      }
    />
  );
}

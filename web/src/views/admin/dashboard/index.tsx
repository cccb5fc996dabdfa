import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUserStore } from '../../../stores/user.ts';

/** admin/dashboard: the greeting for now; map, cards and charts come in later issues. */
export default function Dashboard() {
  const { t } = useTranslation();
  const name = useUserStore((state) => state.name);
  return (
    <Card>
      <Typography.Title level={3}>{t('dashboard.welcome', { name })}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('dashboard.intro')}</Typography.Paragraph>
    </Card>
  );
}

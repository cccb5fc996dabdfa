import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DemoCard, demoScreen } from '../../../../templates/components/DemoScreen.tsx';
import { SwitchRoles } from '../../../../templates/components/SwitchRoles.tsx';

/** /permission/page: the template's page permission, with the role switch. */
function PagePermission() {
  const { t } = useTranslation();
  return (
    <DemoCard testId="demo-permission-page" title={t('templates.route.pagePermission')}>
      <Typography.Paragraph>{t('templates.permission.pageIntro')}</Typography.Paragraph>
      <SwitchRoles />
    </DemoCard>
  );
}

export default demoScreen(PagePermission);

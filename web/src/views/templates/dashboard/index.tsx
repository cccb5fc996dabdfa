import { Button, Descriptions, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DemoCard, demoScreen } from '../../../templates/components/DemoScreen.tsx';
import { demoIdentity, demoRoles } from '../../../templates/identity.ts';
import { demoApi } from '../../../templates/mock/client.ts';
import type { DemoUser } from '../../../templates/mock/server.ts';
import { demoSignOut } from '../../../templates/session.ts';

/**
 * The Templates group's landing page, the one page every demo role sees (SPEC §6: a visitor sees
 * the dashboard only): who the demo takes the user for, from the mock's user/info.
 */
function DemoDashboard() {
  const { t } = useTranslation();
  return (
    <DemoCard testId="demo-dashboard" title={t('templates.route.demoDashboard')}>
      <DemoUserCard />
    </DemoCard>
  );
}

function DemoUserCard() {
  const { t } = useTranslation();
  const [user, setUser] = useState<DemoUser>();
  const [signedIn, setSignedIn] = useState(() => Boolean(demoIdentity()));

  useEffect(() => {
    const token = demoIdentity()?.token ?? `${demoRoles()[0]}-token`;
    void demoApi.info(token).then(setUser, () => setUser(undefined));
  }, [signedIn]);

  return (
    <>
      <Typography.Paragraph>{t('templates.dashboard.intro')}</Typography.Paragraph>
      {user && (
        <Descriptions column={1} bordered size="small" data-testid="demo-user">
          <Descriptions.Item label={t('templates.dashboard.name')}>{t(user.name)}</Descriptions.Item>
          <Descriptions.Item label={t('templates.dashboard.roles')}>
            <span data-testid="demo-user-roles">{user.roles.join(', ')}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('templates.dashboard.introduction')}>{t(user.introduction)}</Descriptions.Item>
        </Descriptions>
      )}
      <Typography.Paragraph style={{ marginTop: 16 }}>{t(signedIn ? 'templates.dashboard.signedIn' : 'templates.dashboard.notSignedIn')}</Typography.Paragraph>
      {signedIn && (
        <Button onClick={() => void demoSignOut().then(() => setSignedIn(false))} data-testid="demo-signout">
          {t('templates.dashboard.signOut')}
        </Button>
      )}
    </>
  );
}

export default demoScreen(DemoDashboard);

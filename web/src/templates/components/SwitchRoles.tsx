import { Radio, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { withFeedback } from '../../app/feedback.ts';
import { demoRoles } from '../identity.ts';
import { DEMO_ROLES, type DemoRole } from '../roles.ts';
import { switchDemoRole } from '../session.ts';

/**
 * The template's role switch: the demo signs in again with the chosen role's token, its routes
 * follow, the tabs close (templates/session.ts).
 */
export function SwitchRoles({ onSwitched }: { onSwitched?(roles: DemoRole[]): void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [roles, setRoles] = useState(demoRoles);

  async function change(role: DemoRole) {
    try {
      const identity = await switchDemoRole(role, pathname);
      setRoles(identity.roles);
      onSwitched?.(identity.roles);
    } catch (error) {
      withFeedback((feedback) => feedback.error({ content: (error as Error).message }));
    }
  }

  return (
    <div data-testid="switch-roles">
      <Typography.Paragraph>
        {t('templates.permission.yourRoles')} <strong data-testid="demo-roles">{roles.join(', ')}</strong>
      </Typography.Paragraph>
      <Typography.Paragraph>
        {t('templates.permission.switchRoles')}{' '}
        <Radio.Group
          value={roles[0]}
          optionType="button"
          options={DEMO_ROLES.map((role) => ({ value: role, label: role }))}
          onChange={(event) => void change(event.target.value as DemoRole)}
          aria-label={t('templates.permission.switchRoles')}
        />
      </Typography.Paragraph>
    </div>
  );
}

import { Divider, Segmented, Tag, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DemoCard, demoScreen } from '../../../../templates/components/DemoScreen.tsx';
import { SwitchRoles } from '../../../../templates/components/SwitchRoles.tsx';
import { demoRoles } from '../../../../templates/identity.ts';
import { DEMO_PERMISSIONS } from '../../../../templates/mock/server.ts';
import { DEMO_ROLES, type DemoRole } from '../../../../templates/roles.ts';
import { checkPermission, checkRole } from '../../../../utils/permission.ts';

/** The guarded elements of the page, each with what it asks for (SPEC §6). */
const ROLE_GUARDS: { id: string; roles: DemoRole[] }[] = [
  { id: 'admin', roles: ['admin'] },
  { id: 'editor', roles: ['editor'] },
  { id: 'admin-or-editor', roles: ['admin', 'editor'] },
  { id: 'visitor', roles: ['visitor'] },
];
const PERMISSION_GUARDS: { id: string; permissions: string[] }[] = [
  { id: 'read', permissions: ['article:read'] },
  { id: 'edit', permissions: ['article:edit'] },
  { id: 'delete', permissions: ['article:delete'] },
];

/**
 * /permission/directive: elements guarded by role (removed unless the role is admin or listed)
 * and by permission (removed unless '*:*:*' or listed), through the console's own checks
 * (utils/permission.ts), shown for the demo role or any other one picked to compare.
 */
function DirectivePermission() {
  const { t } = useTranslation();
  const [viewAs, setViewAs] = useState<DemoRole>(() => demoRoles()[0] ?? 'admin');
  return (
    <DemoCard testId="demo-permission-directive" title={t('templates.route.directivePermission')}>
      <SwitchRoles onSwitched={(roles) => roles[0] && setViewAs(roles[0])} />
      <Divider />
      <Typography.Paragraph>
        {t('templates.permission.viewAs')}{' '}
        <Segmented<DemoRole> value={viewAs} options={[...DEMO_ROLES]} onChange={setViewAs} data-testid="directive-view-as" />
      </Typography.Paragraph>
      <Typography.Title level={5}>{t('templates.permission.byRole')}</Typography.Title>
      {ROLE_GUARDS.map(({ id, roles }) => (
        <Guarded key={id} id={`role-${id}`} shown={checkRole([viewAs], roles)}>
          {t('templates.permission.roleGuard', { roles: roles.join(', ') })}
        </Guarded>
      ))}
      <Typography.Title level={5}>{t('templates.permission.byPermission')}</Typography.Title>
      {PERMISSION_GUARDS.map(({ id, permissions }) => (
        <Guarded key={id} id={`permission-${id}`} shown={checkPermission(DEMO_PERMISSIONS[viewAs], permissions)}>
          {t('templates.permission.permissionGuard', { permissions: permissions.join(', ') })}
        </Guarded>
      ))}
    </DemoCard>
  );
}

/** A guarded element: removed when its check fails, as the template's directives remove it. */
function Guarded({ id, shown, children }: { id: string; shown: boolean; children: ReactNode }) {
  if (!shown) return null;
  return (
    <Tag color="blue" style={{ marginBottom: 8 }} data-testid={`guarded-${id}`}>
      {children}
    </Tag>
  );
}

export default demoScreen(DirectivePermission);

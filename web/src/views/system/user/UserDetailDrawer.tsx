import type { User } from '@ews/contract';
import { Descriptions, Drawer, Spin, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/index.ts';
import { StatusTag } from '../../../components/StatusTag.tsx';
import { formatDateTime } from '../../../utils/format.ts';
import { roleText } from '../../../components/domain/roles.ts';

/** One user as sysuser/getSysUserById returns it, read-only. */
export function UserDetailDrawer({ userId, onClose }: { userId: number; onClose(): void }) {
  const { t } = useTranslation();
  const [user, setUser] = useState<User | null>(null);

  useEffect(() => {
    let current = true;
    api.userGet({ userId }).then(
      (loaded) => {
        if (current) setUser(loaded);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [userId]);

  const empty = <span className="ant-typography ant-typography-secondary">{t('userCenter.empty')}</span>;
  const stamp = (at: string, by: string) => (by ? `${formatDateTime(at)} · ${by}` : formatDateTime(at));

  return (
    <Drawer open title={t('user.viewTitle')} size={520} onClose={onClose} data-testid="user-detail">
      {user ? (
        <Descriptions
          column={1}
          bordered
          size="small"
          items={[
            { key: 'username', label: t('user.username'), children: user.username },
            { key: 'name', label: t('user.name'), children: user.name },
            { key: 'roles', label: t('user.roles'), children: user.roles.length ? user.roles.map((role) => <Tag key={role.roleId}>{roleText(role, 'name', t)}</Tag>) : empty },
            { key: 'status', label: t('common.status'), children: <StatusTag status={user.status} /> },
            { key: 'email', label: t('user.email'), children: user.email || empty },
            { key: 'phone', label: t('user.phone'), children: user.phone || empty },
            { key: 'introduction', label: t('user.introduction'), children: user.introduction || empty },
            { key: 'created', label: t('common.createdAt'), children: stamp(user.createdAt, user.createdBy) },
            { key: 'updated', label: t('common.updatedAt'), children: stamp(user.updatedAt, user.updatedBy) },
            { key: 'version', label: t('common.version'), children: user.version },
          ]}
        />
      ) : (
        <Spin />
      )}
    </Drawer>
  );
}

import type { Role } from '@ews/contract';
import { Status, SUPER_ROLE_KEY } from '@ews/contract/enums';
import { Permissions } from '@ews/contract/permissions';
import { App, Card, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/index.ts';
import { StatusControl } from '../../../components/StatusTag.tsx';
import { useAuth } from '../../../hooks/useAuth.ts';
import { useConfirm } from '../../../hooks/useConfirm.ts';
import { useRecordList } from '../../../hooks/useRecordList.ts';
import { roleResource } from '../../resources.ts';
import { formatDateTime } from '../../../utils/format.ts';
import { RoleFormModal } from './RoleFormModal.tsx';
import { RoleMenusDrawer } from './RoleMenusDrawer.tsx';
import { RecordTable } from '../../../components/ListControls.tsx';
import { actionsColumn, RowActions } from '../../../components/RowActions.tsx';
import { ListFilters, TextFilter, ChoiceFilter } from '../../../components/ListFilters.tsx';
import { enabledOptions } from '../../../components/domain/labels.tsx';
import { roleText } from '../../../components/domain/roles.ts';
import { useColumnLayout, type ListColumn } from '../../../hooks/useColumnLayout.tsx';

interface FilterValues {
  name?: string;
  roleKey?: string;
  status?: number;
}

/** system/role: roles with filters and paging; add/edit, enable/disable, delete, and the menus and buttons each grants. */
export default function SystemRole() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const confirm = useConfirm();
  const { hasPermission } = useAuth();
  const records = useRecordList<typeof roleResource, FilterValues>(roleResource, {
    // The super role cannot be deleted.
    selectable: (role) => role.roleKey !== SUPER_ROLE_KEY,
    confirmDelete: (roles) => {
      const names = roles.map((role) => roleText(role, 'name', t)).join(', ');
      return {
        title: roles.length === 1 ? t('role.deleteOne', { name: names }) : t('role.deleteMany', { count: roles.length }),
        content: roles.some((role) => role.userCount > 0) ? t('role.deleteHint') : undefined,
      };
    },
  });
  const { refresh, remove } = records;
  const [editing, setEditing] = useState<{ role?: Role } | null>(null);
  const [granting, setGranting] = useState<Role | null>(null);

  const canChangeStatus = hasPermission([Permissions.ROLE_EDIT]);
  // A reader who may do none of a row's actions gets no empty column pinned over the others.
  const canAct = hasPermission([Permissions.ROLE_EDIT, Permissions.ROLE_GRANT, Permissions.ROLE_DELETE]);

  function changeStatus(role: Role, enabled: boolean) {
    confirm({
      title: t(enabled ? 'role.enableConfirm' : 'role.disableConfirm', { name: roleText(role, 'name', t) }),
      danger: !enabled,
      onOk: async () => {
        try {
          await api.roleStatus({ roleId: role.roleId, status: enabled ? Status.ENABLED : Status.DISABLED, version: role.version });
          void message.success(t('common.saved'));
        } finally {
          // Also after a refusal (a stale version, say): show the role as it is now.
          refresh();
        }
      },
    });
  }

  const columns: ListColumn<Role>[] = [
    { title: t('role.name'), dataIndex: 'name', key: 'name', essential: true, render: (_value, role) => roleText(role, 'name', t) },
    { title: t('role.roleKey'), dataIndex: 'roleKey', key: 'roleKey', render: (key: string) => <Tag>{key}</Tag> },
    { title: t('role.sort'), dataIndex: 'sort', key: 'sort' },
    {
      title: t('common.status'),
      dataIndex: 'status',
      key: 'status',
      render: (status: number, role) => (
        <StatusControl status={status} editable={canChangeStatus} lockedReason={role.roleKey === SUPER_ROLE_KEY ? t('role.superStatusLocked') : undefined} onChange={(checked) => changeStatus(role, checked)} testId="role-status" />
      ),
    },
    { title: t('role.dataScope'), dataIndex: 'dataScope', key: 'dataScope', render: (scope: Role['dataScope']) => t(`role.scopes.${scope}`) },
    { title: t('role.userCount'), dataIndex: 'userCount', key: 'userCount' },
    { title: t('role.remark'), dataIndex: 'remark', key: 'remark', ellipsis: true, render: (_value, role) => roleText(role, 'remark', t) },
    { title: t('common.createdAt'), dataIndex: 'createdAt', key: 'createdAt', render: (value: string) => formatDateTime(value) },
    ...(canAct
      ? [
          actionsColumn<Role>(t, (role) => (
            <RowActions
              actions={[
                { label: t('button.edit'), onClick: () => setEditing({ role }), testId: 'role-edit', permission: Permissions.ROLE_EDIT },
                { label: t('button.grant'), onClick: () => setGranting(role), testId: 'role-grant', permission: Permissions.ROLE_GRANT },
                // The super role stays.
                role.roleKey !== SUPER_ROLE_KEY && { label: t('button.delete'), onClick: () => remove([role]), testId: 'role-delete', permission: Permissions.ROLE_DELETE, danger: true },
              ]}
            />
          )),
        ]
      : []),
  ];
  const layout = useColumnLayout('roleList', columns);


  return (
    <Card className="list-page" data-testid="role-page">
      <ListFilters {...records.filterProps} prefix="role" onReset={records.onReset}>
        <TextFilter name="name" label={t('role.name')} maxLength={64} testId="role-filter-name" />
        <TextFilter name="roleKey" label={t('role.roleKey')} maxLength={64} testId="role-filter-key" />
        <ChoiceFilter name="status" label={t('common.status')} options={enabledOptions(t)} width={120} testId="role-filter-status" />
      </ListFilters>

      <RecordTable prefix="role" records={records} layout={layout} onAdd={() => setEditing({})} />

      {editing && (
        <RoleFormModal
          role={editing.role}
          onClose={() => setEditing(null)}
          // The list reloads itself: the save is announced to it.
          onSaved={() => setEditing(null)}
        />
      )}
      {granting && <RoleMenusDrawer role={granting} onClose={() => setGranting(null)} />}
    </Card>
  );
}

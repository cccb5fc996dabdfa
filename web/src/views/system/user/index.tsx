import type { User } from '@ews/contract';
import { Status } from '@ews/contract/enums';
import { Permissions } from '@ews/contract/permissions';
import type { USER_SORT_FIELDS } from '@ews/contract/schemas/users';
import { App, Card, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/index.ts';
import { StatusControl } from '../../../components/StatusTag.tsx';
import { useAuth } from '../../../hooks/useAuth.ts';
import { useConfirm } from '../../../hooks/useConfirm.ts';
import { useRecordList } from '../../../hooks/useRecordList.ts';
import { userResource } from '../../resources.ts';
import { useUserStore } from '../../../stores/user.ts';
import { formatDateTime, pickerDate } from '../../../utils/format.ts';
import { ResetPasswordModal } from './ResetPasswordModal.tsx';
import { UserDetailDrawer } from './UserDetailDrawer.tsx';
import { UserFormModal, type RoleOption } from './UserFormModal.tsx';
import { RecordTable } from '../../../components/ListControls.tsx';
import { actionsColumn, RowActions } from '../../../components/RowActions.tsx';
import { ListFilters, TextFilter, ChoiceFilter, DateRangeFilter } from '../../../components/ListFilters.tsx';
import { enabledOptions } from '../../../components/domain/labels.tsx';
import { roleText } from '../../../components/domain/roles.ts';
import { useColumnLayout, type ListColumn } from '../../../hooks/useColumnLayout.tsx';

type SortField = (typeof USER_SORT_FIELDS)[number];

interface FilterValues {
  username?: string;
  name?: string;
  status?: number;
  roleId?: number;
  created?: [{ format(template: string): string } | null, { format(template: string): string } | null] | null;
}

const SORTABLE: readonly SortField[] = ['username', 'name', 'status', 'createdAt'];

const toFilters = ({ username, name, status, roleId, created }: FilterValues) => ({
  username: username?.trim() || undefined,
  name: name?.trim() || undefined,
  status,
  roleId,
  createdFrom: pickerDate(created?.[0]),
  createdTo: pickerDate(created?.[1]),
});

/** system/user: the users, with filters, sorting, paging, add/edit, view, status, password reset and delete. */
export default function SystemUser() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const confirm = useConfirm();
  const { hasPermission } = useAuth();
  // The server refuses to disable or delete your own account: those controls are not offered.
  const selfId = useUserStore((state) => state.userId);
  const records = useRecordList(userResource, {
    toFilters,
    sortable: SORTABLE,
    selectable: (user) => user.userId !== selfId,
    confirmDelete: (users) => {
      const names = users.map((user) => user.username).join(', ');
      return { title: users.length === 1 ? t('user.deleteOne', { name: names }) : t('user.deleteMany', { count: users.length }), content: users.length > 1 ? names : undefined };
    },
  });
  const { refresh, remove, sortOrder } = records;
  const [roles, setRoles] = useState<RoleOption[]>([]);
  const [editing, setEditing] = useState<{ userId?: number } | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  const [resetting, setResetting] = useState<User | null>(null);

  const canChangeStatus = hasPermission([Permissions.USER_STATUS]);

  useEffect(() => {
    let current = true;
    api.roleTree().then(
      (tree) => {
        if (current) setRoles(tree.map(({ roleId, roleKey, name, status }) => ({ roleId, roleKey, name, status })));
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);

  function changeStatus(user: User, enabled: boolean) {
    confirm({
      title: t(enabled ? 'user.enableConfirm' : 'user.disableConfirm', { name: user.username }),
      content: enabled ? undefined : t('user.disableHint'),
      danger: !enabled,
      onOk: async () => {
        await api.userStatus({ userId: user.userId, status: enabled ? Status.ENABLED : Status.DISABLED });
        void message.success(t('common.saved'));
        refresh();
      },
    });
  }

  const columns: ListColumn<User>[] = [
    { title: t('user.username'), dataIndex: 'username', key: 'username', essential: true, sorter: true, sortOrder: sortOrder('username') },
    { title: t('user.name'), dataIndex: 'name', key: 'name', sorter: true, sortOrder: sortOrder('name') },
    {
      title: t('user.roles'),
      dataIndex: 'roles',
      key: 'roles',
      render: (userRoles: User['roles']) => userRoles.map((role) => <Tag key={role.roleId}>{roleText(role, 'name', t)}</Tag>),
    },
    {
      title: t('common.status'),
      dataIndex: 'status',
      key: 'status',
      sorter: true,
      sortOrder: sortOrder('status'),
      render: (status: number, user) => (
        <StatusControl status={status} editable={canChangeStatus} lockedReason={user.userId === selfId && status === Status.ENABLED ? t('user.ownStatusLocked') : undefined} onChange={(checked) => changeStatus(user, checked)} testId="user-status" />
      ),
    },
    { title: t('common.createdAt'), dataIndex: 'createdAt', key: 'createdAt', sorter: true, sortOrder: sortOrder('createdAt'), render: (value: string) => formatDateTime(value) },
    actionsColumn(t, (user) => (
      <RowActions
        actions={[
          { label: t('common.view'), onClick: () => setViewing(user.userId), testId: 'user-view' },
          { label: t('button.edit'), onClick: () => setEditing({ userId: user.userId }), testId: 'user-edit', permission: Permissions.USER_EDIT },
          { label: t('button.resetPassword'), onClick: () => setResetting(user), testId: 'user-reset-password', permission: Permissions.USER_RESET_PASSWORD },
          // One cannot delete oneself.
          user.userId !== selfId && { label: t('button.delete'), onClick: () => remove([user]), testId: 'user-delete', permission: Permissions.USER_DELETE, danger: true },
        ]}
      />
    )),
  ];
  const layout = useColumnLayout('userList', columns);

  const roleOptions = roles.map((role) => ({ value: role.roleId, label: roleText(role, 'name', t) }));

  return (
    <Card className="list-page" data-testid="user-page">
      <ListFilters {...records.filterProps} prefix="user" onReset={records.onReset}>
        <TextFilter name="username" label={t('user.username')} maxLength={64} testId="user-filter-username" />
        <TextFilter name="name" label={t('user.name')} maxLength={64} testId="user-filter-name" />
        <ChoiceFilter name="status" label={t('common.status')} options={enabledOptions(t)} width={120} testId="user-filter-status" />
        <ChoiceFilter name="roleId" label={t('user.role')} options={roleOptions} width={160} testId="user-filter-role" />
        <DateRangeFilter name="created" label={t('user.createdBetween')} testId="user-filter-created" />
      </ListFilters>

      <RecordTable prefix="user" records={records} layout={layout} onAdd={() => setEditing({})} />

      {editing && (
        <UserFormModal
          userId={editing.userId}
          roles={roles}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            // The list reloads itself: the save is announced to it.
            setEditing(null);
            // Editing yourself: the top bar and the buttons follow at once.
            if (saved.userId === useUserStore.getState().userId) void useUserStore.getState().getInfo().catch(() => undefined);
          }}
        />
      )}
      {viewing !== null && <UserDetailDrawer userId={viewing} onClose={() => setViewing(null)} />}
      {resetting && <ResetPasswordModal user={resetting} onClose={() => setResetting(null)} />}
    </Card>
  );
}

import type { User } from '@ews/contract';
import { Status } from '@ews/contract/enums';
import { Permissions } from '@ews/contract/permissions';
import type { USER_SORT_FIELDS } from '@ews/contract/schemas/users';
import { App, Button, Card, DatePicker, Form, Input, Select, Space, Switch, Table, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/index.ts';
import { Auth } from '../../../components/Auth.tsx';
import { Pagination } from '../../../components/Pagination.tsx';
import { StatusTag } from '../../../components/StatusTag.tsx';
import { useAuth } from '../../../hooks/useAuth.ts';
import { useConfirm } from '../../../hooks/useConfirm.ts';
import { useRecordList } from '../../../hooks/useRecordList.ts';
import { userResource } from '../../resources.ts';
import { useUserStore } from '../../../stores/user.ts';
import { formatDateTime, pickerDate } from '../../../utils/format.ts';
import { ResetPasswordModal } from './ResetPasswordModal.tsx';
import { UserDetailDrawer } from './UserDetailDrawer.tsx';
import { UserFormModal, type RoleOption } from './UserFormModal.tsx';
import { ColumnChooser, FilterButtons, RecordToolbar } from '../../../components/ListControls.tsx';
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
      render: (status: number, user) =>
        canChangeStatus ? (
          <Switch
            checked={status === Status.ENABLED}
            checkedChildren={t('common.enabled')}
            unCheckedChildren={t('common.disabled')}
            disabled={user.userId === selfId && status === Status.ENABLED}
            onChange={(checked) => changeStatus(user, checked)}
            data-testid="user-status"
            aria-label={t('button.status')}
          />
        ) : (
          <StatusTag status={status} />
        ),
    },
    { title: t('common.createdAt'), dataIndex: 'createdAt', key: 'createdAt', sorter: true, sortOrder: sortOrder('createdAt'), render: (value: string) => formatDateTime(value) },
    {
      title: t('common.actions'),
      key: 'actions', essential: true,
      fixed: 'right',
      render: (_value, user) => (
        <Space size={0} wrap>
          <Button type="link" size="small" onClick={() => setViewing(user.userId)} data-testid="user-view">
            {t('common.view')}
          </Button>
          <Auth permission={[Permissions.USER_EDIT]}>
            <Button type="link" size="small" onClick={() => setEditing({ userId: user.userId })} data-testid="user-edit">
              {t('button.edit')}
            </Button>
          </Auth>
          <Auth permission={[Permissions.USER_RESET_PASSWORD]}>
            <Button type="link" size="small" onClick={() => setResetting(user)} data-testid="user-reset-password">
              {t('button.resetPassword')}
            </Button>
          </Auth>
          {user.userId !== selfId && (
            <Auth permission={[Permissions.USER_DELETE]}>
              <Button type="link" size="small" danger onClick={() => remove([user])} data-testid="user-delete">
                {t('button.delete')}
              </Button>
            </Auth>
          )}
        </Space>
      ),
    },
  ];
  const layout = useColumnLayout('userList', columns);

  const roleOptions = roles.map((role) => ({ value: role.roleId, label: roleText(role, 'name', t) }));

  return (
    <Card className="list-page" data-testid="user-page">
      <Form {...records.filterProps} layout="inline" className="list-filters">
        <Form.Item name="username" label={t('user.username')}>
          <Input allowClear maxLength={64} data-testid="user-filter-username" />
        </Form.Item>
        <Form.Item name="name" label={t('user.name')}>
          <Input allowClear maxLength={64} data-testid="user-filter-name" />
        </Form.Item>
        <Form.Item name="status" label={t('common.status')}>
          <Select allowClear options={enabledOptions(t)} style={{ width: 120 }} placeholder={t('common.all')} data-testid="user-filter-status" />
        </Form.Item>
        <Form.Item name="roleId" label={t('user.role')}>
          <Select allowClear options={roleOptions} style={{ width: 160 }} placeholder={t('common.all')} data-testid="user-filter-role" />
        </Form.Item>
        <Form.Item name="created" label={t('user.createdBetween')}>
          <DatePicker.RangePicker format="YYYY-MM-DD" allowEmpty={[true, true]} data-testid="user-filter-created" />
        </Form.Item>
        <FilterButtons prefix="user" onReset={records.onReset} />
      </Form>

      <RecordToolbar prefix="user" {...records.toolbar(() => setEditing({}))} columns={<ColumnChooser prefix="user" layout={layout} />} />

      <Table<User> {...records.tableProps} columns={layout.shown} data-testid="user-table" />
      <Pagination {...records.paginationProps} />

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

import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { User } from '@ews/contract';
import { Status } from '@ews/contract/enums';
import { Permissions } from '@ews/contract/permissions';
import type { USER_SORT_FIELDS } from '@ews/contract/schemas/users';
import { App, Button, Card, DatePicker, Form, Input, Select, Space, Switch, Table, Tag, type TableProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/index.ts';
import { Auth } from '../../../components/Auth.tsx';
import { Pagination } from '../../../components/Pagination.tsx';
import { StatusTag } from '../../../components/StatusTag.tsx';
import { useAuth } from '../../../hooks/useAuth.ts';
import { useConfirm } from '../../../hooks/useConfirm.ts';
import { usePagedList, type PageQuery } from '../../../hooks/usePagedList.ts';
import { useUserStore } from '../../../stores/user.ts';
import { formatDateTime, pickerDate } from '../../../utils/format.ts';
import { ResetPasswordModal } from './ResetPasswordModal.tsx';
import { UserDetailDrawer } from './UserDetailDrawer.tsx';
import { UserFormModal, type RoleOption } from './UserFormModal.tsx';
import { ColumnChooser, FilterButtons, statusOptions, ToolbarEnd } from '../../../components/ListControls.tsx';
import { roleText } from '../../../components/domain/roles.ts';
import { useColumnLayout, type ListColumn } from '../../../hooks/useColumnLayout.tsx';

type SortField = (typeof USER_SORT_FIELDS)[number];
type SortOrder = 'ascend' | 'descend';

interface UserQuery extends PageQuery {
  username?: string;
  name?: string;
  status?: number;
  roleId?: number;
  createdFrom?: string;
  createdTo?: string;
  sort?: SortField;
  order?: SortOrder;
}

interface FilterValues {
  username?: string;
  name?: string;
  status?: number;
  roleId?: number;
  created?: [{ format(template: string): string } | null, { format(template: string): string } | null] | null;
}

const loadUsers = (query: UserQuery) => api.userList(query);
const SORTABLE = new Set<string>(['username', 'name', 'status', 'createdAt'] satisfies SortField[]);

/** system/user: the users, with filters, sorting, paging, add/edit, view, status, password reset and delete. */
export default function SystemUser() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const confirm = useConfirm();
  const { hasPermission } = useAuth();
  const [filters] = Form.useForm<FilterValues>();
  const { query, list, total, loading, search, setPage, refresh } = usePagedList<UserQuery, User>(loadUsers, {});
  const [roles, setRoles] = useState<RoleOption[]>([]);
  const [selected, setSelected] = useState<number[]>([]);
  const [editing, setEditing] = useState<{ userId?: number } | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  const [resetting, setResetting] = useState<User | null>(null);

  const canDelete = hasPermission([Permissions.USER_DELETE]);
  const canChangeStatus = hasPermission([Permissions.USER_STATUS]);
  // The server refuses to disable or delete your own account: those controls are not offered.
  const selfId = useUserStore((state) => state.userId);

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

  function onSearch(values: FilterValues) {
    search({
      username: values.username?.trim() || undefined,
      name: values.name?.trim() || undefined,
      status: values.status,
      roleId: values.roleId,
      createdFrom: pickerDate(values.created?.[0]),
      createdTo: pickerDate(values.created?.[1]),
    });
  }

  function onReset() {
    filters.resetFields();
    search({ username: undefined, name: undefined, status: undefined, roleId: undefined, createdFrom: undefined, createdTo: undefined });
  }

  const onTableChange: TableProps<User>['onChange'] = (_pagination, _filters, sorter, extra) => {
    if (extra.action !== 'sort') return;
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    const field = typeof one?.field === 'string' && SORTABLE.has(one.field) ? (one.field as SortField) : undefined;
    const order = one?.order ?? undefined;
    search({ sort: order ? field : undefined, order: field ? order : undefined });
  };

  function remove(users: User[]) {
    if (users.length === 0) return;
    const names = users.map((user) => user.username).join(', ');
    confirm({
      title: users.length === 1 ? t('user.deleteOne', { name: names }) : t('user.deleteMany', { count: users.length }),
      content: users.length > 1 ? names : undefined,
      danger: true,
      onOk: async () => {
        await api.userDelete({ ids: users.map((user) => user.userId).join(',') });
        void message.success(t('common.deleted'));
        setSelected((previous) => previous.filter((id) => !users.some((user) => user.userId === id)));
        refresh();
      },
    });
  }

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

  const sortOrder = (field: SortField) => (query.sort === field ? (query.order ?? null) : null);

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

  const selectedUsers = useMemo(() => list.filter((user) => selected.includes(user.userId)), [list, selected]);
  const roleOptions = roles.map((role) => ({ value: role.roleId, label: roleText(role, 'name', t) }));

  return (
    <Card className="list-page" data-testid="user-page">
      <Form form={filters} layout="inline" className="list-filters" onFinish={onSearch}>
        <Form.Item name="username" label={t('user.username')}>
          <Input allowClear maxLength={64} data-testid="user-filter-username" />
        </Form.Item>
        <Form.Item name="name" label={t('user.name')}>
          <Input allowClear maxLength={64} data-testid="user-filter-name" />
        </Form.Item>
        <Form.Item name="status" label={t('common.status')}>
          <Select allowClear options={statusOptions(t)} style={{ width: 120 }} placeholder={t('common.all')} data-testid="user-filter-status" />
        </Form.Item>
        <Form.Item name="roleId" label={t('user.role')}>
          <Select allowClear options={roleOptions} style={{ width: 160 }} placeholder={t('common.all')} data-testid="user-filter-role" />
        </Form.Item>
        <Form.Item name="created" label={t('user.createdBetween')}>
          <DatePicker.RangePicker format="YYYY-MM-DD" allowEmpty={[true, true]} data-testid="user-filter-created" />
        </Form.Item>
        <FilterButtons prefix="user" onReset={onReset} />
      </Form>

      <div className="list-toolbar">
        <Auth permission={[Permissions.USER_ADD]}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})} data-testid="user-add">
            {t('button.add')}
          </Button>
        </Auth>
        <Auth permission={[Permissions.USER_DELETE]}>
          <Button danger icon={<DeleteOutlined />} disabled={selectedUsers.length === 0} onClick={() => remove(selectedUsers)} data-testid="user-delete-selected">
            {t('common.deleteSelected')}
          </Button>
        </Auth>
        <ToolbarEnd prefix="user" onRefresh={refresh} columns={<ColumnChooser prefix="user" layout={layout} />} />
      </div>

      <Table<User>
        rowKey="userId"
        columns={layout.shown}
        dataSource={list}
        loading={loading}
        pagination={false}
        onChange={onTableChange}
        scroll={{ x: 'max-content' }}
        rowSelection={
          canDelete
            ? {
                selectedRowKeys: selected,
                onChange: (keys) => setSelected(keys.map(Number)),
                getCheckboxProps: (user) => ({ disabled: user.userId === selfId }),
              }
            : undefined
        }
        data-testid="user-table"
      />
      <Pagination total={total} page={query.page} limit={query.limit} onChange={setPage} />

      {editing && (
        <UserFormModal
          userId={editing.userId}
          roles={roles}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            refresh();
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

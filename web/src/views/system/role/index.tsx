import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { Role } from '@ews/contract';
import { Status, SUPER_ROLE_KEY } from '@ews/contract/enums';
import { Permissions } from '@ews/contract/permissions';
import { App, Button, Card, Form, Input, Select, Space, Switch, Table, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/index.ts';
import { Auth } from '../../../components/Auth.tsx';
import { Pagination } from '../../../components/Pagination.tsx';
import { StatusTag } from '../../../components/StatusTag.tsx';
import { useAuth } from '../../../hooks/useAuth.ts';
import { useConfirm } from '../../../hooks/useConfirm.ts';
import { usePagedList, type PageQuery } from '../../../hooks/usePagedList.ts';
import { formatDateTime } from '../../../utils/format.ts';
import { RoleFormModal } from './RoleFormModal.tsx';
import { RoleMenusDrawer } from './RoleMenusDrawer.tsx';
import { ColumnChooser, FilterButtons, statusOptions, ToolbarEnd } from '../../../components/ListControls.tsx';
import { roleText } from '../../../components/domain/roles.ts';
import { useColumnLayout, type ListColumn } from '../../../hooks/useColumnLayout.tsx';

interface RoleQuery extends PageQuery {
  name?: string;
  roleKey?: string;
  status?: number;
}

interface FilterValues {
  name?: string;
  roleKey?: string;
  status?: number;
}

const loadRoles = (query: RoleQuery) => api.roleList(query);

/** system/role: roles with filters and paging; add/edit, enable/disable, delete, and the menus and buttons each grants. */
export default function SystemRole() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const confirm = useConfirm();
  const { hasPermission } = useAuth();
  const [filters] = Form.useForm<FilterValues>();
  const { query, list, total, loading, search, setPage, refresh } = usePagedList<RoleQuery, Role>(loadRoles, {});
  const [selected, setSelected] = useState<number[]>([]);
  const [editing, setEditing] = useState<{ role?: Role } | null>(null);
  const [granting, setGranting] = useState<Role | null>(null);

  const canDelete = hasPermission([Permissions.ROLE_DELETE]);
  const canChangeStatus = hasPermission([Permissions.ROLE_EDIT]);

  function onSearch(values: FilterValues) {
    search({ name: values.name?.trim() || undefined, roleKey: values.roleKey?.trim() || undefined, status: values.status });
  }

  function onReset() {
    filters.resetFields();
    search({ name: undefined, roleKey: undefined, status: undefined });
  }

  function remove(roles: Role[]) {
    if (roles.length === 0) return;
    const names = roles.map((role) => roleText(role, 'name', t)).join(', ');
    confirm({
      title: roles.length === 1 ? t('role.deleteOne', { name: names }) : t('role.deleteMany', { count: roles.length }),
      content: roles.some((role) => role.userCount > 0) ? t('role.deleteHint') : undefined,
      danger: true,
      onOk: async () => {
        await api.roleDelete({ ids: roles.map((role) => role.roleId).join(',') });
        void message.success(t('common.deleted'));
        setSelected((previous) => previous.filter((id) => !roles.some((role) => role.roleId === id)));
        refresh();
      },
    });
  }

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
      render: (status: number, role) =>
        canChangeStatus ? (
          <Switch
            checked={status === Status.ENABLED}
            checkedChildren={t('common.enabled')}
            unCheckedChildren={t('common.disabled')}
            disabled={role.roleKey === SUPER_ROLE_KEY}
            onChange={(checked) => changeStatus(role, checked)}
            data-testid="role-status"
            aria-label={t('button.status')}
          />
        ) : (
          <StatusTag status={status} />
        ),
    },
    { title: t('role.userCount'), dataIndex: 'userCount', key: 'userCount' },
    { title: t('role.remark'), dataIndex: 'remark', key: 'remark', ellipsis: true, render: (_value, role) => roleText(role, 'remark', t) },
    { title: t('common.createdAt'), dataIndex: 'createdAt', key: 'createdAt', render: (value: string) => formatDateTime(value) },
    {
      title: t('common.actions'),
      key: 'actions', essential: true,
      fixed: 'right',
      render: (_value, role) => (
        <Space size={0} wrap>
          <Auth permission={[Permissions.ROLE_EDIT]}>
            <Button type="link" size="small" onClick={() => setEditing({ role })} data-testid="role-edit">
              {t('button.edit')}
            </Button>
          </Auth>
          <Auth permission={[Permissions.ROLE_GRANT]}>
            <Button type="link" size="small" onClick={() => setGranting(role)} data-testid="role-grant">
              {t('button.grant')}
            </Button>
          </Auth>
          {role.roleKey !== SUPER_ROLE_KEY && (
            <Auth permission={[Permissions.ROLE_DELETE]}>
              <Button type="link" size="small" danger onClick={() => remove([role])} data-testid="role-delete">
                {t('button.delete')}
              </Button>
            </Auth>
          )}
        </Space>
      ),
    },
  ];
  const layout = useColumnLayout('roleList', columns);

  const selectedRoles = useMemo(() => list.filter((role) => selected.includes(role.roleId)), [list, selected]);

  return (
    <Card className="list-page" data-testid="role-page">
      <Form form={filters} layout="inline" className="list-filters" onFinish={onSearch}>
        <Form.Item name="name" label={t('role.name')}>
          <Input allowClear maxLength={64} data-testid="role-filter-name" />
        </Form.Item>
        <Form.Item name="roleKey" label={t('role.roleKey')}>
          <Input allowClear maxLength={64} data-testid="role-filter-key" />
        </Form.Item>
        <Form.Item name="status" label={t('common.status')}>
          <Select
            allowClear
            style={{ width: 120 }}
            placeholder={t('common.all')}
            options={statusOptions(t)}
            data-testid="role-filter-status"
          />
        </Form.Item>
        <FilterButtons prefix="role" onReset={onReset} />
      </Form>

      <div className="list-toolbar">
        <Auth permission={[Permissions.ROLE_ADD]}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})} data-testid="role-add">
            {t('button.add')}
          </Button>
        </Auth>
        <Auth permission={[Permissions.ROLE_DELETE]}>
          <Button danger icon={<DeleteOutlined />} disabled={selectedRoles.length === 0} onClick={() => remove(selectedRoles)} data-testid="role-delete-selected">
            {t('common.deleteSelected')}
          </Button>
        </Auth>
        <ToolbarEnd prefix="role" onRefresh={refresh} columns={<ColumnChooser prefix="role" layout={layout} />} />
      </div>

      <Table<Role>
        rowKey="roleId"
        columns={layout.shown}
        dataSource={list}
        loading={loading}
        pagination={false}
        scroll={{ x: 'max-content' }}
        rowSelection={
          canDelete
            ? {
                selectedRowKeys: selected,
                onChange: (keys) => setSelected(keys.map(Number)),
                getCheckboxProps: (role) => ({ disabled: role.roleKey === SUPER_ROLE_KEY }),
              }
            : undefined
        }
        data-testid="role-table"
      />
      <Pagination total={total} page={query.page} limit={query.limit} onChange={setPage} />

      {editing && (
        <RoleFormModal
          role={editing.role}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            refresh();
          }}
        />
      )}
      {granting && <RoleMenusDrawer role={granting} onClose={() => setGranting(null)} />}
    </Card>
  );
}

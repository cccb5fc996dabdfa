import { Button, Form, Input, Modal, Popconfirm, Space, Table, Tree, type TableColumnsType } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withFeedback } from '../../../../app/feedback.ts';
import { translateTitle } from '../../../../locales/index.ts';
import { DemoCard, demoScreen } from '../../../../templates/components/DemoScreen.tsx';
import { demoApi } from '../../../../templates/mock/client.ts';
import type { DemoRoleRecord, DemoRoute } from '../../../../templates/mock/server.ts';

interface Values {
  name: string;
  description: string;
  routes: string[];
}

type TreeNode = { key: string; title: string; children: TreeNode[] };
const treeOf = (routes: DemoRoute[]): TreeNode[] => routes.map((route) => ({ key: route.path, title: translateTitle(route.title), children: treeOf(route.children) }));
const pathsOf = (routes: DemoRoute[]): string[] => routes.flatMap((route) => [route.path, ...pathsOf(route.children)]);
/** The routes checked, or holding a checked one (a half-checked directory), each with those of its children. */
const pick = (routes: DemoRoute[], checked: ReadonlySet<string>): DemoRoute[] =>
  routes.flatMap((route) => {
    const children = pick(route.children, checked);
    return checked.has(route.path) || children.length > 0 ? [{ ...route, children }] : [];
  });

const report = (error: unknown) => withFeedback((feedback) => feedback.error({ content: (error as Error).message }));

/** /permission/role: the template's role CRUD over the mock's roles, each with the demo routes it opens. */
function RolePermission() {
  const { t } = useTranslation();
  const [roles, setRoles] = useState<DemoRoleRecord[]>([]);
  const [routes, setRoutes] = useState<DemoRoute[]>([]);
  const [editing, setEditing] = useState<DemoRoleRecord | 'new' | null>(null);
  const [form] = Form.useForm<Values>();

  const reload = useCallback(() => demoApi.roles().then(setRoles, report), []);
  useEffect(() => {
    void reload();
    void demoApi.routes().then(setRoutes, report);
  }, [reload]);

  function open(role: DemoRoleRecord | 'new') {
    setEditing(role);
    form.setFieldsValue(role === 'new' ? { name: '', description: '', routes: [] } : { name: role.name, description: translateTitle(role.description), routes: pathsOf(role.routes) });
  }

  async function save() {
    const { name, description, routes: checked } = await form.validateFields();
    const role = { name, description, routes: pick(routes, new Set(checked)) };
    try {
      if (editing === 'new') await demoApi.addRole(role);
      else if (editing) await demoApi.updateRole(editing.key, role);
      setEditing(null);
      await reload();
    } catch (error) {
      report(error);
    }
  }

  const columns: TableColumnsType<DemoRoleRecord> = [
    { title: t('templates.role.key'), dataIndex: 'key', key: 'key' },
    { title: t('templates.role.name'), dataIndex: 'name', key: 'name' },
    { title: t('templates.role.description'), dataIndex: 'description', key: 'description', render: (text: string) => translateTitle(text) },
    {
      title: t('templates.role.actions'),
      key: 'actions',
      render: (_, role) => (
        <Space>
          <Button size="small" onClick={() => open(role)} data-testid={`demo-role-edit-${role.key}`}>
            {t('templates.common.edit')}
          </Button>
          <Popconfirm title={t('templates.role.confirmDelete', { name: role.name })} onConfirm={() => void demoApi.deleteRole(role.key).then(reload, report)}>
            <Button size="small" danger data-testid={`demo-role-delete-${role.key}`}>
              {t('templates.common.delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <DemoCard testId="demo-permission-role" title={t('templates.route.rolePermission')}>
      <Button type="primary" onClick={() => open('new')} style={{ marginBottom: 16 }} data-testid="demo-role-add">
        {t('templates.role.add')}
      </Button>
      <Table<DemoRoleRecord> rowKey="key" columns={columns} dataSource={roles} pagination={false} data-testid="demo-role-table" />
      <Modal
        open={editing !== null}
        title={t(editing === 'new' ? 'templates.role.add' : 'templates.role.edit')}
        okText={t('templates.common.save')}
        cancelText={t('templates.common.cancel')}
        onOk={() => void save()}
        onCancel={() => setEditing(null)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item name="name" label={t('templates.role.name')} rules={[{ required: true, whitespace: true, message: t('templates.role.nameRequired') }]}>
            <Input maxLength={40} data-testid="demo-role-name" />
          </Form.Item>
          <Form.Item name="description" label={t('templates.role.description')}>
            <Input.TextArea maxLength={200} autoSize={{ minRows: 2 }} />
          </Form.Item>
          <Form.Item name="routes" label={t('templates.role.routes')} valuePropName="checkedKeys" trigger="onCheck" getValueFromEvent={(checked: string[]) => checked}>
            <Tree checkable checkStrictly={false} defaultExpandAll treeData={treeOf(routes)} />
          </Form.Item>
        </Form>
      </Modal>
    </DemoCard>
  );
}

export default demoScreen(RolePermission);

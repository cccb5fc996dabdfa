import type { MenuTreeRow, Role } from '@ews/contract';
import { MenuType, Status } from '@ews/contract/enums';
import { App, Button, Checkbox, Drawer, Space, Spin, Tag, Tree, Typography, type TreeDataNode } from 'antd';
import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/index.ts';
import { titleTranslator } from '../../../locales/index.ts';
import { indexTree, linkedCheck } from '../../../utils/menu-tree.ts';
import { roleText } from '../../../components/domain/roles.ts';

type Translate = (title: string | undefined) => string;

function treeNodes(rows: MenuTreeRow[], translate: Translate, disabledLabel: string): TreeDataNode[] {
  return rows.map((row) => ({
    key: row.menuId,
    title: (
      <span data-testid={`menu-node-${row.menuKey}`}>
        {translate(row.name)}
        {row.menuType === MenuType.BUTTON && row.perms && (
          <Typography.Text type="secondary" code style={{ marginInlineStart: 6 }}>
            {row.perms}
          </Typography.Text>
        )}
        {row.status !== Status.ENABLED && <Tag style={{ marginInlineStart: 6 }}>{disabledLabel}</Tag>}
      </span>
    ),
    children: row.children.length > 0 ? treeNodes(row.children, translate, disabledLabel) : undefined,
  }));
}

/**
 * The menu entries and buttons a role grants (role/queryRoleMenu, role/saveRoleMenu), as a
 * checkable tree. Checks are exact (what is checked is what is stored); with "link parents and
 * children" on, checking an entry also checks everything below it and its ancestors.
 */
export function RoleMenusDrawer({ role, onClose }: { role: Role; onClose(): void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [rows, setRows] = useState<MenuTreeRow[] | null>(null);
  const [checked, setChecked] = useState<number[]>([]);
  const [expanded, setExpanded] = useState<number[]>([]);
  const [linked, setLinked] = useState(true);
  const [saving, setSaving] = useState(false);
  const index = useMemo(() => indexTree(rows ?? []), [rows]);
  const translate = useMemo(() => titleTranslator(t), [t]);
  const treeData = useMemo(() => treeNodes(rows ?? [], translate, t('common.disabled')), [rows, translate, t]);

  // Nothing to show when the tree or the grants cannot be loaded (the wrapper said why).
  const onLoadFailed = useEffectEvent(() => onClose());

  useEffect(() => {
    let current = true;
    Promise.all([api.menuTreeRoot(), api.roleMenus({ roleId: role.roleId })]).then(
      ([tree, granted]) => {
        if (!current) return;
        const all = indexTree(tree);
        setRows(tree);
        setChecked(all.ids.filter((id) => granted.menuIds.includes(id)));
        setExpanded(all.ids.filter((id) => (all.childrenOf.get(id)?.length ?? 0) > 0));
      },
      () => {
        if (current) onLoadFailed();
      },
    );
    return () => {
      current = false;
    };
  }, [role.roleId]);

  async function save() {
    setSaving(true);
    try {
      await api.roleSaveMenus({ roleId: role.roleId, menuIds: checked });
      void message.success(t('role.menusSaved', { name: roleText(role, 'name', t) }));
      onClose();
    } catch {
      // Shown by the request wrapper.
    } finally {
      setSaving(false);
    }
  }

  const parents = index.ids.filter((id) => (index.childrenOf.get(id)?.length ?? 0) > 0);

  return (
    <Drawer
      open
      title={t('role.grantTitle', { name: roleText(role, 'name', t) })}
      size={560}
      onClose={onClose}
      data-testid="role-menus"
      footer={
        <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" loading={saving} disabled={rows === null} onClick={() => void save()} data-testid="role-menus-save">
            {t('common.save')}
          </Button>
        </Space>
      }
    >
      {rows === null ? (
        <Spin />
      ) : (
        <>
          <Space wrap style={{ marginBottom: 12 }}>
            <Checkbox checked={linked} onChange={(event) => setLinked(event.target.checked)} data-testid="role-menus-linked">
              {t('role.linked')}
            </Checkbox>
            <Button size="small" onClick={() => setExpanded(expanded.length > 0 ? [] : parents)}>
              {t(expanded.length > 0 ? 'common.collapseAll' : 'common.expandAll')}
            </Button>
            <Button size="small" onClick={() => setChecked(checked.length === index.ids.length ? [] : index.ids)}>
              {t(checked.length === index.ids.length ? 'role.checkNone' : 'role.checkAll')}
            </Button>
          </Space>
          <Typography.Paragraph type="secondary">{t('role.grantHint')}</Typography.Paragraph>
          <Tree
            checkable
            checkStrictly
            selectable={false}
            treeData={treeData}
            checkedKeys={{ checked, halfChecked: [] }}
            expandedKeys={expanded}
            onExpand={(keys) => setExpanded(keys.map(Number))}
            onCheck={(keys, info) => {
              const id = Number(info.node.key);
              if (linked) setChecked(linkedCheck(index, checked, id, info.checked));
              else setChecked((Array.isArray(keys) ? keys : keys.checked).map(Number));
            }}
          />
        </>
      )}
    </Drawer>
  );
}

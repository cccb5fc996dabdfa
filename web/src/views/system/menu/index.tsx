import { PlusOutlined } from '@ant-design/icons';
import type { MenuTreeRow } from '@ews/contract';
import { MenuType } from '@ews/contract/enums';
import { Permissions } from '@ews/contract/permissions';
import { App, Button, Card, Form, Space, Table, Typography, type TableColumnsType } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/index.ts';
import { Auth } from '../../../components/Auth.tsx';
import { StatusTag } from '../../../components/StatusTag.tsx';
import '../../../components/list-page.css';
import { useConfirm } from '../../../hooks/useConfirm.ts';
import { menuIcon } from '../../../layout/icons.tsx';
import { titleTranslator } from '../../../locales/index.ts';
import { indexTree } from '../../../utils/menu-tree.ts';
import { MenuFormModal } from './MenuFormModal.tsx';
import { RefreshButton } from '../../../components/ListControls.tsx';
import { RowActions } from '../../../components/RowActions.tsx';
import { ListFilters, TextFilter, ChoiceFilter } from '../../../components/ListFilters.tsx';
import { enabledOptions } from '../../../components/domain/labels.tsx';
import { TintTag, type TagColour } from '../../../components/TintTag.tsx';

/** A table row: the menu entry, children only when it has some (so leaves show no expander). */
type MenuRow = Omit<MenuTreeRow, 'children'> & { children?: MenuRow[] };

type Translate = (title: string | undefined) => string;

/**
 * The rows whose translated title, stored title or key contains `needle`, with their ancestors
 * (the server's own name filter only sees the stored i18n key, not what the user reads).
 */
function filterRows(rows: MenuTreeRow[], needle: string, translate: Translate): MenuRow[] {
  return rows.flatMap((row) => {
    const children = filterRows(row.children, needle, translate);
    const matches = !needle || [translate(row.name), row.name, row.menuKey].some((text) => text.toLowerCase().includes(needle));
    if (!matches && children.length === 0) return [];
    return [{ ...row, children: children.length > 0 ? children : undefined }];
  });
}

const TYPE_LABEL: Record<number, string> = { [MenuType.DIRECTORY]: 'menuPage.typeDirectory', [MenuType.PAGE]: 'menuPage.typePage', [MenuType.BUTTON]: 'menuPage.typeButton' };
const TYPE_COLOR: Record<number, TagColour> = { [MenuType.DIRECTORY]: 'blue', [MenuType.PAGE]: 'green', [MenuType.BUTTON]: 'grey' };

interface FilterValues {
  name?: string;
  status?: number;
}

/** system/menu: the menu table as a tree; add, edit and delete entries and buttons. */
export default function SystemMenu() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const confirm = useConfirm();
  const [filters] = Form.useForm<FilterValues>();
  const [applied, setApplied] = useState<FilterValues>({});
  const [round, setRound] = useState(0);
  const [loaded, setLoaded] = useState<{ request: unknown; rows: MenuTreeRow[] }>({ request: null, rows: [] });
  /** The whole tree, for the parent picker (the list may be filtered). */
  const [allRows, setAllRows] = useState<MenuTreeRow[]>([]);
  const [expanded, setExpanded] = useState<number[] | null>(null);
  const [editing, setEditing] = useState<{ menuId?: number; parentId?: number } | null>(null);
  const translate = useMemo(() => titleTranslator(t), [t]);
  const request = useMemo(() => ({ status: applied.status, round }), [applied.status, round]);

  useEffect(() => {
    let current = true;
    api.menuList(request.status === undefined ? {} : { status: request.status }).then(
      (rows) => {
        if (current) setLoaded({ request, rows });
      },
      () => {
        if (current) setLoaded((previous) => ({ ...previous, request }));
      },
    );
    return () => {
      current = false;
    };
  }, [request]);

  useEffect(() => {
    let current = true;
    api.menuList({}).then(
      (rows) => {
        if (current) setAllRows(rows);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [round]);

  const rows = useMemo(() => filterRows(loaded.rows, (applied.name ?? '').trim().toLowerCase(), translate), [loaded.rows, applied.name, translate]);
  const parentIds = useMemo(() => {
    const index = indexTree(loaded.rows);
    return index.ids.filter((id) => (index.childrenOf.get(id)?.length ?? 0) > 0);
  }, [loaded.rows]);
  // Everything open until the user folds something.
  const expandedKeys = expanded ?? parentIds;
  const refresh = () => setRound((value) => value + 1);

  function remove(row: MenuRow) {
    confirm({
      title: t('menuPage.deleteOne', { name: translate(row.name) }),
      content: row.children?.length ? t('menuPage.deleteHasChildren') : undefined,
      danger: true,
      onOk: async () => {
        await api.menuDelete({ menuId: row.menuId });
        void message.success(t('common.deleted'));
        refresh();
      },
    });
  }

  const columns: TableColumnsType<MenuRow> = [
    {
      title: t('menuPage.title'),
      dataIndex: 'name',
      key: 'name',
      render: (name: string, row) => (
        <Space size={6}>
          {menuIcon(row.metaIcon)}
          <span>{translate(name)}</span>
          {translate(name) !== name && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {name}
            </Typography.Text>
          )}
        </Space>
      ),
    },
    { title: t('menuPage.type'), dataIndex: 'menuType', key: 'menuType', render: (type: number) => <TintTag color={TYPE_COLOR[type] ?? 'grey'}>{t(TYPE_LABEL[type] ?? 'menuPage.typePage')}</TintTag> },
    { title: t('menuPage.sort'), dataIndex: 'sort', key: 'sort' },
    { title: t('menuPage.perms'), dataIndex: 'perms', key: 'perms', render: (perms: string) => (perms ? <Typography.Text code>{perms}</Typography.Text> : null) },
    { title: t('menuPage.path'), dataIndex: 'path', key: 'path' },
    { title: t('menuPage.component'), dataIndex: 'component', key: 'component' },
    { title: t('common.status'), dataIndex: 'status', key: 'status', render: (status: number) => <StatusTag status={status} /> },
    { title: t('menuPage.visible'), dataIndex: 'hidden', key: 'hidden', render: (hidden: boolean, row) => (row.menuType === MenuType.BUTTON ? null : hidden ? <TintTag color="grey">{t('menuPage.hiddenTag')}</TintTag> : <TintTag color="green">{t('menuPage.shownTag')}</TintTag>) },
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_value, row) => (
        <RowActions
          actions={[
            // A button has no children.
            row.menuType !== MenuType.BUTTON && { label: t('menuPage.addChild'), onClick: () => setEditing({ parentId: row.menuId }), testId: 'menu-add-child', permission: Permissions.MENU_ADD },
            { label: t('button.edit'), onClick: () => setEditing({ menuId: row.menuId }), testId: 'menu-edit', permission: Permissions.MENU_EDIT },
            { label: t('button.delete'), onClick: () => remove(row), testId: 'menu-delete', permission: Permissions.MENU_DELETE, danger: true },
          ]}
        />
      ),
    },
  ];

  return (
    <Card className="list-page" data-testid="menu-page">
      <ListFilters
        form={filters}
        onFinish={(values: FilterValues) => {
          setApplied({ name: values.name?.trim() || undefined, status: values.status });
          setExpanded(null);
        }}
        prefix="menu"
        onReset={() => {
          filters.resetFields();
          setApplied({});
          setExpanded(null);
        }}
      >
        <TextFilter name="name" label={t('menuPage.title')} maxLength={128} testId="menu-filter-name" />
        <ChoiceFilter name="status" label={t('common.status')} options={enabledOptions(t)} width={120} testId="menu-filter-status" />
      </ListFilters>

      <div className="list-toolbar">
        <Auth permission={[Permissions.MENU_ADD]}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ parentId: 0 })} data-testid="menu-add">
            {t('button.add')}
          </Button>
        </Auth>
        <Button onClick={() => setExpanded(expandedKeys.length > 0 ? [] : parentIds)} data-testid="menu-expand">
          {t(expandedKeys.length > 0 ? 'common.collapseAll' : 'common.expandAll')}
        </Button>
        <RefreshButton prefix="menu" onClick={refresh} className="list-toolbar-end" />
      </div>

      <Table<MenuRow>
        rowKey="menuId"
        columns={columns}
        dataSource={rows}
        loading={loaded.request !== request}
        pagination={false}
        scroll={{ x: 'max-content' }}
        expandable={{ expandedRowKeys: expandedKeys, onExpandedRowsChange: (keys) => setExpanded(keys.map(Number)) }}
        data-testid="menu-table"
      />

      {editing && (
        <MenuFormModal
          menuId={editing.menuId}
          parentId={editing.parentId}
          rows={allRows}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            refresh();
          }}
        />
      )}
    </Card>
  );
}

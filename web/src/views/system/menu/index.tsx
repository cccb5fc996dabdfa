import type { MenuTreeRow } from '@ews/contract';
import { MenuType } from '@ews/contract/enums';
import { Permissions } from '@ews/contract/permissions';
import { Button, Card, Space, Table, Typography, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusTag } from '../../../components/StatusTag.tsx';
import '../../../components/list-page.css';
import { useRecordList } from '../../../hooks/useRecordList.ts';
import { menuIcon } from '../../../layout/icons.tsx';
import { titleTranslator } from '../../../locales/index.ts';
import { indexTree } from '../../../utils/menu-tree.ts';
import { menuEntriesWithinReach } from '../../../utils/permission.ts';
import { useUserStore } from '../../../stores/user.ts';
import { menuResource } from '../../resources.ts';
import { MenuFormModal } from './MenuFormModal.tsx';
import { RecordToolbar } from '../../../components/ListControls.tsx';
import { RowActions } from '../../../components/RowActions.tsx';
import { ListFilters, TextFilter, ChoiceFilter } from '../../../components/ListFilters.tsx';
import { enabledOptions } from '../../../components/domain/labels.tsx';
import { TintTag, type TagColour } from '../../../components/TintTag.tsx';

/** A table row: the stored entry, and below it the entries the filter left (only when there are some, so leaves show no expander). */
type MenuRow = MenuTreeRow & { shown?: MenuRow[] };

type Translate = (title: string | undefined) => string;

/**
 * The rows whose translated title, stored title or key contains `needle`, with their ancestors
 * (the server's own name filter only sees the stored i18n key, not what the user reads).
 */
function filterRows(rows: MenuTreeRow[], needle: string, translate: Translate): MenuRow[] {
  return rows.flatMap((row) => {
    const shown = filterRows(row.children, needle, translate);
    const matches = !needle || [translate(row.name), row.name, row.menuKey].some((text) => text.toLowerCase().includes(needle));
    if (!matches && shown.length === 0) return [];
    return [{ ...row, shown: shown.length > 0 ? shown : undefined }];
  });
}

/** The entries with entries below them: those the tree can fold. */
function parentIdsOf(rows: MenuTreeRow[]): number[] {
  const index = indexTree(rows);
  return index.ids.filter((id) => (index.childrenOf.get(id)?.length ?? 0) > 0);
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
  const translate = useMemo(() => titleTranslator(t), [t]);
  const records = useRecordList<typeof menuResource, FilterValues>(menuResource, {
    // The title is matched here, as the user reads it (see filterRows).
    toFilters: ({ status }) => ({ status }),
    confirmDelete: ([row]) => ({ title: t('menuPage.deleteOne', { name: translate(row?.name) }) }),
  });
  /** The whole tree, for the parent picker (the list may be filtered). */
  const everything = useRecordList(menuResource);
  /** The folding the user chose, for the list as searched then. */
  const [folded, setFolded] = useState<{ query: unknown; expanded: number[] } | null>(null);
  const [editing, setEditing] = useState<{ menuId?: number; parentId?: number } | null>(null);

  const permissions = useUserStore((state) => state.permissions);
  /** The entries the server would let the user change or delete, judged on the whole tree. */
  const reachable = useMemo(() => menuEntriesWithinReach(permissions, everything.list), [permissions, everything.list]);
  const { list, query, searched } = records;
  const rows = useMemo(() => filterRows(list, (searched.name ?? '').trim().toLowerCase(), translate), [list, searched.name, translate]);
  const parentIds = useMemo(() => parentIdsOf(list), [list]);
  // Everything open until the user folds something; each search opens everything again.
  const expandedKeys = folded?.query === query ? folded.expanded : parentIds;
  const fold = (expanded: number[]) => setFolded({ query, expanded });
  const refresh = () => {
    records.refresh();
    everything.refresh();
  };

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
            reachable.has(row.menuId) && { label: t('button.edit'), onClick: () => setEditing({ menuId: row.menuId }), testId: 'menu-edit', permission: Permissions.MENU_EDIT },
            // The server refuses to delete an entry with entries below it: they go (or move) first.
            reachable.has(row.menuId) && row.children.length === 0 && { label: t('button.delete'), onClick: () => records.remove([row]), testId: 'menu-delete', permission: Permissions.MENU_DELETE, danger: true },
          ]}
        />
      ),
    },
  ];

  return (
    <Card className="list-page" data-testid="menu-page">
      <ListFilters {...records.filterProps} prefix="menu" onReset={records.onReset}>
        <TextFilter name="name" label={t('menuPage.title')} maxLength={128} testId="menu-filter-name" />
        <ChoiceFilter name="status" label={t('common.status')} options={enabledOptions(t)} width={120} testId="menu-filter-status" />
      </ListFilters>

      <RecordToolbar prefix="menu" {...records.toolbar(() => setEditing({ parentId: 0 }))} onRefresh={refresh}>
        <Button onClick={() => fold(expandedKeys.length > 0 ? [] : parentIds)} data-testid="menu-expand">
          {t(expandedKeys.length > 0 ? 'common.collapseAll' : 'common.expandAll')}
        </Button>
      </RecordToolbar>

      <Table<MenuRow>
        {...records.tableProps}
        columns={columns}
        dataSource={rows}
        expandable={{ childrenColumnName: 'shown', expandedRowKeys: expandedKeys, onExpandedRowsChange: (keys) => fold(keys.map(Number)) }}
        data-testid="menu-table"
      />

      {editing && (
        <MenuFormModal
          menuId={editing.menuId}
          parentId={editing.parentId}
          rows={everything.list}
          onClose={() => setEditing(null)}
          // The lists reload themselves: the save is announced to them.
          onSaved={() => setEditing(null)}
        />
      )}
    </Card>
  );
}

import { DeleteOutlined, DownloadOutlined, PlusOutlined, ReloadOutlined, SearchOutlined, SettingOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Checkbox, Form, Popover, Space, Table, Typography, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFirstRowsUntilLoaded } from '../app/first-rows.ts';
import type { ColumnLayout } from '../hooks/useColumnLayout.tsx';
import { Auth } from './Auth.tsx';
import { Pagination, type PaginationProps } from './Pagination.tsx';

/** The Search and Reset buttons ending every list's filter form; test ids `<prefix>-search`, `<prefix>-reset`. */
export function FilterButtons({ prefix, onReset, children }: { prefix: string; onReset: () => void; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid={`${prefix}-search`}>
          {t('common.search')}
        </Button>
        <Button onClick={onReset} data-testid={`${prefix}-reset`}>
          {t('common.reset')}
        </Button>
        {children}
      </Space>
    </Form.Item>
  );
}

/** Reloads a list; test id `<prefix>-refresh`. */
export function RefreshButton({ prefix, onClick, className }: { prefix: string; onClick: () => void; className?: string }) {
  const { t } = useTranslation();
  return <Button className={className} icon={<ReloadOutlined />} onClick={onClick} title={t('common.refresh')} aria-label={t('common.refresh')} data-testid={`${prefix}-refresh`} />;
}

/**
 * The column chooser of a list: the columns the user may hide, ticked when shown; test ids
 * `<prefix>-columns` (the button) and `<prefix>-column-<key>` (each choice).
 */
export function ColumnChooser<T>({ prefix, layout }: { prefix: string; layout: ColumnLayout<T> }) {
  const { t } = useTranslation();
  const shown = layout.optional.filter((column) => !layout.hidden.includes(column.key)).map((column) => column.key);
  const choices = (
    <div className="column-chooser">
      <Checkbox.Group
        value={shown}
        onChange={(keys) => layout.setHidden(layout.optional.filter((column) => !keys.includes(column.key)).map((column) => column.key))}
        aria-label={t('common.columnsHint')}
      >
        {layout.optional.map((column) => (
          <Checkbox key={column.key} value={column.key} data-testid={`${prefix}-column-${column.key}`}>
            {column.title}
          </Checkbox>
        ))}
      </Checkbox.Group>
      <Typography.Link onClick={() => layout.setHidden([])} disabled={layout.hidden.length === 0} data-testid={`${prefix}-columns-reset`}>
        {t('common.columnsReset')}
      </Typography.Link>
    </div>
  );
  return (
    <Popover content={choices} title={t('common.columnsHint')} trigger="click" placement="bottomRight">
      <Button icon={<SettingOutlined />} title={t('common.columns')} aria-label={t('common.columns')} data-testid={`${prefix}-columns`} />
    </Popover>
  );
}

/** A toolbar button and the permission that shows it. */
interface ToolbarAction {
  permission: string;
  onClick: () => void;
}

export interface RecordToolbarProps {
  prefix: string;
  add?: ToolbarAction;
  /** Deletes the selected rows; disabled while none is selected. */
  deleteSelected?: ToolbarAction & { selectedCount: number };
  importFile?: ToolbarAction;
  exportAll?: ToolbarAction & { busy: boolean };
  onRefresh: () => void;
  /** The column chooser, beside the refresh button. */
  columns?: ReactNode;
  /** The screen's own buttons, after the standard ones. */
  children?: ReactNode;
}

/**
 * The buttons above a record list: add, delete selected, import, export and refresh, each shown
 * only to holders of its permission. Test ids `<prefix>-add`, `-delete-selected`, `-import`,
 * `-export`, `-refresh`.
 */
export function RecordToolbar({ prefix, add, deleteSelected, importFile, exportAll, onRefresh, columns, children }: RecordToolbarProps) {
  const { t } = useTranslation();
  return (
    <div className="list-toolbar">
      {add && (
        <Auth permission={[add.permission]}>
          <Button type="primary" icon={<PlusOutlined />} onClick={add.onClick} data-testid={`${prefix}-add`}>
            {t('button.add')}
          </Button>
        </Auth>
      )}
      {deleteSelected && (
        <Auth permission={[deleteSelected.permission]}>
          <Button danger icon={<DeleteOutlined />} disabled={deleteSelected.selectedCount === 0} onClick={deleteSelected.onClick} data-testid={`${prefix}-delete-selected`}>
            {t('common.deleteSelected')}
          </Button>
        </Auth>
      )}
      {importFile && (
        <Auth permission={[importFile.permission]}>
          <Button icon={<UploadOutlined />} onClick={importFile.onClick} data-testid={`${prefix}-import`}>
            {t('button.import')}
          </Button>
        </Auth>
      )}
      {exportAll && (
        <Auth permission={[exportAll.permission]}>
          <Button icon={<DownloadOutlined />} loading={exportAll.busy} onClick={exportAll.onClick} data-testid={`${prefix}-export`}>
            {t('button.export')}
          </Button>
        </Auth>
      )}
      {children}
      <ToolbarEnd prefix={prefix} onRefresh={onRefresh} columns={columns} />
    </div>
  );
}

/** The end of a list's toolbar: the column chooser, if any, and the refresh button. */
export function ToolbarEnd({ prefix, onRefresh, columns }: { prefix: string; onRefresh: () => void; columns?: ReactNode }) {
  return (
    <Space className="list-toolbar-end">
      {columns}
      <RefreshButton prefix={prefix} onClick={onRefresh} />
    </Space>
  );
}

interface RecordTableProps<T> extends Pick<RecordToolbarProps, 'importFile' | 'exportAll'> {
  /** Test ids: the toolbar's, the column chooser's and `<prefix>-table`. */
  prefix: string;
  /** useRecordList's. */
  records: {
    toolbar(onAdd?: () => void): Pick<RecordToolbarProps, 'add' | 'deleteSelected' | 'onRefresh'>;
    tableProps: TableProps<T>;
    paginationProps: PaginationProps;
  };
  layout: ColumnLayout<T>;
  /** Opens a new record: the add button, for those who may add. */
  onAdd?: () => void;
}

/** A record list under its filters: the toolbar with its column chooser, the table, and the pager. */
export function RecordTable<T extends object>({ prefix, records, layout, onAdd, importFile, exportAll }: RecordTableProps<T>) {
  useFirstRowsUntilLoaded(Boolean(records.tableProps.loading));
  return (
    <>
      <RecordToolbar
        prefix={prefix}
        {...records.toolbar(onAdd)}
        importFile={importFile}
        exportAll={exportAll}
        columns={<ColumnChooser prefix={prefix} layout={layout} />}
      />
      <Table<T> {...records.tableProps} columns={layout.shown} data-testid={`${prefix}-table`} />
      <Pagination {...records.paginationProps} />
    </>
  );
}

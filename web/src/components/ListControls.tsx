import { DeleteOutlined, DownloadOutlined, PlusOutlined, ReloadOutlined, SearchOutlined, UploadOutlined } from '@ant-design/icons';
import { Status } from '@ews/contract/enums';
import { Button, Form, Space } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Auth } from './Auth.tsx';

/** Enabled / disabled choices for status filters and forms. */
export function statusOptions(t: TFunction) {
  return [
    { value: Status.ENABLED, label: t('common.enabled') },
    { value: Status.DISABLED, label: t('common.disabled') },
  ];
}

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

/** A toolbar button and the permission that shows it. */
interface ToolbarAction {
  permission: string;
  onClick: () => void;
}

interface RecordToolbarProps {
  prefix: string;
  add?: ToolbarAction;
  /** Deletes the selected rows; disabled while none is selected. */
  deleteSelected?: ToolbarAction & { selectedCount: number };
  importFile?: ToolbarAction;
  exportAll?: ToolbarAction & { busy: boolean };
  onRefresh: () => void;
}

/**
 * The buttons above a record list: add, delete selected, import, export and refresh, each shown
 * only to holders of its permission. Test ids `<prefix>-add`, `-delete-selected`, `-import`,
 * `-export`, `-refresh`.
 */
export function RecordToolbar({ prefix, add, deleteSelected, importFile, exportAll, onRefresh }: RecordToolbarProps) {
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
      <RefreshButton prefix={prefix} onClick={onRefresh} className="list-toolbar-end" />
    </div>
  );
}

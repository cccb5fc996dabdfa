import type { Outbreak, ResponseLevel } from '@ews/contract';
import { outbreakEndpoints } from '@ews/contract/endpoints/outbreaks';
import { Permissions } from '@ews/contract/permissions';
import type { OUTBREAK_SORT_FIELDS } from '@ews/contract/schemas/outbreaks';
import { Button, Card, DatePicker, Form, Input, Select, Space, Table, Tooltip } from 'antd';
import { useMemo, useState } from 'react';
import { useRecordList } from '../../../hooks/useRecordList.ts';
import { outbreakResource } from '../../resources.ts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { downloadFile } from '../../../api/transfer.ts';
import { Auth } from '../../../components/Auth.tsx';
import { useExportOverlay } from '../../../components/ExportOverlay.tsx';
import { ImportDialog } from '../../../components/ImportDialog.tsx';
import { ColumnChooser, FilterButtons, RecordToolbar } from '../../../components/ListControls.tsx';
import { Pagination } from '../../../components/Pagination.tsx';
import { useColumnLayout, type ListColumn } from '../../../hooks/useColumnLayout.tsx';
import { useAppStore } from '../../../stores/app.ts';
import { pickerDate } from '../../../utils/format.ts';
import { formatFatality, formatOnset } from '../shared/format.ts';
import { ResponseLevelTag } from '../../../components/domain/labels.tsx';
import { OUTBREAK_FORM_PATH, recordPath } from '../shared/paths.ts';
import { regionOptions, regionText, useRegionTree } from '../../../components/domain/regions.ts';
import { SourceSelect } from '../../../components/domain/SourceSelect.tsx';

type SortField = (typeof OUTBREAK_SORT_FIELDS)[number];

type PickerValue = { format(template: string): string } | null;

interface FilterValues {
  keyword?: string;
  provinceCode?: string;
  sourceId?: number | null;
  onset?: [PickerValue, PickerValue] | null;
}

const SORTABLE: readonly SortField[] = ['code', 'onsetDate', 'cases', 'deaths', 'provinceCode'];

const toFilters = ({ keyword, provinceCode, sourceId, onset }: FilterValues) => ({
  keyword: keyword?.trim() || undefined,
  provinceCode,
  sourceId: sourceId ?? undefined,
  from: pickerDate(onset?.[0]),
  to: pickerDate(onset?.[1]),
});

/**
 * epidemicSource/historyList: historical outbreaks, newest onset first; an onset known only to
 * the month or year shows so and sorts at the start of its period. Add, view, edit, delete,
 * import and export.
 */
export default function HistoryList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = useAppStore((state) => state.language);
  const regions = useRegionTree();
  const records = useRecordList(outbreakResource, {
    toFilters,
    sortable: SORTABLE,
    confirmDelete: (outbreaks) => {
      const names = outbreaks.map((outbreak) => `${outbreak.code} ${outbreak.title}`).join(', ');
      return {
        title: outbreaks.length === 1 ? t('epidemic.outbreak.deleteOne', { name: names }) : t('epidemic.outbreak.deleteMany', { count: outbreaks.length }),
        content: outbreaks.length > 1 ? names : undefined,
      };
    },
  });
  const { query, remove, sortOrder } = records;
  const [importing, setImporting] = useState(false);
  const { exporting, runExport, overlay } = useExportOverlay();

  function exportAll() {
    const { page: _page, limit: _limit, ...filter } = query;
    // A failure has been shown by the request wrapper.
    runExport(() => downloadFile(outbreakEndpoints.outbreakExport, filter)).catch(() => undefined);
  }

  const openForm = (outbreakId: number, mode?: 'view') => navigate(recordPath(OUTBREAK_FORM_PATH, outbreakId, mode));

  const columns: ListColumn<Outbreak>[] = [
    { title: t('epidemic.outbreak.code'), dataIndex: 'code', key: 'code', sorter: true, sortOrder: sortOrder('code'), fixed: 'left', essential: true },
    { title: t('epidemic.outbreak.title'), dataIndex: 'title', key: 'title', essential: true, clip: 220 },
    {
      title: t('epidemic.outbreak.onsetDate'),
      dataIndex: 'onsetDate',
      key: 'onsetDate',
      essential: true,
      sorter: true,
      sortOrder: sortOrder('onsetDate'),
      render: (date: string, outbreak) => formatOnset(date, outbreak.onsetPrecision),
    },
    { title: t('epidemic.outbreak.cases'), dataIndex: 'cases', key: 'cases', sorter: true, sortOrder: sortOrder('cases'), align: 'right', essential: true },
    { title: t('epidemic.outbreak.deaths'), dataIndex: 'deaths', key: 'deaths', sorter: true, sortOrder: sortOrder('deaths'), align: 'right', essential: true },
    { title: t('epidemic.outbreak.caseFatality'), dataIndex: 'caseFatality', key: 'caseFatality', align: 'right', render: formatFatality },
    { title: t('epidemic.outbreak.endDate'), dataIndex: 'endDate', key: 'endDate' },
    { title: t('epidemic.region'), key: 'provinceCode', sorter: true, sortOrder: sortOrder('provinceCode'), wrap: 240, render: (_value, outbreak) => regionText(outbreak, regions, language) },
    {
      title: t('epidemic.outbreak.source'),
      key: 'source',
      render: (_value, outbreak) => (outbreak.sourceId ? <Tooltip title={outbreak.sourceName}>{outbreak.sourceCode}</Tooltip> : '—'),
    },
    { title: t('epidemic.outbreak.responseLevel'), dataIndex: 'responseLevel', key: 'responseLevel', render: (level: ResponseLevel | null) => <ResponseLevelTag level={level} /> },
    {
      title: t('epidemic.outbreak.classification'),
      dataIndex: 'classification',
      key: 'classification',
      render: (value: Outbreak['classification']) => t(`epidemic.outbreak.classifications.${value}`),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      fixed: 'right',
      essential: true,
      render: (_value, outbreak) => (
        <Space size={0} wrap>
          <Button type="link" size="small" onClick={() => void openForm(outbreak.outbreakId, 'view')} data-testid="outbreak-view">
            {t('common.view')}
          </Button>
          <Auth permission={[Permissions.HISTORY_EDIT]}>
            <Button type="link" size="small" onClick={() => void openForm(outbreak.outbreakId)} data-testid="outbreak-edit">
              {t('button.edit')}
            </Button>
          </Auth>
          <Auth permission={[Permissions.HISTORY_DELETE]}>
            <Button type="link" size="small" danger onClick={() => remove([outbreak])} data-testid="outbreak-delete">
              {t('button.delete')}
            </Button>
          </Auth>
        </Space>
      ),
    },
  ];
  const layout = useColumnLayout('historyList', columns);

  // The list filters by province only: the top level of the region tree.
  const provinces = useMemo(() => regionOptions(regions, language).map(({ value, label }) => ({ value, label })), [regions, language]);

  return (
    <Card className="list-page" data-testid="outbreak-page">
      <Form {...records.filterProps} layout="inline" className="list-filters">
        <Form.Item name="keyword" label={t('epidemic.outbreak.keyword')}>
          <Input allowClear maxLength={100} data-testid="outbreak-filter-keyword" />
        </Form.Item>
        <Form.Item name="provinceCode" label={t('epidemic.province')}>
          <Select allowClear showSearch={{ optionFilterProp: 'label' }} options={provinces} style={{ width: 200 }} placeholder={t('common.all')} data-testid="outbreak-filter-province" />
        </Form.Item>
        <Form.Item name="sourceId" label={t('epidemic.outbreak.source')}>
          <SourceSelect style={{ width: 260 }} data-testid="outbreak-filter-source" />
        </Form.Item>
        <Form.Item name="onset" label={t('epidemic.outbreak.onsetRange')}>
          <DatePicker.RangePicker format="YYYY-MM-DD" allowEmpty={[true, true]} data-testid="outbreak-filter-onset" />
        </Form.Item>
        <FilterButtons prefix="outbreak" onReset={records.onReset} />
      </Form>

      <RecordToolbar
        prefix="outbreak"
        {...records.toolbar(() => void navigate(OUTBREAK_FORM_PATH))}
        importFile={{ permission: Permissions.HISTORY_IMPORT, onClick: () => setImporting(true) }}
        exportAll={{ permission: Permissions.HISTORY_EXPORT, busy: exporting, onClick: exportAll }}
        columns={<ColumnChooser prefix="outbreak" layout={layout} />}
      />

      <Table<Outbreak> {...records.tableProps} columns={layout.shown} data-testid="outbreak-table" />
      <Pagination {...records.paginationProps} />

      {importing && (
        <ImportDialog
          title={t('epidemic.outbreak.importTitle')}
          endpoint={outbreakEndpoints.outbreakImport}
          template={outbreakEndpoints.outbreakImportTemplate}
          updatable
          onClose={() => setImporting(false)}
          onImported={records.refresh}
        />
      )}
      {overlay}
    </Card>
  );
}

import type { Outbreak, ResponseLevel } from '@ews/contract';
import { outbreakEndpoints } from '@ews/contract/endpoints/outbreaks';
import { Permissions } from '@ews/contract/permissions';
import type { OUTBREAK_SORT_FIELDS } from '@ews/contract/schemas/outbreaks';
import { Card, Form, Tooltip } from 'antd';
import { useMemo } from 'react';
import { useRecordList } from '../../../hooks/useRecordList.ts';
import { outbreakResource } from '../../resources.ts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RecordTable } from '../../../components/ListControls.tsx';
import { useRecordTransfer } from '../../../components/RecordTransfer.tsx';
import { actionsColumn, RowActions } from '../../../components/RowActions.tsx';
import { ListFilters, TextFilter, ChoiceFilter, DateRangeFilter } from '../../../components/ListFilters.tsx';
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
  const transfer = useRecordTransfer({
    query,
    importTitle: t('epidemic.outbreak.importTitle'),
    importEndpoint: outbreakEndpoints.outbreakImport,
    template: outbreakEndpoints.outbreakImportTemplate,
    importPermission: Permissions.HISTORY_IMPORT,
    exportEndpoint: outbreakEndpoints.outbreakExport,
    exportPermission: Permissions.HISTORY_EXPORT,
    onImported: records.refresh,
  });

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
    actionsColumn(t, (outbreak) => (
      <RowActions
        actions={[
          { label: t('common.view'), onClick: () => void openForm(outbreak.outbreakId, 'view'), testId: 'outbreak-view' },
          { label: t('button.edit'), onClick: () => void openForm(outbreak.outbreakId), testId: 'outbreak-edit', permission: Permissions.HISTORY_EDIT },
          { label: t('button.delete'), onClick: () => remove([outbreak]), testId: 'outbreak-delete', permission: Permissions.HISTORY_DELETE, danger: true },
        ]}
      />
    )),
  ];
  const layout = useColumnLayout('historyList', columns);

  // The list filters by province only: the top level of the region tree.
  const provinces = useMemo(() => regionOptions(regions, language).map(({ value, label }) => ({ value, label })), [regions, language]);

  return (
    <Card className="list-page" data-testid="outbreak-page">
      <ListFilters {...records.filterProps} prefix="outbreak" onReset={records.onReset}>
        <TextFilter name="keyword" label={t('epidemic.outbreak.keyword')} maxLength={100} testId="outbreak-filter-keyword" />
        <ChoiceFilter name="provinceCode" label={t('epidemic.province')} options={provinces} width={200} searchable testId="outbreak-filter-province" />
        <Form.Item name="sourceId" label={t('epidemic.outbreak.source')}>
          <SourceSelect style={{ width: 260 }} data-testid="outbreak-filter-source" />
        </Form.Item>
        <DateRangeFilter name="onset" label={t('epidemic.outbreak.onsetRange')} testId="outbreak-filter-onset" />
      </ListFilters>

      <RecordTable prefix="outbreak" records={records} layout={layout} onAdd={() => void navigate(OUTBREAK_FORM_PATH)} {...transfer.toolbar} />
      {transfer.dialogs}
    </Card>
  );
}

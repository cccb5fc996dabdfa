import type { FocusType, RiskLevel, SourcePoint, SourceStatus } from '@ews/contract';
import { sourceEndpoints } from '@ews/contract/endpoints/sources';
import { Permissions } from '@ews/contract/permissions';
import type { SOURCE_SORT_FIELDS } from '@ews/contract/schemas/sources';
import { Button, Card, Cascader, Form, Input, Select, Space, Table } from 'antd';
import { useMemo, useState } from 'react';
import { useRecordList } from '../../../hooks/useRecordList.ts';
import { sourceResource } from '../../resources.ts';
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
import { formatDateTime } from '../../../utils/format.ts';
import { focusTypeName, focusTypeOptions, RiskTag, riskOptions, sourceStatusOptions } from '../../../components/domain/labels.tsx';
import { regionChoice, regionOptions, regionText, useRegionTree } from '../../../components/domain/regions.ts';
import { recordPath, SOURCE_FORM_PATH } from '../shared/paths.ts';
import { TintTag, type TagColour } from '../../../components/TintTag.tsx';

type SortField = (typeof SOURCE_SORT_FIELDS)[number];

interface FilterValues {
  keyword?: string;
  focusType?: FocusType;
  region?: string[];
  status?: SourceStatus;
  riskLevel?: RiskLevel;
}

const SOURCE_STATUS_COLOURS: Record<SourceStatus, TagColour> = { active: 'green', quiescent: 'gold', eliminated: 'grey' };
const SORTABLE: readonly SortField[] = ['code', 'name', 'focusType', 'riskLevel', 'status', 'lastSurveyOn', 'updatedAt'];

function toFilters({ region, keyword, ...values }: FilterValues) {
  const { provinceCode, prefectureCode, countyCode } = regionChoice(region);
  return { ...values, keyword: keyword?.trim() || undefined, provinceCode: provinceCode || undefined, prefectureCode: prefectureCode || undefined, countyCode: countyCode || undefined };
}

/** epidemicSource/sourceList: source points searched, filtered, sorted and paged; add, view, update, delete, import and export. */
export default function SourceList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = useAppStore((state) => state.language);
  const regions = useRegionTree();
  const records = useRecordList(sourceResource, {
    toFilters,
    sortable: SORTABLE,
    confirmDelete: (sources) => {
      const names = sources.map((source) => `${source.code} ${source.name}`).join(', ');
      return {
        title: sources.length === 1 ? t('epidemic.source.deleteOne', { name: names }) : t('epidemic.source.deleteMany', { count: sources.length }),
        content: (
          <>
            {sources.length > 1 && <p>{names}</p>}
            <p>{t('epidemic.source.deleteHint')}</p>
          </>
        ),
      };
    },
  });
  const { query, remove, sortOrder } = records;
  const [importing, setImporting] = useState(false);
  const { exporting, runExport, overlay } = useExportOverlay();

  /** Every row the current filter matches, in its order: the filters applied, not what is typed but not searched yet. */
  function exportAll() {
    const { page: _page, limit: _limit, ...filter } = query;
    // A failure has been shown by the request wrapper.
    runExport(() => downloadFile(sourceEndpoints.sourceExport, filter)).catch(() => undefined);
  }

  const openForm = (sourceId: number, mode?: 'view') => navigate(recordPath(SOURCE_FORM_PATH, sourceId, mode));

  const columns: ListColumn<SourcePoint>[] = [
    { title: t('epidemic.source.code'), dataIndex: 'code', key: 'code', sorter: true, sortOrder: sortOrder('code'), fixed: 'left', essential: true },
    { title: t('epidemic.source.name'), dataIndex: 'name', key: 'name', sorter: true, sortOrder: sortOrder('name'), essential: true, wrap: 200 },
    {
      title: t('epidemic.risk.level'),
      dataIndex: 'riskLevel',
      key: 'riskLevel',
      essential: true,
      sorter: true,
      sortOrder: sortOrder('riskLevel'),
      render: (level: RiskLevel) => <RiskTag level={level} />,
    },
    {
      title: t('epidemic.source.status'),
      dataIndex: 'status',
      key: 'status',
      essential: true,
      sorter: true,
      sortOrder: sortOrder('status'),
      render: (status: SourceStatus) => <TintTag color={SOURCE_STATUS_COLOURS[status]}>{t(`epidemic.status.${status}`)}</TintTag>,
    },
    {
      title: t('epidemic.source.focusType'),
      dataIndex: 'focusType',
      key: 'focusType',
      wrap: 220,
      sorter: true,
      sortOrder: sortOrder('focusType'),
      render: (focusType: FocusType) => focusTypeName(focusType, language),
    },
    { title: t('epidemic.region'), key: 'region', wrap: 260, render: (_value, source) => regionText(source, regions, language) },
    { title: t('epidemic.source.lastSurveyOn'), dataIndex: 'lastSurveyOn', key: 'lastSurveyOn', sorter: true, sortOrder: sortOrder('lastSurveyOn') },
    { title: t('common.updatedAt'), dataIndex: 'updatedAt', key: 'updatedAt', sorter: true, sortOrder: sortOrder('updatedAt'), render: (value: string) => formatDateTime(value) },
    {
      title: t('common.actions'),
      key: 'actions',
      fixed: 'right',
      essential: true,
      render: (_value, source) => (
        <Space size={0} wrap>
          <Button type="link" size="small" onClick={() => void openForm(source.sourceId, 'view')} data-testid="source-view">
            {t('common.view')}
          </Button>
          <Auth permission={[Permissions.SOURCE_EDIT]}>
            <Button type="link" size="small" onClick={() => void openForm(source.sourceId)} data-testid="source-edit">
              {t('button.edit')}
            </Button>
          </Auth>
          <Auth permission={[Permissions.SOURCE_DELETE]}>
            <Button type="link" size="small" danger onClick={() => remove([source])} data-testid="source-delete">
              {t('button.delete')}
            </Button>
          </Auth>
        </Space>
      ),
    },
  ];
  const layout = useColumnLayout('sourceList', columns);

  const regionChoices = useMemo(() => regionOptions(regions, language), [regions, language]);

  return (
    <Card className="list-page" data-testid="source-page">
      <Form {...records.filterProps} layout="inline" className="list-filters">
        <Form.Item name="keyword" label={t('epidemic.keyword')}>
          <Input allowClear maxLength={100} data-testid="source-filter-keyword" />
        </Form.Item>
        <Form.Item name="focusType" label={t('epidemic.source.focusType')}>
          <Select allowClear showSearch={{ optionFilterProp: 'label' }} options={focusTypeOptions(language)} style={{ width: 260 }} placeholder={t('common.all')} data-testid="source-filter-focus" />
        </Form.Item>
        <Form.Item name="region" label={t('epidemic.region')}>
          <Cascader
            options={regionChoices}
            changeOnSelect
            showSearch
            allowClear
            style={{ width: 280 }}
            placeholder={t('epidemic.regionPlaceholder')}
            data-testid="source-filter-region"
          />
        </Form.Item>
        <Form.Item name="status" label={t('epidemic.source.status')}>
          <Select allowClear options={sourceStatusOptions(t)} style={{ width: 130 }} placeholder={t('common.all')} data-testid="source-filter-status" />
        </Form.Item>
        <Form.Item name="riskLevel" label={t('epidemic.risk.level')}>
          <Select allowClear options={riskOptions(t)} style={{ width: 130 }} placeholder={t('common.all')} data-testid="source-filter-risk" />
        </Form.Item>
        <FilterButtons prefix="source" onReset={records.onReset} />
      </Form>

      <RecordToolbar
        prefix="source"
        {...records.toolbar(() => void navigate(SOURCE_FORM_PATH))}
        importFile={{ permission: Permissions.SOURCE_IMPORT, onClick: () => setImporting(true) }}
        exportAll={{ permission: Permissions.SOURCE_EXPORT, busy: exporting, onClick: exportAll }}
        columns={<ColumnChooser prefix="source" layout={layout} />}
      />

      <Table<SourcePoint> {...records.tableProps} columns={layout.shown} data-testid="source-table" />
      <Pagination {...records.paginationProps} />

      {importing && (
        <ImportDialog
          title={t('epidemic.source.importTitle')}
          endpoint={sourceEndpoints.sourceImport}
          template={sourceEndpoints.sourceImportTemplate}
          updatable
          onClose={() => setImporting(false)}
          onImported={records.refresh}
        />
      )}
      {overlay}
    </Card>
  );
}

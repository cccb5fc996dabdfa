import type { FocusType, RiskLevel, SourcePoint, SourceStatus } from '@ews/contract';
import { sourceEndpoints } from '@ews/contract/endpoints/sources';
import { Permissions } from '@ews/contract/permissions';
import type { SOURCE_SORT_FIELDS } from '@ews/contract/schemas/sources';
import { App, Button, Card, Cascader, Form, Input, Select, Space, Table } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../../api/index.ts';
import { downloadFile } from '../../../api/transfer.ts';
import { Auth } from '../../../components/Auth.tsx';
import { useExportOverlay } from '../../../components/ExportOverlay.tsx';
import { ImportDialog } from '../../../components/ImportDialog.tsx';
import { ColumnChooser, FilterButtons, RecordToolbar } from '../../../components/ListControls.tsx';
import { Pagination } from '../../../components/Pagination.tsx';
import { useAuth } from '../../../hooks/useAuth.ts';
import { useConfirm } from '../../../hooks/useConfirm.ts';
import { useColumnLayout, type ListColumn } from '../../../hooks/useColumnLayout.tsx';
import { usePagedList, type PageQuery } from '../../../hooks/usePagedList.ts';
import { useAppStore } from '../../../stores/app.ts';
import { formatDateTime } from '../../../utils/format.ts';
import { useReloadOnChange } from '../shared/changes.ts';
import { focusTypeName, focusTypeOptions, RiskTag, riskOptions, statusOptions } from '../../../components/domain/labels.tsx';
import { regionChoice, regionOptions, regionText, useRegionTree } from '../../../components/domain/regions.ts';
import { recordPath, SOURCE_FORM_PATH } from '../shared/paths.ts';
import { onTableSort, sortOrderOf, type SortOrder } from '../shared/sorting.ts';
import { TintTag, type TagColour } from '../../../components/TintTag.tsx';

type SortField = (typeof SOURCE_SORT_FIELDS)[number];

interface SourceFilters {
  keyword?: string;
  focusType?: FocusType;
  provinceCode?: string;
  prefectureCode?: string;
  countyCode?: string;
  status?: SourceStatus;
  riskLevel?: RiskLevel;
  sort?: SortField;
  order?: SortOrder;
}

type SourceQuery = PageQuery & SourceFilters;

interface FilterValues {
  keyword?: string;
  focusType?: FocusType;
  region?: string[];
  status?: SourceStatus;
  riskLevel?: RiskLevel;
}

const loadSources = (query: SourceQuery) => api.sourceList(query);
const SOURCE_STATUS_COLOURS: Record<SourceStatus, TagColour> = { active: 'green', quiescent: 'gold', eliminated: 'grey' };
const SORTABLE: ReadonlySet<string> = new Set<SortField>(['code', 'name', 'focusType', 'riskLevel', 'status', 'lastSurveyOn', 'updatedAt']);
const NO_FILTERS: SourceFilters = { keyword: undefined, focusType: undefined, provinceCode: undefined, prefectureCode: undefined, countyCode: undefined, status: undefined, riskLevel: undefined };

/** epidemicSource/sourceList: source points searched, filtered, sorted and paged; add, view, update, delete, import and export. */
export default function SourceList() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const { hasPermission } = useAuth();
  const language = useAppStore((state) => state.language);
  const [filters] = Form.useForm<FilterValues>();
  const regions = useRegionTree();
  const { query, list, total, loading, search, setPage, refresh } = usePagedList<SourceQuery, SourcePoint>(loadSources, {});
  const [selected, setSelected] = useState<number[]>([]);
  const [importing, setImporting] = useState(false);
  const { exporting, runExport, overlay } = useExportOverlay();

  // A save on the form page reloads this list, which a tab may have kept alive meanwhile.
  useReloadOnChange('source', refresh);

  function onSearch(values: FilterValues) {
    const region = regionChoice(values.region);
    search({
      keyword: values.keyword?.trim() || undefined,
      focusType: values.focusType,
      provinceCode: region.provinceCode || undefined,
      prefectureCode: region.prefectureCode || undefined,
      countyCode: region.countyCode || undefined,
      status: values.status,
      riskLevel: values.riskLevel,
    });
  }

  function onReset() {
    filters.resetFields();
    search(NO_FILTERS);
  }

  function remove(sources: SourcePoint[]) {
    if (sources.length === 0) return;
    const names = sources.map((source) => `${source.code} ${source.name}`).join(', ');
    confirm({
      title: sources.length === 1 ? t('epidemic.source.deleteOne', { name: names }) : t('epidemic.source.deleteMany', { count: sources.length }),
      content: (
        <>
          {sources.length > 1 && <p>{names}</p>}
          <p>{t('epidemic.source.deleteHint')}</p>
        </>
      ),
      danger: true,
      onOk: async () => {
        await api.sourceDelete({ ids: sources.map((source) => source.sourceId).join(',') });
        void message.success(t('common.deleted'));
        setSelected((previous) => previous.filter((id) => !sources.some((source) => source.sourceId === id)));
        refresh();
      },
    });
  }

  /** Every row the current filter matches, in its order: the filters applied, not what is typed but not searched yet. */
  function exportAll() {
    const { page: _page, limit: _limit, ...filter } = query;
    // A failure has been shown by the request wrapper.
    runExport(() => downloadFile(sourceEndpoints.sourceExport, filter)).catch(() => undefined);
  }

  const sortOrder = sortOrderOf<SortField>(query);
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

  const selectedSources = useMemo(() => list.filter((source) => selected.includes(source.sourceId)), [list, selected]);
  const regionChoices = useMemo(() => regionOptions(regions, language), [regions, language]);

  return (
    <Card className="list-page" data-testid="source-page">
      <Form form={filters} layout="inline" className="list-filters" onFinish={onSearch}>
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
          <Select allowClear options={statusOptions(t)} style={{ width: 130 }} placeholder={t('common.all')} data-testid="source-filter-status" />
        </Form.Item>
        <Form.Item name="riskLevel" label={t('epidemic.risk.level')}>
          <Select allowClear options={riskOptions(t)} style={{ width: 130 }} placeholder={t('common.all')} data-testid="source-filter-risk" />
        </Form.Item>
        <FilterButtons prefix="source" onReset={onReset} />
      </Form>

      <RecordToolbar
        prefix="source"
        add={{ permission: Permissions.SOURCE_ADD, onClick: () => void navigate(SOURCE_FORM_PATH) }}
        deleteSelected={{ permission: Permissions.SOURCE_DELETE, selectedCount: selectedSources.length, onClick: () => remove(selectedSources) }}
        importFile={{ permission: Permissions.SOURCE_IMPORT, onClick: () => setImporting(true) }}
        exportAll={{ permission: Permissions.SOURCE_EXPORT, busy: exporting, onClick: exportAll }}
        onRefresh={refresh}
        columns={<ColumnChooser prefix="source" layout={layout} />}
      />

      <Table<SourcePoint>
        rowKey="sourceId"
        columns={layout.shown}
        dataSource={list}
        loading={loading}
        pagination={false}
        onChange={onTableSort<SourcePoint, SortField>(SORTABLE, search)}
        scroll={{ x: 'max-content' }}
        rowSelection={hasPermission([Permissions.SOURCE_DELETE]) ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) } : undefined}
        data-testid="source-table"
      />
      <Pagination total={total} page={query.page} limit={query.limit} onChange={setPage} />

      {importing && (
        <ImportDialog
          title={t('epidemic.source.importTitle')}
          endpoint={sourceEndpoints.sourceImport}
          template={sourceEndpoints.sourceImportTemplate}
          updatable
          onClose={() => setImporting(false)}
          onImported={refresh}
        />
      )}
      {overlay}
    </Card>
  );
}

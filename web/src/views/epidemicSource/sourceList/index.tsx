import type { FocusType, RiskLevel, SourcePoint, SourceStatus } from '@ews/contract';
import { sourceEndpoints } from '@ews/contract/endpoints/sources';
import { Permissions } from '@ews/contract/permissions';
import type { SOURCE_SORT_FIELDS } from '@ews/contract/schemas/sources';
import { Card, Cascader, Form } from 'antd';
import { useMemo } from 'react';
import { useAllowClear } from '../../../hooks/useAllowClear.tsx';
import { useRecordList } from '../../../hooks/useRecordList.ts';
import { sourceResource } from '../../resources.ts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RecordTable } from '../../../components/ListControls.tsx';
import { useRecordTransfer } from '../../../components/RecordTransfer.tsx';
import { actionsColumn, RowActions } from '../../../components/RowActions.tsx';
import { ListFilters, TextFilter, ChoiceFilter } from '../../../components/ListFilters.tsx';
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
  const transfer = useRecordTransfer({
    query,
    importTitle: t('epidemic.source.importTitle'),
    importEndpoint: sourceEndpoints.sourceImport,
    template: sourceEndpoints.sourceImportTemplate,
    importPermission: Permissions.SOURCE_IMPORT,
    exportEndpoint: sourceEndpoints.sourceExport,
    exportPermission: Permissions.SOURCE_EXPORT,
    onImported: records.refresh,
  });

  const openForm = (sourceId: number, mode?: 'view') => navigate(recordPath(SOURCE_FORM_PATH, sourceId, mode));

  const columns: ListColumn<SourcePoint>[] = [
    { title: t('epidemic.source.code'), dataIndex: 'code', key: 'code', sorter: true, sortOrder: sortOrder('code'), fixed: 'left', essential: true },
    { title: t('epidemic.source.name'), dataIndex: 'name', key: 'name', sorter: true, sortOrder: sortOrder('name'), essential: true, wrap: 200 },
    {
      title: t('epidemic.risk.label'),
      dataIndex: 'riskLevel',
      key: 'riskLevel',
      essential: true,
      sorter: true,
      sortOrder: sortOrder('riskLevel'),
      render: (risk: RiskLevel) => <RiskTag priority={risk} />,
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
    actionsColumn(t, (source) => (
      <RowActions
        actions={[
          { label: t('common.view'), onClick: () => void openForm(source.sourceId, 'view'), testId: 'source-view' },
          { label: t('button.edit'), onClick: () => void openForm(source.sourceId), testId: 'source-edit', permission: Permissions.SOURCE_EDIT },
          { label: t('button.delete'), onClick: () => remove([source]), testId: 'source-delete', permission: Permissions.SOURCE_DELETE, danger: true },
        ]}
      />
    )),
  ];
  const layout = useColumnLayout('sourceList', columns);

  const regionChoices = useMemo(() => regionOptions(regions, language), [regions, language]);
  const allowClear = useAllowClear();

  return (
    <Card className="list-page" data-testid="source-page" data-tour="source-list">
      <ListFilters {...records.filterProps} prefix="source" onReset={records.onReset}>
        <TextFilter name="keyword" label={t('epidemic.keyword')} maxLength={100} testId="source-filter-keyword" />
        <ChoiceFilter name="focusType" label={t('epidemic.source.focusType')} options={focusTypeOptions(language)} width={260} searchable testId="source-filter-focus" />
        <Form.Item name="region" label={t('epidemic.region')}>
          <Cascader
            options={regionChoices}
            changeOnSelect
            showSearch
            allowClear={allowClear}
            style={{ width: 280 }}
            placeholder={t('epidemic.regionPlaceholder')}
            data-testid="source-filter-region"
          />
        </Form.Item>
        <ChoiceFilter name="status" label={t('epidemic.source.status')} options={sourceStatusOptions(t)} width={130} testId="source-filter-status" />
        <ChoiceFilter name="riskLevel" label={t('epidemic.risk.label')} options={riskOptions(t)} width={130} testId="source-filter-risk" />
      </ListFilters>

      <RecordTable prefix="source" records={records} layout={layout} onAdd={() => void navigate(SOURCE_FORM_PATH)} {...transfer.toolbar} />
      {transfer.dialogs}
    </Card>
  );
}

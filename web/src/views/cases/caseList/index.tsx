import type { HumanCase } from '@ews/contract';
import { caseEndpoints } from '@ews/contract/endpoints/cases';
import { CASE_CLASSIFICATIONS, CLINICAL_FORMS } from '@ews/contract/domain';
import { Permissions } from '@ews/contract/permissions';
import type { CASE_SORT_FIELDS } from '@ews/contract/schemas/cases';
import { Card, Cascader, Checkbox, Form } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ChoiceFilter, DateRangeFilter, ListFilters, TextFilter } from '../../../components/ListFilters.tsx';
import { RecordTable } from '../../../components/ListControls.tsx';
import { ReadableTabs } from '../../../components/ReadableTabs.tsx';
import { useRecordTransfer } from '../../../components/RecordTransfer.tsx';
import { actionsColumn, RowActions } from '../../../components/RowActions.tsx';
import { regionChoice, regionName, regionOptions, useRegionTree } from '../../../components/domain/regions.ts';
import { useAllowClear } from '../../../hooks/useAllowClear.tsx';
import { useColumnLayout, type ListColumn } from '../../../hooks/useColumnLayout.tsx';
import { useRecordList } from '../../../hooks/useRecordList.ts';
import { useAppStore } from '../../../stores/app.ts';
import { formatDateTime, pickerDate } from '../../../utils/format.ts';
import { caseResource } from '../../resources.ts';
import { ClassificationTag, exposureText, ReportLag, SignalLink, termOptions } from '../shared/case-display.tsx';
import { CaseDetailDrawer } from './CaseDetailDrawer.tsx';
import { CaseFormDrawer } from './CaseFormDrawer.tsx';
import { TimelinessPanel } from './TimelinessPanel.tsx';

type SortField = (typeof CASE_SORT_FIELDS)[number];
type PickerValue = { format(template: string): string } | null;

interface FilterValues {
  keyword?: string;
  classification?: HumanCase['classification'];
  clinicalForm?: HumanCase['clinicalForm'];
  region?: string[] | null;
  reported?: [PickerValue, PickerValue] | null;
  late?: boolean;
}

const SORTABLE: readonly SortField[] = ['reportAt', 'classification'];

function toFilters({ keyword, classification, clinicalForm, region, reported, late }: FilterValues) {
  const { provinceCode, prefectureCode, countyCode } = regionChoice(region);
  return {
    keyword: keyword?.trim() || undefined,
    classification,
    clinicalForm,
    provinceCode: provinceCode || undefined,
    prefectureCode: prefectureCode || undefined,
    countyCode: countyCode || undefined,
    from: pickerDate(reported?.[0]),
    to: pickerDate(reported?.[1]),
    late: late ? ('true' as const) : undefined,
  };
}

/** What the page shows over the list, in its address so it can be linked to: a case (`?caseId=`), its edit form (`&edit=1`), or a new case (`?add=1`). */
function useOpenCase() {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('caseId'));
  const caseId = Number.isInteger(raw) && raw > 0 ? raw : null;
  const set = (next: Record<string, string>) => setParams(next, { replace: false });
  return {
    caseId,
    editing: caseId !== null && params.get('edit') === '1',
    adding: params.get('add') === '1',
    view: (id: number) => set({ caseId: String(id) }),
    edit: (id: number) => set({ caseId: String(id), edit: '1' }),
    add: () => set({ add: '1' }),
    close: () => setParams({}, { replace: true }),
  };
}

/**
 * cases/caseList: human plague cases, newest report first, one record per person (no name or ID
 * number). Each row says how late it was reported (over 2 hours flagged) and links the signal the
 * case raised; a case opens over the list with its contacts and their 9-day follow-up. Add, edit,
 * delete, import and export by permission; the timeliness tab gives each reporting unit's weekly
 * share of cases reported within 2 hours.
 */
export default function CaseList() {
  const { t } = useTranslation();
  const language = useAppStore((state) => state.language);
  const regions = useRegionTree();
  const allowClear = useAllowClear();
  const open = useOpenCase();
  const records = useRecordList(caseResource, {
    toFilters,
    sortable: SORTABLE,
    confirmDelete: (rows) => ({
      title: rows.length === 1 ? t('cases.deleteOne', { at: formatDateTime(rows[0]!.reportAt) }) : t('cases.deleteMany', { count: rows.length }),
      content: t('cases.deleteHint'),
    }),
  });
  const { query, remove, sortOrder } = records;
  const transfer = useRecordTransfer({
    query,
    importTitle: t('cases.importTitle'),
    importEndpoint: caseEndpoints.caseImport,
    template: caseEndpoints.caseImportTemplate,
    importPermission: Permissions.CASE_IMPORT,
    exportEndpoint: caseEndpoints.caseExport,
    exportPermission: Permissions.CASE_EXPORT,
    onImported: records.refresh,
    updatable: false,
  });

  const columns: ListColumn<HumanCase>[] = [
    {
      title: t('cases.labels.reportAt'),
      dataIndex: 'reportAt',
      key: 'reportAt',
      fixed: 'left',
      essential: true,
      sorter: true,
      sortOrder: sortOrder('reportAt'),
      render: (value: string) => formatDateTime(value),
    },
    {
      title: t('cases.labels.classification'),
      dataIndex: 'classification',
      key: 'classification',
      essential: true,
      sorter: true,
      sortOrder: sortOrder('classification'),
      render: (value: HumanCase['classification']) => <ClassificationTag classification={value} />,
    },
    { title: t('cases.labels.clinicalForm'), dataIndex: 'clinicalForm', key: 'clinicalForm', essential: true, render: (value: HumanCase['clinicalForm']) => t(`cases.clinicalForms.${value}`) },
    { title: t('cases.reportLag'), dataIndex: 'reportLagHours', key: 'reportLag', essential: true, render: (hours: number | null) => <ReportLag hours={hours} /> },
    {
      title: t('cases.residence'),
      key: 'residence',
      wrap: 160,
      render: (_value, row) => regionName(row.countyCode, row.countyName, regions, language) || regionName(row.prefectureCode, row.prefectureName, regions, language) || regionName(row.provinceCode, row.provinceName, regions, language),
    },
    { title: t('cases.exposurePoint'), key: 'exposure', clip: 200, render: (_value, row) => exposureText(row) },
    { title: t('cases.labels.reportingUnit'), dataIndex: 'reportingUnit', key: 'reportingUnit', clip: 180 },
    { title: t('cases.labels.outcome'), dataIndex: 'outcome', key: 'outcome', render: (value: HumanCase['outcome']) => t(`cases.outcomes.${value}`) },
    { title: t('cases.signal'), dataIndex: 'alertId', key: 'signal', render: (alertId: number | null) => <SignalLink alertId={alertId} /> },
    actionsColumn(t, (row) => (
      <RowActions
        actions={[
          { label: t('common.view'), onClick: () => open.view(row.caseId), testId: 'case-view' },
          { label: t('button.edit'), onClick: () => open.edit(row.caseId), testId: 'case-edit', permission: Permissions.CASE_EDIT },
          { label: t('button.delete'), onClick: () => remove([row]), testId: 'case-delete', permission: Permissions.CASE_DELETE, danger: true },
        ]}
      />
    )),
  ];
  const layout = useColumnLayout('caseList', columns);
  const regionChoices = useMemo(() => regionOptions(regions, language), [regions, language]);

  const list = (
    <>
      <ListFilters {...records.filterProps} prefix="case" onReset={records.onReset}>
        <TextFilter name="keyword" label={t('cases.keyword')} maxLength={100} testId="case-filter-keyword" />
        <ChoiceFilter name="classification" label={t('cases.labels.classification')} options={termOptions(t, 'classifications', CASE_CLASSIFICATIONS)} width={170} testId="case-filter-classification" />
        <ChoiceFilter name="clinicalForm" label={t('cases.labels.clinicalForm')} options={termOptions(t, 'clinicalForms', CLINICAL_FORMS)} width={170} testId="case-filter-form" />
        <Form.Item name="region" label={t('epidemic.region')}>
          <Cascader options={regionChoices} changeOnSelect showSearch allowClear={allowClear} style={{ width: 240 }} placeholder={t('common.all')} data-testid="case-filter-region" />
        </Form.Item>
        <DateRangeFilter name="reported" label={t('cases.reportRange')} testId="case-filter-reported" />
        <Form.Item name="late" valuePropName="checked">
          <Checkbox data-testid="case-filter-late">{t('cases.lateOnly')}</Checkbox>
        </Form.Item>
      </ListFilters>
      <RecordTable prefix="case" records={records} layout={layout} onAdd={open.add} {...transfer.toolbar} />
      {transfer.dialogs}
    </>
  );

  return (
    <Card className="list-page" data-testid="case-page">
      {/* The timeliness tab is drawn (and asks the server) only once it is opened. */}
      <ReadableTabs
        items={[
          { key: 'list', label: t('cases.title'), children: list },
          { key: 'timeliness', label: t('cases.timeliness.title'), children: <TimelinessPanel /> },
        ]}
        data-testid="case-tabs"
      />
      {open.caseId !== null && !open.editing ? <CaseDetailDrawer key={open.caseId} caseId={open.caseId} onEdit={() => open.edit(open.caseId!)} onOpenCase={open.view} onClose={open.close} /> : null}
      {open.adding || open.editing ? <CaseFormDrawer caseId={open.editing ? open.caseId! : undefined} onClose={open.close} onSaved={(saved) => open.view(saved.caseId)} /> : null}
    </Card>
  );
}

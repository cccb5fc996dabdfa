import type { Alert, AlertStatus } from '@ews/contract';
import { App, Card, Cascader, Form, Table } from 'antd';
import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { returnedToTab } from '../../../app/tab-return.ts';
import { ColumnChooser, ToolbarEnd } from '../../../components/ListControls.tsx';
import { actionsColumn, RowActionButton } from '../../../components/RowActions.tsx';
import { ListFilters, ChoiceFilter, DateRangeFilter } from '../../../components/ListFilters.tsx';
import { Pagination } from '../../../components/Pagination.tsx';
import { useColumnLayout, type ListColumn } from '../../../hooks/useColumnLayout.tsx';
import { useRecordList } from '../../../hooks/useRecordList.ts';
import { alertResource } from '../../resources.ts';
import { useAppStore } from '../../../stores/app.ts';
import { pickerDate, timeSince } from '../../../utils/format.ts';
import { focusTypeName, focusTypeOptions, priorityOptions, RiskTag, signalSite } from '../../../components/domain/labels.tsx';
import { regionChoice, regionName, regionOptions, useRegionTree } from '../../../components/domain/regions.ts';
import { AlertDetailDrawer } from './AlertDetailDrawer.tsx';
import { observedOfThreshold } from './format.ts';
import { AlertStatusTag, alertStatusOptions } from './labels.tsx';
import { filtersFromUrl, OPEN, unknownInUrl, type AlertFilterValues } from './url-filters.ts';

type Priority = Alert['priority'];

/** Every filter is set (or cleared) by a search: 'open' and a status exclude each other. */
function toFilters(values: AlertFilterValues) {
  const open = values.status === OPEN;
  const region = regionChoice(values.region);
  return {
    priority: values.priority,
    status: open ? undefined : (values.status as AlertStatus | undefined),
    open: open ? ('true' as const) : undefined,
    focusType: values.focusType,
    provinceCode: region.provinceCode || undefined,
    prefectureCode: region.prefectureCode || undefined,
    countyCode: region.countyCode || undefined,
    from: pickerDate(values.dates?.[0]),
    to: pickerDate(values.dates?.[1]),
  };
}

/** The query keys the filter form sets. */
const FILTER_KEYS = Object.keys(toFilters({}));

/** The filter's label for each key a link may carry. */
const LINK_KEY_LABEL: Record<string, string> = {
  priority: 'surveillance.alert.priority',
  status: 'surveillance.alert.status',
  open: 'surveillance.alert.status',
  focusType: 'surveillance.focusType',
  provinceCode: 'surveillance.alert.region',
  prefectureCode: 'surveillance.alert.region',
  countyCode: 'surveillance.alert.region',
  from: 'surveillance.dateRange',
  to: 'surveillance.dateRange',
};

/**
 * surveillance/alertList: the engine's signals, open first, then the most urgent, then the latest trigger; by priority, status, focus
 * type, region and date; the detail shows the evidence and moves the alert along its workflow.
 */
export default function AlertList() {
  const { t } = useTranslation();
  const language = useAppStore((state) => state.language);
  const regions = useRegionTree();
  // A link names its filters in the address (the bell's ?status=open, a notification's ?priority=urgent&countyCode=…).
  const [searchParams] = useSearchParams();
  const [linked] = useState(() => filtersFromUrl(searchParams));
  const { key: arrival, state: arrivalState } = useLocation();
  const records = useRecordList(alertResource, { toFilters, initial: linked ? toFilters(linked) : {} });
  const { query, refresh } = records;
  const filters = records.filterProps.form;
  // A notification links to one alert with ?alertId=: its detail opens over the list.
  const [viewing, setViewing] = useState<number | null>(() => Number(searchParams.get('alertId')) || null);

  // Each arrival through a link shows what it names, in a tab kept alive too; the tab shown again
  // from the tab bar keeps the filters the user chose since.
  const { message } = App.useApp();
  const showLinked = useEffectEvent(() => {
    if (returnedToTab(arrivalState)) return;
    const unknown = [...new Set(unknownInUrl(searchParams).map((key) => t(LINK_KEY_LABEL[key]!)))];
    if (unknown.length > 0) void message.warning(t('surveillance.alert.linkUnknown', { fields: unknown.join(', ') }));
    const wanted = filtersFromUrl(searchParams);
    if (!wanted) return;
    filters.resetFields();
    filters.setFieldsValue(wanted);
    const next: Record<string, unknown> = toFilters(wanted);
    const shown: Record<string, unknown> = { ...query };
    if (FILTER_KEYS.some((key) => shown[key] !== next[key])) records.filterProps.onFinish(filters.getFieldsValue());
  });
  useEffect(() => showLinked(), [arrival]);

  const columns: ListColumn<Alert>[] = [
    { title: t('surveillance.alert.priority'), dataIndex: 'priority', key: 'priority', essential: true, render: (priority: Priority) => <RiskTag priority={priority} /> },
    { title: t('surveillance.alert.status'), dataIndex: 'status', key: 'status', essential: true, render: (status: AlertStatus) => <AlertStatusTag status={status} /> },
    // How long a signal has waited is what an analyst weighs first: in view at 1280 px.
    { title: t('surveillance.alert.since'), dataIndex: 'triggeredAt', key: 'since', essential: true, render: (triggeredAt: string) => timeSince(triggeredAt, language) },
    { title: t('surveillance.source'), key: 'source', essential: true, wrap: 200, render: (_value, alert) => signalSite(alert) },
    { title: t('surveillance.alert.rule'), dataIndex: 'rule', key: 'rule', essential: true, render: (rule: Alert['rule']) => t(`surveillance.alert.rules.${rule}`) },
    { title: t('surveillance.alert.observed'), key: 'observed', align: 'right', render: (_value, alert) => observedOfThreshold(alert, language) },
    { title: t('surveillance.alert.region'), dataIndex: 'countyName', key: 'region', wrap: 240, render: (_value, alert) => [regionName(alert.provinceCode, '', regions, language), regionName(alert.countyCode, alert.countyName, regions, language)].filter(Boolean).join(' / ') },
    { title: t('surveillance.alert.triggeredAt'), dataIndex: 'triggeredAt', key: 'triggeredAt' },
    { title: t('surveillance.alert.lastTriggeredAt'), dataIndex: 'lastTriggeredAt', key: 'lastTriggeredAt' },
    { title: t('surveillance.focusType'), dataIndex: 'focusType', key: 'focusType', wrap: 220, render: (focusType: Alert['focusType']) => focusTypeName(focusType, language) },
    actionsColumn(t, (alert) => <RowActionButton label={t('common.view')} onClick={() => setViewing(alert.alertId)} testId="alert-view" />),
  ];
  const layout = useColumnLayout('alertList', columns);

  return (
    <Card className="list-page" data-testid="alert-page" data-tour="alert-list">
      <ListFilters {...records.filterProps} prefix="alert" onReset={records.onReset}>
        <ChoiceFilter name="priority" label={t('surveillance.alert.priority')} options={priorityOptions(t)} width={120} testId="alert-filter-priority" />
        <ChoiceFilter name="status" label={t('surveillance.alert.status')} options={[{ value: OPEN, label: t('surveillance.alert.openOnly') }, ...alertStatusOptions(t)]} width={150} testId="alert-filter-status" />
        <ChoiceFilter name="focusType" label={t('surveillance.focusType')} options={focusTypeOptions(language)} width={260} searchable testId="alert-filter-focus" />
        <Form.Item name="region" label={t('surveillance.alert.region')}>
          <Cascader options={regionOptions(regions, language)} changeOnSelect showSearch style={{ width: 260 }} placeholder={t('common.all')} data-testid="alert-filter-region" />
        </Form.Item>
        <DateRangeFilter name="dates" label={t('surveillance.dateRange')} testId="alert-filter-dates" />
      </ListFilters>

      <div className="list-toolbar">
        <ToolbarEnd prefix="alert" onRefresh={refresh} columns={<ColumnChooser prefix="alert" layout={layout} />} />
      </div>

      <Table<Alert> {...records.tableProps} columns={layout.shown} data-testid="alert-table" />
      <Pagination {...records.paginationProps} />

      {viewing !== null && <AlertDetailDrawer alertId={viewing} onClose={() => setViewing(null)} onChanged={refresh} />}
    </Card>
  );
}

import type { Alert, AlertStatus, FocusType } from '@ews/contract';
import { ALERT_LEVELS } from '@ews/contract/domain';
import { Card, Cascader, Form, Table } from 'antd';
import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { ColumnChooser, ToolbarEnd } from '../../../components/ListControls.tsx';
import { actionsColumn, RowActionButton } from '../../../components/RowActions.tsx';
import { ListFilters, ChoiceFilter, DateRangeFilter } from '../../../components/ListFilters.tsx';
import { Pagination } from '../../../components/Pagination.tsx';
import { useColumnLayout, type ListColumn } from '../../../hooks/useColumnLayout.tsx';
import { useRecordList } from '../../../hooks/useRecordList.ts';
import { alertResource } from '../../resources.ts';
import { useAppStore } from '../../../stores/app.ts';
import { pickerDate } from '../../../utils/format.ts';
import { focusTypeName, focusTypeOptions, RiskTag } from '../../../components/domain/labels.tsx';
import { regionChoice, regionName, regionOptions, useRegionTree } from '../../../components/domain/regions.ts';
import { AlertDetailDrawer } from './AlertDetailDrawer.tsx';
import { observedOfThreshold } from './format.ts';
import { AlertStatusTag, alertStatusOptions } from './labels.tsx';

type Level = Alert['level'];

type PickerValue = { format(template: string): string } | null;

/** 'open' stands for every status still asking for work (new, verifying, confirmed, responding). */
const OPEN = 'open';

interface FilterValues {
  level?: Level;
  status?: AlertStatus | typeof OPEN;
  focusType?: FocusType;
  region?: string[];
  dates?: [PickerValue, PickerValue] | null;
}

/** Every filter is set (or cleared) by a search: 'open' and a status exclude each other. */
function toFilters(values: FilterValues) {
  const open = values.status === OPEN;
  const region = regionChoice(values.region);
  return {
    level: values.level,
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

/**
 * surveillance/alertList: the engine's alerts, newest trigger first, by level, status, focus
 * type, region and date; the detail shows the evidence and moves the alert along its workflow.
 */
export default function AlertList() {
  const { t } = useTranslation();
  const language = useAppStore((state) => state.language);
  const regions = useRegionTree();
  // The alert bell links here with ?status=open.
  const [searchParams] = useSearchParams();
  const wantsOpen = searchParams.get('status') === OPEN;
  const { key: arrival } = useLocation();
  const records = useRecordList(alertResource, { toFilters, initial: wantsOpen ? { open: 'true' } : {} });
  const { query, refresh } = records;
  const filters = records.filterProps.form;
  // A notification links to one alert with ?alertId=: its detail opens over the list.
  const [viewing, setViewing] = useState<number | null>(() => Number(searchParams.get('alertId')) || null);

  // Each arrival through the bell shows the open alerts, in a tab kept alive too.
  const showOpen = useEffectEvent(() => {
    filters.setFieldsValue({ status: OPEN });
    if (query.open !== 'true' || query.status || query.level || query.focusType || query.provinceCode || query.from || query.to) records.filterProps.onFinish(filters.getFieldsValue());
  });
  useEffect(() => {
    if (wantsOpen) showOpen();
  }, [wantsOpen, arrival]);

  const columns: ListColumn<Alert>[] = [
    { title: t('surveillance.alert.level'), dataIndex: 'level', key: 'level', essential: true, render: (level: Level) => <RiskTag level={level} /> },
    { title: t('surveillance.alert.status'), dataIndex: 'status', key: 'status', essential: true, render: (status: AlertStatus) => <AlertStatusTag status={status} /> },
    { title: t('surveillance.source'), key: 'source', essential: true, wrap: 200, render: (_value, alert) => `${alert.sourceCode} ${alert.sourceName}` },
    { title: t('surveillance.alert.rule'), dataIndex: 'rule', key: 'rule', essential: true, render: (rule: Alert['rule']) => t(`surveillance.alert.rules.${rule}`) },
    { title: t('surveillance.alert.observed'), key: 'observed', align: 'right', render: (_value, alert) => observedOfThreshold(alert, language) },
    { title: t('surveillance.alert.region'), dataIndex: 'countyName', key: 'region', wrap: 240, render: (_value, alert) => [regionName(alert.provinceCode, '', regions, language), regionName(alert.countyCode, alert.countyName, regions, language)].filter(Boolean).join(' / ') },
    { title: t('surveillance.alert.triggeredAt'), dataIndex: 'triggeredAt', key: 'triggeredAt' },
    { title: t('surveillance.alert.lastTriggeredAt'), dataIndex: 'lastTriggeredAt', key: 'lastTriggeredAt' },
    { title: t('surveillance.focusType'), dataIndex: 'focusType', key: 'focusType', wrap: 220, render: (focusType: FocusType) => focusTypeName(focusType, language) },
    actionsColumn(t, (alert) => <RowActionButton label={t('common.view')} onClick={() => setViewing(alert.alertId)} testId="alert-view" />),
  ];
  const layout = useColumnLayout('alertList', columns);

  return (
    <Card className="list-page" data-testid="alert-page" data-tour="alert-list">
      <ListFilters {...records.filterProps} prefix="alert" onReset={records.onReset}>
        <ChoiceFilter name="level" label={t('surveillance.alert.level')} options={ALERT_LEVELS.map((level) => ({ value: level, label: t(`epidemic.risk.${level}`) }))} width={120} testId="alert-filter-level" />
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

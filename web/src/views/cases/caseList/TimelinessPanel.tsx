import { CASE_REPORT_HOURS } from '@ews/contract/domain';
import { DatePicker, Progress, Space, Table, Typography, type TableColumnsType } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/index.ts';
import { useReloadOnChange } from '../../../hooks/record-changes.ts';
import { useAppStore } from '../../../stores/app.ts';

interface Row {
  reportingUnit: string;
  week: string;
  cases: number;
  onTime: number;
  share: number;
}

/** The weeks shown at first: a quarter. */
const FIRST_WEEKS = 13;

/**
 * The weekly share of cases each reporting unit reported within 2 hours of diagnosis
 * (caseTimeliness), over the report dates picked; a share below all is shown in red.
 */
export function TimelinessPanel() {
  const { t } = useTranslation();
  const language = useAppStore((state) => state.language);
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null]>(() => [dayjs().subtract(FIRST_WEEKS, 'week'), dayjs()]);
  const [rows, setRows] = useState<Row[] | null>(null);
  const [reloads, setReloads] = useState(0);
  useReloadOnChange('case', () => setReloads((count) => count + 1));

  useEffect(() => {
    let current = true;
    const [from, to] = range;
    api.caseTimeliness({ from: from?.format('YYYY-MM-DD'), to: to?.format('YYYY-MM-DD') }).then(
      ({ list }) => current && setRows(list),
      () => current && setRows([]),
    );
    return () => {
      current = false;
    };
  }, [range, reloads]);

  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 });
  const columns: TableColumnsType<Row> = [
    { title: t('cases.labels.reportingUnit'), dataIndex: 'reportingUnit', key: 'reportingUnit' },
    { title: t('cases.timeliness.week'), dataIndex: 'week', key: 'week' },
    { title: t('cases.timeliness.cases'), dataIndex: 'cases', key: 'cases', align: 'right' },
    { title: t('cases.timeliness.onTime'), dataIndex: 'onTime', key: 'onTime', align: 'right' },
    {
      title: t('cases.timeliness.share'),
      dataIndex: 'share',
      key: 'share',
      render: (share: number) => (
        <Space size={8} wrap={false}>
          <Progress percent={Math.round(share * 100)} showInfo={false} size="small" status={share < 1 ? 'exception' : 'success'} style={{ width: 80 }} />
          <span data-testid="timeliness-share">{percent.format(share)}</span>
        </Space>
      ),
    },
  ];

  return (
    <div data-testid="case-timeliness">
      <Space wrap style={{ marginBottom: 12 }}>
        <Typography.Text type="secondary">{t('cases.timeliness.hint', { hours: CASE_REPORT_HOURS })}</Typography.Text>
        <DatePicker.RangePicker
          value={range}
          format="YYYY-MM-DD"
          allowEmpty={[true, true]}
          onChange={(value) => setRange([value?.[0] ?? null, value?.[1] ?? null])}
          aria-label={t('cases.reportRange')}
          data-testid="timeliness-range"
        />
      </Space>
      <Table<Row>
        rowKey={(row) => `${row.reportingUnit}:${row.week}`}
        size="small"
        loading={rows === null}
        columns={columns}
        dataSource={rows ?? []}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('cases.timeliness.none') }}
        data-testid="timeliness-table"
      />
    </div>
  );
}

import type { DashboardSummary } from '@ews/contract';
import { Col, Empty, Row } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusTypeName } from '../../../components/map/labels.ts';
import Chart from './Chart.tsx';
import { alertsPerWeekOption, fleaTrendOption, outbreaksPerDecadeOption } from './chart-options.ts';
import { Panel } from './Panel.tsx';

function ChartCard({ title, empty, children }: { title: string; empty: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Panel title={title}>
      {empty ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.charts.noData')} /> : children}
    </Panel>
  );
}

/** The dashboard's three charts, a chunk of their own with ECharts. */
export default function DashboardCharts({ summary }: { summary: DashboardSummary }) {
  const { t } = useTranslation();
  const focusTypeName = useFocusTypeName();
  const alerts = useMemo(() => alertsPerWeekOption(summary.alertsPerWeek, t), [summary.alertsPerWeek, t]);
  const fleas = useMemo(() => fleaTrendOption(summary.fleaIndexTrend, focusTypeName), [summary.fleaIndexTrend, focusTypeName]);
  const decades = useMemo(() => outbreaksPerDecadeOption(summary.outbreaksPerDecade, t), [summary.outbreaksPerDecade, t]);
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={8}>
        <ChartCard title={t('dashboard.charts.alertsPerWeek')} empty={summary.alertsPerWeek.length === 0}>
          <Chart option={alerts} testId="chart-alerts-per-week" />
        </ChartCard>
      </Col>
      <Col xs={24} xl={8}>
        <ChartCard title={t('dashboard.charts.fleaIndexTrend')} empty={summary.fleaIndexTrend.length === 0}>
          <Chart option={fleas} testId="chart-flea-index" htmlLegend />
        </ChartCard>
      </Col>
      <Col xs={24} xl={8}>
        <ChartCard title={t('dashboard.charts.outbreaksPerDecade')} empty={summary.outbreaksPerDecade.length === 0}>
          <Chart option={decades} testId="chart-outbreaks-per-decade" />
        </ChartCard>
      </Col>
    </Row>
  );
}

import { Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../../../stores/app.ts';
import { demoValues, lineOption, monthLabels } from '../../../../templates/components/chart-data.ts';
import { DemoCard, demoScreen } from '../../../../templates/components/DemoScreen.tsx';
import Chart from '../../../admin/dashboard/Chart.tsx';

const EXPECTED = demoValues(23, 12, 80, 160);
const ACTUAL = demoValues(29, 12, 60, 180);

/** /charts/line: the template's line chart: expected and actual visits per month. */
function LineChart() {
  const { t } = useTranslation();
  const language = useAppStore((state) => state.language);
  const expected = t('templates.charts.expected');
  const actual = t('templates.charts.actual');
  const option = useMemo(
    () =>
      lineOption(monthLabels(language), [
        { name: expected, values: EXPECTED },
        { name: actual, values: ACTUAL },
      ]),
    [language, expected, actual],
  );
  return (
    <DemoCard testId="demo-line-chart" title={t('templates.route.lineChart')}>
      <Typography.Paragraph>{t('templates.charts.lineIntro')}</Typography.Paragraph>
      <Chart option={option} style={{ height: 420 }} testId="line-chart" />
    </DemoCard>
  );
}

export default demoScreen(LineChart);

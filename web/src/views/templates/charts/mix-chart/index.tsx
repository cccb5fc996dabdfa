import { Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../../../stores/app.ts';
import { demoValues, mixOption, monthLabels, sharePercent } from '../../../../templates/components/chart-data.ts';
import { DemoCard, demoScreen } from '../../../../templates/components/DemoScreen.tsx';
import Chart from '../../../admin/dashboard/Chart.tsx';

const FEMALE = demoValues(31, 12, 300, 900);
const MALE = demoValues(37, 12, 300, 900);
const FEMALE_SHARE = sharePercent(FEMALE, MALE);

/** /charts/mix-chart: the template's mix chart: stacked bars on one axis, a line on a second one. */
function MixChart() {
  const { t } = useTranslation();
  const language = useAppStore((state) => state.language);
  const female = t('templates.charts.female');
  const male = t('templates.charts.male');
  const share = t('templates.charts.femaleShare');
  const people = t('templates.charts.people');
  const percent = t('templates.charts.percent');
  const option = useMemo(
    () =>
      mixOption(
        monthLabels(language),
        [
          { name: female, values: FEMALE },
          { name: male, values: MALE },
        ],
        { name: share, values: FEMALE_SHARE },
        { bars: people, line: percent },
      ),
    [language, female, male, share, people, percent],
  );
  return (
    <DemoCard testId="demo-mix-chart" title={t('templates.route.mixChart')}>
      <Typography.Paragraph>{t('templates.charts.mixIntro')}</Typography.Paragraph>
      <Chart option={option} style={{ height: 460 }} testId="mix-chart" />
    </DemoCard>
  );
}

export default demoScreen(MixChart);

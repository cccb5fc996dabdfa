import { Typography } from 'antd';
import { useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../../../stores/app.ts';
import { demoValues, keyboardOption, monthLabels, stepHighlight } from '../../../../templates/components/chart-data.ts';
import { DemoCard, demoScreen } from '../../../../templates/components/DemoScreen.tsx';
import Chart from '../../../admin/dashboard/Chart.tsx';

const VALUES = demoValues(17, 12, 20, 120);

/**
 * /charts/keyboard: the template's keyboard chart: bars, one highlighted; the arrow keys (and
 * Home, End) move the highlight. The chart is a slider to assistive technology: its value is the
 * highlighted month and its number.
 */
function KeyboardChart() {
  const { t } = useTranslation();
  const language = useAppStore((state) => state.language);
  const labels = useMemo(() => monthLabels(language), [language]);
  const [highlighted, setHighlighted] = useState(0);
  const name = t('templates.charts.value');
  const option = useMemo(() => keyboardOption(labels, VALUES, highlighted, name), [labels, highlighted, name]);
  const current = t('templates.charts.highlighted', { month: labels[highlighted], value: VALUES[highlighted] });

  const onKeyDown = (event: KeyboardEvent) => {
    const next = stepHighlight(highlighted, event.key, VALUES.length);
    if (next === undefined) return;
    event.preventDefault();
    setHighlighted(next);
  };

  return (
    <DemoCard testId="demo-keyboard-chart" title={t('templates.route.keyboardChart')}>
      <Typography.Paragraph>{t('templates.charts.keyboardIntro')}</Typography.Paragraph>
      <div
        role="slider"
        tabIndex={0}
        aria-label={t('templates.route.keyboardChart')}
        aria-valuemin={1}
        aria-valuemax={VALUES.length}
        aria-valuenow={highlighted + 1}
        aria-valuetext={current}
        onKeyDown={onKeyDown}
        data-testid="keyboard-chart"
      >
        <Chart option={option} style={{ height: 400 }} />
      </div>
      <Typography.Paragraph strong data-testid="keyboard-chart-highlight">
        {current}
      </Typography.Paragraph>
    </DemoCard>
  );
}

export default demoScreen(KeyboardChart);

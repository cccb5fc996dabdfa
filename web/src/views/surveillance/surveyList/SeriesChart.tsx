import type { RiskRule } from '@ews/contract';
import { DataZoomComponent, MarkLineComponent } from 'echarts/components';
import { use as registerParts } from 'echarts/core';
import { Empty, Spin, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/index.ts';
import { useRecordLoad } from '../../../hooks/useRecordLoad.ts';
import Chart from '../../admin/dashboard/Chart.tsx';
import { seriesOption, type SeriesPoint } from './series-option.ts';

// The dashboard's chart draws lines on a grid with legend and tooltip; this one adds threshold
// lines and a zoom. The module is loaded on demand, so ECharts stays out of the list's chunk.
registerParts([MarkLineComponent, DataZoomComponent]);

interface Series {
  sourceId: number;
  points: SeriesPoint[];
  rule: RiskRule;
}

const loadSeries = (sourceId: number) => api.surveySeries({ sourceId });

/** Host density and flea index over time at one source point, with its focus type's thresholds drawn in. */
export default function SeriesChart({ sourceId }: { sourceId: number }) {
  const { t } = useTranslation();
  const [series, setSeries] = useState<Series | null>(null);

  // A failed load has been shown by the request wrapper.
  useRecordLoad(sourceId, loadSeries, (loaded) => setSeries({ sourceId, ...loaded }));

  const shown = series?.sourceId === sourceId ? series : null;
  const hasPoints = (shown?.points.length ?? 0) > 0;

  const option = useMemo(() => {
    if (!shown) return null;
    const density = t(shown.rule.densityUnit === 'captureRate' ? 'surveillance.survey.captureRate' : 'surveillance.survey.hostDensity');
    return seriesOption(shown.points, shown.rule, {
      density,
      fleaIndex: t('surveillance.survey.fleaIndex'),
      threshold: (value) => t('surveillance.chart.threshold', { value }),
    });
  }, [shown, t]);

  if (!shown || !option) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  if (!hasPoints) return <Empty description={t('surveillance.chart.empty')} />;
  return (
    <div data-testid="survey-series" data-points={shown.points.length} data-density-threshold={shown.rule.hostDensity} data-flea-threshold={shown.rule.fleaIndex}>
      <Chart option={option} style={{ height: 360 }} />
      <Typography.Text type="secondary">{t('surveillance.chart.hint')}</Typography.Text>
    </div>
  );
}

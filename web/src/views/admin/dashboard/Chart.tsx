import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef, useState, type CSSProperties } from 'react';

// Only what the dashboard draws: bar and line charts on a grid, with tooltips and legends.
echarts.use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

/** An ECharts canvas that follows its option and its container's size; `style` gives it another size (the survey trend draws with it too). */
export default function Chart({ option, testId, style }: { option: echarts.EChartsCoreOption; testId?: string; style?: CSSProperties }) {
  const container = useRef<HTMLDivElement>(null);
  const [chart, setChart] = useState<echarts.EChartsType>();

  useEffect(() => {
    const element = container.current!;
    const created = echarts.init(element);
    setChart(created);
    const observer = new ResizeObserver(() => created.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      created.dispose();
      // A kept-alive tab runs this on hide and makes a new chart on show: the disposed one must not be drawn on.
      setChart(undefined);
    };
  }, []);

  useEffect(() => {
    chart?.setOption(option, { notMerge: true });
  }, [chart, option]);

  return <div ref={container} className="dashboard-chart" style={style} data-testid={testId} />;
}

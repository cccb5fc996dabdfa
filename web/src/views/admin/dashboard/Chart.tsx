import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';

// Only what the dashboard draws: bar and line charts on a grid, with tooltips and legends.
echarts.use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

/** ECharts' default palette, which gives the series without a colour of their own theirs, in order. */
const PALETTE = ['#5470c6', '#91cc75', '#fac858', '#ee6666', '#73c0de', '#3ba272', '#fc8452', '#9a60b4', '#ea7ccc'];

interface LegendEntry {
  name: string;
  color: string;
  /** The line's dash array, empty for a solid one. */
  dash: number[];
}

/** The series of an option as its legend lists them: each name with the colour and dash ECharts draws it in. */
function legendEntries(option: echarts.EChartsCoreOption): LegendEntry[] {
  const series = (Array.isArray(option.series) ? option.series : []) as { name?: string; itemStyle?: { color?: string }; lineStyle?: { type?: unknown } }[];
  const palette = Array.isArray(option.color) ? (option.color as string[]) : PALETTE;
  return series.map((entry, index) => ({
    name: String(entry.name ?? ''),
    color: entry.itemStyle?.color ?? palette[index % palette.length]!,
    dash: Array.isArray(entry.lineStyle?.type) ? (entry.lineStyle.type as number[]) : [],
  }));
}

/**
 * An ECharts canvas that follows its option and its container's size; `style` gives it another size
 * (the survey trend draws with it too). `htmlLegend`: the series' legend as a list of buttons under
 * the chart, every name whole and wrapping (the option keeps a hidden legend for the selection).
 */
export default function Chart({ option, testId, style, htmlLegend = false }: { option: echarts.EChartsCoreOption; testId?: string; style?: CSSProperties; htmlLegend?: boolean }) {
  const container = useRef<HTMLDivElement>(null);
  const [chart, setChart] = useState<echarts.EChartsType>();
  const legend = useMemo(() => (htmlLegend ? legendEntries(option) : []), [htmlLegend, option]);
  // The lines hidden through the legend, for the option they were hidden in: a new option shows them all.
  const [hiddenIn, setHiddenIn] = useState<{ option: echarts.EChartsCoreOption; names: ReadonlySet<string> }>({ option, names: new Set() });
  const hidden = hiddenIn.option === option ? hiddenIn.names : new Set<string>();

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
    if (!chart) return;
    chart.setOption(option, { notMerge: true });
    if (!htmlLegend) return;
    const onSelect = (event: unknown) => {
      const { selected } = event as { selected: Record<string, boolean> };
      setHiddenIn({ option, names: new Set(Object.keys(selected).filter((name) => !selected[name])) });
    };
    chart.on('legendselectchanged', onSelect);
    return () => {
      chart.off('legendselectchanged', onSelect);
    };
  }, [chart, option, htmlLegend]);

  const canvas = <div ref={container} className="dashboard-chart" style={style} data-testid={testId} />;
  if (!htmlLegend) return canvas;
  return (
    <>
      {canvas}
      <ul className="dashboard-chart-legend" data-testid={testId && `${testId}-legend`}>
        {legend.map(({ name, color, dash }) => (
          <li key={name}>
            <button type="button" aria-pressed={!hidden.has(name)} onClick={() => chart?.dispatchAction({ type: 'legendToggleSelect', name })}>
              {/* A piece of the line as drawn, dashes and all: colour is not the only cue. */}
              <svg className="dashboard-chart-legend-swatch" width="24" height="4" aria-hidden="true">
                <line x1="0" y1="2" x2="24" y2="2" stroke={color} strokeWidth="2" strokeDasharray={dash.length > 0 ? dash.join(' ') : undefined} />
              </svg>
              {name}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

// A small bar or line chart of named series over categories (ECharts core with only the bar and line
// charts, imported from echarts-for-react/esm/core — stack.md §3). Pages load it lazily, so the
// chart library is fetched after the page itself has rendered.
import ReactEChartsCore from 'echarts-for-react/esm/core';
import * as echarts from 'echarts/core';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import { useIsMobile } from '../../utils/useIsMobile';

echarts.use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export interface Series {
  name: string;
  data: number[];
  color: string;
}

export default function SeriesChart({
  kind,
  categories,
  series,
  height = 300,
  testId,
}: {
  kind: 'bar' | 'line';
  categories: string[];
  series: Series[];
  height?: number;
  testId?: string;
}) {
  // Labels that would run into each other (many, or long ones on a phone: usernames) are slanted
  // and cut with an ellipsis instead of overlapping.
  // Room of the plot: about 260 px on a phone, 1100 px on a wide screen; ~7 px a character.
  const slot = (useIsMobile() ? 260 : 1100) / Math.max(1, categories.length);
  const longest = Math.max(0, ...categories.map((c) => c.length));
  const crowded = categories.length > 7 || longest * 7 > slot;
  const option = {
    tooltip: { trigger: 'axis' },
    legend: { data: series.map((s) => s.name), top: 0 },
    // Slanted labels need more room below the plot.
    grid: { left: 40, right: 16, top: 36, bottom: crowded ? 64 : 50 },
    xAxis: {
      type: 'category',
      data: categories,
      axisLabel: crowded
        ? { interval: 0, rotate: 30, width: 90, overflow: 'truncate' }
        : { interval: 0, rotate: 0 },
    },
    yAxis: { type: 'value', minInterval: 1 },
    series: series.map((s) => ({
      name: s.name,
      type: kind,
      data: s.data,
      itemStyle: { color: s.color },
      ...(kind === 'bar' ? { barMaxWidth: 28 } : { smooth: true }),
    })),
  };
  return (
    <div data-testid={testId}>
      <ReactEChartsCore echarts={echarts} option={option} style={{ height }} notMerge />
    </div>
  );
}

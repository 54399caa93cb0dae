// A small bar or line chart of named series over categories (ECharts core with only the bar and line
// charts, imported from echarts-for-react/esm/core — stack.md §3). Pages load it lazily, so the
// chart library is fetched after the page itself has rendered.
import ReactEChartsCore from 'echarts-for-react/esm/core';
import * as echarts from 'echarts/core';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';

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
  const option = {
    tooltip: { trigger: 'axis' },
    legend: { data: series.map((s) => s.name), top: 0 },
    grid: { left: 40, right: 16, top: 36, bottom: 50 },
    xAxis: {
      type: 'category',
      data: categories,
      axisLabel: { interval: 0, rotate: categories.length > 7 ? 30 : 0 },
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

import ReactEChartsCore from 'echarts-for-react/esm/core';
import * as echarts from 'echarts/core';
import { HeatmapChart } from 'echarts/charts';
import { CalendarComponent, TooltipComponent, VisualMapComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import { useLayoutEffect, useRef } from 'react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../i18n';

echarts.use([HeatmapChart, CalendarComponent, TooltipComponent, VisualMapComponent, CanvasRenderer]);

/** GitHub-like colours (hoj-ui §3 "User home"). */
const COLORS = ['rgb(218,226,239)', '#9be9a8', '#40c463', '#30a14e', '#216e39'];

/** One-year submission calendar heatmap (ECharts, imported from echarts-for-react/esm/core — stack.md §3). */
export default function CalendarHeatmap({
  endDate,
  data,
}: {
  endDate?: string;
  data: { date: string; count: number }[];
}) {
  const { t } = useTranslation();
  // On a narrow screen the year scrolls sideways: it opens at its recent end, today in view.
  const scroller = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el) el.scrollLeft = el.scrollWidth - el.clientWidth;
  }, [endDate]);
  const end = dayjs(endDate || undefined);
  const start = end.subtract(1, 'year').add(1, 'day');
  const max = Math.max(4, ...data.map((d) => d.count));
  const option = {
    tooltip: {
      formatter: (p: { value: [string, number] }) =>
        `${p.value[0]}<br/>${t('Submissions_Count', { n: p.value[1] })}`,
    },
    visualMap: {
      show: false,
      type: 'piecewise',
      pieces: [
        { value: 0, color: COLORS[0] },
        { min: 1, max: Math.ceil(max / 4), color: COLORS[1] },
        { min: Math.ceil(max / 4) + 1, max: Math.ceil(max / 2), color: COLORS[2] },
        { min: Math.ceil(max / 2) + 1, max: Math.ceil((3 * max) / 4), color: COLORS[3] },
        { min: Math.ceil((3 * max) / 4) + 1, color: COLORS[4] },
      ],
    },
    calendar: {
      range: [start.format('YYYY-MM-DD'), end.format('YYYY-MM-DD')],
      cellSize: ['auto', 13],
      top: 30,
      left: 30,
      right: 10,
      itemStyle: { borderColor: '#fff', borderWidth: 2 },
      splitLine: { show: false },
      yearLabel: { show: false },
      dayLabel: { nameMap: currentLanguage() === 'zh-CN' ? 'ZH' : 'EN', firstDay: 0 },
      monthLabel: { nameMap: currentLanguage() === 'zh-CN' ? 'ZH' : 'EN' },
    },
    series: [
      {
        type: 'heatmap',
        coordinateSystem: 'calendar',
        data: (() => {
          const map = new Map(data.map((d) => [dayjs(d.date).format('YYYY-MM-DD'), d.count]));
          const out: [string, number][] = [];
          for (let d = start; !d.isAfter(end, 'day'); d = d.add(1, 'day')) {
            const k = d.format('YYYY-MM-DD');
            out.push([k, map.get(k) ?? 0]);
          }
          return out;
        })(),
      },
    ],
  };
  return (
    <div className="heatmap-scroll" ref={scroller} data-testid="heatmap-scroll">
      <ReactEChartsCore
        echarts={echarts}
        option={option}
        style={{ height: 160 }}
        notMerge
        data-testid="heatmap"
      />
    </div>
  );
}

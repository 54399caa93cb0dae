// The activity heatmap on a phone: the year is wider than the screen and scrolls inside its box,
// which opens at the recent end (scrollLeft at its maximum), so today is in view.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { initI18n } from '../i18n';

// The chart itself (ECharts on a canvas) is not what is tested here.
vi.mock('echarts-for-react/esm/core', () => ({ default: () => <div className="echarts-for-react" /> }));
vi.mock('echarts/core', () => ({ use: () => undefined }));
vi.mock('echarts/charts', () => ({ HeatmapChart: {} }));
vi.mock('echarts/components', () => ({
  CalendarComponent: {},
  TooltipComponent: {},
  VisualMapComponent: {},
}));
vi.mock('echarts/renderers', () => ({ CanvasRenderer: {} }));

const { default: CalendarHeatmap } = await import('./CalendarHeatmap');

initI18n('en-US');

const sizes = { scrollWidth: 720, clientWidth: 335 };
const saved = Object.keys(sizes).map(
  (k) => [k, Object.getOwnPropertyDescriptor(HTMLElement.prototype, k)] as const,
);
afterEach(() => {
  for (const [k, d] of saved) if (d) Object.defineProperty(HTMLElement.prototype, k, d);
});

describe('calendar heatmap', () => {
  it('opens scrolled to its recent end on a narrow screen', () => {
    for (const [k, v] of Object.entries(sizes))
      Object.defineProperty(HTMLElement.prototype, k, { configurable: true, get: () => v });
    render(<CalendarHeatmap endDate="2026-11-29" data={[{ date: '2026-11-29', count: 3 }]} />);
    expect(screen.getByTestId('heatmap-scroll').scrollLeft).toBe(720 - 335);
  });
});

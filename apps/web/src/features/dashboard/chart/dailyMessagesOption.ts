import type { DailyCount } from '@miaoyu/contracts/workplace';
import { formatCalendarDay } from '../utils/dates';
import { formatFullCount } from '../utils/format';
import type { ChartOption } from './echarts';
import type { ChartPalette } from './palette';

/** The y-axis top when every day is zero: a flat line on the floor of a sensible scale. */
export const EMPTY_Y_MAX = 5;

export interface DailyMessagesOptionInput {
  points: DailyCount[];
  locale: string;
  palette: ChartPalette;
  seriesName: string;
  /** The tooltip's value line, `消息数：{{value}}`, given the count already formatted. */
  tooltipValue: (value: string) => string;
}

/** Pure: the 30-day series → ECharts option (tested without a canvas). */
export function buildDailyMessagesOption({
  points,
  locale,
  palette,
  seriesName,
  tooltipValue,
}: DailyMessagesOptionInput): ChartOption {
  const allZero = points.every((point) => point.count === 0);
  const shortDay = (day: string) =>
    formatCalendarDay(day, locale, { month: 'numeric', day: 'numeric' });
  const longDay = (day: string) =>
    formatCalendarDay(day, locale, {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      weekday: 'short',
    });

  return {
    backgroundColor: 'transparent',
    animationDuration: 400,
    grid: { left: 8, right: 16, top: 16, bottom: 8 },
    tooltip: {
      trigger: 'axis',
      backgroundColor: palette.tooltipBackground,
      borderColor: palette.splitLine,
      textStyle: { color: palette.tooltipText },
      axisPointer: { type: 'line', lineStyle: { color: palette.axisLine } },
      formatter: (params: unknown) => {
        const first = (Array.isArray(params) ? params[0] : params) as { dataIndex?: number };
        const point = points[first?.dataIndex ?? -1];
        if (!point) return '';
        const count = `<b>${formatFullCount(point.count, locale)}</b>`;
        return `${longDay(point.date)}<br/>${tooltipValue(count)}`;
      },
    },
    xAxis: {
      type: 'category',
      boundaryGap: false,
      data: points.map((point) => point.date),
      axisLine: { lineStyle: { color: palette.axisLine } },
      axisTick: { show: false },
      axisLabel: { color: palette.text, formatter: (value: string) => shortDay(value) },
    },
    yAxis: {
      type: 'value',
      min: 0,
      max: allZero ? EMPTY_Y_MAX : undefined,
      minInterval: 1,
      splitNumber: allZero ? EMPTY_Y_MAX : 4,
      axisLabel: {
        color: palette.text,
        formatter: (value: number) => formatFullCount(value, locale),
      },
      splitLine: { lineStyle: { color: palette.splitLine, type: 'dashed' } },
    },
    series: [
      {
        type: 'line',
        name: seriesName,
        data: points.map((point) => point.count),
        showSymbol: false,
        symbolSize: 6,
        lineStyle: { width: 2, color: `rgb(${palette.primary})` },
        itemStyle: { color: `rgb(${palette.primary})` },
        areaStyle: {
          color: {
            type: 'linear',
            x: 0,
            y: 0,
            x2: 0,
            y2: 1,
            colorStops: [
              { offset: 0, color: `rgba(${palette.primary}, ${allZero ? 0 : 0.24})` },
              { offset: 1, color: `rgba(${palette.primary}, 0)` },
            ],
          },
        },
      },
    ],
  };
}

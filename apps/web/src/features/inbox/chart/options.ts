import type { BotLogStats } from '@miaoyu/contracts/bot';
import type { ChartOption } from './echarts';
import type { LogChartPalette } from './palette';

type Day = BotLogStats['days'][number];

/** Likes among the rated answers of a day, in percent; null when nothing was rated. */
export function satisfaction(day: Pick<Day, 'likes' | 'dislikes'>): number | null {
  const rated = day.likes + day.dislikes;
  return rated === 0 ? null : Math.round((day.likes / rated) * 1000) / 10;
}

interface Common {
  days: Day[];
  palette: LogChartPalette;
  /** `3月5日`, `Mar 5`: the x axis. */
  dayLabel: (day: string) => string;
}

function frame({ days, palette, dayLabel }: Common) {
  return {
    backgroundColor: 'transparent',
    animationDuration: 300,
    grid: { left: 8, right: 8, top: 36, bottom: 8, containLabel: true },
    legend: { top: 0, textStyle: { color: palette.text } },
    tooltip: {
      trigger: 'axis' as const,
      backgroundColor: palette.tooltipBackground,
      borderColor: palette.splitLine,
      textStyle: { color: palette.tooltipText },
    },
    xAxis: {
      type: 'category' as const,
      data: days.map((day) => day.day),
      axisTick: { show: false },
      axisLine: { lineStyle: { color: palette.splitLine } },
      axisLabel: { color: palette.text, formatter: dayLabel },
    },
  };
}

const valueAxis = (palette: LogChartPalette, extra: object = {}) => ({
  type: 'value' as const,
  min: 0,
  minInterval: 1,
  axisLabel: { color: palette.text },
  splitLine: { lineStyle: { color: palette.splitLine, type: 'dashed' as const } },
  ...extra,
});

/** Daily volume: conversations and questions side by side. Pure (tested without a canvas). */
export function volumeOption(
  input: Common & { names: { conversations: string; questions: string } },
): ChartOption {
  const { days, palette, names } = input;
  return {
    ...frame(input),
    yAxis: valueAxis(palette),
    series: [
      {
        type: 'bar',
        name: names.conversations,
        data: days.map((day) => day.conversations),
        itemStyle: { color: palette.primary },
        barMaxWidth: 16,
      },
      {
        type: 'bar',
        name: names.questions,
        data: days.map((day) => day.questions),
        itemStyle: { color: palette.secondary },
        barMaxWidth: 16,
      },
    ],
  };
}

/** Satisfaction per day (a line in percent, gaps on days without ratings) and handoffs (bars). */
export function satisfactionOption(
  input: Common & { names: { rate: string; handedOff: string } },
): ChartOption {
  const { days, palette, names } = input;
  return {
    ...frame(input),
    yAxis: [
      valueAxis(palette, {
        max: 100,
        minInterval: undefined,
        axisLabel: { color: palette.text, formatter: '{value}%' },
      }),
      valueAxis(palette, { splitLine: { show: false } }),
    ],
    series: [
      {
        type: 'line',
        name: names.rate,
        data: days.map(satisfaction),
        connectNulls: false,
        showSymbol: true,
        symbolSize: 5,
        lineStyle: { width: 2, color: palette.good },
        itemStyle: { color: palette.good },
        tooltip: { valueFormatter: (value) => (value === null ? '—' : `${String(value)}%`) },
      },
      {
        type: 'bar',
        name: names.handedOff,
        yAxisIndex: 1,
        data: days.map((day) => day.handedOff),
        itemStyle: { color: palette.warning },
        barMaxWidth: 12,
      },
    ],
  };
}

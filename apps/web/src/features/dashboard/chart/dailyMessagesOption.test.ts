import { describe, expect, it } from 'vitest';
import { busyOverview, emptyOverview } from '../testing/overviews';
import { buildDailyMessagesOption, EMPTY_Y_MAX } from './dailyMessagesOption';
import { readChartPalette } from './palette';

const palette = readChartPalette('light');

function build(points = busyOverview.dailyMessages, locale = 'zh-CN') {
  const option = buildDailyMessagesOption({
    points,
    locale,
    palette,
    seriesName: '消息数',
    tooltipValue: (count) => `消息数：${count}`,
  });
  // One grid, one x-axis, one y-axis, one series: read them as plain objects.
  const any = option as Record<string, never>;
  return {
    option,
    xAxis: any.xAxis as unknown as {
      data: string[];
      axisLabel: { formatter: (value: string) => string };
    },
    yAxis: any.yAxis as unknown as {
      min: number;
      max?: number;
      minInterval: number;
      axisLabel: { formatter: (value: number) => string };
    },
    series: (any.series as unknown as { type: string; data: number[] }[])[0]!,
    tooltip: any.tooltip as unknown as { formatter: (params: unknown) => string },
  };
}

describe('buildDailyMessagesOption', () => {
  it('maps the 30 days, oldest first, onto the x-axis and the line', () => {
    const { xAxis, series } = build();
    expect(xAxis.data).toHaveLength(30);
    expect(xAxis.data[0]).toBe('2025-06-01');
    expect(xAxis.data[29]).toBe('2025-06-30');
    expect(series.type).toBe('line');
    expect(series.data).toEqual(busyOverview.dailyMessages.map((point) => point.count));
  });

  it('labels days briefly and the tooltip in full, in the reader’s language', () => {
    const { xAxis, tooltip, yAxis } = build();
    expect(xAxis.axisLabel.formatter('2025-06-03')).toBe('6/3');
    expect(yAxis.axisLabel.formatter(2500)).toBe('2,500');
    expect(tooltip.formatter([{ dataIndex: 2 }])).toBe('2025年6月3日周二<br/>消息数：<b>2,274</b>');

    const english = build(busyOverview.dailyMessages, 'en-US');
    expect(english.tooltip.formatter([{ dataIndex: 2 }])).toBe(
      'Tue, Jun 3, 2025<br/>消息数：<b>2,274</b>',
    );
  });

  it('lets the y-axis find its own top when there are messages', () => {
    const { yAxis } = build();
    expect(yAxis.min).toBe(0);
    expect(yAxis.max).toBeUndefined();
    expect(yAxis.minInterval).toBe(1);
  });

  it('draws an all-zero month as a flat line on a 0–5 scale', () => {
    const { yAxis, series } = build(emptyOverview.dailyMessages);
    expect(series.data).toEqual(Array(30).fill(0));
    expect(yAxis.min).toBe(0);
    expect(yAxis.max).toBe(EMPTY_Y_MAX);
    expect(EMPTY_Y_MAX).toBeGreaterThanOrEqual(1);
  });

  it('paints with the theme’s colours', () => {
    const dark = readChartPalette('dark');
    const option = buildDailyMessagesOption({
      points: emptyOverview.dailyMessages,
      locale: 'zh-CN',
      palette: dark,
      seriesName: '消息数',
      tooltipValue: (count) => count,
    });
    expect(JSON.stringify(option)).toContain(`rgb(${dark.primary})`);
    expect(JSON.stringify(option)).toContain(dark.text);
  });
});

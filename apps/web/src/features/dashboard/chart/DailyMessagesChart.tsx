import { useEffect, useImperativeHandle, useMemo, useRef, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { DailyCount } from '@miaoyu/contracts/workplace';
import { useLocale } from '@/lib/i18n';
import { useArcoTheme } from '../hooks/useArcoTheme';
import { buildDailyMessagesOption } from './dailyMessagesOption';
import { useChartInstance } from '@/components/charts/useChartInstance';
import { init } from './echarts';
import { readChartPalette } from './palette';
import styles from './DailyMessagesChart.module.css';

/** What the panel around the chart may ask of it. */
export interface ChartHandle {
  /** The chart as a PNG data URL at pixel ratio 2 (spec §9), on the card's own background. */
  toPng(): string;
}

interface Props {
  points: DailyCount[];
  label: string;
  ref?: Ref<ChartHandle>;
}

const drawIn = (element: HTMLDivElement) => init(element, undefined, { renderer: 'canvas' });

/** The 30-day line chart. Loaded lazily: ECharts is downloaded by the workplace alone. */
export default function DailyMessagesChart({ points, label, ref }: Props) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const theme = useArcoTheme();
  const container = useRef<HTMLDivElement>(null);
  const chart = useChartInstance(container, drawIn);
  // The theme switch has already changed the CSS variables when the observer reports it.
  const palette = useMemo(() => readChartPalette(theme), [theme]);

  useEffect(() => {
    const option = buildDailyMessagesOption({
      points,
      locale,
      palette,
      seriesName: t('workplace.chart.seriesName'),
      tooltipValue: (value) => t('workplace.chart.tooltipValue', { value }),
    });
    chart.current?.setOption(option, { notMerge: true });
  }, [chart, points, locale, palette, t]);

  useImperativeHandle(
    ref,
    () => ({
      toPng: () =>
        chart.current?.getDataURL({
          type: 'png',
          pixelRatio: 2,
          backgroundColor: palette.background,
        }) ?? '',
    }),
    [chart, palette],
  );

  return <div ref={container} className={styles.chart} role="img" aria-label={label} />;
}

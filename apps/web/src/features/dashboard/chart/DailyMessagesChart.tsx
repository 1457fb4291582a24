import { useImperativeHandle, useMemo, useRef, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { DailyCount } from '@miaoyu/contracts/workplace';
import { useLocale } from '@/lib/i18n';
import { useArcoTheme } from '../hooks/useArcoTheme';
import { buildDailyMessagesOption } from './dailyMessagesOption';
import { Chart } from '@/components/charts/Chart';
import { init, type EChartsType } from './echarts';
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
  const chart = useRef<EChartsType | null>(null);
  // The theme switch has already changed the CSS variables when the observer reports it.
  const palette = useMemo(() => readChartPalette(theme), [theme]);
  const option = useMemo(
    () =>
      buildDailyMessagesOption({
        points,
        locale,
        palette,
        seriesName: t('workplace.chart.seriesName'),
        tooltipValue: (value) => t('workplace.chart.tooltipValue', { value }),
      }),
    [points, locale, palette, t],
  );

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

  return (
    <Chart
      init={drawIn}
      option={option}
      label={label}
      className={styles.chart}
      instanceRef={chart}
    />
  );
}

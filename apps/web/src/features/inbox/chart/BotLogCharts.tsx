import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BotLogStats } from '@miaoyu/contracts/bot';
import { useLocale } from '@/lib/i18n';
import { useThemeStore } from '@/lib/theme';
import { Chart } from '@/components/charts/Chart';
import { init } from './echarts';
import { satisfactionOption, volumeOption } from './options';
import { readLogChartPalette } from './palette';
import styles from './BotLogCharts.module.css';

const drawIn = (element: HTMLDivElement) => init(element, undefined, { renderer: 'canvas' });

/**
 * The logs' two charts: daily volume, and satisfaction with handoffs. Loaded lazily: ECharts is
 * downloaded by this page alone.
 */
export default function BotLogCharts({ days }: { days: BotLogStats['days'] }) {
  const { t } = useTranslation('inbox');
  const locale = useLocale();
  const theme = useThemeStore((state) => state.theme);
  // The theme switch has already changed the CSS variables when the store says so.
  const palette = useMemo(() => readLogChartPalette(theme), [theme]);
  const dayLabel = useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, {
      timeZone: 'UTC',
      month: 'numeric',
      day: 'numeric',
    });
    return (day: string) => format.format(new Date(`${day}T00:00:00Z`));
  }, [locale]);
  const volume = useMemo(
    () =>
      volumeOption({
        days,
        palette,
        dayLabel,
        names: { conversations: t('charts.conversations'), questions: t('charts.questions') },
      }),
    [days, palette, dayLabel, t],
  );
  const rated = useMemo(
    () =>
      satisfactionOption({
        days,
        palette,
        dayLabel,
        names: { rate: t('charts.rate'), handedOff: t('charts.handedOff') },
      }),
    [days, palette, dayLabel, t],
  );
  return (
    <div className={styles.charts}>
      <figure className={styles.figure}>
        <figcaption>{t('charts.volume')}</figcaption>
        <Chart
          init={drawIn}
          option={volume}
          label={t('charts.volumeLabel')}
          className={styles.chart}
        />
      </figure>
      <figure className={styles.figure}>
        <figcaption>{t('charts.satisfaction')}</figcaption>
        <Chart
          init={drawIn}
          option={rated}
          label={t('charts.satisfactionLabel')}
          className={styles.chart}
        />
      </figure>
    </div>
  );
}

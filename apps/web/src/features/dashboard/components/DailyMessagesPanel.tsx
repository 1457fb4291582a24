import { lazy, Suspense, useEffect, useState } from 'react';
import { Button } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import { IconDownload } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import type { DailyCount } from '@miaoyu/contracts/workplace';
import { useLocale } from '@/lib/i18n';
import { Panel } from '@/components/Panel';
import type { ChartHandle } from '../chart/DailyMessagesChart';
import { dailyMessagesFileName, downloadDataUrl } from '../utils/exportPng';
import { formatFullCount } from '../utils/format';
import { ChartBoundary } from '@/components/charts/ChartBoundary';
import { ChartSkeleton } from './ChartSkeleton';
import styles from './Panel.module.css';

const loadChart = () => import('../chart/DailyMessagesChart');
const DailyMessagesChart = lazy(loadChart);

interface Props {
  /** Absent while the overview loads. */
  points?: DailyCount[];
  timeZone: string;
}

/** Daily messages over the last 30 days, with a PNG export. */
export function DailyMessagesPanel({ points, timeZone }: Props) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const [chart, setChart] = useState<ChartHandle | null>(null);
  const total = (points ?? []).reduce((sum, point) => sum + point.count, 0);
  const totalText = formatFullCount(total, locale);
  // ECharts downloads once the page has painted, alongside the overview rather than after it.
  useEffect(() => void loadChart(), []);

  const exportPng = () => {
    const dataUrl = chart?.toPng();
    if (dataUrl) downloadDataUrl(dataUrl, dailyMessagesFileName(new Date(), timeZone));
  };

  return (
    <Panel
      dense
      title={t('workplace.chart.title')}
      extra={
        <Button size="small" icon={<IconDownload />} disabled={!chart} onClick={exportPng}>
          {t('workplace.chart.export')}
        </Button>
      }
    >
      {points ? (
        <>
          <p className={styles.caption}>{t('workplace.chart.total', { total: totalText })}</p>
          <ChartBoundary
            fallback={<p className={styles.note}>{t('workplace.chart.loadFailed')}</p>}
          >
            <Suspense fallback={<ChartSkeleton />}>
              <DailyMessagesChart
                ref={setChart}
                points={points}
                label={t('workplace.chart.ariaLabel', { total: totalText })}
              />
            </Suspense>
          </ChartBoundary>
          {total === 0 && <p className={styles.note}>{t('workplace.chart.empty')}</p>}
        </>
      ) : (
        <ChartSkeleton />
      )}
    </Panel>
  );
}

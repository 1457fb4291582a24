import { lazy, Suspense, useEffect } from 'react';
import { Skeleton, Statistic } from '@arco-design/web-react';
import '@arco-design/web-react/es/Skeleton/style/css.js';
import '@arco-design/web-react/es/Statistic/style/css.js';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '@/components/LoadFailed';
import { Panel } from '@/components/Panel';
import { useBotLogStats } from '../../api/botLogStats';
import { satisfaction } from '../../chart/options';
import { statsQuery, type BotLogFilters } from '../../logic/logFilters';
import { ChartBoundary } from '@/components/charts/ChartBoundary';
import styles from './logs.module.css';

const loadCharts = () => import('../../chart/BotLogCharts');
const BotLogCharts = lazy(loadCharts);

interface Props {
  orgId: string;
  filters: BotLogFilters;
}

/** The days' totals and the two charts (volume; satisfaction with handoffs). */
export function StatsPanel({ orgId, filters }: Props) {
  const { t } = useTranslation('inbox');
  const stats = useBotLogStats(orgId, statsQuery(filters));
  // ECharts downloads once the page has painted, alongside the numbers rather than after them.
  useEffect(() => void loadCharts().catch(() => undefined), []);
  const days = stats.data?.days ?? [];
  const total = days.reduce(
    (sum, day) => ({
      conversations: sum.conversations + day.conversations,
      questions: sum.questions + day.questions,
      likes: sum.likes + day.likes,
      dislikes: sum.dislikes + day.dislikes,
      handedOff: sum.handedOff + day.handedOff,
    }),
    { conversations: 0, questions: 0, likes: 0, dislikes: 0, handedOff: 0 },
  );
  const rate = satisfaction(total);

  if (stats.isError)
    return (
      <Panel>
        <LoadFailed message={t('charts.statsFailed')} onRetry={() => void stats.refetch()} />
      </Panel>
    );
  return (
    <Panel>
      <div className={styles.totals}>
        <Statistic title={t('charts.conversations')} value={total.conversations} groupSeparator />
        <Statistic title={t('charts.questions')} value={total.questions} groupSeparator />
        <Statistic
          title={t('charts.satisfaction')}
          value={rate ?? '—'}
          suffix={rate === null ? undefined : '%'}
        />
        <Statistic title={t('charts.handedOff')} value={total.handedOff} groupSeparator />
      </div>
      {stats.isPending ? (
        <Skeleton text={{ rows: 4 }} animation />
      ) : total.conversations === 0 ? (
        <p className={styles.note}>{t('charts.empty')}</p>
      ) : (
        <ChartBoundary fallback={<p className={styles.note}>{t('charts.loadFailed')}</p>}>
          <Suspense fallback={<Skeleton text={{ rows: 4 }} animation />}>
            <BotLogCharts days={days} />
          </Suspense>
        </ChartBoundary>
      )}
    </Panel>
  );
}

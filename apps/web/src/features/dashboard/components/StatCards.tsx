import type { ReactNode } from 'react';
import { Skeleton } from '@arco-design/web-react';
import '@arco-design/web-react/es/Skeleton/style/css.js';
import {
  IconMessage,
  IconRobot,
  IconSend,
  IconThunderbolt,
  IconUserGroup,
} from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import type { WorkplaceStats } from '@miaoyu/contracts/workplace';
import { useLocale } from '@/lib/i18n';
import { COMPACT_FROM, formatCount, formatFullCount } from '../utils/format';
import styles from './StatCards.module.css';

const cards: { key: keyof WorkplaceStats; icon: ReactNode; tone: string }[] = [
  { key: 'conversationsThisWeek', icon: <IconMessage />, tone: 'arcoblue' },
  { key: 'messagesThisWeek', icon: <IconSend />, tone: 'cyan' },
  { key: 'tokensThisWeek', icon: <IconThunderbolt />, tone: 'orange' },
  { key: 'helpers', icon: <IconRobot />, tone: 'purple' },
  { key: 'visitorsToday', icon: <IconUserGroup />, tone: 'green' },
];

/** The data panel: five figures, each a labelled group (`本周对话数: 1,234`). */
export function StatCards({ stats }: { stats?: WorkplaceStats }) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  return (
    <section className={styles.stats} aria-label={t('workplace.stats.title')}>
      <div className={styles.grid}>
        {cards.map(({ key, icon, tone }) => {
          const label = t(`workplace.stats.${key}`);
          const value = stats?.[key];
          return (
            <div key={key} role="group" aria-label={label} className={styles.card}>
              <span className={styles.icon} style={toneStyle(tone)} aria-hidden>
                {icon}
              </span>
              <div className={styles.body}>
                <div className={styles.label}>{label}</div>
                {value === undefined ? (
                  <Skeleton animation text={{ rows: 1, width: 64 }} className={styles.skeleton} />
                ) : (
                  <div
                    className={styles.value}
                    title={value >= COMPACT_FROM ? formatFullCount(value, locale) : undefined}
                  >
                    {formatCount(value, locale)}
                  </div>
                )}
              </div>
            </div>
          );
        })}
      </div>
    </section>
  );
}

/** Arco's palette variables have light and dark values, so the tints follow the theme. */
function toneStyle(tone: string) {
  return { color: `rgb(var(--${tone}-6))`, background: `rgb(var(--${tone}-1))` };
}

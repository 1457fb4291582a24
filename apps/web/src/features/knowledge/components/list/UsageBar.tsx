import { Popover, Progress } from '@arco-design/web-react';
import '@arco-design/web-react/es/Popover/style/css.js';
import '@arco-design/web-react/es/Progress/style/css.js';
import { useTranslation } from 'react-i18next';
import { useKnowledgeUsage } from '../../api/usage';
import { formatBytes, usagePercent } from '../../logic/format';
import styles from './List.module.css';

/** Full enough to warn (orange) and nearly full (red). */
const WARN_AT = 80;
const FULL_AT = 95;

/** The organisation's storage: used of quota, the per-file limit, and each base's share on hover. */
export function UsageBar({ orgId }: { orgId: string }) {
  const { t } = useTranslation('knowledge');
  const usage = useKnowledgeUsage(orgId);
  if (usage.isError) return <p className={styles.intro}>{t('usage.loadFailed')}</p>;
  if (!usage.data) return null;

  const { usedBytes, quotaBytes, maxFileBytes, datasets } = usage.data;
  const percent = usagePercent(usedBytes, quotaBytes);
  const shares = [...datasets].filter((d) => d.bytes > 0).sort((a, b) => b.bytes - a.bytes);
  const breakdown = shares.length ? (
    <dl className={styles.breakdown}>
      {shares.map((dataset) => (
        <div key={dataset.id} className={styles.share}>
          <dt title={dataset.name}>{dataset.name}</dt>
          <dd>{formatBytes(dataset.bytes)}</dd>
        </div>
      ))}
    </dl>
  ) : (
    t('usage.nothing')
  );

  return (
    <Popover title={t('usage.breakdown')} content={breakdown} trigger={['hover', 'focus', 'click']}>
      <section className={styles.usage} tabIndex={0} aria-label={t('usage.title')}>
        <div className={styles.usageLine}>
          <span>
            <span className={styles.usageTitle}>{t('usage.title')}</span>{' '}
            {t('usage.used', { used: formatBytes(usedBytes), quota: formatBytes(quotaBytes) })}
          </span>
          <span>{t('usage.maxFile', { size: formatBytes(maxFileBytes) })}</span>
        </div>
        <Progress
          percent={percent}
          showText={false}
          status={percent >= FULL_AT ? 'error' : percent >= WARN_AT ? 'warning' : 'normal'}
        />
      </section>
    </Popover>
  );
}

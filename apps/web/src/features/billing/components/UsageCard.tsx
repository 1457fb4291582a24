import { Card, Progress } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Progress/style/css.js';
import { useTranslation } from 'react-i18next';
import type { LimitUse } from '@miaoyu/contracts/billing';
import { usedPercent } from '../format';
import styles from './Billing.module.css';

/** Storage in MB to a tenth where it is small (0.3 MB), whole beyond; counts as they are. */
const shown = (key: LimitUse['key'], used: number) =>
  key === 'storageMb' && used > 0 && used < 10 ? used.toFixed(1) : String(Math.round(used));

/** Each counted limit: how much the team uses of what its plan allows. */
export function UsageCard({ usage }: { usage: readonly LimitUse[] }) {
  const { t } = useTranslation('billing');
  return (
    <Card title={t('usage.title')}>
      <div className={styles.usage}>
        {usage.map(({ key, used, max }) => {
          const percent = usedPercent(used, max);
          return (
            <div key={key} data-testid={`usage-${key}`}>
              <div className={styles.usageLabel}>
                <span>{t(`usage.${key}`)}</span>
                <span>
                  {shown(key, used)} / {max === null ? t('usage.unlimited') : max}
                </span>
              </div>
              <Progress
                percent={percent ?? 0}
                showText={false}
                status={percent !== undefined && percent >= 100 ? 'error' : 'normal'}
              />
            </div>
          );
        })}
      </div>
    </Card>
  );
}

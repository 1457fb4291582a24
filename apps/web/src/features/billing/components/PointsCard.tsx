import { Card, Typography } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Typography/style/css.js';
import { useTranslation } from 'react-i18next';
import type { Subscription } from '@miaoyu/contracts/billing';
import { pointsText } from '../format';
import styles from './Billing.module.css';

/** The team's points: what may be spent now, and what running chats hold. */
export function PointsCard({ points }: { points: Subscription['points'] }) {
  const { t, i18n } = useTranslation('billing');
  return (
    <Card title={t('points.title')}>
      <Typography.Text type="secondary">{t('points.available')}</Typography.Text>
      <div className={styles.bigNumber} data-testid="points-available">
        {pointsText(points.available, i18n.language)}
      </div>
      {points.held > 0 ? (
        <Typography.Text type="secondary">
          {t('points.held', { points: pointsText(points.held, i18n.language) })}
        </Typography.Text>
      ) : null}
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
        {t('points.hint')}
      </Typography.Paragraph>
    </Card>
  );
}

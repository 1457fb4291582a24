import { Button, Card, Typography } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Typography/style/css.js';
import { useTranslation } from 'react-i18next';
import type { Subscription } from '@miaoyu/contracts/billing';
import { pointsText } from '../format';
import styles from './Billing.module.css';

interface Props {
  points: Subscription['points'];
  /** Absent for those who may not buy for the team. */
  onTopUp?: () => void;
}

/** The team's points: what may be spent now, what running chats hold, and a way to buy more. */
export function PointsCard({ points, onTopUp }: Props) {
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
      {onTopUp ? (
        <div className={styles.actions}>
          <Button type="primary" onClick={onTopUp}>
            {t('points.topUp')}
          </Button>
        </div>
      ) : null}
    </Card>
  );
}

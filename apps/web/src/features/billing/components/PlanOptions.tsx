import { Button, Card, Empty, Typography } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Typography/style/css.js';
import { useTranslation } from 'react-i18next';
import { COUNTED_PLAN_LIMITS, type Plan, type Subscription } from '@miaoyu/contracts/billing';
import { pointsText, priceText } from '../format';
import { limitText } from './limitText';
import type { Purchase } from './CheckoutModal';
import styles from './Billing.module.css';

interface Props {
  plans: readonly Plan[];
  subscription: Subscription;
  /** Absent for those who may not buy for the team. */
  onBuy?: (purchase: Purchase) => void;
}

/** The plans on offer beside the team's, with what each gives and a way to buy it. */
export function PlanOptions({ plans, subscription, onBuy }: Props) {
  const { t, i18n } = useTranslation('billing');
  const current = subscription.plan;

  const action = (plan: Plan) => {
    const isCurrent = plan.id === current.id;
    if (plan.free)
      return isCurrent ? (
        <Button disabled long>
          {t('plans.current')}
        </Button>
      ) : null;
    if (!onBuy)
      return isCurrent ? (
        <Button disabled long>
          {t('plans.current')}
        </Button>
      ) : null;
    if (isCurrent)
      return (
        <Button
          long
          type="primary"
          onClick={() => onBuy({ kind: 'plan', plan, renewal: true, credited: false })}
        >
          {t('plans.renew')}
        </Button>
      );
    // A cheaper plan waits for the paid one running to end.
    if (!current.free && plan.priceMonthFen < current.priceMonthFen)
      return (
        <Button disabled long>
          {t('plans.later')}
        </Button>
      );
    return (
      <Button
        long
        type="primary"
        onClick={() => onBuy({ kind: 'plan', plan, renewal: false, credited: !current.free })}
      >
        {current.free ? t('plans.buy') : t('plans.upgrade')}
      </Button>
    );
  };

  return (
    <Card title={t('plans.title')}>
      {plans.length === 0 ? (
        <Empty description={t('plans.none')} />
      ) : (
        <div className={styles.plans}>
          {plans.map((plan) => {
            const isCurrent = plan.id === current.id;
            return (
              <div
                key={plan.id}
                className={`${styles.plan} ${isCurrent ? styles.planCurrent : ''}`}
                data-testid={`plan-${plan.id}`}
              >
                <Typography.Text bold>{plan.name}</Typography.Text>
                <div className={styles.price}>
                  {t('plans.perMonth', { price: priceText(plan.priceMonthFen, i18n.language) })}
                </div>
                {plan.priceYearFen > 0 ? (
                  <Typography.Text type="secondary">
                    {t('plans.perYear', { price: priceText(plan.priceYearFen, i18n.language) })}
                  </Typography.Text>
                ) : null}
                {plan.description ? (
                  <Typography.Text type="secondary">{plan.description}</Typography.Text>
                ) : null}
                <ul className={styles.limitList}>
                  <li>
                    {t('plans.pointsPerMonth', {
                      points: pointsText(plan.pointsPerMonth, i18n.language),
                    })}
                  </li>
                  {COUNTED_PLAN_LIMITS.map((key) => (
                    <li key={key}>{limitText(t, key, plan.limits[key])}</li>
                  ))}
                </ul>
                <div className={styles.planAction}>{action(plan)}</div>
              </div>
            );
          })}
        </div>
      )}
      {onBuy ? null : (
        <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }}>
          {t('plans.ownerBuys')}
        </Typography.Paragraph>
      )}
    </Card>
  );
}

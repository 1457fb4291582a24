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

  const disabled = (label: string) => (
    <Button disabled long>
      {label}
    </Button>
  );

  const action = (plan: Plan) => {
    const isCurrent = plan.id === current.id;
    if (plan.free || !onBuy) return isCurrent ? disabled(t('plans.current')) : null;
    // While a paid plan runs, only a dearer one replaces it; the others wait for its end.
    if (!isCurrent && !current.free && plan.priceMonthFen <= current.priceMonthFen)
      return disabled(t('plans.later'));
    const buy = () =>
      onBuy({
        kind: 'plan',
        plan,
        renewal: isCurrent,
        credited: !isCurrent && !current.free,
        period: isCurrent ? subscription.period : plan.priceMonthFen > 0 ? 'month' : 'year',
      });
    const label = isCurrent ? 'plans.renew' : current.free ? 'plans.buy' : 'plans.upgrade';
    return (
      <Button long type="primary" onClick={buy}>
        {t(label)}
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

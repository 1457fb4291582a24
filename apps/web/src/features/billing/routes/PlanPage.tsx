import { Card, Result, Skeleton, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Result/style/css.js';
import '@arco-design/web-react/es/Skeleton/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailed } from '@/components/LoadFailed';
import { useSessionStore } from '@/lib/session';
import { useBillingStatus, usePlans, useSubscription } from '../api/billing';
import { CheckoutModal, type Purchase } from '../components/CheckoutModal';
import { CurrentPlanCard } from '../components/CurrentPlanCard';
import { PlanOptions } from '../components/PlanOptions';
import { PointsCard } from '../components/PointsCard';
import { UsageCard } from '../components/UsageCard';
import styles from '../components/Billing.module.css';

const MANAGE_BILLING = 'billing:manage';

/** `/setting/plan`: the current team's plan, points, usage against its limits, and other plans. */
export function PlanPage() {
  const { t } = useTranslation('billing');
  const orgId = useSessionStore((s) => s.user?.orgId);
  const canManage = useSessionStore((s) => !!s.user?.permissions.includes(MANAGE_BILLING));
  const status = useBillingStatus();
  const on = status.data?.enabled === true;
  const subscription = useSubscription(orgId, on);
  const plans = usePlans(on);
  const [purchase, setPurchase] = useState<Purchase | null>(null);
  const buy = canManage ? setPurchase : undefined;

  if (status.data && !on)
    return (
      <Card>
        <Result status={null} title={t('off.title')} subTitle={t('off.text')} />
      </Card>
    );
  if (status.isError || subscription.isError)
    return (
      <LoadFailed
        message={t('loadFailed')}
        onRetry={() => void (status.isError ? status.refetch() : subscription.refetch())}
      />
    );
  const current = subscription.data;
  if (!current || !orgId) return <Skeleton text={{ rows: 6 }} animation />;
  return (
    <Space direction="vertical" size="large" className={styles.page}>
      <div className={styles.top}>
        <CurrentPlanCard orgId={orgId} subscription={current} canManage={canManage} />
        <PointsCard
          points={current.points}
          onTopUp={buy ? () => buy({ kind: 'points' }) : undefined}
        />
      </div>
      <UsageCard usage={current.usage} />
      {plans.isError ? (
        <LoadFailed message={t('loadFailed')} onRetry={() => void plans.refetch()} />
      ) : plans.data ? (
        <PlanOptions plans={plans.data} subscription={current} onBuy={buy} />
      ) : null}
      {canManage ? <Link to="/setting/trade">{t('trades.link')}</Link> : null}
      <CheckoutModal
        key={purchase?.kind === 'plan' ? `plan-${purchase.plan.id}` : (purchase?.kind ?? 'none')}
        orgId={orgId}
        purchase={purchase}
        onClose={() => setPurchase(null)}
      />
    </Space>
  );
}

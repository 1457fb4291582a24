import { Button, Card, Message, Modal, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import { useTranslation } from 'react-i18next';
import type { Subscription } from '@miaoyu/contracts/billing';
import { formatDateTime } from '@/lib/datetime';
import { useChangeSubscription } from '../api/billing';
import { priceText } from '../format';
import styles from './Billing.module.css';

interface Props {
  orgId: string;
  subscription: Subscription;
  canManage: boolean;
}

/** The plan the team is on, its period, whether it goes on, and (for the owner) cancel or resume. */
export function CurrentPlanCard({ orgId, subscription, canManage }: Props) {
  const { t, i18n } = useTranslation('billing');
  const change = useChangeSubscription(orgId);
  const { plan } = subscription;
  const date = formatDateTime(subscription.periodEnd, { dateOnly: true });
  const price =
    subscription.period === 'year'
      ? t('plans.perYear', { price: priceText(plan.priceYearFen, i18n.language) })
      : t('plans.perMonth', { price: priceText(plan.priceMonthFen, i18n.language) });

  const save = async (body: Parameters<typeof change.mutateAsync>[0]) => {
    await change.mutateAsync(body);
    Message.success(t('current.changed'));
  };
  const cancel = () =>
    Modal.confirm({
      title: t('current.cancelTitle', { plan: plan.name }),
      content: t('current.cancelText', { date }),
      onOk: () => save({ renews: false }),
    });

  const next = subscription.renews ? t('current.renews') : t('current.ends', { date });

  return (
    <Card title={t('current.title')}>
      <div className={styles.planName} data-testid="current-plan">
        {plan.name}
        <Tag color={plan.free ? 'gray' : 'arcoblue'}>
          {plan.free ? t('current.free') : t(`current.${subscription.period}`)}
        </Tag>
      </div>
      <div className={styles.facts}>
        {plan.free ? null : <div>{price}</div>}
        <div>{t('current.periodEnds', { date })}</div>
        {plan.free ? null : <div>{next}</div>}
      </div>
      {canManage && !plan.free ? (
        <div className={styles.actions}>
          {subscription.renews ? (
            <Button status="warning" onClick={cancel}>
              {t('current.cancel')}
            </Button>
          ) : (
            <Button loading={change.isPending} onClick={() => void save({ renews: true })}>
              {t('current.resume')}
            </Button>
          )}
        </div>
      ) : null}
    </Card>
  );
}

import { Alert, Button, Card, Descriptions, Result, Skeleton, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Descriptions/style/css.js';
import '@arco-design/web-react/es/Result/style/css.js';
import '@arco-design/web-react/es/Skeleton/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { SandboxPayInput } from '@miaoyu/contracts/billing';
import { LoadFailed } from '@/components/LoadFailed';
import { formatDateTime } from '@/lib/datetime';
import { placeServerError } from '@/lib/form-errors';
import { useOrder, usePaySandbox } from '../api/orders';
import { priceText } from '../format';
import { orderItemText } from '../components/orderText';
import styles from '../components/Billing.module.css';

/**
 * `/setting/cashier/:orgId/:outTradeNo`: the sandbox channel's cashier. It takes no money: its
 * buttons tell the server the payment went through or failed, as a real channel's notice would.
 */
export function CashierPage() {
  const { t, i18n } = useTranslation('billing');
  const { orgId = '', outTradeNo = '' } = useParams();
  const order = useOrder(orgId, outTradeNo);
  const pay = usePaySandbox(orgId, outTradeNo);

  if (order.isError)
    return <LoadFailed message={t('cashier.loadFailed')} onRetry={() => void order.refetch()} />;
  const o = order.data;
  if (!o) return <Skeleton text={{ rows: 5 }} animation />;

  const press = (outcome: SandboxPayInput['outcome']) => void pay.mutate({ outcome });
  const back = (
    <Space wrap>
      <Link to={`/setting/trade?order=${o.outTradeNo}`}>{t('cashier.toTrade')}</Link>
      <Link to="/setting/plan">{t('trades.toPlan')}</Link>
    </Space>
  );
  if (o.status === 'paid')
    return (
      <Card>
        <Result
          status="success"
          title={t('cashier.paid')}
          subTitle={orderItemText(t, o, i18n.language)}
          extra={back}
        />
      </Card>
    );
  if (o.status !== 'created' && o.status !== 'paying')
    return (
      <Card>
        <Result
          status="warning"
          title={t('cashier.closed', { status: t(`status.${o.status}`) })}
          extra={back}
        />
      </Card>
    );

  return (
    <Card title={t('cashier.title')} className={styles.cashier}>
      <Alert type="warning" content={t('cashier.sandbox')} style={{ marginBottom: 16 }} />
      {pay.isError ? (
        <Alert
          type="error"
          content={placeServerError(pay.error, []).message}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Descriptions
        column={1}
        border
        labelStyle={{ width: 110 }}
        data={[
          { label: t('trades.item'), value: orderItemText(t, o, i18n.language) },
          { label: t('receipt.org'), value: o.orgName },
          { label: t('trades.no'), value: o.outTradeNo },
          { label: t('cashier.until'), value: formatDateTime(o.expiresAt) },
          ...(o.creditFen > 0
            ? [{ label: t('receipt.credit'), value: `−${priceText(o.creditFen, i18n.language)}` }]
            : []),
        ]}
      />
      <div className={styles.total}>
        <span>{t('checkout.total')}</span>
        <span data-testid="cashier-amount">{priceText(o.amountFen, i18n.language)}</span>
      </div>
      <div className={styles.actions}>
        <Button type="primary" size="large" loading={pay.isPending} onClick={() => press('paid')}>
          {t('cashier.pay')}
        </Button>
        <Button size="large" disabled={pay.isPending} onClick={() => press('failed')}>
          {t('cashier.fail')}
        </Button>
      </div>
    </Card>
  );
}

import { useState } from 'react';
import { Button, Card, Result, Select, Space, Table, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Result/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Table/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { orderStatusSchema, type Order, type OrderStatus } from '@miaoyu/contracts/billing';
import { LoadFailed } from '@/components/LoadFailed';
import { formatDateTime } from '@/lib/datetime';
import { useSessionStore } from '@/lib/session';
import { useBillingStatus } from '../api/billing';
import { useOrder, useOrders } from '../api/orders';
import { priceText } from '../format';
import { orderItemText, STATUS_COLORS } from '../components/orderText';
import { ReceiptModal } from '../components/ReceiptModal';
import styles from '../components/Billing.module.css';

const PAGE = 20;

/** `/setting/trade`: the team's trades, filtered by state and kind, each with its receipt. */
export function TradePage() {
  const { t, i18n } = useTranslation('billing');
  const orgId = useSessionStore((s) => s.user?.orgId);
  const status = useBillingStatus();
  const [search, setSearch] = useSearchParams();
  const [filter, setFilter] = useState<{ status?: OrderStatus; kind?: 'plan' | 'points' }>({});
  const [page, setPage] = useState(1);
  const orders = useOrders(status.data?.enabled ? orgId : undefined, {
    ...filter,
    offset: (page - 1) * PAGE,
    limit: PAGE,
  });
  const shown = search.get('order') ?? undefined;
  const receipt = useOrder(orgId, shown);

  if (status.data && !status.data.enabled)
    return (
      <Card>
        <Result status={null} title={t('off.title')} subTitle={t('off.text')} />
      </Card>
    );
  if (orders.isError)
    return <LoadFailed message={t('trades.loadFailed')} onRetry={() => void orders.refetch()} />;

  const openReceipt = (no: string | null) => setSearch(no ? { order: no } : {}, { replace: true });
  const money = (fen: number) => priceText(fen, i18n.language);
  const columns = [
    { title: t('trades.no'), dataIndex: 'outTradeNo', width: 250 },
    {
      title: t('trades.item'),
      render: (_: unknown, o: Order) => orderItemText(t, o, i18n.language),
    },
    { title: t('trades.amount'), render: (_: unknown, o: Order) => money(o.amountFen), width: 110 },
    { title: t('trades.channel'), render: (_: unknown, o: Order) => t(`channels.${o.channel}`) },
    {
      title: t('trades.status'),
      width: 100,
      render: (_: unknown, o: Order) => (
        <Tag color={STATUS_COLORS[o.status]}>{t(`status.${o.status}`)}</Tag>
      ),
    },
    {
      title: t('trades.created'),
      width: 150,
      render: (_: unknown, o: Order) => formatDateTime(o.createdAt),
    },
    {
      title: t('trades.actions'),
      width: 110,
      render: (_: unknown, o: Order) =>
        o.status === 'paying' && o.channel === 'sandbox' ? (
          <Link to={`/setting/cashier/${o.orgId}/${o.outTradeNo}`}>{t('trades.payNow')}</Link>
        ) : (
          <Button type="text" size="mini" onClick={() => openReceipt(o.outTradeNo)}>
            {t('trades.receipt')}
          </Button>
        ),
    },
  ];

  return (
    <Card title={t('trades.title')} extra={<Link to="/setting/plan">{t('trades.toPlan')}</Link>}>
      <Space wrap className={styles.filters}>
        <Select
          aria-label={t('trades.status')}
          placeholder={t('trades.allStates')}
          allowClear
          style={{ width: 160 }}
          value={filter.status}
          onChange={(value?: OrderStatus) => {
            setFilter((f) => ({ ...f, status: value }));
            setPage(1);
          }}
          options={orderStatusSchema.options.map((s) => ({ label: t(`status.${s}`), value: s }))}
        />
        <Select
          aria-label={t('trades.item')}
          placeholder={t('trades.allKinds')}
          allowClear
          style={{ width: 160 }}
          value={filter.kind}
          onChange={(value?: 'plan' | 'points') => {
            setFilter((f) => ({ ...f, kind: value }));
            setPage(1);
          }}
          options={[
            { label: t('trades.kindPlan'), value: 'plan' },
            { label: t('trades.kindPoints'), value: 'points' },
          ]}
        />
      </Space>
      <Table
        rowKey="outTradeNo"
        loading={orders.isFetching}
        columns={columns}
        data={orders.data?.list ?? []}
        scroll={{ x: 980 }}
        noDataElement={<Result status={null} subTitle={t('trades.none')} />}
        pagination={{
          current: page,
          pageSize: PAGE,
          total: orders.data?.total ?? 0,
          onChange: setPage,
          hideOnSinglePage: true,
        }}
      />
      <ReceiptModal
        order={shown ? (receipt.data ?? null) : null}
        onClose={() => openReceipt(null)}
      />
    </Card>
  );
}

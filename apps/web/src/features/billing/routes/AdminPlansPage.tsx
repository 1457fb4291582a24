import { useState } from 'react';
import { Button, Card, Result, Space, Table, Tag, Typography } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Result/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Table/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import '@arco-design/web-react/es/Typography/style/css.js';
import { IconPlus } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { PLAN_LIMIT_KEYS, type Plan } from '@miaoyu/contracts/billing';
import { LoadFailed } from '@/components/LoadFailed';
import { useAdminPlans, useBillingStatus, usePointPrices } from '../api/billing';
import { PriceTable } from '../components/PriceTable';
import { PlanForm } from '../components/PlanForm';
import { limitText } from '../components/limitText';
import { pointsText, priceText } from '../format';

/** `/admin/plans`: the plans the platform sells, defined and changed by its admins. */
export function AdminPlansPage() {
  const { t, i18n } = useTranslation(['billing', 'nav']);
  const status = useBillingStatus();
  const on = status.data?.enabled === true;
  const plans = useAdminPlans(on);
  const prices = usePointPrices(on);
  const [editing, setEditing] = useState<Plan | null>(null);
  const [open, setOpen] = useState(false);
  const [opening, setOpening] = useState(0);
  const lang = i18n.language;

  if (status.isError)
    return <LoadFailed message={t('loadFailed')} onRetry={() => void status.refetch()} />;
  if (status.data && !on)
    return (
      <Card>
        <Result status={null} title={t('off.title')} subTitle={t('off.text')} />
      </Card>
    );
  const edit = (plan: Plan | null) => {
    setEditing(plan);
    setOpening((n) => n + 1);
    setOpen(true);
  };
  const columns = [
    {
      title: t('admin.name'),
      width: 200,
      dataIndex: 'name',
      render: (_: unknown, plan: Plan) => (
        <Space>
          {plan.name}
          {plan.free ? <Tag color="green">{t('admin.freeTag')}</Tag> : null}
          {plan.active ? null : <Tag>{t('admin.retired')}</Tag>}
        </Space>
      ),
    },
    {
      title: t('admin.priceMonth'),
      width: 120,
      dataIndex: 'priceMonthFen',
      render: (fen: number) => priceText(fen, lang),
    },
    {
      title: t('admin.priceYear'),
      width: 120,
      dataIndex: 'priceYearFen',
      render: (fen: number) => priceText(fen, lang),
    },
    {
      title: t('admin.pointsPerMonth'),
      width: 120,
      dataIndex: 'pointsPerMonth',
      render: (points: number) => pointsText(points, lang),
    },
    {
      title: t('admin.limits'),
      dataIndex: 'limits',
      render: (_: unknown, plan: Plan) =>
        PLAN_LIMIT_KEYS.map((key) => limitText(t, key, plan.limits[key])).join(
          t('admin.separator'),
        ),
    },
    {
      title: t('admin.actions'),
      width: 90,
      dataIndex: 'id',
      render: (_: unknown, plan: Plan) => (
        <Button type="text" size="small" onClick={() => edit(plan)}>
          {t('admin.edit')}
        </Button>
      ),
    },
  ];
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Card
        title={t('nav:billing.adminPlans')}
        extra={
          <Button type="primary" icon={<IconPlus />} onClick={() => edit(null)}>
            {t('admin.create')}
          </Button>
        }
      >
        <Typography.Paragraph type="secondary">{t('admin.intro')}</Typography.Paragraph>
        {plans.isError ? (
          <LoadFailed message={t('loadFailed')} onRetry={() => void plans.refetch()} />
        ) : (
          <Table
            rowKey="id"
            columns={columns}
            data={plans.data ?? []}
            loading={plans.isLoading}
            pagination={false}
            scroll={{ x: 900 }}
            noDataElement={t('admin.empty')}
          />
        )}
        <PlanForm key={opening} plan={editing} visible={open} onClose={() => setOpen(false)} />
      </Card>
      <Card title={t('prices.title')}>
        <Typography.Paragraph type="secondary">{t('prices.intro')}</Typography.Paragraph>
        {prices.isError ? (
          <LoadFailed message={t('loadFailed')} onRetry={() => void prices.refetch()} />
        ) : (
          <PriceTable prices={prices.data ?? []} />
        )}
      </Card>
    </Space>
  );
}

import { Button, Descriptions, Modal, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Descriptions/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import { useTranslation } from 'react-i18next';
import type { Order } from '@miaoyu/contracts/billing';
import { formatDateTime } from '@/lib/datetime';
import { priceText } from '../format';
import { orderItemText, STATUS_COLORS } from './orderText';
import styles from './Billing.module.css';

/** A trade's receipt: what was bought, by whom, for how much, and how it was paid; printable. */
export function ReceiptModal({ order, onClose }: { order: Order | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('billing');
  const money = (fen: number) => priceText(fen, i18n.language);
  const rows = order
    ? [
        { label: t('receipt.org'), value: order.orgName },
        { label: t('receipt.buyer'), value: order.buyerName ?? '—' },
        { label: t('trades.item'), value: orderItemText(t, order, i18n.language) },
        { label: t('receipt.list'), value: money(order.listFen) },
        ...(order.creditFen > 0
          ? [{ label: t('receipt.credit'), value: `−${money(order.creditFen)}` }]
          : []),
        { label: t('trades.amount'), value: <b>{money(order.amountFen)}</b> },
        ...(order.refundedFen > 0
          ? [{ label: t('receipt.refunded'), value: money(order.refundedFen) }]
          : []),
        { label: t('trades.channel'), value: t(`channels.${order.channel}`) },
        {
          label: t('trades.status'),
          value: <Tag color={STATUS_COLORS[order.status]}>{t(`status.${order.status}`)}</Tag>,
        },
        { label: t('trades.no'), value: order.outTradeNo },
        { label: t('receipt.channelNo'), value: order.channelTradeNo ?? '—' },
        { label: t('trades.created'), value: formatDateTime(order.createdAt) },
        { label: t('receipt.paidAt'), value: order.paidAt ? formatDateTime(order.paidAt) : '—' },
      ]
    : [];
  return (
    <Modal
      title={t('receipt.title')}
      visible={order !== null}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={() => window.print()}>
          {t('receipt.print')}
        </Button>
      }
      style={{ width: 'min(560px, calc(100vw - 24px))' }}
      unmountOnExit
    >
      <div className={styles.receipt} data-testid="receipt">
        <Descriptions column={1} data={rows} labelStyle={{ width: 120 }} border />
      </div>
    </Modal>
  );
}

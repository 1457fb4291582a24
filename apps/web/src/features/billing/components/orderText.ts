import type { TFunction } from 'i18next';
import type { Order } from '@miaoyu/contracts/billing';
import { pointsText } from '../format';

/** What an order bought, as a line: "专业版 · 按月" or "10,000 积分". */
export function orderItemText(t: TFunction<'billing'>, order: Order, locale: string) {
  return order.item.kind === 'plan'
    ? `${order.planName ?? ''} · ${t(`current.${order.item.period}`)}`
    : t('trades.pointsItem', { points: pointsText(order.item.points, locale) });
}

export const STATUS_COLORS: Record<Order['status'], string> = {
  created: 'gray',
  paying: 'orange',
  paid: 'green',
  closed: 'gray',
  refunding: 'purple',
  refunded: 'arcoblue',
};

/**
 * The order's state machine. Forward only: a notification told again, late or out of order
 * can never take a paid order back to paying, or a refunded one back to paid.
 */
import type { OrderStatus } from '@miaoyu/contracts';

const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  created: ['paying', 'paid', 'closed'],
  paying: ['paid', 'closed'],
  // The channel proves the money was taken after we gave up waiting: the payment stands.
  closed: ['paid'],
  paid: ['refunding', 'refunded'],
  refunding: ['refunded', 'paid'],
  refunded: [],
};

/** Whether an order in `from` may move to `to`. */
export function canMove(from: OrderStatus, to: OrderStatus) {
  return NEXT[from].includes(to);
}

/** States an order can still be paid in. */
export const PAYABLE: readonly OrderStatus[] = ['created', 'paying', 'closed'];

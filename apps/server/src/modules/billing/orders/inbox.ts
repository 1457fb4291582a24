/**
 * The payment-event inbox. A verified notice is kept once (keyed by the channel's event id) and
 * applied to its order in the same transaction, under the order's row lock; the channel is
 * answered only after that commits. Told again, late or out of order, a notice changes nothing
 * more: an order only moves forward, and what it gives is given once.
 */
import type { PaymentChannel } from '@miaoyu/contracts';
import type { Db, Executor } from '../../../db/client';
import type { PaymentNotice } from './channels';
import { fulfilOrder } from './fulfil';
import { canMove, PAYABLE } from './order-states';
import {
  insertPaymentEvent,
  lockOrder,
  setEventOutcome,
  updateOrder,
  type OrderRow,
} from './orders.repo';

/** What became of a notice: applied, nothing to do, or why it was refused. */
export type NoticeOutcome =
  | 'applied'
  | 'duplicate'
  | 'unchanged'
  | 'unknown_order'
  | 'wrong_channel'
  | 'amount_mismatch'
  | 'paid_not_applied';

export interface NoticeLog {
  warn(details: object, message: string): void;
}

export async function receivePaymentNotice(
  db: Db,
  channel: PaymentChannel,
  notice: PaymentNotice,
  log: NoticeLog,
): Promise<NoticeOutcome> {
  const outcome = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, notice.outTradeNo);
    const outcome = decide(order, channel, notice);
    const fresh = await insertPaymentEvent(tx, {
      channel,
      eventId: notice.eventId,
      outTradeNo: notice.outTradeNo,
      state: notice.state,
      outcome,
      payload: notice.payload,
    });
    if (!fresh) return 'duplicate';
    if (outcome !== 'applied' || (await apply(tx, order!, notice))) return outcome;
    await setEventOutcome(tx, channel, notice.eventId, 'paid_not_applied');
    return 'paid_not_applied';
  });
  if (
    outcome === 'amount_mismatch' ||
    outcome === 'unknown_order' ||
    outcome === 'wrong_channel' ||
    outcome === 'paid_not_applied'
  )
    log.warn({ channel, outTradeNo: notice.outTradeNo, outcome }, 'payment notice refused');
  return outcome;
}

function decide(
  order: OrderRow | null,
  channel: PaymentChannel,
  notice: PaymentNotice,
): NoticeOutcome {
  if (!order) return 'unknown_order';
  if (order.channel !== channel) return 'wrong_channel';
  if (notice.state === 'paid') {
    if (!PAYABLE.includes(order.status)) return 'unchanged';
    // Money that is not the order's price pays nothing: kept for a person to look at.
    if (notice.amountFen !== order.amountFen) return 'amount_mismatch';
    return 'applied';
  }
  return canMove(order.status, 'closed') ? 'applied' : 'unchanged';
}

/** Moves the order; false when it was paid but what it buys could not be given (refund it). */
async function apply(tx: Executor, order: OrderRow, notice: PaymentNotice) {
  if (notice.state === 'closed') {
    await updateOrder(tx, order.id, { status: 'closed', closedAt: notice.at });
    return true;
  }
  await updateOrder(tx, order.id, {
    status: 'paid',
    paidAt: notice.at,
    channelTradeNo: notice.channelTradeNo,
  });
  return fulfilOrder(tx, { ...order, status: 'paid' }, new Date());
}

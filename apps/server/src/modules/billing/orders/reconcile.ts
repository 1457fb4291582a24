/**
 * Orders whose notification never came. Every few minutes each open order untouched for a while
 * is asked after at its channel: what the channel knows is applied through the inbox like a
 * notification; one past its time to pay that the channel has no payment for is closed.
 */
import type { FastifyInstance } from 'fastify';
import type { PaymentChannels, PaymentNotice } from './channels';
import { receivePaymentNotice } from './inbox';
import { openOrdersBefore, type OrderRow } from './orders.repo';

export const RECONCILE_ORDERS_JOB = 'billing.reconcile-orders';
/** An order is asked after once it has waited this long for its notification. */
export const RECONCILE_AFTER_MS = 5 * 60 * 1000;
const BATCH = 100;

export async function reconcileOrders(
  app: FastifyInstance,
  channels: PaymentChannels,
  now = new Date(),
) {
  const open = await openOrdersBefore(app.db, new Date(now.getTime() - RECONCILE_AFTER_MS), BATCH);
  let settled = 0;
  for (const order of open) {
    const channel = channels.get(order.channel);
    let known: PaymentNotice | null;
    try {
      known = channel ? await channel.query(order) : null;
    } catch (err) {
      // Not knowing is not knowing it unpaid: asked again next time.
      app.log.warn({ err, outTradeNo: order.outTradeNo }, 'payment query failed');
      continue;
    }
    if (
      known &&
      (await receivePaymentNotice(app.db, order.channel, known, app.log)) === 'applied'
    ) {
      settled += 1;
      continue;
    }
    if (order.expiresAt > now) continue;
    // Past its time and not paid (or its payment refused): closed here, then at the channel.
    const outcome = await receivePaymentNotice(
      app.db,
      order.channel,
      expiredNotice(order, now),
      app.log,
    );
    if (outcome !== 'applied') continue;
    settled += 1;
    await channel?.close?.(order).catch((err: unknown) => {
      app.log.warn({ err, outTradeNo: order.outTradeNo }, 'payment close failed');
    });
  }
  return settled;
}

function expiredNotice(order: OrderRow, now: Date): PaymentNotice {
  return {
    eventId: `${order.outTradeNo}:expired`,
    outTradeNo: order.outTradeNo,
    state: 'closed',
    amountFen: order.amountFen,
    channelTradeNo: null,
    at: now,
    payload: { expiredAt: order.expiresAt.toISOString() },
  };
}

export function defineOrderReconciling(app: FastifyInstance, channels: PaymentChannels) {
  app.jobs.define({
    name: RECONCILE_ORDERS_JOB,
    cron: '*/5 * * * *',
    concurrency: 1,
    retryLimit: 2,
    run: async () => {
      const settled = await reconcileOrders(app, channels);
      if (settled > 0) app.log.info({ settled }, 'reconciled open orders');
    },
  });
}

/**
 * The sandbox channel: a cashier page on this server with a pay button and a fail button, so a
 * fresh install can complete a purchase end to end. Its button is its notification; it holds no
 * state of its own, so a query learns nothing.
 */
import type { PaymentChannelAdapter, PaymentNotice } from './channels';
import type { OrderRow } from './orders.repo';

export const sandboxChannel: PaymentChannelAdapter = {
  name: 'sandbox',
  async start(order) {
    return { kind: 'redirect', url: `/setting/cashier/${order.orgId}/${order.outTradeNo}` };
  },
  async query() {
    return null;
  },
};

/** What pressing one of the cashier's buttons tells: the same button twice is the same event. */
export function sandboxNotice(order: OrderRow, outcome: 'paid' | 'failed'): PaymentNotice {
  return {
    eventId: `${order.outTradeNo}:${outcome}`,
    outTradeNo: order.outTradeNo,
    state: outcome === 'paid' ? 'paid' : 'closed',
    amountFen: order.amountFen,
    channelTradeNo: outcome === 'paid' ? `SANDBOX${order.outTradeNo}` : null,
    at: new Date(),
    payload: { outcome },
  };
}

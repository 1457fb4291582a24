/**
 * Buying: an organisation's billing manager orders a plan's period or points, pays through a
 * channel, and sees the trades. The price is fixed when the order is made; what the order gives
 * comes only when a channel's notice of payment is applied (see the inbox).
 */
import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type {
  CheckoutOptions,
  CreateOrderInput,
  CreatedOrder,
  Order,
  OrderList,
  SandboxPayInput,
} from '@miaoyu/contracts';
import { AppError } from '../../../lib/errors';
import type { Caller } from '../../../lib/scope';
import { requireOrgPermission } from '../../orgs';
import { planRow } from '../plans.repo';
import { requireBilling } from '../plans.service';
import { currentSubscription } from '../subscriptions.service';
import type { PaymentChannels, StartContext } from './channels';
import { receivePaymentNotice } from './inbox';
import {
  insertOrder,
  lockOpenPlanOrders,
  orgOrder,
  orgOrders,
  updateOrder,
  updateOrderFrom,
  type OrderFilter,
  type OrderRow,
} from './orders.repo';
import { basisOf, quotePlan, quotePoints, type OrderBasis, type Quote } from './pricing';
import { sandboxNotice } from './sandbox';

const MANAGE_BILLING = 'billing:manage';
/** How long an order may wait to be paid before it is closed. */
export const ORDER_TTL_MS = 2 * 60 * 60 * 1000;

export interface OrderContext {
  channels: PaymentChannels;
  fenPerThousandPoints: number;
}

export function toOrder(row: OrderRow, buyerName: string | null): Order {
  return {
    id: String(row.id),
    outTradeNo: row.outTradeNo,
    orgId: String(row.orgId ?? ''),
    orgName: row.orgName,
    buyerName,
    item: row.item,
    planName: row.planName,
    listFen: row.listFen,
    creditFen: row.creditFen,
    amountFen: row.amountFen,
    refundedFen: row.refundedFen,
    currency: row.currency,
    channel: row.channel,
    channelTradeNo: row.channelTradeNo,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    closedAt: row.closedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** A trade number of at most 32 characters, ordered by time: MY, the UTC second, 10 digits. */
export function newTradeNo(now: Date) {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  const tail = String(randomInt(0, 1e10)).padStart(10, '0');
  return `MY${stamp}${tail}`;
}

export function checkoutOptions(app: FastifyInstance, context: OrderContext): CheckoutOptions {
  requireBilling(app);
  return {
    channels: [...context.channels.keys()],
    fenPerThousandPoints: context.fenPerThousandPoints,
  };
}

export async function createOrder(
  app: FastifyInstance,
  context: OrderContext,
  caller: Caller,
  orgId: bigint,
  input: CreateOrderInput,
  start: Omit<StartContext, 'client'>,
): Promise<CreatedOrder> {
  requireBilling(app);
  const channel = context.channels.get(input.channel);
  if (!channel) throw new AppError(422, 'CHANNEL_OFF', { channel: input.channel });
  const now = new Date();
  const { row, replaced } = await app.db.transaction(async (tx) => {
    const access = await requireOrgPermission(tx, orgId, caller.user.id, MANAGE_BILLING);
    const { item } = input;
    // One plan order is open at a time: a new one replaces those not paid. Orders are held
    // before the subscription, in the order a payment notice holds them.
    const replaced = item.kind === 'plan' ? await lockOpenPlanOrders(tx, orgId) : [];
    for (const old of replaced) await updateOrder(tx, old.id, { status: 'closed', closedAt: now });
    let quote: Quote;
    let basis: OrderBasis | null = null;
    if (item.kind === 'points') quote = quotePoints(item, context.fenPerThousandPoints);
    else {
      const current = await currentSubscription(tx, orgId, now);
      quote = quotePlan(current, await planRow(tx, BigInt(item.planId)), item.period, now);
      basis = basisOf(current);
    }
    const row = await insertOrder(tx, {
      outTradeNo: newTradeNo(now),
      orgId,
      orgName: access.org.name,
      buyerId: caller.user.id,
      item,
      ...quote,
      basis,
      channel: channel.name,
      status: 'created',
      expiresAt: new Date(now.getTime() + ORDER_TTL_MS),
    });
    return { row, replaced };
  });
  // So the replaced ones cannot be paid at their channels either (paid all the same, the
  // payment stands and is refunded: it no longer matches the subscription).
  for (const old of replaced)
    await context.channels
      .get(old.channel)
      ?.close?.(old)
      .catch((err: unknown) => app.log.warn({ err, outTradeNo: old.outTradeNo }, 'close failed'));
  if (row.amountFen === 0) return paidByCredit(app, row);
  const pay = await channel
    .start(row, { ...start, client: input.client ?? 'desktop' })
    .catch((err: unknown) => {
      app.log.warn({ err, outTradeNo: row.outTradeNo }, 'payment channel refused the order');
      throw new AppError(502, 'PAYMENT_START_FAILED');
    });
  await updateOrderFrom(app.db, row.id, 'created', { status: 'paying' });
  return { order: toOrder({ ...row, status: 'paying' }, caller.user.nickname), pay };
}

/** An upgrade the unused rest of the plan pays for entirely: no channel is asked. */
async function paidByCredit(app: FastifyInstance, row: OrderRow): Promise<CreatedOrder> {
  await receivePaymentNotice(
    app.db,
    row.channel,
    {
      eventId: `${row.outTradeNo}:credit`,
      outTradeNo: row.outTradeNo,
      state: 'paid',
      amountFen: 0,
      channelTradeNo: null,
      at: new Date(),
      payload: { creditFen: row.creditFen },
    },
    app.log,
  );
  const paid = await orgOrder(app.db, row.orgId!, row.outTradeNo);
  return {
    order: toOrder(paid!.order, paid!.buyerName),
    pay: { kind: 'redirect', url: `/setting/trade?order=${row.outTradeNo}` },
  };
}

export async function listOrders(
  app: FastifyInstance,
  caller: Caller,
  orgId: bigint,
  query: OrderFilter,
): Promise<OrderList> {
  requireBilling(app);
  await requireOrgPermission(app.db, orgId, caller.user.id, MANAGE_BILLING);
  const { rows, total } = await orgOrders(app.db, orgId, query);
  return { list: rows.map((r) => toOrder(r.order, r.buyerName)), total };
}

export async function getOrder(
  app: FastifyInstance,
  caller: Caller,
  orgId: bigint,
  outTradeNo: string,
) {
  requireBilling(app);
  await requireOrgPermission(app.db, orgId, caller.user.id, MANAGE_BILLING);
  const row = await orgOrder(app.db, orgId, outTradeNo);
  if (!row) throw new AppError(404, 'NOT_FOUND');
  return toOrder(row.order, row.buyerName);
}

/** The sandbox cashier's button: told as the sandbox channel's notification. */
export async function paySandbox(
  app: FastifyInstance,
  context: OrderContext,
  caller: Caller,
  orgId: bigint,
  outTradeNo: string,
  input: SandboxPayInput,
) {
  requireBilling(app);
  if (!context.channels.has('sandbox')) throw new AppError(404, 'NOT_FOUND');
  await requireOrgPermission(app.db, orgId, caller.user.id, MANAGE_BILLING);
  const found = await orgOrder(app.db, orgId, outTradeNo);
  if (!found || found.order.channel !== 'sandbox') throw new AppError(404, 'NOT_FOUND');
  const { status } = found.order;
  // The same button again is answered as before; anything else on a settled order is refused.
  const open = status === 'created' || status === 'paying';
  const repeat =
    (input.outcome === 'paid' && status === 'paid') ||
    (input.outcome === 'failed' && status === 'closed');
  if (!open && !repeat) throw new AppError(409, 'ORDER_NOT_PAYABLE', { status });
  await receivePaymentNotice(app.db, 'sandbox', sandboxNotice(found.order, input.outcome), app.log);
  return getOrder(app, caller, orgId, outTradeNo);
}

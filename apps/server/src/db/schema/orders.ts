/**
 * Orders and the payment events that move them. An order is one purchase (a plan's period or
 * points) with its own trade number; the events are every notification and query answer a
 * payment channel gave, kept once each, so a notification told twice is applied once.
 */
import { bigint, check, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { BillingPeriod, OrderItem, OrderStatus, PaymentChannel } from '@miaoyu/contracts';
import { at, id, ref, timestamps } from './columns';
import { organisations } from './orgs';
import { users } from './users';

const fen = (name: string) => bigint(name, { mode: 'number' });

export const orders = pgTable(
  'orders',
  {
    id: id(),
    outTradeNo: text('out_trade_no').notNull().unique(),
    // An order is a record of money: it outlives the team and the buyer, named as they were.
    orgId: ref('org_id').references(() => organisations.id, { onDelete: 'set null' }),
    orgName: text('org_name').notNull(),
    buyerId: ref('buyer_id').references(() => users.id, { onDelete: 'set null' }),
    item: jsonb('item').$type<OrderItem>().notNull(),
    planName: text('plan_name'),
    /** A plan order's subscription when priced: paid later, it applies only if that still holds. */
    basis: jsonb('basis').$type<{ planId: string; period: BillingPeriod; periodEnd: string }>(),
    listFen: fen('list_fen').notNull(),
    creditFen: fen('credit_fen').notNull().default(0),
    amountFen: fen('amount_fen').notNull(),
    refundedFen: fen('refunded_fen').notNull().default(0),
    currency: text('currency').$type<'CNY'>().notNull().default('CNY'),
    channel: text('channel').$type<PaymentChannel>().notNull(),
    channelTradeNo: text('channel_trade_no'),
    status: text('status').$type<OrderStatus>().notNull().default('created'),
    paidAt: at('paid_at'),
    closedAt: at('closed_at'),
    expiresAt: at('expires_at').notNull(),
    ...timestamps,
  },
  (t) => [
    index('orders_org_idx').on(t.orgId, t.createdAt),
    index('orders_status_idx').on(t.status, t.updatedAt),
    check(
      'orders_money_whole',
      sql`${t.amountFen} >= 0 and ${t.creditFen} >= 0 and ${t.amountFen} + ${t.creditFen} = ${t.listFen} and ${t.refundedFen} between 0 and ${t.amountFen}`,
    ),
  ],
);

/** What a channel told us, once per event: verified before it is kept, applied with its order. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: id(),
    channel: text('channel').$type<PaymentChannel>().notNull(),
    eventId: text('event_id').notNull(),
    outTradeNo: text('out_trade_no').notNull(),
    /** What the event says happened to the payment. */
    state: text('state').notNull(),
    /** What applying it did: applied, unchanged (nothing left to do), or why it was refused. */
    outcome: text('outcome').notNull(),
    payload: jsonb('payload').notNull(),
    receivedAt: at('received_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_events_channel_event_idx').on(t.channel, t.eventId),
    index('payment_events_trade_idx').on(t.outTradeNo),
  ],
);

/** The SQL of orders and payment events: an order is read by its organisation, or by its trade number. */
import { and, asc, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { OrderStatus, PaymentChannel } from '@miaoyu/contracts';
import type { Executor } from '../../../db/client';
import { orders, paymentEvents, users } from '../../../db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type OrderChange = Partial<
  Pick<OrderRow, 'status' | 'channelTradeNo' | 'paidAt' | 'closedAt' | 'refundedFen'>
>;

export async function insertOrder(db: Executor, order: NewOrder) {
  const [row] = await db.insert(orders).values(order).returning();
  return row!;
}

/** The order with that trade number held for the caller's transaction, or null. */
export async function lockOrder(db: Executor, outTradeNo: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(eq(orders.outTradeNo, outTradeNo))
    .for('update');
  return row ?? null;
}

export async function updateOrder(db: Executor, orderId: bigint, change: OrderChange) {
  await db.update(orders).set(change).where(eq(orders.id, orderId));
}

const withBuyer = { order: orders, buyerName: users.nickname } as const;

/** One of the organisation's orders, with its buyer's name. */
export async function orgOrder(db: Executor, orgId: bigint, outTradeNo: string) {
  const [row] = await db
    .select(withBuyer)
    .from(orders)
    .leftJoin(users, eq(users.id, orders.buyerId))
    .where(and(eq(orders.orgId, orgId), eq(orders.outTradeNo, outTradeNo)));
  return row ?? null;
}

export interface OrderFilter {
  status?: OrderStatus;
  kind?: 'plan' | 'points';
  offset: number;
  limit: number;
}

/** The organisation's orders, newest first, and how many match. */
export async function orgOrders(db: Executor, orgId: bigint, filter: OrderFilter) {
  const where = and(
    eq(orders.orgId, orgId),
    filter.status ? eq(orders.status, filter.status) : undefined,
    filter.kind ? sql`${orders.item}->>'kind' = ${filter.kind}` : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(withBuyer)
      .from(orders)
      .leftJoin(users, eq(users.id, orders.buyerId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .offset(filter.offset)
      .limit(filter.limit),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Moves the order on only from the state it is expected in: false when it has moved since. */
export async function updateOrderFrom(
  db: Executor,
  orderId: bigint,
  from: OrderStatus,
  change: OrderChange,
) {
  const rows = await db
    .update(orders)
    .set(change)
    .where(and(eq(orders.id, orderId), eq(orders.status, from)))
    .returning({ id: orders.id });
  return rows.length > 0;
}

/** The organisation's plan orders still open, held: a new plan order replaces them. */
export function lockOpenPlanOrders(db: Executor, orgId: bigint) {
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.orgId, orgId),
        inArray(orders.status, ['created', 'paying']),
        sql`${orders.item}->>'kind' = 'plan'`,
      ),
    )
    .for('update');
}

/** Orders still open (created or paying) untouched since `before`: the oldest first. */
export function openOrdersBefore(db: Executor, before: Date, limit: number) {
  return db
    .select()
    .from(orders)
    .where(and(inArray(orders.status, ['created', 'paying']), lt(orders.updatedAt, before)))
    .orderBy(asc(orders.updatedAt))
    .limit(limit);
}

export interface NewPaymentEvent {
  channel: PaymentChannel;
  eventId: string;
  outTradeNo: string;
  state: string;
  outcome: string;
  payload: unknown;
}

/** Keeps the event once: false when the channel told it before. */
export async function insertPaymentEvent(db: Executor, event: NewPaymentEvent) {
  const rows = await db
    .insert(paymentEvents)
    .values(event)
    .onConflictDoNothing({ target: [paymentEvents.channel, paymentEvents.eventId] })
    .returning({ id: paymentEvents.id });
  return rows.length > 0;
}

export async function setEventOutcome(
  db: Executor,
  channel: PaymentChannel,
  eventId: string,
  outcome: string,
) {
  await db
    .update(paymentEvents)
    .set({ outcome })
    .where(and(eq(paymentEvents.channel, channel), eq(paymentEvents.eventId, eventId)));
}

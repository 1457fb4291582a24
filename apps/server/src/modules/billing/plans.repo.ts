/** The SQL of plans and subscriptions: a subscription is read and written by its organisation. */
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { plans, subscriptions } from '../../db/schema';

export type PlanRow = typeof plans.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
type NewPlan = Omit<typeof plans.$inferInsert, 'id' | 'free'>;

export function listPlanRows(db: Executor, onlyActive = false) {
  return db
    .select()
    .from(plans)
    .where(onlyActive ? eq(plans.active, true) : undefined)
    .orderBy(asc(plans.sort), asc(plans.priceMonthFen), asc(plans.id));
}

export async function planRow(db: Executor, planId: bigint) {
  const [row] = await db.select().from(plans).where(eq(plans.id, planId));
  return row ?? null;
}

/** The one plan every organisation starts on (made with the platform, by its migration). */
export async function freePlanRow(db: Executor) {
  const [row] = await db.select().from(plans).where(eq(plans.free, true));
  if (!row) throw new Error('the free plan is missing: the plans migration makes it');
  return row;
}

export async function insertPlan(db: Executor, plan: NewPlan) {
  const [row] = await db.insert(plans).values(plan).returning();
  return row!;
}

export async function updatePlanRow(db: Executor, planId: bigint, change: Partial<NewPlan>) {
  const [row] = await db.update(plans).set(change).where(eq(plans.id, planId)).returning();
  return row ?? null;
}

/**
 * The organisation's subscription held for the transaction, made on the free plan first if it
 * has none: whatever checks a limit or moves the plan on takes it, so two at once go in turn.
 */
export async function lockSubscription(db: Executor, orgId: bigint, start: Date, end: Date) {
  const free = await freePlanRow(db);
  await db
    .insert(subscriptions)
    .values({ orgId, planId: free.id, period: 'month', periodStart: start, periodEnd: end })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.orgId, orgId))
    .for('update');
  return row!;
}

export async function subscriptionOf(db: Executor, orgId: bigint) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.orgId, orgId));
  return row ?? null;
}

export async function updateSubscription(
  db: Executor,
  orgId: bigint,
  subscriptionId: bigint,
  change: Partial<Omit<SubscriptionRow, 'id' | 'orgId' | 'createdAt' | 'updatedAt'>>,
) {
  await db
    .update(subscriptions)
    .set(change)
    .where(and(eq(subscriptions.orgId, orgId), eq(subscriptions.id, subscriptionId)));
}

import { eq } from 'drizzle-orm';
import { PLAN_LIMIT_KEYS, type PlanLimits } from '@miaoyu/contracts';
import type { App } from '../src/app';
import { orders, plans, pointPrices } from '../src/db/schema';

/** The free plan's id: the plan every organisation starts on. */
export async function freePlanId(app: App): Promise<string> {
  const [row] = await app.db.select({ id: plans.id }).from(plans).where(eq(plans.free, true));
  return String(row!.id);
}

/**
 * Takes the free plan's limits away, for a test app with billing on whose worlds make more of
 * everything than a free team may (the permission matrix): what it checks is who may, not how many.
 */
export async function unlimitedFreePlan(app: App): Promise<void> {
  const limits = Object.fromEntries(PLAN_LIMIT_KEYS.map((key) => [key, null])) as PlanLimits;
  await app.db.update(plans).set({ limits }).where(eq(plans.free, true));
}

/** A model's own price (the default `*` stays whatever happens to it). */
export async function modelPriceId(app: App, model: string): Promise<string> {
  const [row] = await app.db
    .insert(pointPrices)
    .values({ model, inputPerMillion: 1000, outputPerMillion: 2000, cachedPerMillion: 250 })
    .onConflictDoUpdate({ target: pointPrices.model, set: { inputPerMillion: 1000 } })
    .returning({ id: pointPrices.id });
  return String(row!.id);
}

/** An order of the team's for points, made and waiting for the sandbox cashier. */
export async function sandboxOrderOf(app: App, orgId: bigint, counter: number): Promise<string> {
  const outTradeNo = `MYMATRIX${String(counter).padStart(8, '0')}`;
  await app.db.insert(orders).values({
    outTradeNo,
    orgId,
    orgName: '矩阵团队',
    item: { kind: 'points', points: 1000 },
    listFen: 100,
    amountFen: 100,
    channel: 'sandbox',
    status: 'paying',
    expiresAt: new Date(Date.now() + 60 * 60 * 1000),
  });
  return outTradeNo;
}

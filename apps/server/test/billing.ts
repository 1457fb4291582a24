import { eq } from 'drizzle-orm';
import { PLAN_LIMIT_KEYS, type PlanLimits } from '@miaoyu/contracts';
import type { App } from '../src/app';
import { plans } from '../src/db/schema';

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

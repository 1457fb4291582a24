/**
 * An organisation's subscription as it stands now. Read, it is first moved on: a period that is
 * over starts the next (the free plan goes on month by month; a paid plan whose period was not
 * paid for again, or was cancelled, gives way to the free plan), and the month now running has
 * its points granted, once, ending with the month.
 */
import type { Executor } from '../../db/client';
import { addPointsWithin } from './points.service';
import { monthHolding, periodEnd } from './periods';
import {
  freePlanRow,
  lockSubscription,
  planRow,
  updateSubscription,
  type PlanRow,
  type SubscriptionRow,
} from './plans.repo';

export interface CurrentSubscription {
  subscription: SubscriptionRow;
  plan: PlanRow;
}

/**
 * The organisation's subscription and plan, rolled on to `now`, held for the caller's transaction
 * (a limit checked against it cannot change under the write it guards).
 */
export async function currentSubscription(
  tx: Executor,
  orgId: bigint,
  now = new Date(),
): Promise<CurrentSubscription> {
  let subscription = await lockSubscription(tx, orgId, now, periodEnd(now, 'month'));
  let plan = (await planRow(tx, subscription.planId))!;
  if (subscription.periodEnd <= now) {
    // A renewal paid for moves the period's end on before it comes: a paid period that is over
    // was not, and the team is on the free plan.
    const next = plan.free ? plan : await freePlanRow(tx);
    // The free plan goes on from the day it began; after a paid one, from where that ended.
    const month = monthHolding(
      next.id === plan.id ? subscription.periodStart : subscription.periodEnd,
      now,
    );
    const change = {
      planId: next.id,
      period: 'month' as const,
      periodStart: month.from,
      periodEnd: month.to,
      renews: true,
      periodPaidFen: 0,
    };
    await updateSubscription(tx, orgId, subscription.id, change);
    subscription = { ...subscription, ...change };
    plan = next;
  }
  await grantMonth(tx, orgId, subscription, plan, now);
  return { subscription, plan };
}

/** The plan's points for the month now running, granted once (the key is the plan and month). */
async function grantMonth(
  tx: Executor,
  orgId: bigint,
  subscription: SubscriptionRow,
  plan: PlanRow,
  now: Date,
) {
  if (plan.pointsPerMonth <= 0) return;
  const month = monthHolding(subscription.periodStart, now);
  const key = `plan:${plan.id}:subscription:${subscription.id}:${month.from.toISOString()}`;
  await addPointsWithin(
    tx,
    { orgId },
    {
      kind: 'grant',
      wallet: 'granted',
      amount: plan.pointsPerMonth,
      expiresAt: month.to,
      reason: `plan:${plan.id}`,
      idempotencyKey: key,
    },
  );
}

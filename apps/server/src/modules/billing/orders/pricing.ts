/**
 * What an order costs. A plan's period costs its list price; taking another plan while a paid one
 * runs credits the unused rest of what was paid for it, and the new period starts at once. The
 * same plan bought again is a renewal: its period follows the one running, at list price.
 * Points cost a fixed price per thousand.
 */
import type { BillingPeriod, OrderItem } from '@miaoyu/contracts';
import { AppError } from '../../../lib/errors';
import type { PlanRow } from '../plans.repo';
import type { CurrentSubscription } from '../subscriptions.service';

export interface Quote {
  listFen: number;
  creditFen: number;
  amountFen: number;
  planName: string | null;
}

/** The subscription a plan order was priced against: paid, it applies only to that one. */
export interface OrderBasis {
  planId: string;
  period: BillingPeriod;
  periodEnd: string;
}

export const basisOf = ({ plan, subscription }: CurrentSubscription): OrderBasis => ({
  planId: String(plan.id),
  period: subscription.period,
  periodEnd: subscription.periodEnd.toISOString(),
});

/**
 * Whether the subscription is still the one the order was priced against. The free plan's month
 * rolling on in between changes nothing that was priced (there was no credit).
 */
export const sameBasis = (a: OrderBasis | null, b: OrderBasis, free: boolean) =>
  a !== null &&
  a.planId === b.planId &&
  a.period === b.period &&
  (free || a.periodEnd === b.periodEnd);

export const listPrice = (plan: PlanRow, period: BillingPeriod) =>
  period === 'year' ? plan.priceYearFen : plan.priceMonthFen;

/** Whether buying `plan` for `period` continues the paid period running rather than replacing it. */
export function isRenewal(current: CurrentSubscription, planId: bigint, period: BillingPeriod) {
  return !current.plan.free && current.plan.id === planId && current.subscription.period === period;
}

/** The unused rest of what was paid for the period running, in whole fen (rounded down). */
export function unusedCredit(current: CurrentSubscription, now: Date) {
  const { periodStart, periodEnd, periodPaidFen } = current.subscription;
  const whole = periodEnd.getTime() - periodStart.getTime();
  const left = periodEnd.getTime() - now.getTime();
  if (current.plan.free || periodPaidFen <= 0 || whole <= 0 || left <= 0) return 0;
  return Math.floor((periodPaidFen * left) / whole);
}

export function quotePlan(
  current: CurrentSubscription,
  plan: PlanRow | null,
  period: BillingPeriod,
  now: Date,
): Quote {
  if (!plan || !plan.active || plan.free) throw new AppError(422, 'PLAN_NOT_ON_OFFER');
  const listFen = listPrice(plan, period);
  // A period without a price is not sold (a plan sold by the month only has no year).
  if (listFen <= 0) throw new AppError(422, 'PLAN_NOT_ON_OFFER');
  if (isRenewal(current, plan.id, period))
    return { listFen, creditFen: 0, amountFen: listFen, planName: plan.name };
  const until = current.subscription.periodEnd.toISOString().slice(0, 10);
  // While a paid plan runs, only a dearer one replaces it (a cheaper or equal one waits for its
  // end): switching back and forth would start a fresh month of points each time.
  if (
    !current.plan.free &&
    plan.id !== current.plan.id &&
    plan.priceMonthFen <= current.plan.priceMonthFen
  )
    throw new AppError(422, 'PLAN_DOWNGRADE_LATER', { plan: current.plan.name, until });
  // The unused rest is credited; worth more than the new period, it would be lost.
  const creditFen = unusedCredit(current, now);
  if (creditFen > listFen)
    throw new AppError(422, 'PLAN_PERIOD_TOO_SHORT', { plan: current.plan.name, until });
  return { listFen, creditFen, amountFen: listFen - creditFen, planName: plan.name };
}

export function quotePoints(item: Extract<OrderItem, { kind: 'points' }>, fenPerThousand: number) {
  const listFen = (item.points / 1000) * fenPerThousand;
  return { listFen, creditFen: 0, amountFen: listFen, planName: null } satisfies Quote;
}

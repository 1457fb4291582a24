/**
 * What a paid order gives: points into the paid wallet (they do not expire), or a plan's period:
 * a renewal follows the period running, another plan starts now. Runs in the transaction that
 * marks the order paid, so it happens exactly once with it.
 */
import type { Executor } from '../../../db/client';
import { periodEnd, extendPeriod } from '../periods';
import { planRow, updateSubscription } from '../plans.repo';
import { addPointsWithin, endGrantsWithin } from '../points.service';
import { currentSubscription } from '../subscriptions.service';
import type { OrderRow } from './orders.repo';
import { basisOf, isRenewal, sameBasis } from './pricing';

export async function fulfilOrder(tx: Executor, order: OrderRow, now: Date) {
  const orgId = order.orgId;
  // The team was deleted before its payment came: the money stays on the order for a refund.
  if (orgId === null) return false;
  const item = order.item;
  if (item.kind === 'points') {
    await addPointsWithin(
      tx,
      { orgId },
      {
        kind: 'topup',
        wallet: 'paid',
        amount: item.points,
        reason: `order:${order.outTradeNo}`,
        idempotencyKey: `order:${order.id}`,
      },
    );
    return true;
  }
  const plan = await planRow(tx, BigInt(item.planId));
  if (!plan) return false;
  const current = await currentSubscription(tx, orgId, now);
  const { subscription } = current;
  // Priced against a subscription that has changed since (another order paid first): the money
  // is kept on the paid order, to be refunded, and the subscription is left as it is.
  if (!sameBasis(order.basis, basisOf(current), current.plan.free)) return false;
  if (isRenewal(current, plan.id, item.period))
    await updateSubscription(tx, orgId, subscription.id, {
      periodEnd: extendPeriod(subscription.periodStart, subscription.periodEnd, item.period),
      periodPaidFen: subscription.periodPaidFen + order.listFen,
      renews: true,
    });
  else {
    // The old plan's month ends here: its unused days were credited in money.
    await endGrantsWithin(tx, { orgId }, `order:${order.id}:replaced`);
    await updateSubscription(tx, orgId, subscription.id, {
      planId: plan.id,
      period: item.period,
      periodStart: now,
      periodEnd: periodEnd(now, item.period),
      periodPaidFen: order.listFen,
      renews: true,
    });
  }
  // The new plan's month of points, granted once.
  await currentSubscription(tx, orgId, now);
  return true;
}

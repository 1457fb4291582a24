/**
 * Plans (platform admins define them) and an organisation's subscription: what it is on, how its
 * limits stand, whether it goes on, and which plan follows it. Every change is audited.
 */
import type { FastifyInstance } from 'fastify';
import type {
  CreatePlanInput,
  Plan,
  PlanList,
  SetOrgPlanInput,
  Subscription,
  UpdateSubscriptionInput,
} from '@miaoyu/contracts';
import type { Executor } from '../../db/client';
import { audit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { requirePlatformAdminScope, type Caller } from '../../lib/scope';
import { memberAccess, requireOrgPermission } from '../orgs';
import { pointBalance } from './points.service';
import { periodEnd } from './periods';
import {
  insertPlan,
  listPlanRows,
  planRow,
  updatePlanRow,
  updateSubscription,
  type PlanRow,
} from './plans.repo';
import { currentSubscription } from './subscriptions.service';

const MANAGE_BILLING = 'billing:manage';

export function toPlan(row: PlanRow): Plan {
  return {
    id: String(row.id),
    name: row.name,
    description: row.description,
    priceMonthFen: row.priceMonthFen,
    priceYearFen: row.priceYearFen,
    currency: row.currency,
    pointsPerMonth: row.pointsPerMonth,
    limits: row.limits,
    free: row.free,
    active: row.active,
    sort: row.sort,
  };
}

/** 404 where billing is off: the platform sells nothing, so there is nothing to show. */
export function requireBilling(app: FastifyInstance) {
  if (!app.plans.enabled) throw new AppError(404, 'NOT_FOUND');
}

/** The plans an organisation may choose (every plan, retired ones too, for a platform admin). */
export async function listPlans(app: FastifyInstance, caller: Caller, all = false) {
  requireBilling(app);
  if (all) requirePlatformAdminScope(caller);
  const rows = await listPlanRows(app.db, !all);
  return { list: rows.map(toPlan) } satisfies PlanList;
}

export async function createPlan(app: FastifyInstance, caller: Caller, input: CreatePlanInput) {
  requireBilling(app);
  requirePlatformAdminScope(caller);
  const row = await app.db.transaction(async (tx) => {
    const plan = await insertPlan(tx, {
      ...input,
      description: input.description ?? '',
      active: input.active ?? true,
      sort: input.sort ?? 0,
    });
    await audit(tx, {
      actorUserId: caller.user.id,
      action: 'plan.create',
      targetType: 'plan',
      targetId: plan.id,
      detail: { ...input },
    });
    return plan;
  });
  return toPlan(row);
}

export async function updatePlan(
  app: FastifyInstance,
  caller: Caller,
  planId: bigint,
  input: Partial<CreatePlanInput>,
) {
  requireBilling(app);
  requirePlatformAdminScope(caller);
  const row = await app.db.transaction(async (tx) => {
    const before = await planRow(tx, planId);
    if (!before) throw new AppError(404, 'NOT_FOUND');
    if (before.free && (input.active === false || !!input.priceMonthFen || !!input.priceYearFen))
      throw new AppError(422, 'PLAN_FREE_FIXED');
    const after = (await updatePlanRow(tx, planId, input))!;
    await audit(tx, {
      actorUserId: caller.user.id,
      action: 'plan.update',
      targetType: 'plan',
      targetId: planId,
      detail: { ...input },
    });
    return after;
  });
  return toPlan(row);
}

/** The organisation's plan, period and limits now (any member may see them). */
export async function getSubscription(app: FastifyInstance, caller: Caller, orgId: bigint) {
  requireBilling(app);
  await memberAccess(app.db, orgId, caller.user.id);
  const current = await app.db.transaction((tx) => currentSubscription(tx, orgId));
  return describe(app, app.db, orgId, current);
}

async function describe(
  app: FastifyInstance,
  db: Executor,
  orgId: bigint,
  { subscription, plan }: Awaited<ReturnType<typeof currentSubscription>>,
): Promise<Subscription> {
  const [usage, points] = await Promise.all([
    app.plans.usage(db, orgId, plan),
    pointBalance(app.db, { orgId }),
  ]);
  return {
    plan: toPlan(plan),
    period: subscription.period,
    periodStart: subscription.periodStart.toISOString(),
    periodEnd: subscription.periodEnd.toISOString(),
    renews: subscription.renews,
    usage,
    points: { available: points.available, held: points.held },
  };
}

/** The owner cancels a paid plan (it ends with its period, not paid again) or resumes it. */
export async function changeSubscription(
  app: FastifyInstance,
  caller: Caller,
  orgId: bigint,
  input: UpdateSubscriptionInput,
) {
  requireBilling(app);
  await requireOrgPermission(app.db, orgId, caller.user.id, MANAGE_BILLING);
  const current = await app.db.transaction(async (tx) => {
    await requireOrgPermission(tx, orgId, caller.user.id, MANAGE_BILLING, { lock: true });
    const now = await currentSubscription(tx, orgId);
    await updateSubscription(tx, orgId, now.subscription.id, { renews: input.renews });
    await audit(tx, {
      actorUserId: caller.user.id,
      orgId,
      action: input.renews ? 'subscription.resume' : 'subscription.cancel',
      targetType: 'subscription',
      targetId: now.subscription.id,
      detail: { planId: String(now.plan.id) },
    });
    return { ...now, subscription: { ...now.subscription, renews: input.renews } };
  });
  return describe(app, app.db, orgId, current);
}

/**
 * A platform admin puts an organisation on a plan (a contract signed offline, a gift, a
 * correction) from now, for one period; its points for the month are granted at once.
 */
export async function setOrgPlan(
  app: FastifyInstance,
  caller: Caller,
  orgId: bigint,
  input: SetOrgPlanInput,
) {
  requireBilling(app);
  requirePlatformAdminScope(caller);
  const current = await app.db.transaction(async (tx) => {
    const plan = await planRow(tx, BigInt(input.planId));
    if (!plan) throw new AppError(404, 'NOT_FOUND');
    const before = await currentSubscription(tx, orgId).catch(orgGone);
    // Told twice (a retry, a double click), the team is already there: nothing more is granted.
    if (before.plan.id === plan.id && before.subscription.period === input.period) return before;
    const now = new Date();
    const change = {
      planId: plan.id,
      period: input.period,
      periodStart: now,
      periodEnd: periodEnd(now, input.period),
      renews: !plan.free,
      periodPaidFen: 0,
    };
    await updateSubscription(tx, orgId, before.subscription.id, change);
    await audit(tx, {
      actorUserId: caller.user.id,
      orgId,
      action: 'subscription.set',
      targetType: 'subscription',
      targetId: before.subscription.id,
      detail: { planId: input.planId, period: input.period, from: String(before.plan.id) },
    });
    return currentSubscription(tx, orgId);
  });
  return describe(app, app.db, orgId, current);
}

/** A subscription cannot be made for an organisation that is not there (its foreign key says). */
function orgGone(err: unknown): never {
  if (
    (err as { cause?: { code?: string } }).cause?.code === '23503' ||
    (err as { code?: string }).code === '23503'
  )
    throw new AppError(404, 'NOT_FOUND');
  throw err;
}

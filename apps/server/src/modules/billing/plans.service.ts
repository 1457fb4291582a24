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
  const next = subscription.nextPlanId ? await planRow(db, subscription.nextPlanId) : null;
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
    nextPlan: next ? toPlan(next) : null,
    usage,
    points: { available: points.available, held: points.held },
  };
}

/**
 * The owner cancels (the plan ends with its period), takes a cancel back, or chooses a cheaper
 * plan for after the period (a downgrade waits for the period paid for to end).
 */
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
    const change: { renews?: boolean; nextPlanId?: bigint | null } = {};
    if (input.renews !== undefined) change.renews = input.renews;
    if (input.nextPlanId !== undefined) {
      change.nextPlanId = input.nextPlanId === null ? null : BigInt(input.nextPlanId);
      if (change.nextPlanId !== null) await requireCheaper(tx, now.plan, change.nextPlanId);
    }
    await updateSubscription(tx, orgId, now.subscription.id, change);
    await audit(tx, {
      actorUserId: caller.user.id,
      orgId,
      action: 'subscription.change',
      targetType: 'subscription',
      targetId: now.subscription.id,
      detail: { ...input },
    });
    return { ...now, subscription: { ...now.subscription, ...change } };
  });
  return describe(app, app.db, orgId, current);
}

/** A plan to move to at the period's end: offered, and costing less than the one now. */
async function requireCheaper(tx: Executor, plan: PlanRow, nextPlanId: bigint) {
  const next = await planRow(tx, nextPlanId);
  if (!next || !next.active)
    throw new AppError(422, 'VALIDATION_FAILED', {}, [
      { loc: ['body', 'nextPlanId'], msg: 'validation.id' },
    ]);
  if (next.id === plan.id || next.priceMonthFen >= plan.priceMonthFen)
    throw new AppError(422, 'VALIDATION_FAILED', {}, [
      { loc: ['body', 'nextPlanId'], msg: 'validation.cheaperPlan' },
    ]);
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
    const now = new Date();
    const change = {
      planId: plan.id,
      period: input.period,
      periodStart: now,
      periodEnd: periodEnd(now, input.period),
      renews: !plan.free,
      nextPlanId: null,
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

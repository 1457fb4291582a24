import fp from 'fastify-plugin';
import {
  COUNTED_PLAN_LIMITS,
  type CountedPlanLimit,
  type ErrorCode,
  type LimitUse,
} from '@miaoyu/contracts';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { listPlanRows, type PlanRow } from './plans.repo';
import { currentSubscription } from './subscriptions.service';

/** How much of a limit an organisation uses now (storage in MB). */
export type LimitCounter = (db: Executor, orgId: bigint) => Promise<number>;

const LIMIT_CODES: Record<CountedPlanLimit, ErrorCode> = {
  members: 'PLAN_LIMIT_MEMBERS',
  helpers: 'PLAN_LIMIT_HELPERS',
  datasets: 'PLAN_LIMIT_DATASETS',
  scenes: 'PLAN_LIMIT_SCENES',
  storageMb: 'PLAN_LIMIT_STORAGE_MB',
};

/**
 * The plan's limits where things are made. Each module counts its own things (`counter`, while
 * it registers: the helpers module its helpers), and calls `require` inside the transaction that
 * makes one; billing knows no module's tables. With billing off nothing is limited.
 */
export class PlanGuard {
  private readonly counters = new Map<CountedPlanLimit, LimitCounter>();

  constructor(readonly enabled: boolean) {}

  counter(key: CountedPlanLimit, count: LimitCounter): void {
    if (this.counters.has(key)) throw new Error(`plan limit ${key} is counted twice`);
    this.counters.set(key, count);
  }

  /**
   * 402 naming the limit and the plan that lifts it when `adding` more would pass the plan's
   * most. Holds the organisation's subscription until the caller's transaction ends, so of two
   * makers at once at the last place, the second counts the first's.
   */
  async require(tx: Executor, orgId: bigint, key: CountedPlanLimit, adding = 1): Promise<void> {
    // Nothing added (a document of no bytes) takes no room, even from a team past its limit.
    if (!this.enabled || adding <= 0) return;
    const { plan } = await currentSubscription(tx, orgId);
    const max = plan.limits[key];
    if (max === null || max === undefined) return;
    const needed = (await this.used(tx, orgId, key)) + adding;
    if (needed <= max) return;
    const lifting = (await listPlanRows(tx, true)).find(
      (p) => !p.free && p.id !== plan.id && liftsTo(p, key, needed),
    );
    if (!lifting) throw new AppError(402, 'PLAN_LIMIT_TOP', { plan: plan.name, max });
    throw new AppError(402, LIMIT_CODES[key], { plan: plan.name, max, upgrade: lifting.name });
  }

  /** Each counted limit of the plan: what is used of its most. */
  async usage(db: Executor, orgId: bigint, plan: PlanRow): Promise<LimitUse[]> {
    return Promise.all(
      COUNTED_PLAN_LIMITS.map(async (key) => ({
        key,
        used: await this.used(db, orgId, key),
        max: plan.limits[key] ?? null,
      })),
    );
  }

  private async used(db: Executor, orgId: bigint, key: CountedPlanLimit) {
    const count = this.counters.get(key);
    if (!count) throw new Error(`plan limit ${key} has no counter: its module registers one`);
    return count(db, orgId);
  }
}

const liftsTo = (plan: PlanRow, key: CountedPlanLimit, needed: number) => {
  const max = plan.limits[key];
  return max === null || max === undefined || max >= needed;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Plan limits: modules register their counters and check before they make something. */
    plans: PlanGuard;
  }
}

/** Registered before the modules, which register their counters in it. */
export const planGuardPlugin = fp<{ enabled: boolean }>(
  async (app, { enabled }) => {
    app.decorate('plans', new PlanGuard(enabled));
  },
  { name: 'plan-guard' },
);

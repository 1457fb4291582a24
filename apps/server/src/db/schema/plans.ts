/**
 * Plans the platform sells and each organisation's subscription to one. Every organisation has
 * a subscription (made on the free plan when first needed); its period rolls on when it ends.
 */
import {
  bigint,
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { BillingPeriod, PlanLimits } from '@miaoyu/contracts';
import { at, id, ref, timestamps } from './columns';
import { organisations } from './orgs';

const fen = (name: string) => bigint(name, { mode: 'number' });

export const plans = pgTable(
  'plans',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    priceMonthFen: fen('price_month_fen').notNull(),
    priceYearFen: fen('price_year_fen').notNull(),
    currency: text('currency').$type<'CNY'>().notNull().default('CNY'),
    pointsPerMonth: fen('points_per_month').notNull(),
    limits: jsonb('limits').$type<PlanLimits>().notNull(),
    free: boolean('free').notNull().default(false),
    active: boolean('active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    // One free plan: where organisations start and fall back to.
    uniqueIndex('plans_one_free_idx')
      .on(t.free)
      .where(sql`${t.free}`),
    check(
      'plans_free_costs_nothing',
      sql`not ${t.free} or (${t.priceMonthFen} = 0 and ${t.priceYearFen} = 0)`,
    ),
  ],
);

export const subscriptions = pgTable('subscriptions', {
  id: id(),
  orgId: ref('org_id')
    .notNull()
    .unique()
    .references(() => organisations.id, { onDelete: 'cascade' }),
  planId: ref('plan_id')
    .notNull()
    .references(() => plans.id),
  period: text('period').$type<BillingPeriod>().notNull().default('month'),
  periodStart: at('period_start').notNull(),
  periodEnd: at('period_end').notNull(),
  /** A paid plan is to go on after its period (once paid for); false when it was cancelled. */
  renews: boolean('renews').notNull().default(true),
  /** What was paid for the period running (0 when given): its unused rest is credited on upgrade. */
  periodPaidFen: fen('period_paid_fen').notNull().default(0),
  ...timestamps,
});

/** Points per million tokens of each model; `*` for every model without a row of its own. */
export const pointPrices = pgTable('point_prices', {
  id: id(),
  model: text('model').notNull().unique(),
  inputPerMillion: fen('input_per_million').notNull(),
  outputPerMillion: fen('output_per_million').notNull(),
  cachedPerMillion: fen('cached_per_million').notNull(),
  ...timestamps,
});

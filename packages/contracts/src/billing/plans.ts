import { z } from 'zod';
import { idSchema } from '../ids';
import { safeText, textSchema } from '../text';

/**
 * What a plan allows an organisation: each a most, or null for no limit. Members, helpers,
 * datasets and scenes are counted where they are made; storage is the knowledge base's originals;
 * requests per minute are a person's chat requests; history is how long conversations are kept.
 */
export const PLAN_LIMIT_KEYS = [
  'members',
  'helpers',
  'datasets',
  'scenes',
  'storageMb',
  'requestsPerMinute',
  'historyDays',
] as const;
export type PlanLimitKey = (typeof PLAN_LIMIT_KEYS)[number];

/** The limits checked when something is made: each one's module counts what there is. */
export const COUNTED_PLAN_LIMITS = [
  'members',
  'helpers',
  'datasets',
  'scenes',
  'storageMb',
] as const;
export type CountedPlanLimit = (typeof COUNTED_PLAN_LIMITS)[number];

const limitValue = z.number().int().min(0).max(1_000_000).nullable();
export const planLimitsSchema = z.object(
  Object.fromEntries(PLAN_LIMIT_KEYS.map((key) => [key, limitValue])) as Record<
    PlanLimitKey,
    typeof limitValue
  >,
);
export type PlanLimits = z.infer<typeof planLimitsSchema>;

/** Money is whole fen (分) with its currency, never a float of yuan. */
const fen = z.number().int().min(0).max(100_000_000);
const points = z.number().int().min(0).max(1_000_000_000);

/** A plan the platform sells: its prices, the points it grants each period, and its limits. */
export const planSchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string(),
  priceMonthFen: z.number().int(),
  priceYearFen: z.number().int(),
  currency: z.literal('CNY'),
  /** Points granted at the start of each month of the plan (a year's plan grants monthly too). */
  pointsPerMonth: z.number().int(),
  limits: planLimitsSchema,
  /** The plan every organisation starts on, and falls back to when a paid one ends: one only. */
  free: z.boolean(),
  /** Offered to organisations; a retired plan keeps its subscribers until their period ends. */
  active: z.boolean(),
  sort: z.number().int(),
});
export type Plan = z.infer<typeof planSchema>;

const planFields = z.object({
  name: textSchema(1, 40, 'validation.planName'),
  description: safeText().max(500),
  priceMonthFen: fen,
  priceYearFen: fen,
  pointsPerMonth: points,
  limits: planLimitsSchema,
  active: z.boolean(),
  sort: z.number().int().min(0).max(1000),
});

/** A platform admin's new plan (never the free one: there is one, made with the platform). */
export const createPlanSchema = planFields.extend({
  description: planFields.shape.description.default(''),
  active: planFields.shape.active.default(true),
  sort: planFields.shape.sort.default(0),
});
export type CreatePlanInput = z.input<typeof createPlanSchema>;

/** A change of a plan: only the fields sent change (no defaults here), at least one. */
export const updatePlanSchema = planFields
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'validation.nothingToUpdate' });
export type UpdatePlanInput = z.input<typeof updatePlanSchema>;

export const planListSchema = z.object({ list: z.array(planSchema) });
export type PlanList = z.infer<typeof planListSchema>;

export const billingPeriodSchema = z.enum(['month', 'year']);
export type BillingPeriod = z.infer<typeof billingPeriodSchema>;

/** What one counted limit stands at: used of the plan's most (null: no limit). */
export const limitUseSchema = z.object({
  key: z.enum(COUNTED_PLAN_LIMITS),
  used: z.number(),
  max: z.number().nullable(),
});
export type LimitUse = z.infer<typeof limitUseSchema>;

/** An organisation's plan now, its period, what comes after it, and how its limits stand. */
export const subscriptionSchema = z.object({
  plan: planSchema,
  period: billingPeriodSchema,
  periodStart: z.string(),
  periodEnd: z.string(),
  /** Whether a paid plan is to go on after this period (false: cancelled, it ends then). */
  renews: z.boolean(),
  usage: z.array(limitUseSchema),
  points: z.object({ available: z.number(), held: z.number() }),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** Whether this platform sells plans at all: off, there are no limits, points or pages. */
export const billingStatusSchema = z.object({ enabled: z.boolean() });
export type BillingStatus = z.infer<typeof billingStatusSchema>;

export const planParamsSchema = z.object({ planId: idSchema });

/** The owner cancels a paid plan (it ends with its period) or takes the cancel back. */
export const updateSubscriptionSchema = z.object({ renews: z.boolean() });
export type UpdateSubscriptionInput = z.infer<typeof updateSubscriptionSchema>;

/** A platform admin puts an organisation on a plan from now, for one period. */
export const setOrgPlanSchema = z.object({
  planId: idSchema,
  period: billingPeriodSchema.default('month'),
});
export type SetOrgPlanInput = z.infer<typeof setOrgPlanSchema>;

/**
 * What a model's tokens cost in points, per million tokens (input, output, and input the
 * provider served from its cache). `*` prices every model without a row of its own.
 */
export const DEFAULT_PRICE_MODEL = '*';
const perMillion = z.number().int().min(0).max(100_000_000);
export const pointPriceInputSchema = z.object({
  model: textSchema(1, 200, 'validation.priceModel'),
  inputPerMillion: perMillion,
  outputPerMillion: perMillion,
  cachedPerMillion: perMillion,
});
export type PointPriceInput = z.infer<typeof pointPriceInputSchema>;
export const pointPriceSchema = pointPriceInputSchema.extend({ id: idSchema });
export type PointPrice = z.infer<typeof pointPriceSchema>;
export const pointPriceListSchema = z.object({ list: z.array(pointPriceSchema) });
export const pointPriceParamsSchema = z.object({ priceId: idSchema });

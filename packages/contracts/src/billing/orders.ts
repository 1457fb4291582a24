import { z } from 'zod';
import { idSchema } from '../ids';
import { pageQuery } from '../page';
import { safeText } from '../text';
import { billingPeriodSchema } from './plans';

/**
 * An order moves forward only: created → paying → paid | closed, and a paid one
 * paid → refunding → refunded. A payment the channel proves was made wins over our own timeout
 * (closed → paid); nothing ever goes back to an earlier state.
 */
export const orderStatusSchema = z.enum([
  'created',
  'paying',
  'paid',
  'closed',
  'refunding',
  'refunded',
]);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/** Where the money is paid. The sandbox is a page on our own server that pays or fails. */
export const PAYMENT_CHANNELS = ['sandbox', 'wechat', 'alipay', 'stripe'] as const;
export const paymentChannelSchema = z.enum(PAYMENT_CHANNELS);
export type PaymentChannel = z.infer<typeof paymentChannelSchema>;

/** How many points one purchase may add, in steps of a thousand. */
export const TOP_UP_POINTS = { min: 1_000, max: 10_000_000, step: 1_000 } as const;

/** What is bought: a period of a plan, or points that do not expire. */
export const orderItemSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('plan'), planId: idSchema, period: billingPeriodSchema }),
  z.object({
    kind: z.literal('points'),
    points: z
      .number()
      .int()
      .min(TOP_UP_POINTS.min)
      .max(TOP_UP_POINTS.max)
      .multipleOf(TOP_UP_POINTS.step, { message: 'validation.topUpStep' }),
  }),
]);
export type OrderItem = z.infer<typeof orderItemSchema>;

/** The phone or the WeChat browser pays differently from a desktop (a QR code there). */
export const paymentClientSchema = z.enum(['desktop', 'mobile', 'wechat']);
export type PaymentClient = z.infer<typeof paymentClientSchema>;

export const createOrderSchema = z.object({
  item: orderItemSchema,
  channel: paymentChannelSchema,
  client: paymentClientSchema.default('desktop'),
});
export type CreateOrderInput = z.input<typeof createOrderSchema>;

/** How the buyer pays: go to the channel's page, or scan its QR code. */
export const paymentActionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('redirect'), url: z.string() }),
  z.object({ kind: z.literal('qr'), codeUrl: z.string() }),
]);
export type PaymentAction = z.infer<typeof paymentActionSchema>;

export const orderSchema = z.object({
  id: idSchema,
  outTradeNo: z.string(),
  orgId: idSchema,
  orgName: z.string(),
  /** Who placed it; null when that person has since left the platform. */
  buyerName: z.string().nullable(),
  item: orderItemSchema,
  /** Plan orders: the plan's name when ordered. */
  planName: z.string().nullable(),
  /** The list price, what was credited for the unused rest of the plan replaced, and the total. */
  listFen: z.number().int(),
  creditFen: z.number().int(),
  amountFen: z.number().int(),
  refundedFen: z.number().int(),
  currency: z.literal('CNY'),
  channel: paymentChannelSchema,
  /** The channel's own number for the payment, once paid. */
  channelTradeNo: z.string().nullable(),
  status: orderStatusSchema,
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  /** Until when it may be paid. */
  expiresAt: z.string(),
});
export type Order = z.infer<typeof orderSchema>;

export const createdOrderSchema = z.object({ order: orderSchema, pay: paymentActionSchema });
export type CreatedOrder = z.infer<typeof createdOrderSchema>;

export const orderListQuerySchema = pageQuery({ defaultLimit: 20 })
  .omit({ keyword: true })
  .extend({
    status: orderStatusSchema.optional(),
    kind: z.enum(['plan', 'points']).optional(),
  });
export type OrderListQuery = z.input<typeof orderListQuerySchema>;
export const orderListSchema = z.object({ list: z.array(orderSchema), total: z.number().int() });
export type OrderList = z.infer<typeof orderListSchema>;

/** Our trade numbers, and what channels accept as one: 6 to 32 letters, digits, _ and -. */
export const tradeNoSchema = safeText().regex(/^[A-Za-z0-9_-]{6,32}$/);
export const orderParamsSchema = z.object({ orgId: idSchema, outTradeNo: tradeNoSchema });

/** The sandbox cashier's two buttons. */
export const sandboxPaySchema = z.object({ outcome: z.enum(['paid', 'failed']) });
export type SandboxPayInput = z.infer<typeof sandboxPaySchema>;

/** What the checkout offers: the channels that are on and what points cost. */
export const checkoutOptionsSchema = z.object({
  channels: z.array(paymentChannelSchema),
  fenPerThousandPoints: z.number().int(),
});
export type CheckoutOptions = z.infer<typeof checkoutOptionsSchema>;

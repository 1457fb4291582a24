import type { FirstRequest } from '@/lib/preload';

export const BILLING_PATH = '/v1/billing';
export const PLANS_PATH = '/v1/plans';
export const ADMIN_PLANS_PATH = '/v1/admin/plans';
export const subscriptionPath = (orgId: string) => `/v1/orgs/${orgId}/subscription`;

/** `GET /v1/billing`: whether this platform sells plans. */
export const billingStatusRequest = (): FirstRequest => ({ path: BILLING_PATH });
/** `GET /v1/orgs/{orgId}/subscription`: the team's plan, limits and points. */
export const subscriptionRequest = (orgId: string): FirstRequest => ({
  path: subscriptionPath(orgId),
});
/** `GET /v1/plans`: the plans on offer. */
export const plansRequest = (): FirstRequest => ({ path: PLANS_PATH });
/** `GET /v1/admin/plans`: every plan, for platform admins. */
export const adminPlansRequest = (): FirstRequest => ({ path: ADMIN_PLANS_PATH });
export const POINT_PRICES_PATH = '/v1/admin/point-prices';
/** `GET /v1/admin/point-prices`: what each model's tokens cost in points. */
export const pointPricesRequest = (): FirstRequest => ({ path: POINT_PRICES_PATH });
export const CHECKOUT_PATH = '/v1/checkout';
export const ordersPath = (orgId: string) => `/v1/orgs/${orgId}/orders`;
export const orderPath = (orgId: string, outTradeNo: string) =>
  `${ordersPath(orgId)}/${encodeURIComponent(outTradeNo)}`;
/** `GET /v1/checkout`: the payment channels on offer and the price of points. */
export const checkoutRequest = (): FirstRequest => ({ path: CHECKOUT_PATH });
/** `GET /v1/orgs/{orgId}/orders/{outTradeNo}`: one trade. */
export const orderRequest = (orgId: string, outTradeNo: string): FirstRequest => ({
  path: orderPath(orgId, outTradeNo),
});

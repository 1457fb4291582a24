/**
 * Plans, points and payment. The domain's error codes, each with its text in Chinese, the source;
 * the English is beside it, in `errors.en-US.ts`.
 */
export const BILLING_ERRORS = {
  POINTS_RUN_OUT: '积分不足：需要 {needed} 积分，可用 {available} 积分。请充值或升级套餐后再试',
} as const;

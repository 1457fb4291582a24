import type { BILLING_ERRORS } from './errors';

/** BILLING_ERRORS in English: every code of the domain, none other. */
export const BILLING_ERRORS_EN: Record<keyof typeof BILLING_ERRORS, string> = {
  POINTS_RUN_OUT:
    'Not enough points: {needed} needed, {available} available. Top up or upgrade the plan, then try again',
};

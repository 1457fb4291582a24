import type { BILLING_ERRORS } from './errors';

/** BILLING_ERRORS in English: every code of the domain, none other. */
export const BILLING_ERRORS_EN: Record<keyof typeof BILLING_ERRORS, string> = {
  POINTS_RUN_OUT:
    'Not enough points: {needed} needed, {available} available. Top up or upgrade the plan, then try again',
  PLAN_LIMIT_MEMBERS:
    'The “{plan}” plan’s limit of members ({max}) is reached. “{upgrade}” allows more',
  PLAN_LIMIT_HELPERS:
    'The “{plan}” plan’s limit of helpers ({max}) is reached. “{upgrade}” allows more',
  PLAN_LIMIT_DATASETS:
    'The “{plan}” plan’s limit of knowledge bases ({max}) is reached. “{upgrade}” allows more',
  PLAN_LIMIT_SCENES:
    'The “{plan}” plan’s limit of business scenes ({max}) is reached. “{upgrade}” allows more',
  PLAN_LIMIT_STORAGE_MB:
    'The “{plan}” plan’s knowledge storage ({max} MB) is full. “{upgrade}” allows more',
  PLAN_LIMIT_TOP:
    'The “{plan}” plan’s limit ({max}) is reached and no plan allows more: ask the platform admin',
  PLAN_FREE_FIXED: 'The free plan cannot be retired and its prices stay 0',
  CHANNEL_OFF: 'The payment method “{channel}” is not available: choose another',
  PLAN_NOT_ON_OFFER: 'This plan is not on sale',
  PLAN_DOWNGRADE_LATER:
    'The “{plan}” plan runs until {until} and cannot be swapped for a cheaper one before then: cancel its renewal and buy the other when it ends',
  PAYMENT_NOTICE_INVALID: 'The payment notification could not be verified ({reason})',
  PLAN_PERIOD_TOO_SHORT:
    'What is left of the “{plan}” plan (until {until}) is worth more than one period of the new one: choose a longer period, or change when it ends',
  ORDER_NOT_PAYABLE: 'The order is {status} and cannot be paid',
  PAYMENT_START_FAILED: 'The payment provider cannot take the order now: try again shortly',
  PRICE_DEFAULT_FIXED: 'The default price (*) cannot be removed',
  BOT_CANNOT_ANSWER_NOW:
    'Sorry, I cannot answer right now. Please try again later, or ask for a person.',
};

import type { ACCOUNT_ERRORS } from './account.errors';

/** ACCOUNT_ERRORS in English: every code of the domain, none other. */
export const ACCOUNT_ERRORS_EN: Record<keyof typeof ACCOUNT_ERRORS, string> = {
  OWNS_TEAM_WITH_MEMBERS: 'You own a team that has other members: transfer or delete it first',
  PHONE_TAKEN: 'This phone number belongs to another account',
};

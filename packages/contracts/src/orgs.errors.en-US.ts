import type { ORG_ERRORS } from './orgs.errors';

/** ORG_ERRORS in English: every code of the domain, none other. */
export const ORG_ERRORS_EN: Record<keyof typeof ORG_ERRORS, string> = {
  ORG_NAME_MISMATCH: 'The team name you typed does not match',
  TEAM_CODE_TAKEN: 'This team code is taken',
  PERSONAL_ORG: 'This cannot be done to a personal space',
  OWNER_MUST_TRANSFER: 'The owner must transfer the team first',
  ALREADY_MEMBER: 'You are already a member of this team',
  INVITE_EXPIRED: 'This invite link has expired',
  INVITE_USED: 'This invite link has been used',
  INVITE_REVOKED: 'This invite link was revoked',
  INVITE_WRONG_PHONE: 'This invite was sent to another phone number',
  ROLE_TOO_HIGH: 'You cannot manage a role equal to or above your own',
};

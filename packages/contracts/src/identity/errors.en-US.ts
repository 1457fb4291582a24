import type { IDENTITY_ERRORS } from './errors';

/** IDENTITY_ERRORS in English: every code of the domain, none other. */
export const IDENTITY_ERRORS_EN: Record<keyof typeof IDENTITY_ERRORS, string> = {
  SIGN_IN_NOT_OFFERED: 'This team does not offer this way of signing in',
  SIGN_IN_FLOW_EXPIRED: 'This sign-in has expired or was used; please sign in again',
  SIGN_IN_OTHER_BROWSER: 'Finish signing in in the browser where you started',
  SIGN_IN_CODE_REFUSED: 'The sign-in code is not valid or has expired; please sign in again',
  SIGN_IN_PROVIDER_FAILED: 'The sign-in service is not available; please try again later',
  SIGN_IN_CALLBACK_NOT_ALLOWED: "The return address is not on the team's list",
  SIGN_IN_OUTSIDE_CORP: "You are not in the team's DingTalk organisation",
  SIGN_IN_SNAPSHOT_USER: 'Allow the sign-in in WeChat, then try again',
  SIGN_IN_SECRET_MISSING: 'Fill in the secret before saving',
  SIGN_IN_SECRET_REENTER: 'The issuer or client ID changed: enter the client secret again',
  SIGN_IN_MEMBERS_ONLY: 'This way of signing in is for team members; ask an admin to invite you',
  SIGN_IN_NO_ADDRESS:
    "The operator has not set this studio's address (PUBLIC_URL): other ways of signing in are not available yet",
  IDENTITY_TAKEN: 'This account is linked to another user',
  IDENTITY_LAST_WAY_IN: 'This is your only way to sign in; it cannot be unlinked',
  IDENTITY_SIGN_IN_REQUIRED: 'Sign in before linking',
};

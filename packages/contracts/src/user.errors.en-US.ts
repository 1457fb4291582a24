import type { USER_ERRORS } from './user.errors';

/** USER_ERRORS in English: every code of the domain, none other. */
export const USER_ERRORS_EN: Record<keyof typeof USER_ERRORS, string> = {
  SMS_RESEND_TOO_SOON: 'A code was just sent; you can ask again in {seconds} s',
  SMS_CODE_WRONG: 'The code is wrong',
  SMS_CODE_EXPIRED: 'The code has expired or was never sent; ask for a new one',
  SMS_CODE_TOO_MANY_TRIES: 'Too many wrong tries; ask for a new code',
  SMS_SEND_FAILED: 'The text message service is unavailable right now; try again in a few minutes',
  SMS_PHONE_INVALID: 'This number cannot receive text messages; check it and try again',
  SMS_DAILY_LIMIT: 'This number has had as many codes as it may today; try again tomorrow',
  SMS_PHONE_TOO_FREQUENT: 'Codes were sent to this number too often; try again in {seconds} s',
  SMS_SEND_UNCERTAIN:
    'The text message service did not answer in time; the message may arrive late, and its code will work. If it does not come, ask again in {seconds} s',
};

import type { Config } from '../../config';

/**
 * The limits on sending SMS codes, shared by every route that sends one (sign-in, new phone):
 * - per address: one rate-limit counter, the group below, for all those routes together;
 * - per phone: counted from the codes stored for the number (auth.service `sendCode`), which
 *   every route sends through, so it is one counter whichever route asked.
 */
const SMS_CODE_IP_COUNTER = 'sms-code-ip';

/** Route `config.rateLimit` of every route that sends a code. */
export const smsCodeIpLimit = (config: Pick<Config, 'SMS_IP_HOURLY_LIMIT'>) => ({
  max: config.SMS_IP_HOURLY_LIMIT,
  timeWindow: '1 hour',
  groupId: SMS_CODE_IP_COUNTER,
});

/**
 * The forms each provider wants a number in, from our canonical form (11 mainland digits, or
 * E.164 for any other country; see `normalizePhone` in contracts).
 */
const MAINLAND = /^1[3-9]\d{9}$/;

/** Tencent Cloud: E.164 always (`+8613800000000`). */
export function toE164(phone: string): string {
  return MAINLAND.test(phone) ? `+86${phone}` : phone;
}

/**
 * Aliyun: mainland numbers as their 11 digits; others as country code and number without `+`
 * (`85212345678`), the form its international messages take.
 */
export function toAliyunNumber(phone: string): string {
  return MAINLAND.test(phone) ? phone : phone.replace(/^\+/, '');
}

/** For logs: enough to tell numbers apart in a support case, not enough to read one off. */
export function maskPhone(phone: string): string {
  return phone.length <= 7 ? '****' : `${phone.slice(0, 3)}****${phone.slice(-4)}`;
}

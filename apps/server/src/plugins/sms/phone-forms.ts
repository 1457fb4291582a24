/**
 * The forms each provider wants a number in, from our canonical form (11 mainland digits, or
 * E.164 for any other country; see `normalizePhone` in contracts).
 */
const MAINLAND = /^1[3-9]\d{9}$/;

/** Tencent Cloud: E.164 always (`+8613800000000`). */
export function toE164(phone: string): string {
  return MAINLAND.test(phone) ? `+86${phone}` : phone;
}

/** Country code and number, without `+`, that Aliyun would read as a mainland mobile. */
const READ_AS_MAINLAND = /^1\d{10}$/;

/**
 * Aliyun `SendSms`: mainland numbers as their 11 digits; others as country code and number
 * without `+` (`85212345678`), the only form its documentation gives for international messages.
 * In that form every +1 number (North America, 1 and 10 digits) has the shape of a mainland
 * mobile, and Aliyun sends it to China: such numbers have no form Aliyun cannot misread, so none
 * is returned and the number is refused.
 */
export function toAliyunNumber(phone: string): string | null {
  if (MAINLAND.test(phone)) return phone;
  const international = phone.replace(/^\+/, '');
  return READ_AS_MAINLAND.test(international) ? null : international;
}

/** For logs: enough to tell numbers apart in a support case, not enough to read one off. */
export function maskPhone(phone: string): string {
  return phone.length <= 7 ? '****' : `${phone.slice(0, 3)}****${phone.slice(-4)}`;
}

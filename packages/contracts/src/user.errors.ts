/**
 * Signing in by a code sent in a text message. The domain's error codes, each with its text in
 * Chinese, the source; the English is beside it, in `user.errors.en-US.ts`. `error-codes.ts` merges
 * every domain's.
 */
export const USER_ERRORS = {
  SMS_RESEND_TOO_SOON: '验证码已发送，请 {seconds} 秒后再获取',
  SMS_CODE_WRONG: '验证码错误',
  SMS_CODE_EXPIRED: '验证码已过期或不存在，请重新获取',
  SMS_CODE_TOO_MANY_TRIES: '验证码错误次数过多，请重新获取',
  SMS_SEND_FAILED: '短信服务暂时不可用，请几分钟后重试',
  SMS_PHONE_INVALID: '该号码无法接收短信，请检查后重试',
  SMS_DAILY_LIMIT: '该号码今日获取验证码次数已达上限，请明天再试',
  SMS_PHONE_TOO_FREQUENT: '该号码获取验证码过于频繁，请 {seconds} 秒后再试',
  SMS_SEND_UNCERTAIN:
    '短信服务响应超时，短信可能延迟送达，收到的验证码仍然有效；如未收到，请 {seconds} 秒后重新获取',
} as const satisfies Record<string, string>;

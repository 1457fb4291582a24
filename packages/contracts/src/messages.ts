import type { ErrorCode } from './errors';
import type { Locale } from './constants';

/** Validation message keys used inside schemas; the server turns them into readable text. */
export const VALIDATION_KEYS = ['validation.phone', 'validation.smsCode'] as const;
export type ValidationKey = (typeof VALIDATION_KEYS)[number];

type MessageKey = ErrorCode | ValidationKey;

/** Server-side messages, chosen by the request's Accept-Language. `{name}` is filled in. */
export const SERVER_MESSAGES: Record<Locale, Record<MessageKey, string>> = {
  'zh-CN': {
    BAD_REQUEST: '请求有误',
    INVALID_JSON: '请求体不是合法的 JSON',
    UNAUTHORIZED: '请先登录',
    TOKEN_INVALID: '登录凭证无效，请重新登录',
    TOKEN_EXPIRED: '登录已过期，请重新登录',
    TOKEN_REVOKED: '登录已退出，请重新登录',
    FORBIDDEN: '没有权限执行此操作',
    USER_BANNED: '该账号已被封禁',
    NOT_FOUND: '请求的资源不存在',
    CONFLICT: '数据冲突，请刷新后重试',
    PAYLOAD_TOO_LARGE: '请求体过大（上限 {limit}）',
    UNSUPPORTED_MEDIA_TYPE: '不支持的内容类型',
    VALIDATION_FAILED: '参数校验失败',
    RATE_LIMITED: '操作太频繁，请 {seconds} 秒后再试',
    SMS_RESEND_TOO_SOON: '验证码已发送，请 {seconds} 秒后再获取',
    SMS_CODE_WRONG: '验证码错误',
    SMS_CODE_EXPIRED: '验证码已过期或不存在，请重新获取',
    SMS_CODE_TOO_MANY_TRIES: '验证码错误次数过多，请重新获取',
    SMS_SEND_FAILED: '短信发送失败，请稍后重试',
    INTERNAL: '服务器内部错误，请稍后重试',
    SERVICE_UNAVAILABLE: '服务暂不可用',
    'validation.phone': '请输入正确的手机号',
    'validation.smsCode': '请输入 6 位数字验证码',
  },
  'en-US': {
    BAD_REQUEST: 'Bad request',
    INVALID_JSON: 'The request body is not valid JSON',
    UNAUTHORIZED: 'Please sign in first',
    TOKEN_INVALID: 'Your sign-in is not valid; please sign in again',
    TOKEN_EXPIRED: 'Your sign-in has expired; please sign in again',
    TOKEN_REVOKED: 'You have signed out; please sign in again',
    FORBIDDEN: 'You are not allowed to do this',
    USER_BANNED: 'This account has been banned',
    NOT_FOUND: 'Not found',
    CONFLICT: 'The data changed; refresh and try again',
    PAYLOAD_TOO_LARGE: 'The request body is too large (limit {limit})',
    UNSUPPORTED_MEDIA_TYPE: 'Unsupported content type',
    VALIDATION_FAILED: 'Some fields are not valid',
    RATE_LIMITED: 'Too many requests; try again in {seconds} s',
    SMS_RESEND_TOO_SOON: 'A code was just sent; you can ask again in {seconds} s',
    SMS_CODE_WRONG: 'The code is wrong',
    SMS_CODE_EXPIRED: 'The code has expired or was never sent; ask for a new one',
    SMS_CODE_TOO_MANY_TRIES: 'Too many wrong tries; ask for a new code',
    SMS_SEND_FAILED: 'The text message could not be sent; try again later',
    INTERNAL: 'Internal server error; try again later',
    SERVICE_UNAVAILABLE: 'Service unavailable',
    'validation.phone': 'Enter a valid phone number',
    'validation.smsCode': 'Enter the 6-digit code',
  },
};

export function isMessageKey(value: string): value is MessageKey {
  return value in SERVER_MESSAGES['zh-CN'];
}

export function formatMessage(
  locale: Locale,
  key: MessageKey,
  params: Record<string, string | number> = {},
): string {
  return SERVER_MESSAGES[locale][key].replace(/\{(\w+)\}/g, (_, name: string) =>
    String(params[name] ?? `{${name}}`),
  );
}

import type { ErrorCode } from './errors';
import type { Locale } from './constants';

/** Validation message keys used inside schemas; the server turns them into readable text. */
export const VALIDATION_KEYS = [
  'validation.phone',
  'validation.smsCode',
  'validation.id',
  'validation.orgName',
  'validation.teamCode',
  'validation.nothingToUpdate',
  'validation.nickname',
  'validation.feedbackContent',
  'validation.banReason',
  'validation.menuKey',
] as const;
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
    ORG_NAME_MISMATCH: '输入的团队名称不一致',
    TEAM_CODE_TAKEN: '该团队代码已被使用',
    PERSONAL_ORG: '个人空间不能执行此操作',
    OWNER_MUST_TRANSFER: '所有者需先转让团队',
    ALREADY_MEMBER: '你已是该团队成员',
    INVITE_EXPIRED: '邀请链接已过期',
    INVITE_USED: '邀请链接已被使用',
    INVITE_REVOKED: '邀请链接已被撤销',
    INVITE_WRONG_PHONE: '该邀请只发给了另一个手机号',
    ROLE_TOO_HIGH: '不能管理与你同级或更高的角色',
    INVALID_IMAGE: '文件不是可识别的图片（支持 PNG、JPEG、WebP、GIF）',
    FILE_REQUIRED: '请选择要上传的文件',
    TOO_MANY_FILES: '文件数量超过上限',
    OWNS_TEAM_WITH_MEMBERS: '你拥有仍有其他成员的团队，请先转让或删除这些团队',
    PHONE_TAKEN: '该手机号已被其他账号使用',
    INTERNAL: '服务器内部错误，请稍后重试',
    SERVICE_UNAVAILABLE: '服务暂不可用',
    'validation.phone': '请输入正确的手机号',
    'validation.smsCode': '请输入 6 位数字验证码',
    'validation.id': '编号格式不正确',
    'validation.orgName': '团队名称需为 1 到 40 个字符',
    'validation.teamCode': '团队代码需为 6 到 32 位小写字母、数字或短横线，且不以短横线开头或结尾',
    'validation.nothingToUpdate': '没有需要修改的内容',
    'validation.nickname': '昵称需为 1 到 20 个字符',
    'validation.feedbackContent': '内容需为 1 到 2000 个字符',
    'validation.banReason': '请填写 1 到 200 个字符的封禁原因',
    'validation.menuKey': '菜单中有未知的页面',
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
    INVALID_IMAGE: 'The file is not an image we can read (PNG, JPEG, WebP or GIF)',
    FILE_REQUIRED: 'Choose a file to upload',
    TOO_MANY_FILES: 'Too many files',
    OWNS_TEAM_WITH_MEMBERS: 'You own a team that has other members: transfer or delete it first',
    PHONE_TAKEN: 'This phone number belongs to another account',
    INTERNAL: 'Internal server error; try again later',
    SERVICE_UNAVAILABLE: 'Service unavailable',
    'validation.phone': 'Enter a valid phone number',
    'validation.smsCode': 'Enter the 6-digit code',
    'validation.id': 'The id is not valid',
    'validation.orgName': 'A team name has 1 to 40 characters',
    'validation.teamCode':
      'A team code has 6 to 32 lowercase letters, digits or dashes, and does not start or end with a dash',
    'validation.nothingToUpdate': 'Nothing to change',
    'validation.nickname': 'A nickname has 1 to 20 characters',
    'validation.feedbackContent': 'The text has 1 to 2000 characters',
    'validation.banReason': 'Give a reason of 1 to 200 characters',
    'validation.menuKey': 'The menu names an unknown page',
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

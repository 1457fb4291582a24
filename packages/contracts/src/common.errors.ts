/**
 * Answers any route may give: the request itself, signing in, rights, limits, the server. The
 * domain's error codes, each with its text in Chinese, the source; the English is beside it, in
 * `common.errors.en-US.ts`. `error-codes.ts` merges every domain's.
 */
export const COMMON_ERRORS = {
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
  INTERNAL: '服务器内部错误，请稍后重试',
  SERVICE_UNAVAILABLE: '服务暂不可用',
} as const satisfies Record<string, string>;

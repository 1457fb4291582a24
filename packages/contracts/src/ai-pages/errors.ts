/**
 * AI pages and their share links. The domain's error codes, each with its text in Chinese, the
 * source; the English is beside it, in `errors.en-US.ts`.
 */
export const AI_PAGE_ERRORS = {
  AI_PAGE_NOT_HTML: '模型没有写出网页，请换个说法再试',
  AI_PAGE_TOO_LARGE: '网页太大了（最多 2 MB）',
  AI_PAGE_TOO_DEEP: '网页的标签嵌套太深（最多 {max} 层）',
  AI_PAGE_STALE: '页面已被修改，请刷新后再保存',
  AI_PAGE_NO_MODEL: '团队还没有可用的对话模型，不能生成网页',
  AI_PAGE_NOT_YOURS: '只有页面的创建者或团队管理员可以修改它',
  AI_SHARE_GONE: '链接已失效',
  AI_SHARE_PASSWORD: '密码不正确',
  AI_SHARE_LOCKED: '请输入密码查看',
} as const satisfies Record<string, string>;

/**
 * The customer-service bot: its keys, its visitors and their limits, handing over to a person. The
 * domain's error codes, each with its text in Chinese, the source; the English is beside it, in
 * `errors.en-US.ts`. `error-codes.ts` merges every domain's.
 */
export const BOT_ERRORS = {
  BOT_KEY_INVALID: '这个客服链接不存在或已停用',
  BOT_KEY_EXPIRED: '这个客服链接已过期',
  BOT_ORIGIN_NOT_ALLOWED: '这个网站未被允许嵌入该客服',
  NOT_A_BOT: '只有客服类助手可以作为访客客服',
  VISITOR_TOKEN_INVALID: '访客身份无效，请刷新页面',
  VISITOR_MINUTE_LIMIT: '发送太频繁，请 {seconds} 秒后再试',
  VISITOR_DAY_LIMIT: '今天的提问次数已用完，请明天再来',
  BOT_DAILY_CAP: '客服今天的回答次数已达上限，请稍后再来或留言给人工客服',
  VISITOR_FILES_DAILY_CAP: '客服今天收到的文件已达上限（{limit}），请直接输入文字或明天再发',
  VISITOR_FILES_ADDRESS_CAP:
    '今天从你的网络发来的文件已达上限（{limit}），请直接输入文字或明天再发',
  HANDOFF_DISABLED: '该客服暂不提供人工服务',
  CONVERSATION_CLOSED: '会话已结束，请开始新的会话',
  CONVERSATION_TAKEN: '该会话已由 {name} 接待',
  CONVERSATION_NOT_YOURS: '该会话不是由你接待的',
  STATIC_AUTH_REQUIRED: '该接口只接受访客页面的固定授权',
  BOT_KEYS_LIMIT: '一个客服最多有 {limit} 个链接密钥，请先撤销不用的',
  BOT_KEY_SUSPENDED: '这个客服链接已暂停使用',
} as const satisfies Record<string, string>;

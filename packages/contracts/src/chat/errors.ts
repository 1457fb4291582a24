/**
 * A person's chats: attachments, answers. The domain's error codes, each with its text in Chinese,
 * the source; the English is beside it, in `errors.en-US.ts`. `error-codes.ts` merges every
 * domain's.
 */
export const CHAT_ERRORS = {
  ATTACHMENT_INVALID:
    '文件 {name} 不是支持的类型：图片需为 PNG、JPEG、WebP 或 GIF，文本需为 UTF-8 文本或代码',
  ATTACHMENT_TOO_LARGE: '文件 {name} 过大（上限 {limit}）',
  ATTACHMENT_TOO_MANY_PIXELS: '图片 {name} 的像素太多（总像素不超过 {pixels}）',
  ATTACHMENT_NOT_FOUND: '附件不存在或已被删除',
  ANSWER_NOT_FOUND: '要重新生成的回答不存在',
  ANSWER_INTERRUPTED: '回答被中断（服务重启），已保留中断前的内容',
} as const satisfies Record<string, string>;

/**
 * The sales assistant: sale chats, their screenshots and reading them, suggestions. The domain's
 * error codes, each with its text in Chinese, the source; the English is beside it, in
 * `errors.en-US.ts`. `error-codes.ts` merges every domain's.
 */
export const SALES_ERRORS = {
  SALE_PIC_UNSUPPORTED: '只能上传 PNG、JPEG 或 WebP 截图（{name} 不是）',
  SALE_PIC_CORRUPT: '图片 {name} 已损坏或不完整，请重新截图上传',
  SALE_PIC_TOO_LARGE: '图片 {name} 的像素太多（最长边不超过 {side}，总像素不超过 {pixels}）',
  SALE_PIC_TOO_BIG: '图片 {name} 过大（上限 {limit}）',
  SALE_PIC_BLANK: '这张图是空白的，没有可识别的内容',
  SALE_PIC_NO_CHAT: '这张图里没有找到聊天气泡，请上传聊天窗口的截图',
  SALE_PIC_TIMEOUT: '识别这张图超时了，请裁剪后重试',
  SALE_PICS_LIMIT: '一个销售会话最多 {limit} 张截图，请先删除不用的',
  SALE_PICS_ORDER: '排序需要包含这个会话的全部截图，且每张只出现一次',
  SALE_READER_UNAVAILABLE: '截图识别暂不可用，请稍后重试',
  SALE_READING_BUSY: '截图正在识别中，请等它完成',
  SALE_NOT_A_SALE_HELPER: '请选择一个销售助手',
  SALE_NO_DIALOGUE: '还没有对话内容：请先上传并识别截图，或手动添加对话',
  SALE_NO_PICS: '这个会话还没有截图',
  SALE_NO_MODEL: '还没有可用的大模型：请团队管理员在模型设置里接入一个模型',
} as const satisfies Record<string, string>;

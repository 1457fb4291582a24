/**
 * The knowledge base: its storage, documents, uploads in parts, folders and imported pages. The
 * domain's error codes, each with its text in Chinese, the source; the English is beside it, in
 * `errors.en-US.ts`. `error-codes.ts` merges every domain's.
 */
export const KNOWLEDGE_ERRORS = {
  STORAGE_QUOTA_EXCEEDED: '知识库存储空间不足（团队上限 {limit}），请删除不用的文件或联系管理员',
  DOCUMENT_TOO_LARGE: '文件 {name} 过大（上限 {limit}）',
  WORKBOOK_TOO_MANY_SHEETS: '表格 {name} 有 {count} 个工作表，超过上限 {limit} 个，请拆分后再上传',
  DUPLICATE_DOCUMENT: '相同内容的文件已在此知识库中：{name}',
  UPLOAD_PART_INVALID: '分片 {index} 的大小不对（应为 {expected} 字节）',
  UPLOAD_INCOMPLETE: '文件还没有传完（缺少 {missing} 个分片）',
  FOLDER_CYCLE: '不能把文件夹移到它自己或它的子文件夹里',
  URL_FORBIDDEN: '不能导入内网、本机或保留地址的网页',
  URL_UNRESOLVED: '无法解析该网址的域名',
  DOCUMENT_BUSY: '文档正在处理中，请稍后再试',
} as const satisfies Record<string, string>;

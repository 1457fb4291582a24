/**
 * Uploaded images (avatars, logos, screenshots sent with feedback). The domain's error codes, each
 * with its text in Chinese, the source; the English is beside it, in `files.errors.en-US.ts`.
 * `error-codes.ts` merges every domain's.
 */
export const FILE_ERRORS = {
  INVALID_IMAGE: '文件不是可识别的图片（支持 PNG、JPEG、WebP、GIF）',
  FILE_REQUIRED: '请选择要上传的文件',
  TOO_MANY_FILES: '文件数量超过上限',
} as const satisfies Record<string, string>;

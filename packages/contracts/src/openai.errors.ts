/**
 * The OpenAI-compatible API a helper's key calls. The domain's error codes, each with its text in
 * Chinese, the source; the English is beside it, in `openai.errors.en-US.ts`. `error-codes.ts`
 * merges every domain's.
 */
export const OPENAI_ERRORS = {
  API_KEY_INVALID: 'API 密钥缺失、错误或已被撤销',
  API_KEY_SUSPENDED: 'API 密钥已暂停使用',
} as const satisfies Record<string, string>;

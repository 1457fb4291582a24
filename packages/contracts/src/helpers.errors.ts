/**
 * Helpers: their keys, subscriptions and sharing. The domain's error codes, each with its text in
 * Chinese, the source; the English is beside it, in `helpers.errors.en-US.ts`. `error-codes.ts`
 * merges every domain's.
 */
export const HELPER_ERRORS = {
  HELPER_KEYS_LIMIT: '一个助手最多有 {limit} 个密钥，请先删除不用的',
  HELPER_NOT_SUBSCRIBABLE: '只能订阅其他团队公开的助手',
  HELPER_NOT_SHARED: '这个助手已不再向你开放',
} as const satisfies Record<string, string>;

import { ERROR_TEXTS_ZH_CN } from '../error-codes';
import type { MessageKey } from '../messages';
import { VALIDATION_TEXTS_ZH_CN } from './validation.zh-CN';

/**
 * The server's messages in Chinese: the source every other language follows. The error codes'
 * come from their domains (error-codes.ts merges them), the validation and limit texts from
 * validation.zh-CN.ts.
 */
export const ZH_CN: Record<MessageKey, string> = {
  ...ERROR_TEXTS_ZH_CN,
  ...VALIDATION_TEXTS_ZH_CN,
};

import type { RulesProps } from '@arco-design/web-react';
import type { ZodType } from 'zod';
import { formatMessage, VALIDATION_KEYS, type ValidationKey } from '@miaoyu/contracts';
import { currentLocale } from './i18n';

function isValidationKey(message: string): message is ValidationKey {
  return (VALIDATION_KEYS as readonly string[]).includes(message);
}

/**
 * An Arco form rule that checks a field with the same zod schema the server uses, so the form
 * and the API can never disagree. Contract messages are keys like `validation.phone`.
 */
export function zodRule(schema: ZodType): RulesProps {
  return {
    validator(value, callback) {
      const result = schema.safeParse(value ?? '');
      const message = result.success ? undefined : (result.error.issues[0]?.message ?? '');
      if (message === undefined) return callback();
      // The contract's own wording, in the UI's language: the server says the same.
      callback(isValidationKey(message) ? formatMessage(currentLocale(), message) : message);
    },
  };
}

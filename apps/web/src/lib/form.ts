import type { RulesProps } from '@arco-design/web-react';
import type { z, ZodType } from 'zod';
import { currentLocale } from './i18n';
import { isMessageKey, messageIn } from './messages';

/**
 * The one way forms check what a user typed: with the contract's zod schema, the same the server
 * validates the request with, so the form and the API never disagree on a limit. Types only from
 * zod here: the schemas come from the caller (the login page loads its schema on demand).
 */

/** The first message of each field, by the form's field name (`''` for a bare value). */
export type FieldErrors = Record<string, string>;

export type Issue = z.core.$ZodIssue;

/** A contract message key (`validation.phone`) in the UI's language: the server says the same. */
export const messageText = (message: string): string =>
  isMessageKey(message) ? messageIn(currentLocale(), message) : message;

export const issueText = (issue: Issue): string => messageText(issue.message);

/** `['models', 0, 'id']` → `models[0].id`, the field names of Arco forms. */
export function fieldName(path: readonly PropertyKey[]): string {
  return path.reduce<string>((name, part) => {
    const key = String(part);
    if (/^\d+$/.test(key)) return `${name}[${key}]`;
    return name ? `${name}.${key}` : key;
  }, '');
}

/** Checks a value against a schema: what is wrong with each field, empty when nothing is. */
export function schemaErrors(
  schema: ZodType,
  value: unknown,
  describe: (issue: Issue) => string = issueText,
): FieldErrors {
  const result = schema.safeParse(value);
  const errors: FieldErrors = {};
  for (const issue of result.error?.issues ?? []) errors[fieldName(issue.path)] ??= describe(issue);
  return errors;
}

/** What is wrong with one value, or undefined. */
export function fieldError(schema: ZodType, value: unknown): string | undefined {
  return schemaErrors(schema, value)[''];
}

/** An Arco form rule checking its field with a contract schema; `optional` lets empty pass. */
export function zodRule(schema: ZodType, options: { optional?: boolean } = {}): RulesProps {
  return {
    validator(value: unknown, callback) {
      if (options.optional && (value === undefined || value === '')) return callback();
      callback(fieldError(schema, value ?? ''));
    },
  };
}

/**
 * An Arco form rule for a field of a form checked as a whole (rules across fields, arrays):
 * `check` validates the form's current values, the rule shows this field's message.
 */
export function formRule(check: () => FieldErrors, field: string): RulesProps {
  return { validator: (_value: unknown, callback) => callback(check()[field]) };
}

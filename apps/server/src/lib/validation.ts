import { z } from 'zod';
import { AppError } from './errors';
import { formatMessage, isMessageKey, type ErrorDetail, type Locale } from '@miaoyu/contracts';

interface ValidationItem {
  keyword: string;
  instancePath: string;
  message?: string;
  params?: Record<string, unknown>;
}

const zodLocales = { 'zh-CN': z.locales.zhCN(), 'en-US': z.locales.en() };

const REQUIRED = { 'zh-CN': '此项必填', 'en-US': 'This field is required' };
const WRONG_TYPE = { 'zh-CN': '类型应为 {expected}', 'en-US': 'Expected {expected}' };

/** Turns schema failures into 422 details, in the caller's language. */
export function toErrorDetails(
  items: ValidationItem[],
  context: string | undefined,
  locale: Locale,
): ErrorDetail[] {
  return items.map((item) => ({
    loc: [context ?? 'body', ...item.instancePath.split('/').filter(Boolean)],
    msg: localise(item, locale),
  }));
}

function localise(item: ValidationItem, locale: Locale): string {
  const message = item.message ?? '';
  if (isMessageKey(message)) return formatMessage(locale, message);
  if (item.keyword === 'invalid_type') {
    if (message.endsWith('received undefined')) return REQUIRED[locale];
    return WRONG_TYPE[locale].replace('{expected}', String(item.params?.expected ?? ''));
  }
  const localeError = zodLocales[locale].localeError;
  const issue = { code: item.keyword, ...item.params } as Parameters<typeof localeError>[0];
  const text = localeError(issue);
  return (typeof text === 'string' ? text : text?.message) ?? message;
}

/** A 422 for values checked outside a route schema (e.g. multipart fields). */
export function validationError(error: z.ZodError, context: string, locale: Locale): AppError {
  const items = error.issues.map((issue) => {
    const { code, path, message, ...params } = issue;
    return { keyword: code, instancePath: `/${path.join('/')}`, message, params };
  });
  return new AppError(422, 'VALIDATION_FAILED', {}, toErrorDetails(items, context, locale));
}

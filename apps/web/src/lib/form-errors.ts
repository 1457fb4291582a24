import { formatMessage, isMessageKey } from '@miaoyu/contracts/messages';
import { apiErrorOf, errorMessage, statusOf } from './api-error';
import { fieldName, type FieldErrors } from './form';
import { currentLocale } from './i18n';

const detailText = (msg: string) => (isMessageKey(msg) ? formatMessage(currentLocale(), msg) : msg);

/**
 * Where a failed save's complaint belongs: a 422's details on the form's fields they name (by
 * the first part of their path, `look` of `body.look.primaryColor`), anything else as one
 * message above the form.
 */
export function placeServerError(
  error: unknown,
  fields: readonly string[],
): { fields: FieldErrors; message?: string } {
  const body = apiErrorOf(error);
  const placed: FieldErrors = {};
  if (statusOf(error) === 422 && body?.detail) {
    for (const detail of body.detail) {
      const path = detail.loc[0] === 'body' ? detail.loc.slice(1) : detail.loc;
      if (fields.includes(String(path[0] ?? '')))
        placed[fieldName(path)] ??= detailText(detail.msg);
    }
  }
  return Object.keys(placed).length
    ? { fields: placed }
    : { fields: placed, message: errorMessage(error) };
}

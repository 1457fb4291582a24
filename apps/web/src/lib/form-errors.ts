import { apiErrorOf, errorMessage, statusOf } from './api-error';
import { fieldName, messageText, type FieldErrors } from './form';

/**
 * Where a failed save's complaint belongs: a 422's details on the form's fields they name (the
 * whole path, `pairs[0].question`, or its first part, `look` of `body.look.primaryColor`),
 * anything else as one message above the form.
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
      const name = fieldName(path);
      if (fields.includes(name) || fields.includes(String(path[0] ?? '')))
        placed[name] ??= messageText(detail.msg);
    }
  }
  return Object.keys(placed).length
    ? { fields: placed }
    : { fields: placed, message: errorMessage(error) };
}

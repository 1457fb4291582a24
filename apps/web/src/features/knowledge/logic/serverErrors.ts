import { apiErrorOf, errorMessage, statusOf } from '@/lib/api-error';
import { fieldName, type FieldErrors } from '@/lib/form';

/**
 * Where a failed request's complaint belongs in a form: a 422's details on the fields the form
 * has (a refused URL on the URL field), anything else as one message for the whole form.
 */
export function placeServerError(
  error: unknown,
  formFields: readonly string[],
): { fields: FieldErrors; message?: string } {
  const body = apiErrorOf(error);
  const fields: FieldErrors = {};
  if (statusOf(error) === 422 && body?.detail) {
    for (const detail of body.detail) {
      const path = detail.loc[0] === 'body' ? detail.loc.slice(1) : detail.loc;
      const name = fieldName(path);
      if (formFields.includes(name)) fields[name] ??= detail.msg;
    }
  }
  return Object.keys(fields).length ? { fields } : { fields, message: errorMessage(error) };
}

import { apiErrorOf, errorMessage, statusOf } from '@/lib/api-error';
import { serverFieldErrors, type FieldErrors } from './providerForm';

/**
 * Where a failed save or test belongs: a 422's details on their fields (a refused base URL on
 * the base URL), anything else as one message for the whole form.
 */
export function placeServerError(error: unknown): {
  fields: FieldErrors;
  message?: string;
  /** The base URL's host is private and not allowed: the form says who can allow it. */
  refused?: boolean;
} {
  const body = apiErrorOf(error);
  const refused = body?.code === 'BASE_URL_FORBIDDEN';
  if (statusOf(error) === 422 && body) {
    const fields = serverFieldErrors(body.detail);
    if (body.code === 'BASE_URL_FORBIDDEN' && !fields.baseUrl) {
      delete fields.form;
      fields.baseUrl = body.message;
    }
    const { form, ...rest } = fields;
    if (Object.keys(rest).length > 0) return { fields: rest, message: form, refused };
    return { fields: {}, message: form ?? body.message, refused };
  }
  return { fields: {}, message: errorMessage(error) };
}

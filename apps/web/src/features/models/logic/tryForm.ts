import type { FormInstance } from '@arco-design/web-react';
import type { ModelProvider } from '@miaoyu/contracts/models';
import { validateValues, type ProviderFormValues } from './providerForm';
import { placeServerError } from './serverError';

/**
 * The form's values when its address and key can be tried against the service (a connection
 * test, the list of models); else the first problem is shown on its field and nothing is tried.
 */
export function valuesToTry(
  form: FormInstance<ProviderFormValues>,
  provider: ModelProvider | undefined,
): ProviderFormValues | undefined {
  const values = form.getFieldsValue() as ProviderFormValues;
  const problems = validateValues(values, provider);
  const field = (['baseUrl', 'apiKey'] as const).find((name) => problems[name]);
  if (field) {
    form.setFields({ [field]: { error: { message: problems[field] } } });
    return undefined;
  }
  // What the server said of the last try no longer stands.
  form.setFields({ baseUrl: { error: undefined } });
  return values;
}

/**
 * Shows a failed try where it belongs: a refused address to `onRefused`, a 422's details on
 * their fields; anything else is returned as one message for the form.
 */
export function placeFailedTry(
  form: FormInstance<ProviderFormValues>,
  failure: unknown,
  baseUrl: string | undefined,
  onRefused: (baseUrl: string | undefined) => void,
): string | undefined {
  const placed = placeServerError(failure);
  if (placed.refused) onRefused(baseUrl);
  const fields = Object.entries(placed.fields);
  if (fields.length === 0) return placed.message;
  form.setFields(
    Object.fromEntries(fields.map(([name, message]) => [name, { error: { message } }])),
  );
  return undefined;
}

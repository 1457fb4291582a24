import type { TestProviderBody } from '../api/testProvider';
import { chatModelIds, type ProviderFormValues } from './providerForm';

/**
 * The model a test asks (a test is a chat message): the chosen default if listed, else the first
 * chat model named.
 */
export function testModel(values: ProviderFormValues): string | undefined {
  const ids = chatModelIds(values);
  const chosen = values.defaultModel?.trim();
  return chosen && ids.includes(chosen) ? chosen : ids[0];
}

/**
 * The test request for the values in the form. On edit, an empty key field means the stored
 * key, which the server looks up by `providerId`.
 */
export function testBody(
  values: ProviderFormValues,
  model: string,
  providerId?: string,
): TestProviderBody {
  const typed = values.apiKey?.trim() ?? '';
  const body: TestProviderBody = { baseUrl: values.baseUrl?.trim() ?? '', model };
  if (providerId) body.providerId = providerId;
  if (values.clearKey) body.apiKey = '';
  else if (typed) body.apiKey = typed;
  return body;
}

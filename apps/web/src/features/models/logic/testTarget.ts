import type { ModelKind } from '@miaoyu/contracts/models';
import type { TestProviderBody } from '../api/testProvider';
import { chatModelIds, type ProviderFormValues } from './providerForm';

export interface TestTarget {
  model: string;
  kind: ModelKind;
}

/**
 * The model a test asks: the chosen default if listed, else the first chat model named (it is
 * sent a message); a provider of embedding models only has its first one embed a word.
 */
export function testModel(
  values: Pick<ProviderFormValues, 'models' | 'defaultModel'>,
): TestTarget | undefined {
  const ids = chatModelIds(values);
  const chosen = values.defaultModel?.trim();
  const chat = chosen && ids.includes(chosen) ? chosen : ids[0];
  if (chat) return { model: chat, kind: 'chat' };
  const embedding = (values.models ?? [])
    .filter((row) => row?.kind === 'embedding')
    .map((row) => row?.id?.trim() ?? '')
    .find(Boolean);
  return embedding ? { model: embedding, kind: 'embedding' } : undefined;
}

/**
 * The test request for the values in the form. On edit, an empty key field means the stored
 * key, which the server looks up by `providerId`.
 */
export function testBody(
  values: ProviderFormValues,
  { model, kind }: TestTarget,
  providerId?: string,
): TestProviderBody {
  const typed = values.apiKey?.trim() ?? '';
  const body: TestProviderBody = { baseUrl: values.baseUrl?.trim() ?? '', model, kind };
  if (providerId) body.providerId = providerId;
  if (values.clearKey) body.apiKey = '';
  else if (typed) body.apiKey = typed;
  return body;
}

import { useMutation } from '@tanstack/react-query';
import type { providerModelIdsSchema, ListProviderModelsBody } from '@miaoyu/contracts/models';
import { answerOf } from '@/lib/answer';
import { api } from '@/lib/http';
import { providersPath } from './requests';

/**
 * The model ids a service offers (`GET {baseUrl}/models`, asked by the server through its
 * outbound guard). Silent: the form shows a refused address on its field, other faults in place.
 */
export async function listServiceModels(
  orgId: string,
  body: ListProviderModelsBody,
): Promise<string[]> {
  const answer = await api.post(`${providersPath(orgId)}/models`, body, { silent: true });
  return answerOf<typeof providerModelIdsSchema>(answer).list;
}

export function useListServiceModels(orgId: string) {
  return useMutation({
    mutationFn: (body: ListProviderModelsBody) => listServiceModels(orgId, body),
  });
}

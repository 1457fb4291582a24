import { useQuery } from '@tanstack/react-query';
import type { modelProviderListSchema, ModelProvider } from '@miaoyu/contracts/models';
import { answerOf } from '@/lib/answer';
import { getFirst } from '@/lib/preload';
import { modelKeys } from './keys';
import { providersRequest } from './requests';

/** The organisation's providers; never carries a key, only its last 4 characters. */
export async function listProviders(orgId: string): Promise<ModelProvider[]> {
  return answerOf<typeof modelProviderListSchema>(await getFirst(providersRequest(orgId))).list;
}

export function useProviders(orgId: string) {
  return useQuery({
    queryKey: modelKeys.providers(orgId),
    queryFn: () => listProviders(orgId),
    enabled: !!orgId,
  });
}

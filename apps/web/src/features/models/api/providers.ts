import { useQuery } from '@tanstack/react-query';
import { modelProviderListSchema, type ModelProvider } from '@miaoyu/contracts/models';
import { getFirst } from '@/lib/preload';
import { modelKeys } from './keys';
import { providersRequest } from './requests';

/** The organisation's providers; never carries a key, only its last 4 characters. */
export async function listProviders(orgId: string): Promise<ModelProvider[]> {
  return modelProviderListSchema.parse(await getFirst(providersRequest(orgId))).list;
}

export function useProviders(orgId: string) {
  return useQuery({
    queryKey: modelKeys.providers(orgId),
    queryFn: () => listProviders(orgId),
    enabled: !!orgId,
  });
}

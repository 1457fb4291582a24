import { useQuery } from '@tanstack/react-query';
import { modelProviderListSchema, type ModelProvider } from '@miaoyu/contracts/models';
import { api } from '@/lib/http';
import { modelKeys } from './keys';

export const providersPath = (orgId: string) => `/v1/orgs/${orgId}/model-providers`;

/** The organisation's providers; never carries a key, only its last 4 characters. */
export async function listProviders(orgId: string): Promise<ModelProvider[]> {
  return modelProviderListSchema.parse(await api.get(providersPath(orgId))).list;
}

export function useProviders(orgId: string) {
  return useQuery({
    queryKey: modelKeys.providers(orgId),
    queryFn: () => listProviders(orgId),
    enabled: !!orgId,
  });
}

import { useQuery } from '@tanstack/react-query';
import type { searchCapabilitiesSchema, SearchCapabilities } from '@miaoyu/contracts/knowledge';
import { answerOf } from '@/lib/answer';
import { api } from '@/lib/http';
import { knowledgeKeys } from './keys';

/** Whether this database searches by meaning (pgvector), and the org's embedding models. */
export async function getSearchCapabilities(orgId: string): Promise<SearchCapabilities> {
  // Silent: the settings tab says in place that the models could not be read.
  return answerOf<typeof searchCapabilitiesSchema>(
    await api.get(`/v1/orgs/${orgId}/knowledge/search-capabilities`, { silent: true }),
  );
}

export function useSearchCapabilities(orgId: string) {
  return useQuery({
    queryKey: knowledgeKeys.capabilities(orgId),
    queryFn: () => getSearchCapabilities(orgId),
    enabled: !!orgId,
    // Models are added on another page: ask again whenever the settings are shown.
    staleTime: 0,
  });
}

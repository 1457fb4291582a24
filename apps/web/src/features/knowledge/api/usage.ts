import { useQuery } from '@tanstack/react-query';
import { knowledgeUsageSchema, type KnowledgeUsage } from '@miaoyu/contracts/knowledge';
import { api } from '@/lib/http';
import { knowledgeKeys } from './keys';

/** The organisation's storage: quota, what is used (per knowledge base), the per-file limit. */
export async function getKnowledgeUsage(orgId: string): Promise<KnowledgeUsage> {
  return knowledgeUsageSchema.parse(
    await api.get(`/v1/orgs/${orgId}/knowledge/usage`, { silent: true }),
  );
}

export function useKnowledgeUsage(orgId: string) {
  return useQuery({
    queryKey: knowledgeKeys.usage(orgId),
    queryFn: () => getKnowledgeUsage(orgId),
    enabled: !!orgId,
  });
}

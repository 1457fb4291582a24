import { useQuery } from '@tanstack/react-query';
import type { knowledgeUsageSchema, KnowledgeUsage } from '@miaoyu/contracts/knowledge';
import { answerOf } from '@/lib/answer';
import { getFirst } from '@/lib/preload';
import { knowledgeKeys } from './keys';
import { usageRequest } from './requests';

/** The organisation's storage: quota, what is used (per knowledge base), the per-file limit. */
export async function getKnowledgeUsage(orgId: string): Promise<KnowledgeUsage> {
  return answerOf<typeof knowledgeUsageSchema>(
    await getFirst(usageRequest(orgId), { silent: true }),
  );
}

export function useKnowledgeUsage(orgId: string) {
  return useQuery({
    queryKey: knowledgeKeys.usage(orgId),
    queryFn: () => getKnowledgeUsage(orgId),
    enabled: !!orgId,
  });
}

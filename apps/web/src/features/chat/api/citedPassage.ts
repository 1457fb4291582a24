import { useQuery } from '@tanstack/react-query';
import type { ChatCitation } from '@miaoyu/contracts/chat';
import type { chunkWithDocumentSchema } from '@miaoyu/contracts/knowledge';
import { answerOf } from '@/lib/answer';
import { api } from '@/lib/http';
import { useSessionStore } from '@/lib/session';

/** The whole passage a citation points at, from the current team's knowledge base. */
export function useCitedPassage(citation: ChatCitation | null) {
  const orgId = useSessionStore((s) => s.user?.orgId ?? '');
  const { datasetId, chunkId } = citation ?? {};
  return useQuery({
    queryKey: ['chat', 'cited', orgId, datasetId, chunkId],
    queryFn: async () =>
      answerOf<typeof chunkWithDocumentSchema>(
        await api.get(`/v1/orgs/${orgId}/datasets/${datasetId}/chunks/${chunkId}`, {
          silent: true,
        }),
      ),
    enabled: Boolean(orgId && datasetId && chunkId),
    retry: false,
  });
}

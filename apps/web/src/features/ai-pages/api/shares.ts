import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  aiShareCreateRequestSchema,
  type aiShareListSchema,
  type aiShareSchema,
  type AiShareCreateRequest,
} from '@miaoyu/contracts/ai-pages';
import { answerOf } from '@/lib/answer';
import { api } from '@/lib/http';
import { pageKeys } from './keys';
import { pagePath, type PageRef } from './requests';

/** A page's links, with their views. */
export function useShares(ref: PageRef, enabled: boolean) {
  return useQuery({
    queryKey: pageKeys.shares(ref),
    queryFn: async () =>
      answerOf<typeof aiShareListSchema>(await api.get(`${pagePath(ref)}/shares`)),
    enabled,
  });
}

/** `POST /v1/subscribe/html/share?shareId=`: a link to one version of the page. */
export function useCreateShare(ref: PageRef) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: Omit<AiShareCreateRequest, 'orgId'>) =>
      answerOf<typeof aiShareSchema>(
        await api.post(
          '/v1/subscribe/html/share',
          aiShareCreateRequestSchema.parse({ ...body, orgId: ref.orgId }),
          { params: { shareId: ref.pageId }, silent: true },
        ),
      ),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: pageKeys.shares(ref) });
      void client.invalidateQueries({ queryKey: pageKeys.detail(ref) });
    },
  });
}

export function useRevokeShare(ref: PageRef) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (shareId: string) => api.delete(`${pagePath(ref)}/shares/${shareId}`),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: pageKeys.shares(ref) });
      void client.invalidateQueries({ queryKey: pageKeys.detail(ref) });
    },
  });
}

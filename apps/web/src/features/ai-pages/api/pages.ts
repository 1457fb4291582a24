import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  aiPageListSchema,
  aiPageSchema,
  aiPageVersionHtmlSchema,
} from '@miaoyu/contracts/ai-pages';
import { answerOf } from '@/lib/answer';
import { api } from '@/lib/http';
import { getFirst } from '@/lib/preload';
import { pageKeys } from './keys';
import {
  PAGE_LIST_SIZE,
  pageListRequest,
  pagePath,
  pageRequest,
  type PageRef,
  type PageScope,
} from './requests';

/** My pages or the team's, newest first. */
export function usePageList(orgId: string, scope: PageScope, keyword: string, page: number) {
  return useQuery({
    queryKey: pageKeys.list(orgId, scope, keyword, page),
    queryFn: async () =>
      answerOf<typeof aiPageListSchema>(
        await getFirst(pageListRequest(orgId, scope, keyword, (page - 1) * PAGE_LIST_SIZE)),
      ),
    enabled: Boolean(orgId),
    placeholderData: keepPreviousData,
  });
}

export function usePage(ref: PageRef) {
  return useQuery({
    queryKey: pageKeys.detail(ref),
    queryFn: async () => answerOf<typeof aiPageSchema>(await getFirst(pageRequest(ref))),
    enabled: Boolean(ref.orgId && ref.pageId),
  });
}

/** A version's HTML (versions never change: kept as long as the page is open). */
export function useVersionHtml(ref: PageRef, n: number | null) {
  return useQuery({
    queryKey: pageKeys.version(ref, n ?? 0),
    queryFn: async () =>
      answerOf<typeof aiPageVersionHtmlSchema>(
        await api.get(`${pagePath(ref)}/versions/${n}`, { silent: true }),
      ),
    enabled: n !== null && n > 0,
    staleTime: Infinity,
  });
}

type Page = ReturnType<typeof answerOf<typeof aiPageSchema>>;

/** Shows a page the server answered after a change, and refreshes the lists. */
function useShowSaved(ref: PageRef) {
  const client = useQueryClient();
  return (page: Page) => {
    client.setQueryData(pageKeys.detail(ref), page);
    void client.invalidateQueries({ queryKey: [...pageKeys.all, ref.orgId, 'list'] });
  };
}

/** Saves HTML changed by hand as a new version over `baseVersion` (409 over a newer one). */
export function useEditPage(ref: PageRef) {
  const show = useShowSaved(ref);
  return useMutation({
    mutationFn: async (body: { html: string; baseVersion: number }) =>
      answerOf<typeof aiPageSchema>(
        await api.post(`${pagePath(ref)}/versions`, body, { silent: true }),
      ),
    onSuccess: show,
  });
}

export function useRestoreVersion(ref: PageRef) {
  const show = useShowSaved(ref);
  return useMutation({
    mutationFn: async ({ n, baseVersion }: { n: number; baseVersion: number }) =>
      answerOf<typeof aiPageSchema>(
        await api.post(`${pagePath(ref)}/versions/${n}/restore`, { baseVersion }),
      ),
    onSuccess: show,
  });
}

export function useRenamePage(ref: PageRef) {
  const show = useShowSaved(ref);
  return useMutation({
    mutationFn: async (title: string) =>
      answerOf<typeof aiPageSchema>(await api.patch(pagePath(ref), { title })),
    onSuccess: show,
  });
}

export function useDeletePage(ref: PageRef) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete(pagePath(ref)),
    onSuccess: () => {
      client.removeQueries({ queryKey: pageKeys.detail(ref) });
      void client.invalidateQueries({ queryKey: [...pageKeys.all, ref.orgId, 'list'] });
    },
  });
}

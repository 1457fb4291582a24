import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  articleCreateRequestSchema,
  type Article,
  type ArticleCreateRequest,
  type articleListSchema,
  type ArticleSaveRequest,
} from '@miaoyu/contracts/articles';
import type { Locale } from '@miaoyu/contracts/constants';
import { answerOf } from '@/lib/answer';
import { api } from '@/lib/http';
import { getFirst } from '@/lib/preload';
import { ARTICLES_PATH, articleListRequest, articlePath, articleRequest } from './requests';

const keys = {
  list: ['articles', 'list'] as const,
  detail: (id: string) => ['articles', id] as const,
};

export function useArticles() {
  return useQuery({
    queryKey: keys.list,
    queryFn: async () => answerOf<typeof articleListSchema>(await getFirst(articleListRequest())),
  });
}

export function useArticle(id: string) {
  return useQuery({
    queryKey: keys.detail(id),
    queryFn: async () => (await getFirst(articleRequest(id))) as Article,
    enabled: Boolean(id),
  });
}

/** Shows the article the server answered after a change, and refreshes the list. */
function useShow() {
  const client = useQueryClient();
  return (article: Article) => {
    client.setQueryData(keys.detail(article.id), article);
    void client.invalidateQueries({ queryKey: keys.list });
  };
}

export function useCreateArticle() {
  const show = useShow();
  return useMutation({
    mutationFn: async (body: ArticleCreateRequest) =>
      (await api.post(ARTICLES_PATH, articleCreateRequestSchema.parse(body), {
        silent: true,
      })) as Article,
    onSuccess: show,
  });
}

export function useSaveArticle(id: string) {
  const show = useShow();
  return useMutation({
    mutationFn: async ({ locale, ...body }: ArticleSaveRequest & { locale: Locale }) =>
      (await api.put(`${articlePath(id)}/${locale}`, body, { silent: true })) as Article,
    onSuccess: show,
  });
}

/** Publishes a version of one language; null takes the language down. */
export function usePublishArticle(id: string) {
  const show = useShow();
  return useMutation({
    mutationFn: async ({ locale, version }: { locale: Locale; version: number | null }) =>
      (version === null
        ? await api.delete(`${articlePath(id)}/${locale}/published`)
        : await api.put(`${articlePath(id)}/${locale}/published`, { version })) as Article,
    onSuccess: show,
  });
}

export async function articleVersion(id: string, locale: Locale, n: number) {
  return (await api.get(`${articlePath(id)}/${locale}/versions/${n}`)) as {
    n: number;
    title: string;
    html: string;
  };
}

export function useDeleteArticle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(articlePath(id)),
    onSuccess: () => void client.invalidateQueries({ queryKey: keys.list }),
  });
}

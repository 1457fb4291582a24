import type { FirstRequest } from '@/lib/preload';

/** Pages a list shows at a time. */
export const PAGE_LIST_SIZE = 20;

export type PageScope = 'mine' | 'team';

/** One page's calls. */
export interface PageRef {
  orgId: string;
  pageId: string;
}

export const pagesPath = (orgId: string) => `/v1/orgs/${orgId}/ai-pages`;
export const pagePath = ({ orgId, pageId }: PageRef) => `${pagesPath(orgId)}/${pageId}`;

/** `GET /v1/orgs/{orgId}/ai-pages`: my pages or the team's, searched by title. */
export const pageListRequest = (
  orgId: string,
  scope: PageScope,
  keyword: string,
  offset: number,
): FirstRequest => ({
  path: pagesPath(orgId),
  params: { scope, offset, limit: PAGE_LIST_SIZE, ...(keyword ? { keyword } : {}) },
});

/** `GET …/ai-pages/{pageId}`: the page with its current HTML and versions. */
export const pageRequest = (ref: PageRef): FirstRequest => ({ path: pagePath(ref) });

/** The query keys: everything of a page sits under its own key. */
export const pageKeys = {
  all: ['ai-pages'] as const,
  list: (orgId: string, scope: PageScope, keyword: string, page: number) =>
    ['ai-pages', orgId, 'list', scope, keyword, page] as const,
  detail: ({ orgId, pageId }: PageRef) => ['ai-pages', orgId, pageId] as const,
  version: (ref: PageRef, n: number) => [...pageKeys.detail(ref), 'version', n] as const,
  shares: (ref: PageRef) => [...pageKeys.detail(ref), 'shares'] as const,
};

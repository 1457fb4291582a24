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

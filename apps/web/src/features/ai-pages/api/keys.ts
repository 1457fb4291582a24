import type { PageRef, PageScope } from './requests';

/** The query keys: everything of a page sits under its own key. */
export const pageKeys = {
  all: ['ai-pages'] as const,
  list: (orgId: string, scope: PageScope, keyword: string, page: number) =>
    ['ai-pages', orgId, 'list', scope, keyword, page] as const,
  detail: ({ orgId, pageId }: PageRef) => ['ai-pages', orgId, pageId] as const,
  version: (ref: PageRef, n: number) => [...pageKeys.detail(ref), 'version', n] as const,
  shares: (ref: PageRef) => [...pageKeys.detail(ref), 'shares'] as const,
};

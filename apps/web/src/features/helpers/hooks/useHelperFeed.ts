import { keepPreviousData, useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import { FEED_PAGE_SIZE } from '../api/requests';
import type { HelperCardItem } from '../logic/cardItem';

export { FEED_PAGE_SIZE };

export interface FeedPage {
  list: HelperCardItem[];
  hasMore: boolean;
  /** The team a team's page lists (its name and logo come with its first page). */
  team?: { name: string; logo: string };
}

/** Where a listing's cards come from: its cache key (every input in it) and one page's fetch. */
export interface FeedSource {
  key: QueryKey;
  fetchPage: (offset: number, limit: number) => Promise<FeedPage>;
  enabled?: boolean;
}

/** A listing's pages, by offset: the next starts where the loaded cards end. */
export function useHelperFeed({ key, fetchPage, enabled = true }: FeedSource) {
  return useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam }) => fetchPage(pageParam, FEED_PAGE_SIZE),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.hasMore && last.list.length > 0
        ? pages.reduce((sum, page) => sum + page.list.length, 0)
        : undefined,
    enabled,
    // While a new search loads, the cards of the last one stay instead of skeletons.
    placeholderData: keepPreviousData,
  });
}

/** A `{ list, total }` page as a feed page. */
export function byTotal<T>(
  page: { list: T[]; total: number },
  offset: number,
  toCard: (item: T) => HelperCardItem,
): FeedPage {
  return { list: page.list.map(toCard), hasMore: offset + page.list.length < page.total };
}

export type HelperFeed = ReturnType<typeof useHelperFeed>;

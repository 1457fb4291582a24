import { HELPER_KINDS, HELPER_SORTS } from '@miaoyu/contracts/constants';
import type { HelperKind } from '@miaoyu/contracts/helpers';

/*
 * The square's filters as its address holds them. Read both by the page and by its head start in
 * the route table, which must not download zod: the lists come from the contract's constants.
 */
export type SquareSort = (typeof HELPER_SORTS)[number];

/** What the square shows, kept in the URL (a reload or a shared link keeps it). */
export interface SquareFilters {
  category: string;
  tag: string;
  sort: SquareSort;
  kind: HelperKind | '';
}

const pick = <T extends string>(value: string | null, allowed: readonly T[], fallback: T) =>
  allowed.includes(value as T) ? (value as T) : fallback;

/** The filters of an address; unknown orders and kinds read as the defaults. */
export function squareFiltersOf(params: URLSearchParams): SquareFilters {
  return {
    category: params.get('category') ?? '',
    tag: params.get('tag') ?? '',
    sort: pick(params.get('sort'), HELPER_SORTS, 'popular'),
    kind: pick(params.get('kind'), ['', ...HELPER_KINDS], ''),
  };
}

/** The search words of an address, as the search box first shows them. */
export const squareKeywordOf = (params: URLSearchParams) => params.get('q') ?? '';

/** What the square asks the server for: empty filters are left out. */
export function squareQuery(keyword: string, filters: SquareFilters) {
  return {
    keyword: keyword || undefined,
    category: filters.category || undefined,
    tag: filters.tag || undefined,
    kind: filters.kind || undefined,
    sort: filters.sort,
  };
}

/** The query of the square's first page at an address, before any typing. */
export const firstSquareQuery = (params: URLSearchParams) =>
  squareQuery(squareKeywordOf(params).trim(), squareFiltersOf(params));

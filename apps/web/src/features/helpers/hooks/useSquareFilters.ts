import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { HELPER_KINDS, HELPER_SORTS, type HelperKind } from '@miaoyu/contracts/helpers';
import { useDebouncedValue } from '@/hooks/usePaging';

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

/**
 * The square's filters. The search box answers at once; its words reach the URL and the server
 * once typing pauses.
 */
export function useSquareFilters() {
  const [params, setParams] = useSearchParams();
  const [keyword, setKeyword] = useState(() => params.get('q') ?? '');
  const q = useDebouncedValue(keyword.trim());
  const filters: SquareFilters = {
    category: params.get('category') ?? '',
    tag: params.get('tag') ?? '',
    sort: pick(params.get('sort'), HELPER_SORTS, 'popular'),
    kind: pick(params.get('kind'), ['', ...HELPER_KINDS], ''),
  };
  /** Sets (or, with '', removes) search parameters at once; the default order is left out. */
  const update = useCallback(
    (changes: Partial<Record<keyof SquareFilters | 'q', string>>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value && !(name === 'sort' && value === 'popular')) next.set(name, value);
            else next.delete(name);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const synced = useRef(q);
  useEffect(() => {
    if (synced.current === q) return;
    synced.current = q;
    update({ q });
  }, [q, update]);
  const set = useCallback(
    (name: keyof SquareFilters, value: string) => update({ [name]: value }),
    [update],
  );
  const clear = useCallback(() => {
    setKeyword('');
    update({ category: '', tag: '', kind: '' });
  }, [update]);
  return { keyword, setKeyword, q, filters, set, clear };
}

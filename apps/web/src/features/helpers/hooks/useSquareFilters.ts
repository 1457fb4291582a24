import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from '@/hooks/usePaging';
import { squareFiltersOf, squareKeywordOf, type SquareFilters } from '../logic/squareFilters';

export type { SquareFilters, SquareSort } from '../logic/squareFilters';

/**
 * The square's filters. The search box answers at once; its words reach the URL and the server
 * once typing pauses.
 */
export function useSquareFilters() {
  const [params, setParams] = useSearchParams();
  const [keyword, setKeyword] = useState(() => squareKeywordOf(params));
  const q = useDebouncedValue(keyword.trim());
  const filters = squareFiltersOf(params);
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

import { useEffect, useState } from 'react';

export const DEFAULT_PAGE_SIZE = 20;

/** `value`, once it has stayed the same for `delay` ms (search boxes). */
export function useDebouncedValue<T>(value: T, delay = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * Page and search state of a server-paged list (offset/limit/keyword): a new keyword or filter
 * goes back to the first page, and the keyword reaches the server only once typing pauses.
 */
export function usePaging(pageSize = DEFAULT_PAGE_SIZE) {
  const [page, setPage] = useState(1);
  const [keyword, setKeywordNow] = useState('');
  const q = useDebouncedValue(keyword.trim());
  return {
    page,
    setPage,
    limit: pageSize,
    offset: (page - 1) * pageSize,
    /** What the search box shows. */
    keyword,
    setKeyword: (value: string) => {
      setKeywordNow(value);
      setPage(1);
    },
    /** The keyword to ask the server for. */
    q,
    /** Back to the first page, e.g. after a filter changed. */
    restart: () => setPage(1),
  };
}

export type Paging = ReturnType<typeof usePaging>;

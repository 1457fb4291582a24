import { useEffect, useState } from 'react';

export const ADMIN_PAGE_SIZE = 20;

/** Page state for a server-paged table: 1-based page, page size and the offset to ask for. */
export function usePaging(pageSize = ADMIN_PAGE_SIZE) {
  const [page, setPage] = useState(1);
  return { page, setPage, limit: pageSize, offset: (page - 1) * pageSize };
}

/** `value`, once it has stayed the same for `delay` ms (search boxes). */
export function useDebouncedValue<T>(value: T, delay = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

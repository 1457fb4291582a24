import { useState } from 'react';
import { usePaging } from '@/hooks/usePaging';
import { defaultFilters, type BotLogFilters } from '../logic/logFilters';

export const LOG_PAGE_SIZE = 20;

/** The logs' filters and page: a changed filter goes back to the first page. */
export function useBotLogFilters() {
  const [filters, setFilters] = useState<BotLogFilters>(() => defaultFilters());
  const paging = usePaging(LOG_PAGE_SIZE);
  return {
    filters,
    paging,
    change: (patch: Partial<BotLogFilters>) => {
      setFilters((current) => ({ ...current, ...patch }));
      paging.restart();
    },
    reset: () => {
      setFilters(defaultFilters());
      paging.restart();
    },
  };
}

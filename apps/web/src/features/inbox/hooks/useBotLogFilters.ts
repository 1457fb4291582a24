import { useState } from 'react';
import { usePaging } from '@/hooks/usePaging';
import { LOG_PAGE_SIZE } from '../api/requests';
import { defaultFilters, type BotLogFilters } from '../logic/logFilters';

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

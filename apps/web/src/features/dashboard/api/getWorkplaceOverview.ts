import { queryOptions, useQuery } from '@tanstack/react-query';
import type { workplaceOverviewSchema, WorkplaceOverview } from '@miaoyu/contracts/workplace';
import { answerOf } from '@/lib/answer';
import { browserTimeZone } from '@/lib/datetime';
import { getFirst } from '@/lib/preload';
import { workplaceOverviewRequest } from './requests';

/** The figures, with days counted in the browser's time zone (as every time here is shown). */
export async function getWorkplaceOverview(): Promise<WorkplaceOverview> {
  return answerOf<typeof workplaceOverviewSchema>(await getFirst(workplaceOverviewRequest()));
}

export const workplaceOverviewQueryOptions = () =>
  queryOptions({
    queryKey: ['workplace', 'overview', browserTimeZone()],
    queryFn: getWorkplaceOverview,
    // Live figures: coming back after a visitor talked to the bot shows them, not a cached zero.
    staleTime: 0,
  });

/** The workplace figures for the caller's current organisation. */
export function useWorkplaceOverview() {
  return useQuery(workplaceOverviewQueryOptions());
}

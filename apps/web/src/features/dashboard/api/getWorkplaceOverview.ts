import { queryOptions, useQuery } from '@tanstack/react-query';
import { workplaceOverviewSchema, type WorkplaceOverview } from '@miaoyu/contracts/workplace';
import { api } from '@/lib/http';

export async function getWorkplaceOverview(): Promise<WorkplaceOverview> {
  return workplaceOverviewSchema.parse(await api.get('/v1/workplace/overview'));
}

export const workplaceOverviewQueryOptions = () =>
  queryOptions({ queryKey: ['workplace', 'overview'], queryFn: getWorkplaceOverview });

/** The workplace figures for the caller's current organisation. */
export function useWorkplaceOverview() {
  return useQuery(workplaceOverviewQueryOptions());
}

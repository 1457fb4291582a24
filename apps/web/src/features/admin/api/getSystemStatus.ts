import { useQuery } from '@tanstack/react-query';
import { systemStatusSchema, type SystemStatus } from '@miaoyu/contracts/admin';
import { getFirst } from '@/lib/preload';
import { systemStatusRequest } from './requests';

export const systemStatusQueryKey = ['admin', 'system'] as const;

export async function getSystemStatus(): Promise<SystemStatus> {
  return systemStatusSchema.parse(await getFirst(systemStatusRequest()));
}

/** Platform status; refreshed every 30 s while the page is open. */
export function useSystemStatus() {
  return useQuery({
    queryKey: systemStatusQueryKey,
    queryFn: getSystemStatus,
    refetchInterval: 30_000,
  });
}

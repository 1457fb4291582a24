import { useQuery } from '@tanstack/react-query';
import { systemStatusSchema, type SystemStatus } from '@miaoyu/contracts/admin';
import { api } from '@/lib/http';

export const systemStatusQueryKey = ['admin', 'system'] as const;

export async function getSystemStatus(): Promise<SystemStatus> {
  return systemStatusSchema.parse(await api.get('/v1/admin/system'));
}

/** Platform status; refreshed every 30 s while the page is open. */
export function useSystemStatus() {
  return useQuery({
    queryKey: systemStatusQueryKey,
    queryFn: getSystemStatus,
    refetchInterval: 30_000,
  });
}

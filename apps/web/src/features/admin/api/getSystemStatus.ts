import { useQuery } from '@tanstack/react-query';
import type { systemStatusSchema, SystemStatus } from '@miaoyu/contracts/admin';
import { answerOf } from '@/lib/answer';
import { getFirst } from '@/lib/preload';
import { systemStatusRequest } from './requests';

export const systemStatusQueryKey = ['admin', 'system'] as const;

export async function getSystemStatus(): Promise<SystemStatus> {
  return answerOf<typeof systemStatusSchema>(await getFirst(systemStatusRequest()));
}

/** Platform status; refreshed every 30 s while the page is open. */
export function useSystemStatus() {
  return useQuery({
    queryKey: systemStatusQueryKey,
    queryFn: getSystemStatus,
    refetchInterval: 30_000,
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { deviceListSchema } from '@miaoyu/contracts/account';
import { answerOf } from '@/lib/answer';
import { getFirst } from '@/lib/preload';
import { devicesRequest } from './requests';

export const devicesQueryKey = ['account', 'devices'] as const;

export async function getDevices() {
  return answerOf<typeof deviceListSchema>(await getFirst(devicesRequest()));
}

export const devicesQueryOptions = () =>
  queryOptions({ queryKey: devicesQueryKey, queryFn: getDevices, staleTime: 0 });

/** Browsers and clients signed in as the caller. */
export function useDevices() {
  return useQuery(devicesQueryOptions());
}

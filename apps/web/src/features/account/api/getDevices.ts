import { queryOptions, useQuery } from '@tanstack/react-query';
import { deviceListSchema } from '@miaoyu/contracts/account';
import { getFirst } from '@/lib/preload';
import { devicesRequest } from './requests';

export const devicesQueryKey = ['account', 'devices'] as const;

export async function getDevices() {
  return deviceListSchema.parse(await getFirst(devicesRequest()));
}

export const devicesQueryOptions = () =>
  queryOptions({ queryKey: devicesQueryKey, queryFn: getDevices, staleTime: 0 });

/** Browsers and clients signed in as the caller. */
export function useDevices() {
  return useQuery(devicesQueryOptions());
}

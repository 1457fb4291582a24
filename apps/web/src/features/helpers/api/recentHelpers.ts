import { useQuery } from '@tanstack/react-query';
import { recentHelperListSchema } from '@miaoyu/contracts/helper-use';
import { api } from '@/lib/http';
import { helperKeys } from './keys';

/** `GET /v1/helpers/recent`: helpers I talked with lately, newest first. */
export async function listRecentHelpers() {
  return recentHelperListSchema.parse(await api.get('/v1/helpers/recent')).list;
}

export function useRecentHelpers(enabled: boolean) {
  return useQuery({ queryKey: helperKeys.recent, queryFn: listRecentHelpers, enabled });
}

import { useQuery } from '@tanstack/react-query';
import type { recentHelperListSchema } from '@miaoyu/contracts/helper-use';
import { answerOf } from '@/lib/answer';
import { getFirst } from '@/lib/preload';
import { helperKeys } from './keys';
import { recentHelpersRequest } from './requests';

/** `GET /v1/helpers/recent`: helpers I talked with lately, newest first. */
export async function listRecentHelpers() {
  return answerOf<typeof recentHelperListSchema>(await getFirst(recentHelpersRequest())).list;
}

export function useRecentHelpers(enabled: boolean) {
  return useQuery({ queryKey: helperKeys.recent, queryFn: listRecentHelpers, enabled });
}

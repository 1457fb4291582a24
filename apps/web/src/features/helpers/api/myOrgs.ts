import { useQuery } from '@tanstack/react-query';
import type { orgListSchema } from '@miaoyu/contracts/orgs';
import { answerOf } from '@/lib/answer';
import { getFirst } from '@/lib/preload';
import { helperKeys } from './keys';
import { myOrgsRequest } from './requests';

/** `GET /v1/orgs`: the teams I belong to, to know whether a team's page is my own team's. */
export async function listMyOrgs() {
  return answerOf<typeof orgListSchema>(await getFirst(myOrgsRequest())).list;
}

export function useMyOrgs(enabled: boolean) {
  return useQuery({ queryKey: helperKeys.myOrgs, queryFn: listMyOrgs, enabled });
}

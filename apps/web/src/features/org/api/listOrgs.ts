import { useQuery } from '@tanstack/react-query';
import type { orgListSchema, Org } from '@miaoyu/contracts/orgs';
import { answerOf } from '@/lib/answer';
import { getFirst } from '@/lib/preload';
import { orgKeys } from './keys';
import { orgsRequest } from './requests';

export async function listOrgs(): Promise<Org[]> {
  return answerOf<typeof orgListSchema>(await getFirst(orgsRequest())).list;
}

/** Every organisation I belong to: my personal space first, then teams. */
export function useOrgs({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: orgKeys.list, queryFn: listOrgs, enabled });
}

import { useQuery } from '@tanstack/react-query';
import { orgListSchema } from '@miaoyu/contracts/orgs';
import { api } from '@/lib/http';
import { helperKeys } from './keys';

/** `GET /v1/orgs`: the teams I belong to, to know whether a team's page is my own team's. */
export async function listMyOrgs() {
  return orgListSchema.parse(await api.get('/v1/orgs')).list;
}

export function useMyOrgs(enabled: boolean) {
  return useQuery({ queryKey: helperKeys.myOrgs, queryFn: listMyOrgs, enabled });
}

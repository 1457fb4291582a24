import { useQuery } from '@tanstack/react-query';
import { orgListSchema, type Org } from '@miaoyu/contracts/orgs';
import { api } from '@/lib/http';
import { orgKeys } from './keys';

export async function listOrgs(): Promise<Org[]> {
  return orgListSchema.parse(await api.get('/v1/orgs')).list;
}

/** Every organisation I belong to: my personal space first, then teams. */
export function useOrgs({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: orgKeys.list, queryFn: listOrgs, enabled });
}

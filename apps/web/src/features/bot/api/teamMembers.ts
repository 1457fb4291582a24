import { useQuery } from '@tanstack/react-query';
import { memberListSchema } from '@miaoyu/contracts/orgs';
import { api } from '@/lib/http';

/** `GET /v1/orgs/{orgId}/members`: whom a suspended key can be handed to. */
export async function listBotTeamMembers(orgId: string) {
  return memberListSchema.parse(await api.get(`/v1/orgs/${orgId}/members`, { silent: true })).list;
}

export function useBotTeamMembers(orgId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['bot', orgId, 'members'],
    queryFn: () => listBotTeamMembers(orgId),
    enabled,
  });
}

import { useQuery } from '@tanstack/react-query';
import type { memberListSchema } from '@miaoyu/contracts/orgs';
import { answerOf } from '@/lib/answer';
import { api } from '@/lib/http';

/** `GET /v1/orgs/{orgId}/members`: whom a suspended key can be handed to. */
export async function listBotTeamMembers(orgId: string) {
  return answerOf<typeof memberListSchema>(
    await api.get(`/v1/orgs/${orgId}/members`, { silent: true }),
  ).list;
}

export function useBotTeamMembers(orgId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['bot', orgId, 'members'],
    queryFn: () => listBotTeamMembers(orgId),
    enabled,
  });
}

import { useQuery } from '@tanstack/react-query';
import type { memberListSchema } from '@miaoyu/contracts/orgs';
import { answerOf } from '@/lib/answer';
import { api } from '@/lib/http';

/** `GET /v1/orgs/{orgId}/members`: whom a key can be handed to (asked only by managers). */
export async function listTeamMembers(orgId: string) {
  return answerOf<typeof memberListSchema>(
    await api.get(`/v1/orgs/${orgId}/members`, { silent: true }),
  ).list;
}

export function useTeamMembers(orgId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['helpers', 'editor', 'members', orgId],
    queryFn: () => listTeamMembers(orgId),
    enabled,
  });
}

import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { memberListSchema, Member } from '@miaoyu/contracts/orgs';
import { answerOf } from '@/lib/answer';
import { api } from '@/lib/http';
import { orgKeys } from './keys';

/** Silent: a 404 means my access ended, which the page shows in place. */
export async function listMembers(orgId: string): Promise<Member[]> {
  return answerOf<typeof memberListSchema>(
    await api.get(`/v1/orgs/${orgId}/members`, { silent: true }),
  ).list;
}

export function useMembers(orgId: string) {
  return useQuery({ queryKey: orgKeys.members(orgId), queryFn: () => listMembers(orgId) });
}

/** Refetches the team's members and the list's member counts. */
export function useMembersChanged(orgId: string) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: orgKeys.members(orgId) }),
      client.invalidateQueries({ queryKey: orgKeys.list }),
      client.invalidateQueries({ queryKey: orgKeys.detail(orgId) }),
    ]);
}

/**
 * Someone joined or left since the team was loaded: its member count (in the list and the
 * header) is refreshed once the member list shows a different number.
 */
export function useMemberCountSync(orgId: string, shown: number, actual: number | undefined) {
  const client = useQueryClient();
  useEffect(() => {
    if (actual === undefined || actual === shown) return;
    void client.invalidateQueries({ queryKey: orgKeys.list });
    void client.invalidateQueries({ queryKey: orgKeys.detail(orgId) });
  }, [client, orgId, shown, actual]);
}

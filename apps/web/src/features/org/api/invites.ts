import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  inviteListSchema,
  inviteSchema,
  CreateInviteBody,
  Invite,
} from '@miaoyu/contracts/orgs';
import { answerOf } from '@/lib/answer';
import { api } from '@/lib/http';
import { orgKeys } from './keys';

export async function listInvites(orgId: string): Promise<Invite[]> {
  return answerOf<typeof inviteListSchema>(
    await api.get(`/v1/orgs/${orgId}/invites`, { silent: true }),
  ).list;
}

export function useInvites(orgId: string) {
  return useQuery({ queryKey: orgKeys.invites(orgId), queryFn: () => listInvites(orgId) });
}

/** Errors (bad phone, role too high) are shown by the form. */
export async function createInvite(orgId: string, body: CreateInviteBody): Promise<Invite> {
  return answerOf<typeof inviteSchema>(
    await api.post(`/v1/orgs/${orgId}/invites`, body, { silent: true }),
  );
}

export async function revokeInvite(orgId: string, inviteId: string): Promise<void> {
  await api.delete(`/v1/orgs/${orgId}/invites/${inviteId}`);
}

export function useCreateInvite(orgId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateInviteBody) => createInvite(orgId, body),
    onSuccess: () => client.invalidateQueries({ queryKey: orgKeys.invites(orgId) }),
  });
}

export function useRevokeInvite(orgId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (inviteId: string) => revokeInvite(orgId, inviteId),
    onSuccess: () => client.invalidateQueries({ queryKey: orgKeys.invites(orgId) }),
  });
}

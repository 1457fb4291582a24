import { useMutation } from '@tanstack/react-query';
import type { AssignableRole } from '@miaoyu/contracts/orgs';
import { api } from '@/lib/http';
import { useMembersChanged } from './members';

export async function changeRole(orgId: string, userId: string, role: AssignableRole) {
  await api.patch(`/v1/orgs/${orgId}/members/${userId}`, { role });
}

export async function removeMember(orgId: string, userId: string) {
  await api.delete(`/v1/orgs/${orgId}/members/${userId}`);
}

export async function transferOwnership(orgId: string, userId: string) {
  await api.post(`/v1/orgs/${orgId}/transfer`, { userId });
}

export function useChangeRole(orgId: string) {
  const changed = useMembersChanged(orgId);
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: AssignableRole }) =>
      changeRole(orgId, userId, role),
    onSuccess: changed,
  });
}

export function useRemoveMember(orgId: string) {
  const changed = useMembersChanged(orgId);
  return useMutation({
    mutationFn: (userId: string) => removeMember(orgId, userId),
    onSuccess: changed,
  });
}

export function useTransferOwnership(orgId: string) {
  const changed = useMembersChanged(orgId);
  return useMutation({
    mutationFn: (userId: string) => transferOwnership(orgId, userId),
    onSuccess: changed,
  });
}

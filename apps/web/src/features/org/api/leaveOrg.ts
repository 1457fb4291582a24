import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/http';

export async function leaveOrg(orgId: string): Promise<void> {
  await api.post(`/v1/orgs/${orgId}/leave`);
}

/** Leaving may end my current organisation: the page reloads the session once it moved on. */
export function useLeaveOrg() {
  return useMutation({ mutationFn: leaveOrg });
}

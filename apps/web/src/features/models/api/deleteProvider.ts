import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http';
import { modelKeys } from './keys';
import { providersPath } from './requests';

export async function deleteProvider(orgId: string, providerId: string): Promise<void> {
  await api.delete(`${providersPath(orgId)}/${providerId}`);
}

export function useDeleteProvider(orgId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (providerId: string) => deleteProvider(orgId, providerId),
    onSuccess: () => client.invalidateQueries({ queryKey: modelKeys.all }),
  });
}

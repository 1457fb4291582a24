import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http';
import { helperPath, type HelperRef } from './editorKeys';
import { helperKeys } from './keys';

/** `DELETE /v1/orgs/{orgId}/helpers/{helperId}`: the helper, its versions and its keys. */
export async function deleteHelper(ref: HelperRef): Promise<void> {
  await api.delete(helperPath(ref));
}

export function useDeleteHelper() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteHelper,
    onSuccess: (_, ref) => {
      client.removeQueries({ queryKey: helperKeys.detail(ref.orgId, ref.helperId) });
      // Every place it may still show: listings, recently used, the team's default.
      return Promise.all(
        [helperKeys.lists, helperKeys.recent, helperKeys.defaultHelper(ref.orgId)].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { helperSchema } from '@miaoyu/contracts/helpers';
import { updateHelperSchema, type Helper, type UpdateHelper } from '@miaoyu/contracts/helpers';
import { answerOf } from '@/lib/answer';
import { api } from '@/lib/http';
import { editorKeys, helperPath, type HelperRef } from './editorKeys';
import { helperKeys } from './keys';

/** `PATCH /v1/orgs/{orgId}/helpers/{helperId}`: the changed fields become the next version. */
export async function updateHelper({ body, ...ref }: HelperRef & { body: UpdateHelper }) {
  const sent = updateHelperSchema.parse(body);
  return answerOf<typeof helperSchema>(await api.patch(helperPath(ref), sent, { silent: true }));
}

/** Refreshes what shows a helper after it changed (a save or a restore). */
export function showSavedHelper(client: ReturnType<typeof useQueryClient>, helper: Helper) {
  client.setQueryData(helperKeys.detail(helper.orgId, helper.id), helper);
  return Promise.all([
    client.invalidateQueries({
      queryKey: editorKeys.versions({ orgId: helper.orgId, helperId: helper.id }),
    }),
    client.invalidateQueries({ queryKey: helperKeys.lists }),
    client.invalidateQueries({ queryKey: helperKeys.profiles }),
  ]);
}

export function useUpdateHelper() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateHelper,
    onSuccess: (helper) => showSavedHelper(client, helper),
  });
}

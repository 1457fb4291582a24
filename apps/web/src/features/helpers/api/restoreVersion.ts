import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { helperSchema } from '@miaoyu/contracts/helpers';
import { answerOf } from '@/lib/answer';
import { api } from '@/lib/http';
import { helperPath, type HelperRef } from './editorKeys';
import { showSavedHelper } from './updateHelper';

/** `POST …/versions/{version}/restore`: that version's settings saved again as the newest. */
export async function restoreVersion({ version, ...ref }: HelperRef & { version: number }) {
  return answerOf<typeof helperSchema>(
    await api.post(`${helperPath(ref)}/versions/${version}/restore`),
  );
}

export function useRestoreVersion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: restoreVersion,
    onSuccess: (helper) => showSavedHelper(client, helper),
  });
}

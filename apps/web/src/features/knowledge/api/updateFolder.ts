import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateFolder } from '@miaoyu/contracts/knowledge';
import { api } from '@/lib/http';
import { datasetPath, knowledgeKeys, type DatasetRef } from './keys';

/** Renames a folder or moves it (a move into itself answers 409). Silent: the form shows it. */
export async function updateFolder(
  ref: DatasetRef,
  folderId: string,
  body: UpdateFolder,
): Promise<void> {
  await api.patch(`${datasetPath(ref)}/folders/${folderId}`, body, { silent: true });
}

export function useUpdateFolder(ref: DatasetRef) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ folderId, body }: { folderId: string; body: UpdateFolder }) =>
      updateFolder(ref, folderId, body),
    onSuccess: () =>
      client.invalidateQueries({ queryKey: knowledgeKeys.folders(ref.orgId, ref.datasetId) }),
  });
}

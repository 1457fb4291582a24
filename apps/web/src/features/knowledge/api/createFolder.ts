import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { folderSchema, CreateFolder, DatasetFolder } from '@miaoyu/contracts/knowledge';
import { answerOf } from '@/lib/answer';
import { api } from '@/lib/http';
import { datasetPath, knowledgeKeys, type DatasetRef } from './keys';

/** Silent: the name form, or the upload row the folder was for, shows what went wrong. */
export async function createFolder(ref: DatasetRef, body: CreateFolder): Promise<DatasetFolder> {
  return answerOf<typeof folderSchema>(
    await api.post(`${datasetPath(ref)}/folders`, body, { silent: true }),
  );
}

export function useCreateFolder(ref: DatasetRef) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateFolder) => createFolder(ref, body),
    onSuccess: () =>
      client.invalidateQueries({ queryKey: knowledgeKeys.folders(ref.orgId, ref.datasetId) }),
  });
}

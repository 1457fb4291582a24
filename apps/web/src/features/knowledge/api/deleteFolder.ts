import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { folderDeletionImpactSchema, FolderDeletionImpact } from '@miaoyu/contracts/knowledge';
import { answerOf } from '@/lib/answer';
import { api } from '@/lib/http';
import { datasetPath, knowledgeKeys, type DatasetRef } from './keys';

const folderPath = (ref: DatasetRef, folderId: string) => `${datasetPath(ref)}/folders/${folderId}`;

/** The subfolders and documents that go with the folder. */
export async function getFolderDeletionImpact(
  ref: DatasetRef,
  folderId: string,
): Promise<FolderDeletionImpact> {
  return answerOf<typeof folderDeletionImpactSchema>(
    await api.get(`${folderPath(ref, folderId)}/deletion-impact`, { silent: true }),
  );
}

export function useFolderDeletionImpact(ref: DatasetRef, folderId: string | undefined) {
  return useQuery({
    queryKey: [...knowledgeKeys.folders(ref.orgId, ref.datasetId), folderId, 'impact'],
    queryFn: () => getFolderDeletionImpact(ref, folderId!),
    enabled: !!folderId,
    staleTime: 0,
    gcTime: 0,
  });
}

/** Silent: the confirmation shows what went wrong. */
export async function deleteFolder(ref: DatasetRef, folderId: string): Promise<void> {
  await api.delete(folderPath(ref, folderId), { silent: true });
}

/** Its documents go too: every count of the organisation changes. */
export function useDeleteFolder(ref: DatasetRef) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (folderId: string) => deleteFolder(ref, folderId),
    onSuccess: () => client.invalidateQueries({ queryKey: knowledgeKeys.org(ref.orgId) }),
  });
}

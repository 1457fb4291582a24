import { useQuery } from '@tanstack/react-query';
import type { folderListSchema, DatasetFolder } from '@miaoyu/contracts/knowledge';
import { answerOf } from '@/lib/answer';
import { getFirst } from '@/lib/preload';
import { knowledgeKeys, type DatasetRef } from './keys';
import { foldersRequest } from './requests';

/** The knowledge base's folders as a flat list; `parentId` builds the tree. */
export async function listFolders(ref: DatasetRef): Promise<DatasetFolder[]> {
  return answerOf<typeof folderListSchema>(await getFirst(foldersRequest(ref))).list;
}

export function useFolders(ref: DatasetRef) {
  return useQuery({
    queryKey: knowledgeKeys.folders(ref.orgId, ref.datasetId),
    queryFn: () => listFolders(ref),
  });
}

import { useQuery } from '@tanstack/react-query';
import { folderListSchema, type DatasetFolder } from '@miaoyu/contracts/knowledge';
import { api } from '@/lib/http';
import { datasetPath, knowledgeKeys, type DatasetRef } from './keys';

/** The knowledge base's folders as a flat list; `parentId` builds the tree. */
export async function listFolders(ref: DatasetRef): Promise<DatasetFolder[]> {
  return folderListSchema.parse(await api.get(`${datasetPath(ref)}/folders`)).list;
}

export function useFolders(ref: DatasetRef) {
  return useQuery({
    queryKey: knowledgeKeys.folders(ref.orgId, ref.datasetId),
    queryFn: () => listFolders(ref),
  });
}

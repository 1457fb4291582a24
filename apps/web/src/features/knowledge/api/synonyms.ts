import { useQuery } from '@tanstack/react-query';
import type { datasetSynonymsSchema, DatasetSynonyms } from '@miaoyu/contracts/knowledge';
import { answerOf } from '@/lib/answer';
import { api } from '@/lib/http';
import { datasetPath, knowledgeKeys, type DatasetRef } from './keys';

export const synonymsPath = (ref: DatasetRef) => `${datasetPath(ref)}/synonyms`;

/** Silent: the editor shows in place that the list could not be read. */
export async function getSynonyms(ref: DatasetRef): Promise<DatasetSynonyms> {
  return answerOf<typeof datasetSynonymsSchema>(await api.get(synonymsPath(ref), { silent: true }));
}

export function useSynonyms(ref: DatasetRef) {
  return useQuery({
    queryKey: knowledgeKeys.synonyms(ref.orgId, ref.datasetId),
    queryFn: () => getSynonyms(ref),
  });
}

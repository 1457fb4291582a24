import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  datasetSynonymsSchema,
  DatasetSynonyms,
  DatasetSynonymsBody,
} from '@miaoyu/contracts/knowledge';
import { answerOf } from '@/lib/answer';
import { api } from '@/lib/http';
import { knowledgeKeys, type DatasetRef } from './keys';
import { synonymsPath } from './synonyms';

/** Silent: the editor shows what is wrong, line by line. */
export async function saveSynonyms(
  ref: DatasetRef,
  body: DatasetSynonymsBody,
): Promise<DatasetSynonyms> {
  return answerOf<typeof datasetSynonymsSchema>(
    await api.put(synonymsPath(ref), body, { silent: true }),
  );
}

export function useSaveSynonyms(ref: DatasetRef) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DatasetSynonymsBody) => saveSynonyms(ref, body),
    onSuccess: (saved) =>
      client.setQueryData(knowledgeKeys.synonyms(ref.orgId, ref.datasetId), saved),
  });
}

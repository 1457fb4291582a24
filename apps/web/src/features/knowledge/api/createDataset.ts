import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { datasetSchema, CreateDataset, Dataset } from '@miaoyu/contracts/knowledge';
import { answerOf } from '@/lib/answer';
import { api } from '@/lib/http';
import { datasetsPath, knowledgeKeys } from './keys';

/** Silent: the form shows what went wrong. */
export async function createDataset(orgId: string, body: CreateDataset): Promise<Dataset> {
  return answerOf<typeof datasetSchema>(
    await api.post(datasetsPath(orgId), body, { silent: true }),
  );
}

export function useCreateDataset(orgId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateDataset) => createDataset(orgId, body),
    onSuccess: () => client.invalidateQueries({ queryKey: knowledgeKeys.org(orgId) }),
  });
}

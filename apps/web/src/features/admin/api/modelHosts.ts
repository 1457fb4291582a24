import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  modelHostListSchema,
  AllowModelHost,
  ModelHostList,
} from '@miaoyu/contracts/model-hosts';
import { answerOf } from '@/lib/answer';
import { api } from '@/lib/http';
import { getFirst } from '@/lib/preload';
import { modelHostsPath as path, modelHostsRequest } from './requests';

export const modelHostsQueryKey = ['admin', 'model-hosts'] as const;

export async function getModelHosts(): Promise<ModelHostList> {
  return answerOf<typeof modelHostListSchema>(await getFirst(modelHostsRequest()));
}

/** The private hosts model providers may use: stored ones and the environment's. */
export function useModelHosts() {
  return useQuery({ queryKey: modelHostsQueryKey, queryFn: getModelHosts });
}

/** Allows a host (silent: the form shows the error by its field). */
export async function allowModelHost(body: AllowModelHost): Promise<ModelHostList> {
  return answerOf<typeof modelHostListSchema>(await api.post(path, body, { silent: true }));
}

export async function removeModelHost(host: string): Promise<ModelHostList> {
  return answerOf<typeof modelHostListSchema>(
    await api.delete(`${path}/${encodeURIComponent(host)}`),
  );
}

/** Both answer the whole list, which becomes the query's data at once. */
function useChange<T>(change: (input: T) => Promise<ModelHostList>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (list) => client.setQueryData(modelHostsQueryKey, list),
  });
}

export const useAllowModelHost = () => useChange(allowModelHost);
export const useRemoveModelHost = () => useChange(removeModelHost);

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  modelProviderSchema,
  CreateModelProvider,
  ModelProvider,
  UpdateModelProvider,
} from '@miaoyu/contracts/models';
import { answerOf } from '@/lib/answer';
import { api } from '@/lib/http';
import { modelKeys } from './keys';
import { providersPath } from './requests';

export type SaveProviderInput =
  | { providerId?: undefined; body: CreateModelProvider }
  | { providerId: string; body: UpdateModelProvider };

/** Silent: the form shows what went wrong on the field it concerns. */
export async function saveProvider(
  orgId: string,
  input: SaveProviderInput,
): Promise<ModelProvider> {
  const answer = input.providerId
    ? await api.put(`${providersPath(orgId)}/${input.providerId}`, input.body, { silent: true })
    : await api.post(providersPath(orgId), input.body, { silent: true });
  return answerOf<typeof modelProviderSchema>(answer);
}

/** Saving changes the org's providers and the models chat may use. */
export function useSaveProvider(orgId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveProviderInput) => saveProvider(orgId, input),
    onSuccess: () => client.invalidateQueries({ queryKey: modelKeys.all }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { helperSchema } from '@miaoyu/contracts/helpers';
import { createHelperSchema, type CreateHelper } from '@miaoyu/contracts/helpers';
import { answerOf } from '@/lib/answer';
import { api } from '@/lib/http';
import { helperKeys, orgHelpersPath } from './keys';

/** `POST /v1/orgs/{orgId}/helpers`: version 1 of a new helper. */
export async function createHelper({ orgId, body }: { orgId: string; body: CreateHelper }) {
  const sent = createHelperSchema.parse(body);
  return answerOf<typeof helperSchema>(
    await api.post(orgHelpersPath(orgId), sent, { silent: true }),
  );
}

export function useCreateHelper() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createHelper,
    onSuccess: (helper) => {
      client.setQueryData(helperKeys.detail(helper.orgId, helper.id), helper);
      return client.invalidateQueries({ queryKey: helperKeys.lists });
    },
  });
}

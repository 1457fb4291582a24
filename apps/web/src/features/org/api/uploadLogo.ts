import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { orgSchema, Org } from '@miaoyu/contracts/orgs';
import { answerOf } from '@/lib/answer';
import { api } from '@/lib/http';
import { orgKeys } from './keys';

/** Multipart upload of the team logo (field `file`); the server checks content and resizes. */
export async function uploadLogo({ orgId, file }: { orgId: string; file: File }): Promise<Org> {
  const form = new FormData();
  form.append('file', file, file.name);
  return answerOf<typeof orgSchema>(
    await api.post(`/v1/orgs/${orgId}/logo`, form, { silent: true }),
  );
}

export function useUploadLogo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadLogo,
    onSuccess: () => client.invalidateQueries({ queryKey: orgKeys.all }),
  });
}

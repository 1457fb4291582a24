import { useQuery } from '@tanstack/react-query';
import type { helperVersionListSchema } from '@miaoyu/contracts/helpers';
import { answerOf } from '@/lib/answer';
import { api } from '@/lib/http';
import { editorKeys, helperPath, type HelperRef } from './editorKeys';

/** `GET …/helpers/{helperId}/versions`: every save, newest first. */
export async function listHelperVersions(ref: HelperRef) {
  return answerOf<typeof helperVersionListSchema>(await api.get(`${helperPath(ref)}/versions`))
    .list;
}

export function useHelperVersions(ref: HelperRef) {
  return useQuery({ queryKey: editorKeys.versions(ref), queryFn: () => listHelperVersions(ref) });
}

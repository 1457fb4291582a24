import { useQuery } from '@tanstack/react-query';
import type { helperVersionDetailSchema } from '@miaoyu/contracts/helpers';
import { answerOf } from '@/lib/answer';
import { api } from '@/lib/http';
import { editorKeys, helperPath, type HelperRef } from './editorKeys';

/** `GET …/helpers/{helperId}/versions/{version}`: one saved version with all its settings. */
export async function getHelperVersion(ref: HelperRef, version: number) {
  return answerOf<typeof helperVersionDetailSchema>(
    await api.get(`${helperPath(ref)}/versions/${version}`, { silent: true }),
  );
}

/** A saved version never changes: fetched once. */
export function useHelperVersion(ref: HelperRef, version: number | null) {
  return useQuery({
    queryKey: editorKeys.version(ref, version ?? 0),
    queryFn: () => getHelperVersion(ref, version!),
    enabled: version !== null,
    staleTime: Infinity,
  });
}

import { useQuery } from '@tanstack/react-query';
import type { helperSchema } from '@miaoyu/contracts/helpers';
import { answerOf } from '@/lib/answer';
import { getFirst } from '@/lib/preload';
import type { HelperRef } from './editorKeys';
import { helperKeys } from './keys';
import { helperRequest } from './requests';

/** `GET /v1/orgs/{orgId}/helpers/{helperId}`: the helper with its current settings. */
export async function getHelper(ref: HelperRef) {
  return answerOf<typeof helperSchema>(await getFirst(helperRequest(ref), { silent: true }));
}

/** The helper the editor opens; none for a new one (empty id). */
export function useHelper(ref: HelperRef) {
  return useQuery({
    queryKey: helperKeys.detail(ref.orgId, ref.helperId),
    queryFn: () => getHelper(ref),
    enabled: Boolean(ref.orgId && ref.helperId),
    // The form is built from it once: a refetch on focus must not look like a change.
    refetchOnWindowFocus: false,
  });
}

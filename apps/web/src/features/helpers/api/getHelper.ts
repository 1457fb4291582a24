import { useQuery } from '@tanstack/react-query';
import { helperSchema } from '@miaoyu/contracts/helpers';
import { api } from '@/lib/http';
import { helperPath, type HelperRef } from './editorKeys';
import { helperKeys } from './keys';

/** `GET /v1/orgs/{orgId}/helpers/{helperId}`: the helper with its current settings. */
export async function getHelper(ref: HelperRef) {
  return helperSchema.parse(await api.get(helperPath(ref), { silent: true }));
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

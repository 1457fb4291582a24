import { useQuery } from '@tanstack/react-query';
import type { helperProfileSchema, HelperProfile } from '@miaoyu/contracts/helper-use';
import type { publicHelperSchema, PublicHelper } from '@miaoyu/contracts/helpers';
import { answerOf } from '@/lib/answer';
import { api } from '@/lib/http';
import { getFirst } from '@/lib/preload';
import { helperKeys } from './keys';
import { helperProfileRequest } from './requests';

/** A helper's page: what anyone sees, and (signed in) what the caller may do with it. */
export type HelperPageData = PublicHelper & Partial<Omit<HelperProfile, keyof PublicHelper>>;

/**
 * Signed in: `GET /v1/helpers/code/{code}` (in my current org, for `subscribed`); signed out:
 * `GET /v1/public/helpers/{code}`. Silent: an unknown code is the page's own not-found state.
 */
export async function getHelperProfile(code: string, orgId: string | null) {
  if (orgId)
    return answerOf<typeof helperProfileSchema>(
      await getFirst(helperProfileRequest(code, orgId), { silent: true }),
    );
  const data = await api.get(`/v1/public/helpers/${encodeURIComponent(code)}`, { silent: true });
  return answerOf<typeof publicHelperSchema>(data) as HelperPageData;
}

export function useHelperProfile(code: string, orgId: string | null) {
  return useQuery<HelperPageData>({
    queryKey: helperKeys.profile(code, orgId ?? ''),
    queryFn: () => getHelperProfile(code, orgId),
    enabled: !!code,
  });
}

import { useCurrentUser } from '@/hooks/useCurrentUser';

/** The permission of an org's owners and admins over its helpers (subscriptions, default helper). */
export const MANAGE_HELPERS = 'helper:manage';

/** The signed-in user's current org, and whether they manage its helpers; nulls signed out. */
export function useHelperAccess() {
  const user = useCurrentUser();
  return {
    user,
    orgId: user?.orgId ?? '',
    orgName: user?.orgName ?? '',
    canManage: !!user?.permissions.includes(MANAGE_HELPERS),
  };
}

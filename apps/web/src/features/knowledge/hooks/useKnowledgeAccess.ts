import { useCurrentUser } from '@/hooks/useCurrentUser';

/** The permission that lets a user create, change and delete knowledge bases and their content. */
export const MANAGE_DATASETS = 'dataset:manage';

/** The current organisation, and whether the user may change its knowledge bases. */
export function useKnowledgeAccess() {
  const user = useCurrentUser();
  return {
    orgId: user?.orgId ?? '',
    canManage: !!user?.permissions.includes(MANAGE_DATASETS),
  };
}

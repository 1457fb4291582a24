import { WorkplacePage } from '@/features/dashboard/routes/WorkplacePage';
import { useAuthStore } from '@/features/auth/store';

/** Joins two features: the guard above has already loaded the user. */
export function Workplace() {
  const nickname = useAuthStore((state) => state.user?.nickname ?? '');
  return <WorkplacePage nickname={nickname} />;
}

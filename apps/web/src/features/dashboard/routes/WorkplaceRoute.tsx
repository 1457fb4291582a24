import { useSessionStore } from '@/lib/session';
import { WorkplacePage } from './WorkplacePage';

/** The landing page, greeting the signed-in user (the route guard has loaded them already). */
export function WorkplaceRoute() {
  const nickname = useSessionStore((state) => state.user?.nickname ?? '');
  return <WorkplacePage nickname={nickname} />;
}

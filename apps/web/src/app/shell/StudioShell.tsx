import { useEffect } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useSessionStore } from '@/lib/session';
import { RoleContext } from '@/lib/permission';
import { StudioLayout } from '../layout/StudioLayout';
import { FrameSkeleton } from './FrameSkeleton';
import { queryClient } from './sessionCleanup';

/**
 * The signed-in studio, in its own chunk with react-query. The login check has
 * passed; here the user is loaded (spec §4), and a failure ends the session, which sends
 * the browser to login with the page it asked for.
 */
export function StudioShell() {
  return (
    <QueryClientProvider client={queryClient}>
      <SignedIn />
    </QueryClientProvider>
  );
}

function SignedIn() {
  const user = useSessionStore((state) => state.user);
  const loaded = user !== null;

  useEffect(() => {
    if (loaded) return;
    const { reload, end } = useSessionStore.getState();
    reload().catch(end);
  }, [loaded]);

  if (!user) return <FrameSkeleton />;
  return (
    <RoleContext.Provider value={user.role}>
      <StudioLayout />
    </RoleContext.Provider>
  );
}

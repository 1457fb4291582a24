import { useEffect } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { PageSpin } from '@/components/PageSpin';
import { useUserInfo } from '@/features/auth/api/getUserInfo';
import { useAuthStore } from '@/features/auth/store';
import { RoleContext } from '@/lib/permission';
import { StudioLayout } from '../layout/StudioLayout';
import { queryClient } from './sessionCleanup';

/**
 * The signed-in studio, in its own chunk with react-query and zod. The login check has
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
  const user = useAuthStore((state) => state.user);
  const setUser = useAuthStore((state) => state.setUser);
  const logout = useAuthStore((state) => state.logout);
  const info = useUserInfo({ enabled: !user });

  useEffect(() => {
    if (info.data) setUser(info.data);
  }, [info.data, setUser]);

  useEffect(() => {
    if (info.isError) void logout();
  }, [info.isError, logout]);

  if (!user) return <PageSpin />;
  return (
    <RoleContext.Provider value={user.role}>
      <StudioLayout />
    </RoleContext.Provider>
  );
}

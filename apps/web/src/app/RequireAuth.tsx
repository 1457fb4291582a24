import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpin } from '@/components/PageSpin';
import { useUserInfo } from '@/features/auth/api/getUserInfo';
import { loginPath } from '@/features/auth/redirect';
import { useAuthStore } from '@/features/auth/store';

/**
 * Route guard (spec §4): no token → login, remembering the path and query; a token but no
 * user yet → load the user once; if that fails the session is over.
 */
export function RequireAuth() {
  const location = useLocation();
  const token = useAuthStore((state) => state.token);
  const user = useAuthStore((state) => state.user);
  const setUser = useAuthStore((state) => state.setUser);
  const logout = useAuthStore((state) => state.logout);
  const info = useUserInfo({ enabled: Boolean(token) && !user });

  useEffect(() => {
    if (info.data) setUser(info.data);
  }, [info.data, setUser]);

  useEffect(() => {
    if (info.isError) void logout();
  }, [info.isError, logout]);

  if (!token) return <Navigate to={loginPath(location)} replace />;
  if (!user) return <PageSpin />;
  return <Outlet />;
}

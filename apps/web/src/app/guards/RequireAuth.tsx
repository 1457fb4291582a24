import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import { loginPath } from '@/lib/redirect';
import { useSessionStore } from '@/lib/session';
import { routeInfo } from '../routes/match';
import { requiresAuth } from '../routes/meta';
import { studioRoutes } from '../routes/table';
import { StudioLoader } from './StudioLoader';
import styles from './RequireAuth.module.css';

/**
 * The login check of the route guard (spec §4). Signed in: the studio (which loads the user,
 * then checks permissions). Signed out: only routes that do not require auth open, bare;
 * the rest go to login, remembering the path and query to come back to.
 */
export function RequireAuth() {
  const location = useLocation();
  const token = useSessionStore((state) => state.token);
  if (token) return <StudioLoader />;

  const { chain } = routeInfo(location.pathname);
  const open = chain.length > 0 && chain.every((meta) => !requiresAuth(meta));
  if (open) return <GuestPage />;
  return <Navigate to={loginPath(location)} replace />;
}

/** A page open without sign-in (not-found, later the public settings pages), without the frame. */
function GuestPage() {
  return <div className={styles.guest}>{useRoutes(studioRoutes as RouteObject[])}</div>;
}

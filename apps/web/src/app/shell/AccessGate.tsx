import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { replacesTab } from '@/lib/paths';
import { useSessionStore } from '@/lib/session';
import { PageSkeleton } from '../layout/PageSkeleton';
import { useMenu } from '../menu/useMenu';
import { checkAccess } from '../routes/access';
import { routeInfo } from '../routes/match';
import { notFoundElement } from '../routes/table';
import { useTabsStore } from '../tabs/store';
import { tabFor } from '../tabs/tabFor';

/**
 * The permission check of the route guard (spec §4): role, and the server menu when that
 * is on. Until the server menu arrives nothing is decided, so a reload stays where it was.
 */
export function AccessGate({ children }: { children: ReactNode }) {
  const location = useLocation();
  const role = useSessionStore((state) => state.user?.role);
  const { menu, serverKeys, pending } = useMenu();

  if (pending) return <PageSkeleton />;
  const verdict = checkAccess({
    chain: routeInfo(location.pathname).chain,
    role,
    serverKeys,
    menu,
  });
  if (verdict.kind === 'redirect') return <Navigate to={verdict.to} replace />;
  if (verdict.kind === 'notFound') return notFoundElement;
  return (
    <>
      <TrackTab />
      {children}
    </>
  );
}

/**
 * Each page the user is allowed to see becomes (or updates) its tab; one reached with
 * REPLACES_TAB takes the tab of the page it came from.
 */
function TrackTab() {
  const { pathname, search, state } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    const tab = tabFor({ pathname, search });
    const from = previous.current;
    previous.current = pathname;
    if (!tab) return;
    const tabs = useTabsStore.getState();
    if (replacesTab(state) && from !== pathname) tabs.replace(from, tab);
    else tabs.open(tab);
  }, [pathname, search, state]);
  return null;
}

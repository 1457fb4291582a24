import { Activity, memo, Suspense, useLayoutEffect, useState } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router';
import { RouteErrorBoundary } from '../RouteError';
import { isTabbable, routeInfo } from '../routes/match';
import { preloadRoute } from '../routes/preload';
import { SHELL_ROUTE_KEYS } from '../routes/meta';
import { studioRoutes } from '../routes/table';
import { tabPath, useTabsStore } from '../tabs/store';
import { PageSkeleton } from './PageSkeleton';

/** One page of the route table at a given location (its own, not necessarily the browser's). */
const RoutedPage = memo(function RoutedPage({ fullPath }: { fullPath: string }) {
  const element = useRoutes(studioRoutes as RouteObject[], fullPath);
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<PageSkeleton />}>{element}</Suspense>
    </RouteErrorBoundary>
  );
});

/** The page whose cache a tab bar "reload" drops: `/redirect/<path>` names it. */
function reloading(pathname: string): string | null {
  const info = routeInfo(pathname);
  if (info.leaf?.key !== SHELL_ROUTE_KEYS.redirect) return null;
  return (info.params.path ?? '').split('?')[0] ?? null;
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);

/**
 * Keep-alive for the tab bar (spec §2): a page whose route does not set `ignoreCache` stays
 * mounted, hidden by React's <Activity>, while its tab is open, so switching back finds it
 * as it was. Other pages are rebuilt each time they are shown.
 */
export function PageHost() {
  const location = useLocation();
  const tabs = useTabsStore((state) => state.tabs);
  const current = location.pathname;
  const info = routeInfo(current);
  const cacheable = isTabbable(info) && !info.leaf.ignoreCache;
  const [kept, setKept] = useState<string[]>([]);
  // A first visit: the page's first data request starts now, beside its code.
  useLayoutEffect(() => {
    void preloadRoute(current);
  }, [current]);

  const open = new Set(tabs.map(tabPath));
  const dropped = reloading(current);
  let next = kept.filter((path) => open.has(path) && path !== dropped);
  if (cacheable && !next.includes(current)) next = [...next, current];
  // Adjusting state while rendering (react.dev "storing information from previous renders").
  if (!sameList(next, kept)) setKept(next);

  const fullPathOf = (path: string) =>
    path === current
      ? current + location.search
      : (tabs.find((tab) => tabPath(tab) === path)?.fullPath ?? path);

  return (
    <>
      {next.map((path) => (
        <Activity key={path} mode={path === current ? 'visible' : 'hidden'}>
          <RoutedPage fullPath={fullPathOf(path)} />
        </Activity>
      ))}
      {cacheable ? null : <RoutedPage key={current} fullPath={current + location.search} />}
    </>
  );
}

import { Suspense, useEffect } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageSpin } from '@/components/PageSpin';
import { usePageLabel } from '@/lib/page-label';
import { RequireAuth } from './guards/RequireAuth';
import { RouteErrorBoundary } from './RouteError';
import { routeInfo } from './routes/match';
import { publicRoutes } from './routes/table';

const rootRoutes: RouteObject[] = [
  ...(publicRoutes as RouteObject[]),
  // Everything else is the studio's, matched again inside it (descendant routes).
  { path: '*', element: <RequireAuth /> },
];

/** First step of the route guard (spec §4): the page title, from the route meta. */
function usePageTitle() {
  const { t } = useTranslation(['translation', 'nav']);
  const { pathname } = useLocation();
  const { chain } = routeInfo(pathname);
  const titleKey = chain.findLast((meta) => meta.titleKey)?.titleKey;
  const label = usePageLabel(pathname);
  useEffect(() => {
    const title = label ?? (titleKey ? t(titleKey) : undefined);
    document.title = title ? `${title} - ${t('app.name')}` : t('app.name');
  }, [t, titleKey, label]);
}

export function RootLayout() {
  usePageTitle();
  const element = useRoutes(rootRoutes);
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<PageSpin />}>{element}</Suspense>
    </RouteErrorBoundary>
  );
}

import { Navigate, type RouteObject } from 'react-router';
import { PageSpin } from '@/components/PageSpin';
import { paths } from '@/lib/paths';
import { RequireAuth } from './RequireAuth';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';
import type { RouteHandle } from './route-handle';

/** Each page is its own chunk: the login page never downloads the studio. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageSpin />,
    children: [
      {
        path: paths.login,
        handle: { titleKey: 'login.submit' } satisfies RouteHandle,
        lazy: async () => ({
          Component: (await import('@/features/auth/routes/LoginPage')).LoginPage,
        }),
      },
      {
        element: <RequireAuth />,
        children: [
          {
            lazy: async () => ({ Component: (await import('./layout/AppLayout')).AppLayout }),
            children: [
              { index: true, element: <Navigate to={paths.home} replace /> },
              {
                path: paths.home,
                handle: { titleKey: 'workplace.title' } satisfies RouteHandle,
                lazy: async () => ({ Component: (await import('./routes/Workplace')).Workplace }),
              },
            ],
          },
        ],
      },
      {
        path: '*',
        handle: { titleKey: 'notFound.title' } satisfies RouteHandle,
        lazy: async () => ({ Component: (await import('./routes/NotFoundPage')).NotFoundPage }),
      },
    ],
  },
];

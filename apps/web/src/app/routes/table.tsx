import { Navigate } from 'react-router';
import { ROUTE_KEYS } from '@miaoyu/contracts/constants';
import { lazyPage, registerRoutes, type AppRoute, type Feature } from '@/lib/feature';
import { paths } from '@/lib/paths';
import { FEATURES } from '../features';
import { SHELL_ROUTE_KEYS as SHELL } from './meta';

/**
 * The route table (spec §2): the shell's own pages around the pages each feature declares in its
 * folder. Menu order, titles, icons, roles and caching come from each route's meta; the server
 * may narrow the menu further.
 */

/** Shown for unknown paths, and for denied ones in menu-from-server mode (spec §4). */
export const notFoundElement = lazyPage(
  () => import('./NotFoundPage'),
  (m) => m.NotFoundPage,
);

/** The pages outside the studio frame and inside it, for a list of features. */
export function routeTable(features: readonly Feature[]) {
  const publicRoutes: AppRoute[] = [...features.flatMap((feature) => feature.publicRoutes ?? [])];
  const studioRoutes: AppRoute[] = [
    {
      // Spec §2 sends `/` to the personal helpers page; the workplace stays the default tab.
      path: '/',
      handle: { key: SHELL.root, hideInMenu: true, noAffix: true },
      element: <Navigate to={paths.personal} replace />,
    },
    {
      path: '/redirect/:path',
      handle: { key: SHELL.redirect, titleKey: 'menu.redirect', hideInMenu: true, noAffix: true },
      element: lazyPage(
        () => import('./RedirectPage'),
        (m) => m.RedirectPage,
      ),
    },
    ...features
      .flatMap((feature) => feature.routes ?? [])
      .map((route) =>
        // Other features' administration pages join the admin feature's `/admin`.
        route.handle?.key === ROUTE_KEYS.admin
          ? {
              ...route,
              children: [
                ...(route.children ?? []),
                ...features.flatMap((feature) => feature.adminRoutes ?? []),
              ],
            }
          : route,
      ),
    {
      // Parent of the account, organisation and helper pages (spec §2).
      path: '/setting',
      handle: {
        key: ROUTE_KEYS.setting,
        titleKey: 'menu.setting',
        requiresAuth: false,
        hideInMenu: true,
      },
      element: lazyPage(
        () => import('./SettingLayout'),
        (m) => m.SettingLayout,
      ),
      children: [
        { index: true, element: <Navigate to={paths.home} replace /> },
        ...features.flatMap((feature) => feature.settingRoutes ?? []),
      ],
    },
    {
      path: '*',
      handle: {
        key: SHELL.notFound,
        titleKey: 'notFound.title',
        requiresAuth: false,
        hideInMenu: true,
        noAffix: true,
      },
      element: notFoundElement,
    },
  ];
  registerRoutes(publicRoutes);
  registerRoutes(studioRoutes);
  return { publicRoutes, studioRoutes };
}

export const { publicRoutes, studioRoutes } = routeTable(FEATURES);

/** Every route, for looking up the meta of a location. */
export const allRoutes: AppRoute[] = [...publicRoutes, ...studioRoutes];

import { matchRoutes, type RouteObject } from 'react-router';
import type { AppRoute, Feature } from '@/lib/feature';

/**
 * What the app's `preloadRoute` runs for a path while its page's code is not here yet: the
 * matching routes' `preload`, on one feature's routes (its setting pages under `/setting`, its administration under `/admin`). A
 * feature's tests call this rather than the app's: a feature does not import the app, and test
 * files share their modules, so another file that rendered the page has brought its code already
 * and `preloadRoute` would rightly do nothing.
 */
export function headStart(feature: Feature, path: string): void {
  const [, query = ''] = path.split('?');
  const routes: AppRoute[] = [
    ...(feature.publicRoutes ?? []),
    ...(feature.routes ?? []),
    { path: '/setting', children: feature.settingRoutes ?? [] },
    { path: '/admin', children: feature.adminRoutes ?? [] },
  ];
  for (const match of matchRoutes(routes as RouteObject[], path) ?? [])
    (match.route as AppRoute).handle?.preload?.(match.params, new URLSearchParams(query));
}

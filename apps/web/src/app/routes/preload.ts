import { matchRoutes, type RouteObject } from 'react-router';
import { isPageLoaded, preloadPage, type AppRoute } from '@/lib/feature';
import { publicRoutes, studioRoutes } from './table';

/**
 * Starts downloading a studio path's page code and, beside it, the page's first data request
 * (its route's `preload`), so both arrive together. A page whose code is here already is left
 * alone: it renders at once and asks for its data itself.
 */
export function preloadRoute(
  location: string | Partial<Location>,
  routes: AppRoute[] = studioRoutes,
): Promise<unknown> {
  const matches = matchRoutes(routes as RouteObject[], location) ?? [];
  const query = typeof location === 'string' ? location.split('?')[1] : location.search;
  const search = new URLSearchParams(query ?? '');
  const pages = matches.map((match) => match.route.element);
  if (pages.every(isPageLoaded)) return Promise.resolve();
  for (const match of matches) {
    const meta = (match.route as AppRoute).handle;
    try {
      meta?.preload?.(match.params, search);
    } catch {
      // A preload is a head start only; the page asks again itself.
    }
  }
  return Promise.allSettled(pages.map(preloadPage));
}

/**
 * The same for a page open without signing in (an invitation): its code and first data start
 * before React's first render. Other paths signed out lead to the sign-in page: nothing to start.
 */
export function preloadPublicRoute(location: string | Partial<Location>): Promise<unknown> {
  return preloadRoute(location, publicRoutes);
}

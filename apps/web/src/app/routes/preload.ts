import { matchRoutes, type RouteObject } from 'react-router';
import { isPageLoaded, preloadPage, type AppRoute } from '@/lib/feature';
import { studioRoutes } from './table';

/**
 * Starts downloading a studio path's page code and, beside it, the page's first data request
 * (its route's `preload`), so both arrive together. A page whose code is here already is left
 * alone: it renders at once and asks for its data itself.
 */
export function preloadRoute(location: string | Partial<Location>): Promise<unknown> {
  const matches = matchRoutes(studioRoutes as RouteObject[], location) ?? [];
  const pages = matches.map((match) => match.route.element);
  if (pages.every(isPageLoaded)) return Promise.resolve();
  for (const match of matches) {
    const meta = (match.route as AppRoute).handle;
    try {
      meta?.preload?.(match.params);
    } catch {
      // A preload is a head start only; the page asks again itself.
    }
  }
  return Promise.allSettled(pages.map(preloadPage));
}

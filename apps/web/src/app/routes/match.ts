import { matchRoutes, type RouteObject } from 'react-router';
import type { AppRoute, RouteMeta } from './meta';
import { allRoutes } from './table';

export interface RouteInfo {
  /** Meta of the deepest matched route; absent for index redirects and other bare routes. */
  leaf: RouteMeta | undefined;
  /** Meta of every matched route, outermost first (breadcrumb, access checks). */
  chain: RouteMeta[];
  params: Record<string, string | undefined>;
}

/** What the route table says about a path. */
export function routeInfo(pathname: string, routes: AppRoute[] = allRoutes): RouteInfo {
  const matches = matchRoutes(routes as RouteObject[], pathname) ?? [];
  const metaOf = (route: RouteObject) => (route as AppRoute).handle;
  const chain = matches.map((match) => metaOf(match.route)).filter((meta) => meta !== undefined);
  const last = matches.at(-1);
  return { leaf: last ? metaOf(last.route) : undefined, chain, params: last?.params ?? {} };
}

/** A route with meta that can be a tab: redirect helpers and not-found never are (spec §2). */
export function isTabbable(info: RouteInfo): info is RouteInfo & { leaf: RouteMeta } {
  return info.leaf !== undefined && !info.leaf.noAffix && info.leaf.titleKey !== undefined;
}

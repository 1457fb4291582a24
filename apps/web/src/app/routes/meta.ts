import type { ComponentType } from 'react';
import type { ParseKeys } from 'i18next';
import type { RouteObject } from 'react-router';
import { ROUTE_KEYS } from '@miaoyu/contracts/constants';

/** Route names of the shell's own routes; feature routes use the contract's ROUTE_KEYS. */
export const SHELL_ROUTE_KEYS = {
  root: 'root',
  login: 'login',
  notFound: 'notFound',
  redirect: 'redirect',
  oauth2: 'oauth2',
} as const;

/** Reachable in menu-from-server mode even when the server menu does not list them (spec §4). */
export const PUBLIC_ROUTE_KEYS: readonly string[] = [
  ...Object.values(SHELL_ROUTE_KEYS),
  ROUTE_KEYS.setting,
];

/** The default tab and landing page (spec §2, §9). */
export const DEFAULT_ROUTE_KEY = ROUTE_KEYS.workplace;

/** What each route says about itself (spec §2), carried as the route's `handle`. */
export interface RouteMeta {
  key: string;
  titleKey?: ParseKeys;
  /** Absent means true: only routes marked `false` are open without signing in. */
  requiresAuth?: boolean;
  /** Platform roles that may open the route; absent means any, `*` means any. */
  roles?: readonly string[];
  /** The page is rebuilt each time it is shown instead of keeping its state in the tab bar. */
  ignoreCache?: boolean;
  hideInMenu?: boolean;
  /** Never shown as a tab (redirect helper, not-found, bare redirects). */
  noAffix?: boolean;
  icon?: ComponentType;
  order?: number;
}

export type AppRoute = Omit<RouteObject, 'handle' | 'children'> & {
  handle?: RouteMeta;
  children?: AppRoute[];
};

export function requiresAuth(meta: RouteMeta | undefined): boolean {
  return meta?.requiresAuth !== false;
}

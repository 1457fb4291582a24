import type { RouteMeta } from '@/lib/feature';
import { ROUTE_KEYS } from '@miaoyu/contracts/constants';

/** Route names of the shell's own routes; feature routes use the contract's ROUTE_KEYS. */
export const SHELL_ROUTE_KEYS = {
  root: 'root',
  login: ROUTE_KEYS.login,
  notFound: 'notFound',
  redirect: 'redirect',
} as const;

/** Reachable in menu-from-server mode even when the server menu does not list them (spec §4). */
export const PUBLIC_ROUTE_KEYS: readonly string[] = [
  ...Object.values(SHELL_ROUTE_KEYS),
  ROUTE_KEYS.setting,
];

/** The default tab and landing page (spec §2, §9). */
export const DEFAULT_ROUTE_KEY = ROUTE_KEYS.workplace;

export type { AppRoute, RouteMeta } from '@/lib/feature';

export function requiresAuth(meta: RouteMeta | undefined): boolean {
  return meta?.requiresAuth !== false;
}

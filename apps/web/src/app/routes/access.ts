import { PUBLIC_ROUTE_KEYS, requiresAuth, type RouteMeta } from './meta';
import type { MenuNode } from './menu';

/**
 * Spec §4: a route without an auth requirement or without roles passes, `*` passes,
 * otherwise the user's role must be listed.
 */
export function rolePasses(meta: RouteMeta, role: string | undefined): boolean {
  if (!requiresAuth(meta) || !meta.roles) return true;
  return meta.roles.includes('*') || (role !== undefined && meta.roles.includes(role));
}

/** A nested route passes only if every route above it does too. */
export function chainPasses(chain: readonly RouteMeta[], role: string | undefined): boolean {
  return chain.every((meta) => rolePasses(meta, role));
}

/** Menu-from-server mode: each route must be in the server menu or on the public white list. */
export function serverMenuAllows(chain: readonly RouteMeta[], serverKeys: ReadonlySet<string>) {
  return chain.every((meta) => PUBLIC_ROUTE_KEYS.includes(meta.key) || serverKeys.has(meta.key));
}

/** Where a user goes when denied: the first page of their menu, else nowhere (not-found). */
export function firstReachablePath(menu: readonly MenuNode[]): string | null {
  for (const node of menu) {
    if (node.path && !node.children?.length) return node.path;
    const inner = firstReachablePath(node.children ?? []);
    if (inner) return inner;
  }
  return null;
}

export type AccessVerdict =
  { kind: 'allow' } | { kind: 'redirect'; to: string } | { kind: 'notFound' };

interface AccessInput {
  chain: readonly RouteMeta[];
  role: string | undefined;
  /** The keys of the server menu when menu-from-server is on, else null. */
  serverKeys: ReadonlySet<string> | null;
  /** The user's menu, already filtered by role (and by the server menu when on). */
  menu: readonly MenuNode[];
}

/** The permission check of the route guard (spec §4), for the current location. */
export function checkAccess({ chain, role, serverKeys, menu }: AccessInput): AccessVerdict {
  if (serverKeys) {
    const allowed = serverMenuAllows(chain, serverKeys) && chainPasses(chain, role);
    return allowed ? { kind: 'allow' } : { kind: 'notFound' };
  }
  if (chainPasses(chain, role)) return { kind: 'allow' };
  const first = firstReachablePath(menu);
  return first ? { kind: 'redirect', to: first } : { kind: 'notFound' };
}

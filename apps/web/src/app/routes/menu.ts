import type { ComponentType } from 'react';
import type { TitleKey } from '@/lib/i18n';
import type { MenuItem } from '@miaoyu/contracts/menu';
import { rolePasses } from './access';
import type { AppRoute } from './meta';
import { studioRoutes } from './table';

/** One entry of the navigation menu, built from the route table. */
export interface MenuNode {
  key: string;
  titleKey: TitleKey;
  icon?: ComponentType | undefined;
  /** The page it opens; groups have none. */
  path?: string | undefined;
  children?: MenuNode[] | undefined;
}

const joinPath = (parent: string, child: string | undefined) =>
  child?.startsWith('/') ? child : `${parent.replace(/\/$/, '')}/${child ?? ''}`;

/**
 * The menu a role sees from the route table alone: visible routes, role passing, by order; a
 * page needing a permission the user lacks in their current org is left out (it would only
 * say "no permission").
 */
export function menuFromRoutes(
  role: string | undefined,
  routes: readonly AppRoute[] = studioRoutes,
  parentPath = '',
  permissions: readonly string[] = [],
): MenuNode[] {
  const visible = routes.filter(
    (route) =>
      route.handle?.titleKey &&
      !route.handle.hideInMenu &&
      rolePasses(route.handle, role) &&
      (!route.handle.permission || permissions.includes(route.handle.permission)),
  );
  const ordered = [...visible].sort((a, b) => (a.handle?.order ?? 0) - (b.handle?.order ?? 0));
  const nodes: MenuNode[] = [];
  for (const route of ordered) {
    const meta = route.handle!;
    const path = joinPath(parentPath, route.path);
    const pages = route.children?.filter((child) => child.handle) ?? [];
    const node: MenuNode = { key: meta.key, titleKey: meta.titleKey!, icon: meta.icon };
    if (pages.length) {
      node.children = menuFromRoutes(role, pages, path, permissions);
      if (!node.children.length) continue;
    } else node.path = path;
    nodes.push(node);
  }
  return nodes;
}

function indexByKey(nodes: readonly MenuNode[], into = new Map<string, MenuNode>()) {
  for (const node of nodes) {
    into.set(node.key, node);
    indexByKey(node.children ?? [], into);
  }
  return into;
}

/**
 * Menu-from-server mode: the server decides which entries there are and their order; the
 * route table supplies titles, icons and paths, and the role must still pass. Unknown keys
 * are dropped.
 */
export function menuFromServer(server: readonly MenuItem[], local: readonly MenuNode[]) {
  const known = indexByKey(local);
  const build = (items: readonly MenuItem[]): MenuNode[] =>
    items.flatMap((item): MenuNode[] => {
      const node = known.get(item.key);
      if (!node) return [];
      if (!item.children?.length) return node.path ? [{ ...node, children: undefined }] : [];
      const children = build(item.children);
      return children.length ? [{ ...node, path: undefined, children }] : [];
    });
  return build(server);
}

/** Every key the server menu lists, at any depth. */
export function serverMenuKeys(server: readonly MenuItem[]): Set<string> {
  const keys = new Set<string>();
  const walk = (items: readonly MenuItem[]) =>
    items.forEach((item) => {
      keys.add(item.key);
      walk(item.children ?? []);
    });
  walk(server);
  return keys;
}

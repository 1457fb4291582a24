import {
  NAVIGATION,
  navigationPermission,
  type MenuItem,
  type NavigationEntry,
  type PlatformRole,
} from '@miaoyu/contracts';

/** The entries a role sees, in order; a parent with no visible children is left out. */
export function menuFor(
  role: PlatformRole,
  items: readonly NavigationEntry[] = NAVIGATION,
): MenuItem[] {
  return items.flatMap((item) => {
    if (!item.roles.includes('*') && !item.roles.includes(role)) return [];
    if (!item.children) return [{ key: item.key }];
    const children = menuFor(role, item.children);
    return children.length > 0 ? [{ key: item.key, children }] : [];
  });
}

/**
 * The menu without the pages the caller's permissions in their current org do not open (a
 * member is not offered the bots' logs), and without the parents left empty.
 */
export function withinPermissions(items: readonly MenuItem[], held: readonly string[]): MenuItem[] {
  return items.flatMap((item) => {
    const needed = navigationPermission(item.key);
    if (needed && !held.includes(needed)) return [];
    if (!item.children?.length) return [item];
    const children = withinPermissions(item.children, held);
    return children.length > 0 ? [{ ...item, children }] : [];
  });
}
